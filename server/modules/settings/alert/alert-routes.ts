import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/error-responses.js';
import { fieldRule } from '../../../lib/field-rules.js';
import { idParam, textField } from '../../../lib/field-schemas.js';
import { notFound } from '../../../lib/http-error.js';
import { ALERT_ID } from './alert-repository.js';
import type { AppAlertRow } from './schema.js';

// A link is either a path on this site or an http(s) address: never javascript: or data:.
const linkUrl = textField(500).refine(
  (value) => /^\/(?!\/)/.test(value) || /^https?:\/\/[^\s]+$/i.test(value),
  'Use a link starting with /, http:// or https://.',
);

const alertBody = z
  .strictObject({
    message: textField(500, { multiline: true }).min(1, 'Write the message to show.'),
    severity: z.enum(['info', 'success', 'warning', 'error']).default('info'),
    linkUrl: linkUrl.nullish(),
    linkText: textField(60).nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.linkText && !value.linkUrl) ctx.addIssue({ code: 'custom', path: ['linkUrl'], message: fieldRule('link_url_needed') });
  });

const alertSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  severity: z.enum(['info', 'success', 'warning', 'error']),
  linkUrl: z.string().nullable(),
  linkText: z.string().nullable(),
  updatedAt: z.string(),
});

const toAlert = (row: AppAlertRow) => ({ ...row, updatedAt: row.updatedAt.toISOString() });
const idParams = z.strictObject({ id: idParam });

/** The site-wide alert: a singleton (id 1) whose existence is what shows it. */
const route: FastifyPluginAsyncZod = async (app) => {
  app.get('/', {
    schema: {
      tags: ['alert'],
      summary: 'The site-wide alert, or an empty body when there is none',
      response: { 200: alertSchema.optional() },
    },
    handler: async (_request, reply) => {
      const row = await app.alert.current();
      return row ? toAlert(row) : reply.code(200).send(undefined);
    },
  });

  app.post('/', {
    config: { access: 'admin' },
    schema: {
      tags: ['alert', 'staff'],
      summary: 'Staff: publish the alert (replaces any current one)',
      body: alertBody,
      response: { 201: alertSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const row = await app.alert.publish({ ...request.body, linkUrl: request.body.linkUrl ?? null, linkText: request.body.linkText ?? null });
      await app.changeFeed.caughtUp(); // every instance now shows the new alert
      return reply.code(201).send(toAlert(row));
    },
  });

  app.put('/:id', {
    config: { access: 'admin' },
    schema: {
      tags: ['alert', 'staff'],
      summary: 'Staff: update the alert (always id 1)',
      params: idParams,
      body: alertBody,
      response: { 200: alertSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      if (request.params.id !== ALERT_ID) throw notFound('There is only one alert, with id 1.').coded('alert_not_found');
      const row = await app.alert.revise({ ...request.body, linkUrl: request.body.linkUrl ?? null, linkText: request.body.linkText ?? null });
      if (!row) throw notFound('There is no alert to update: publish one first.').coded('no_alert');
      await app.changeFeed.caughtUp();
      return toAlert(row);
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
      if (request.params.id !== ALERT_ID) throw notFound('There is only one alert, with id 1.').coded('alert_not_found');
      await app.alert.remove();
      await app.changeFeed.caughtUp();
      return reply.code(204).send();
    },
  });
};

export default route;
