import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { richTextSchema } from '../../../lib/content-fields.js';
import { csvFile, dollars } from '../../../lib/csv.js';
import { errorResponses } from '../../../lib/error-responses.js';
import { langFields, localizedTextSchema } from '../../../lib/localized.js';
import { fieldRule } from '../../../lib/field-rules.js';
import { calendarDateField, idParam } from '../../../lib/field-schemas.js';
import { badRequest } from '../../../lib/http-error.js';
import { addDays, venueToday, wallClock } from '../../../lib/venue-time.js';
import { buyerOf } from '../../checkout/products/index.js';
import { readCompanySettings } from '../../settings/company/index.js';
import { cancelEnrolmentBody, cancelProgramBody, emailRegistrantsBody, eventProgramBody, eventProgramPatch } from './event-input.js';
import { EVENT_KINDS, programDetailSchema, programSummarySchema, type EventKind } from './program-catalogue.js';
import { TAX_CATEGORIES } from '../schedule/index.js';
import { DIVISION_FORMATS } from './schema.js';

const ownerProgramSchema = z.object({
  id: z.number(),
  kind: z.enum(EVENT_KINDS),
  // Both languages, as the owner edits them (null: that version is empty).
  title: localizedTextSchema,
  description: z.object({ en: richTextSchema.nullable(), fr: richTextSchema.nullable() }),
  level: z.string(),
  coachId: z.number().nullable(),
  capacity: z.number(),
  registrationEnabled: z.boolean(),
  minAge: z.number().nullable(),
  maxAge: z.number().nullable(),
  memberPriceCents: z.number(),
  nonMemberPriceCents: z.number(),
  earlyBirdPriceCents: z.number().nullable(),
  earlyBirdUntil: z.string().nullable(),
  registrationOpensAt: z.string().nullable(),
  registrationClosesAt: z.string().nullable(),
  cancellationCutoffHours: z.number(),
  published: z.boolean(),
  taxCategory: z.enum(TAX_CATEGORIES),
  cancelledAt: z.string().nullable(),
  registered: z.number(),
  sessions: z.array(
    z.object({
      id: z.number(),
      date: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      courts: z.array(z.number()),
      status: z.enum(['scheduled', 'cancelled']),
    }),
  ),
  // Tournaments: each division with its live entries (empty for other kinds).
  divisions: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      format: z.enum(DIVISION_FORMATS),
      level: z.string(),
      minAge: z.number().nullable(),
      maxEntries: z.number(),
      feeCents: z.number(),
      entries: z.number(),
    }),
  ),
});

const ownerEnrolmentSchema = z.object({
  id: z.number(),
  participantName: z.string(),
  age: z.number().nullable(),
  accountName: z.string(),
  accountEmail: z.string(),
  status: z.enum(['held', 'confirmed', 'cancelled']),
  paid: z.boolean(),
  member: z.boolean(),
  priceCents: z.number(),
  createdAt: z.string(),
  divisionName: z.string().nullable(),
  partnerName: z.string().nullable(),
});

const idParams = z.strictObject({ id: idParam });
const kindsQuery = z.union([
  z.enum(EVENT_KINDS, 'Choose camp, clinic, lesson or social.'),
  z.array(z.enum(EVENT_KINDS, 'Choose camp, clinic, lesson or social.')),
]);
const listQuery = z.strictObject({ kind: kindsQuery.optional(), from: calendarDateField.optional(), to: calendarDateField.optional() });
const taxesSchema = z.array(z.object({ name: z.string(), ratePercent: z.number() }));

