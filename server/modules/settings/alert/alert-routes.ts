import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/error-responses.js';
import { fieldRule } from '../../../lib/field-rules.js';
import { idParam, textField } from '../../../lib/field-schemas.js';
import { notFound } from '../../../lib/http-error.js';
import { localizedField } from '../../../lib/localized.js';
import { ALERT_ID, type AlertContent } from './alert-repository.js';
import { alertEditSchema, alertForEditing, alertSchema, publicAlert } from './alert-views.js';

// A link is either a path on this site or an http(s) address: never javascript: or data:.
const linkUrl = textField(500).refine(
  (value) => /^\/(?!\/)/.test(value) || /^https?:\/\/[^\s]+$/i.test(value),
  'Use a link starting with /, http:// or https://.',
);

// The message and the link text in both languages ({ en, fr }; a plain value is English), the message in at least one.
const alertBody = z
  .strictObject({
    message: localizedField(textField(500, { multiline: true }), { required: 'Write the message to show.' }),
    severity: z.enum(['info', 'success', 'warning', 'error']).default('info'),
    linkUrl: linkUrl.nullish(),
    linkText: localizedField(textField(60)).default({ en: null, fr: null }),
  })
  .superRefine((value, ctx) => {
    if ((value.linkText.en || value.linkText.fr) && !value.linkUrl) ctx.addIssue({ code: 'custom', path: ['linkUrl'], message: fieldRule('link_url_needed') });
  });

const contentOf = (body: z.infer<typeof alertBody>): AlertContent => ({
  message: body.message.en ?? '',
  messageFr: body.message.fr,
  severity: body.severity,
  linkUrl: body.linkUrl ?? null,
  linkText: body.linkText.en,
  linkTextFr: body.linkText.fr,
});

const idParams = z.strictObject({ id: idParam });
const onlyOne = (id: number) => {
  if (id !== ALERT_ID) throw notFound('There is only one alert, with id 1.').coded('alert_not_found');
};

/** The site-wide alert: a singleton (id 1) whose existence is what shows it. */
const route: FastifyPluginAsyncZod = async (app) => {
  app.get('/', {
    schema: {
      tags: ['alert'],
      summary: 'The site-wide alert in the reader’s language, or an empty body when there is none',
      response: { 200: alertSchema.optional() },
    },
    handler: async (request, reply) => {
      const row = await app.alert.current();
      return row ? publicAlert(row, request.locale) : reply.code(200).send(undefined);
    },
  });

  app.get('/:id', {
    config: { access: 'admin' },
    schema: {
      tags: ['alert', 'staff'],
      summary: 'Staff: the alert as they edit it, both languages (always id 1)',
      params: idParams,
      response: { 200: alertEditSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      onlyOne(request.params.id);
      const row = await app.alert.current();
      if (!row) throw notFound('There is no alert: publish one first.').coded('no_alert');
      return alertForEditing(row);
    },
  });

  app.post('/', {
    config: { access: 'admin' },
    schema: {
      tags: ['alert', 'staff'],
      summary: 'Staff: publish the alert (replaces any current one)',
      body: alertBody,
      response: { 201: alertEditSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const row = await app.alert.publish(contentOf(request.body));
      await app.changeFeed.caughtUp(); // every instance now shows the new alert
      return reply.code(201).send(alertForEditing(row));
    },
  });

  app.put('/:id', {
    config: { access: 'admin' },
    schema: {
      tags: ['alert', 'staff'],
      summary: 'Staff: update the alert (always id 1)',
      params: idParams,
      body: alertBody,
      response: { 200: alertEditSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      onlyOne(request.params.id);
      const row = await app.alert.revise(contentOf(request.body));
      if (!row) throw notFound('There is no alert to update: publish one first.').coded('no_alert');
      await app.changeFeed.caughtUp();
      return alertForEditing(row);
    },
  });

  app.delete('/:id', {
    config: { access: 'admin' },
    schema: {
      tags: ['alert', 'staff'],
      summary: 'Staff: remove the alert',
      params: idParams,
      response: { 204: z.undefined(), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      onlyOne(request.params.id);
      await app.alert.remove();
      await app.changeFeed.caughtUp();
      return reply.code(204).send();
    },
  });
};

export default route;
