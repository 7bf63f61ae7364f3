import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/error-responses.js';
import { idParam } from '../../../lib/field-schemas.js';
import { bothVersions, localizedTextSchema } from '../../../lib/localized.js';
import { openPlaySetupSchema } from './open-play-setup.js';
import type { TemplateWriteResult } from './program-schedule.js';
import type { ProgramRow } from './schema.js';
import { templateBody } from './template-input.js';

const templateSchema = z.object({
  id: z.number().int(),
  // Both languages, as the owner edits them (null: that version is empty).
  title: localizedTextSchema,
  level: z.string(),
  weekday: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  courts: z.array(z.number().int()),
  playersPerCourt: z.number().int(),
  capacity: z.number().int(),
  memberPriceCents: z.number().int(),
  nonMemberPriceCents: z.number().int(),
  opensDaysBefore: z.number().int(),
  cancellationCutoffHours: z.number().int(),
  /** Its sessions run as open play with this setup; null: a plain drop-in. */
  openPlay: openPlaySetupSchema,
});

const writeResultSchema = z.object({
  template: templateSchema.nullable(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.array(
    z.object({
      date: z.string(),
      court: z.number().int().nullable(),
      reason: z.enum(['court_taken', 'closed', 'outside_hours', 'has_registrations']),
      sessionId: z.number().int().nullable(),
    }),
  ),
});

const toTemplate = (row: ProgramRow) => ({
  id: row.id,
  title: bothVersions(row.title, row.titleFr),
  level: row.level,
  weekday: row.weekday ?? 0,
  startTime: row.startTime ?? '',
  endTime: row.endTime ?? '',
  courts: row.courts,
  playersPerCourt: row.playersPerCourt ?? 1,
  capacity: row.capacity,
  memberPriceCents: row.memberPriceCents,
  nonMemberPriceCents: row.nonMemberPriceCents,
  opensDaysBefore: row.opensDaysBefore ?? 0,
  cancellationCutoffHours: row.cancellationCutoffHours,
  openPlay: row.openPlay ?? null,
});

const toWriteResult = (result: TemplateWriteResult) => ({ ...result, template: result.template ? toTemplate(result.template) : null });
const idParams = z.strictObject({ id: idParam });

/** The owner's weekly drop-in templates: /api/owner/drop-in/templates. */
const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['programs', 'staff'];
  app.get('/owner/drop-in/templates', {
    config: { access: 'owner' },
    schema: {
      tags,
      summary: 'Owner: the weekly drop-in templates',
      response: { 200: z.object({ items: z.array(templateSchema) }), ...errorResponses(401, 403) },
    },
    handler: async () => ({ items: (await app.programSchedule.templates()).map(toTemplate) }),
  });

  app.post('/owner/drop-in/templates', {
    config: { access: 'owner' },
    schema: {
      tags,
      summary: 'Owner: add a weekly template; its sessions are generated 8 weeks ahead (closed days and taken courts are listed in `skipped`)',
      body: templateBody,
      response: { 201: writeResultSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const result = await app.programSchedule.createTemplate(request.body);
      request.log.info({ ownerId: request.user.id, templateId: result.template?.id, created: result.created }, 'drop-in template added');
      return reply.code(201).send(toWriteResult(result));
    },
  });

  app.get('/owner/drop-in/templates/:id', {
    config: { access: 'owner' },
    schema: { tags, summary: 'Owner: one weekly template', params: idParams, response: { 200: templateSchema, ...errorResponses(401, 403, 404) } },
    handler: async (request) => toTemplate(await app.programSchedule.template(request.params.id)),
  });

  app.patch('/owner/drop-in/templates/:id', {
    config: { access: 'owner' },
    schema: {
      tags,
      summary: 'Owner: change a template (the whole body); future sessions without registrations follow, the others are listed',
      params: idParams,
      body: templateBody,
      response: { 200: writeResultSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => toWriteResult(await app.programSchedule.updateTemplate(request.params.id, request.body)),
  });

  app.delete('/owner/drop-in/templates/:id', {
    config: { access: 'owner' },
    schema: {
      tags,
      summary: 'Owner: end a template; its future sessions without registrations are cancelled, the others listed',
      params: idParams,
      response: { 200: writeResultSchema, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => toWriteResult(await app.programSchedule.deleteTemplate(request.params.id)),
  });
};

export default templateRoutes;
