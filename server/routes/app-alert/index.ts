import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appAlert, type AppAlertRow } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';
import { errorResponses } from '../error-responses.js';

const ALERT_ID = 1;

// A link is either a path on this site or an http(s) address: never javascript: or data:.
const linkUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => /^\/(?!\/)/.test(value) || /^https?:\/\/[^\s]+$/i.test(value), 'Use a link starting with /, http:// or https://.');

const alertBody = z
  .strictObject({
    message: z.string().trim().min(1, 'Write the message to show.').max(500, 'Keep the message under 500 characters.'),
    severity: z.enum(['info', 'success', 'warning', 'error']).default('info'),
    linkUrl: linkUrl.nullish(),
    linkText: z.string().trim().max(60, 'Keep the link text under 60 characters.').nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.linkText && !value.linkUrl) ctx.addIssue({ code: 'custom', path: ['linkUrl'], message: 'Add the address the link text points to.' });
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
const idParams = z.strictObject({ id: z.coerce.number().int() });

/** The site-wide alert: a singleton (id 1) whose existence is what shows it. */
const route: FastifyPluginAsyncZod = async (app) => {
  app.get('/', {
    schema: {
      tags: ['alert'],
      summary: 'The site-wide alert, or an empty body when there is none',
      response: { 200: alertSchema.optional() },
    },
    handler: async (_request, reply) => {
      const [row] = await app.db.select().from(appAlert).where(eq(appAlert.id, ALERT_ID));
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
      const values = { ...request.body, linkUrl: request.body.linkUrl ?? null, linkText: request.body.linkText ?? null, updatedAt: new Date() };
      const [row] = await app.db
        .insert(appAlert)
        .values({ id: ALERT_ID, ...values })
        .onConflictDoUpdate({ target: appAlert.id, set: values })
        .returning();
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
      if (request.params.id !== ALERT_ID) throw notFound('There is only one alert, with id 1.');
      const [row] = await app.db
        .update(appAlert)
        .set({ ...request.body, linkUrl: request.body.linkUrl ?? null, linkText: request.body.linkText ?? null, updatedAt: new Date() })
        .where(eq(appAlert.id, ALERT_ID))
        .returning();
      if (!row) throw notFound('There is no alert to update: publish one first.');
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
      if (request.params.id !== ALERT_ID) throw notFound('There is only one alert, with id 1.');
      await app.db.delete(appAlert).where(eq(appAlert.id, ALERT_ID));
      return reply.code(204).send();
    },
  });
};

export default route;