/** Camps, clinics, lessons and socials: the public list and page, a player's own cancellation, and the owner's setup. */
const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicTags = ['programs'];
  const ownerTags = ['programs', 'staff'];

  app.get('/programs', {
    schema: {
      tags: publicTags,
      summary:
        'Published camps, clinics, lessons and socials with a date between two venue dates (default: the coming year), with spots left and the caller’s price',
      querystring: listQuery,
      response: { 200: z.object({ items: z.array(programSummarySchema), timeZone: z.string(), taxes: taxesSchema, now: z.string() }), ...errorResponses(400) },
    },
    handler: async (request) => {
      const user = await request.optionalUser();
      const settings = await readCompanySettings(app.db);
      const today = venueToday(app.clock.now(), settings.timeZone);
      const from = request.query.from ?? today;
      const to = request.query.to ?? addDays(from, 366);
      if (to < from) throw badRequest('Please correct the highlighted fields.', { to: fieldRule('end_on_or_after_start') });
      if (addDays(from, 800) < to) throw badRequest('Please correct the highlighted fields.', { to: fieldRule('range_two_years') });
      const kinds: EventKind[] =
        request.query.kind === undefined ? [...EVENT_KINDS] : Array.isArray(request.query.kind) ? request.query.kind : [request.query.kind];
      return app.programCatalogue.list(kinds, wallClock(from, 0, settings.timeZone), wallClock(to, 1440, settings.timeZone), user?.id ?? null, request.locale);
    },
  });

  app.get('/programs/:id', {
    schema: {
      tags: publicTags,
      summary: 'One published program: its dates, description, spots left, the caller’s price and places',
      params: idParams,
      response: { 200: programDetailSchema, ...errorResponses(400, 404) },
    },
    handler: async (request) => {
      const user = await request.optionalUser();
      return app.programCatalogue.detail(request.params.id, user?.id ?? null, request.locale);
    },
  });

  app.get('/programs/enrolments/mine', {
    config: { access: 'user' },
    schema: {
      tags: publicTags,
      summary: 'The caller’s places (and their family’s) in camps, clinics, lessons and socials still to come',
      response: {
        200: z.object({
          items: z.array(
            z.object({
              id: z.number(),
              programId: z.number(),
              kind: z.string(),
              title: z.string(),
              lang: langFields.lang,
              startsAt: z.string(),
              endsAt: z.string(),
              sessionCount: z.number(),
              participantId: z.union([z.literal('self'), z.number()]),
              participantName: z.string(),
              status: z.enum(['held', 'confirmed']),
              priceCents: z.number(),
              orderId: z.string().nullable(),
              cancellable: z.boolean(),
              refundCents: z.number(),
              divisionName: z.string().nullable(),
              partnerName: z.string().nullable(),
              entryComplete: z.boolean(),
            }),
          ),
          timeZone: z.string(),
        }),
        ...errorResponses(401),
      },
    },
    handler: async (request) => {
      const [items, settings] = await Promise.all([app.programEnrolments.upcoming(request.user.id, request.locale), readCompanySettings(app.db)]);
      return { items, timeZone: settings.timeZone };
    },
  });

  app.post('/programs/enrolments/:id/cancel', {
    config: { access: 'user' },
    schema: {
      tags: publicTags,
      summary: 'Cancel one of the caller’s places in a program: a full refund up to the cutoff kept at registration, none after',
      params: idParams,
      response: { 200: z.object({ refundCents: z.number() }), ...errorResponses(401, 404, 409) },
    },
    handler: async (request) => {
      const { refundCents } = await app.programEnrolments.cancel(buyerOf(request.user), request.params.id, 'policy');
      return { refundCents };
    },
  });

  app.get('/owner/programs', {
    config: { access: 'owner' },
    schema: {
      tags: ownerTags,
      summary: 'Owner: every camp, clinic, lesson and social, drafts included',
      response: { 200: z.object({ items: z.array(ownerProgramSchema) }), ...errorResponses(401, 403) },
    },
    handler: async () => ({ items: await app.eventPrograms.list() }),
  });

  app.post('/owner/programs', {
    config: { access: 'owner' },
    schema: {
      tags: ownerTags,
      summary: 'Owner: create a program with its dates (all courts free on every date, or nothing saved)',
      body: eventProgramBody,
      response: { 201: ownerProgramSchema, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => reply.code(201).send(await app.eventPrograms.create(request.body)),
  });

  app.get('/owner/programs/:id', {
    config: { access: 'owner' },
    schema: { tags: ownerTags, summary: 'Owner: one program', params: idParams, response: { 200: ownerProgramSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => app.eventPrograms.one(request.params.id),
  });

  app.patch('/owner/programs/:id', {
    config: { access: 'owner' },
    schema: {
      tags: ownerTags,
      summary: 'Owner: change a program; { published: true } publishes it',
      params: idParams,
      body: eventProgramPatch,
      response: { 200: ownerProgramSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => app.eventPrograms.update(request.params.id, request.body),
  });

  app.post('/owner/programs/:id/duplicate', {
    config: { access: 'owner' },
    schema: {
      tags: ownerTags,
      summary: 'Owner: a draft copy of a program, without its dates',
      params: idParams,
      response: { 201: ownerProgramSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => reply.code(201).send(await app.eventPrograms.duplicate(request.params.id)),
  });

  app.post('/owner/programs/:id/cancel', {
    config: { access: 'owner' },
    schema: {
      tags: ownerTags,
      summary: 'Owner: cancel a whole program; everyone is refunded in full and e-mailed, the courts freed',
      params: idParams,
      body: cancelProgramBody,
      response: { 200: z.object({ refunded: z.number() }), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => app.eventPrograms.cancel(request.params.id, request.body.reason),
  });

  app.get('/owner/programs/:id/registrations', {
    config: { access: 'owner' },
    schema: {
      tags: ownerTags,
      summary: 'Owner: who holds places in a program',
      params: idParams,
      response: { 200: z.object({ items: z.array(ownerEnrolmentSchema) }), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({ items: await app.eventRegistrants.list(request.params.id) }),
  });

  app.get('/owner/programs/:id/registrations.csv', {
    config: { access: 'owner' },
    schema: {
      tags: ownerTags,
      summary: 'Owner: the registrations as CSV',
      params: idParams,
      response: { 200: z.string().describe('text/csv'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const items = await app.eventRegistrants.list(request.params.id);
      const body = csvFile(
        [
          'Registration',
          'Participant',
          'Age on first day',
          'Division',
          'Partner',
          'Account',
          'E-mail',
          'Status',
          'Paid',
          'Member',
          'Price (CAD)',
          'Registered at',
        ],
        items.map((item) => [
          item.id,
          item.participantName,
          item.age,
          item.divisionName ?? '',
          item.partnerName ?? '',
          item.accountName,
          item.accountEmail,
          item.status,
          item.paid ? 'yes' : 'no',
          item.member ? 'yes' : 'no',
          dollars(item.priceCents),
          item.createdAt,
        ]),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="courtside-program-${request.params.id}-registrations.csv"`)
        .send(body);
    },
  });

  app.post('/owner/programs/:id/registrations/:enrolmentId/cancel', {
    config: { access: 'owner' },
    schema: {
      tags: ownerTags,
      summary: 'Owner: cancel one registration, with a full refund or none',
      params: z.strictObject({ id: idParam, enrolmentId: idParam }),
      body: cancelEnrolmentBody,
      response: { 200: z.object({ refundCents: z.number() }), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const { refundCents } = await app.programEnrolments.cancel(
        buyerOf(request.user),
        request.params.enrolmentId,
        request.body.refund ? 'full' : 'none',
        request.params.id,
      );
      return { refundCents };
    },
  });

  app.post('/owner/programs/:id/email', {
    config: { access: 'owner' },
    schema: {
      tags: ownerTags,
      summary: 'Owner: e-mail every registrant with a paid place (plain text)',
      params: idParams,
      body: emailRegistrantsBody,
      response: { 200: z.object({ sent: z.number() }), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => app.eventRegistrants.email(request.user.id, request.params.id, request.body.subject, request.body.body),
  });
};

export default eventRoutes;
