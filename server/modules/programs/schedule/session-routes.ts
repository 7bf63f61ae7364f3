import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/error-responses.js';
import { fieldRule } from '../../../lib/field-rules.js';
import { calendarDateField, idParam, textField } from '../../../lib/field-schemas.js';
import { badRequest } from '../../../lib/http-error.js';
import type { Locale } from '../../../lib/request-locale.js';
import { addDays, wallClock } from '../../../lib/venue-time.js';
import { hasActiveMembership } from '../../account/memberships/index.js';
import { readCompanySettings, taxRates } from '../../settings/company/index.js';
import { PROGRAM_KINDS, type ProgramKind } from './schema.js';
import { sessionsBetween } from './sessions-repository.js';
import { oneOffBody, sessionPatchBody } from './template-input.js';
import { sessionViewSchema, toSessionView } from './session-view.js';

const MAX_RANGE_DAYS = 62;
const listQuery = z.strictObject({ kind: z.enum(PROGRAM_KINDS, 'Choose a kind of program.'), from: calendarDateField, to: calendarDateField });
const idParams = z.strictObject({ id: idParam });
const taxesSchema = z.array(z.object({ name: z.string(), ratePercent: z.number() }));

/** GET /api/programs/sessions for everyone; the owner's per-date exceptions under /api/owner/program-sessions. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.clock.now();
  const registrations = () => app.programSchedule.registrations();

  /** Sessions of a kind between two venue dates, priced for the caller, with their part in each. */
  async function list(kind: ProgramKind, from: string, to: string, userId: number | null, locale: Locale, includeUnpublished = false) {
    if (to < from) throw badRequest('Please correct the highlighted fields.', { to: fieldRule('end_on_or_after_start') });
    if (addDays(from, MAX_RANGE_DAYS) < to)
      throw badRequest('Please correct the highlighted fields.', { to: fieldRule('range_days_max', { days: MAX_RANGE_DAYS }) });
    const settings = await readCompanySettings(app.db);
    const rows = await sessionsBetween(app.db, kind, wallClock(from, 0, settings.timeZone), wallClock(to, 1440, settings.timeZone), { includeUnpublished });
    const ids = rows.map((row) => row.session.id);
    const at = now();
    const [places, mine] = await Promise.all([
      registrations().placesOf(app.db, ids, at),
      userId === null ? Promise.resolve(null) : registrations().mineOf(app.db, userId, ids, at),
    ]);
    const items = [];
    for (const row of rows) {
      const caller =
        userId === null ? null : { member: await hasActiveMembership(app.db, userId, row.session.startsAt), mine: mine?.get(row.session.id) ?? null };
      items.push(toSessionView(row, settings.timeZone, places.get(row.session.id), caller, locale));
    }
    // The sales taxes a registration line carries now, so the SPA previews the total as Book Court does.
    return { items, taxes: taxRates(settings), timeZone: settings.timeZone, now: at.toISOString() };
  }

  app.get('/programs/sessions', {
    schema: {
      tags: ['programs'],
      summary: 'Sessions of a kind of program between two venue dates (at most 62 days), with spots left, the caller’s price and their part in each',
      querystring: listQuery,
      response: { 200: z.object({ items: z.array(sessionViewSchema), taxes: taxesSchema, timeZone: z.string(), now: z.string() }), ...errorResponses(400) },
    },
    handler: async (request) => {
      const user = await request.optionalUser();
      return list(request.query.kind, request.query.from, request.query.to, user?.id ?? null, request.locale);
    },
  });

  app.get('/owner/program-sessions', {
    config: { access: 'owner' },
    schema: {
      tags: ['programs', 'staff'],
      summary: 'Owner: sessions between two dates, unpublished programs included',
      querystring: listQuery,
      response: {
        200: z.object({ items: z.array(sessionViewSchema), taxes: taxesSchema, timeZone: z.string(), now: z.string() }),
        ...errorResponses(400, 401, 403),
      },
    },
    handler: async (request) => list(request.query.kind, request.query.from, request.query.to, null, request.locale, true),
  });

  const oneSession = async (id: number, locale: Locale) => {
    const found = (await app.programSchedule.sessionById(app.db, id))!;
    const { timeZone } = await readCompanySettings(app.db);
    const places = await registrations().placesOf(app.db, [id], now());
    return toSessionView(found, timeZone, places.get(id), null, locale);
  };

  app.post('/owner/program-sessions', {
    config: { access: 'owner' },
    schema: {
      tags: ['programs', 'staff'],
      summary: 'Owner: add a one-off session of a program (409 program_court_conflict when a court is taken)',
      body: oneOffBody,
      response: { 201: sessionViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const session = await app.sessionExceptions.addOneOff(request.body);
      request.log.info({ ownerId: request.user.id, sessionId: session.id }, 'one-off session added');
      return reply.code(201).send(await oneSession(session.id, request.locale));
    },
  });

  app.patch('/owner/program-sessions/:id', {
    config: { access: 'owner' },
    schema: {
      tags: ['programs', 'staff'],
      summary: 'Owner: change one date’s time, courts or capacity (never below the places taken, never onto a taken court)',
      params: idParams,
      body: sessionPatchBody,
      response: { 200: sessionViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      await app.sessionExceptions.change(request.params.id, request.body);
      return oneSession(request.params.id, request.locale);
    },
  });

  app.post('/owner/program-sessions/:id/cancel', {
    config: { access: 'owner' },
    schema: {
      tags: ['programs', 'staff'],
      summary: 'Owner: cancel one date; every registrant is refunded in full and e-mailed the reason',
      params: idParams,
      body: z.strictObject({ reason: textField(500, { min: 1 }) }),
      response: { 200: sessionViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      await app.sessionExceptions.cancel(request.params.id, request.body.reason);
      request.log.info({ ownerId: request.user.id, sessionId: request.params.id }, 'session cancelled');
      return oneSession(request.params.id, request.locale);
    },
  });
};

export default sessionRoutes;
