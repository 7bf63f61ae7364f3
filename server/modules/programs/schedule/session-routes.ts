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
import { callerPart, callerPrice, sessionViewSchema, toSessionView } from './session-view.js';

const MAX_RANGE_DAYS = 62;
const listQuery = z.strictObject({ kind: z.enum(PROGRAM_KINDS, 'Choose a kind of program.'), from: calendarDateField, to: calendarDateField });
const idParams = z.strictObject({ id: idParam });
const taxesSchema = z.array(z.object({ name: z.string(), ratePercent: z.number() }));

/** GET /api/programs/sessions for everyone; the owner's per-date exceptions under /api/owner/program-sessions. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.clock.now();
  const registrations = () => app.programSchedule.registrations();

  /** Sessions of a kind between two venue dates, priced for the caller, with their part in each (from memory while unchanged: session-lists.ts). */
  async function list(kind: ProgramKind, from: string, to: string, userId: number | null, locale: Locale, includeUnpublished = false) {
    if (to < from) throw badRequest('Please correct the highlighted fields.', { to: fieldRule('end_on_or_after_start') });
    if (addDays(from, MAX_RANGE_DAYS) < to)
      throw badRequest('Please correct the highlighted fields.', { to: fieldRule('range_days_max', { days: MAX_RANGE_DAYS }) });
    const settings = await readCompanySettings(app.db);
    const { timeZone } = settings;
    const at = now();
    const key = `${kind}|${from}|${to}|${includeUnpublished}|${timeZone}`;
    const shown = await app.sessionLists.list(key, at, async () => {
      const listings = await sessionsBetween(app.db, kind, wallClock(from, 0, timeZone), wallClock(to, 1440, timeZone), { includeUnpublished });
      const ids = listings.map((row) => row.session.id);
      const [places, next] = await Promise.all([registrations().placesOf(app.db, ids, at), registrations().nextPlaceExpiry(app.db, ids, at)]);
      return { listings, ids, places, views: new Map(), from: at.getTime(), until: next?.getTime() ?? Infinity };
    });
    let views = shown.views.get(locale);
    if (!views) {
      views = shown.listings.map((row) => toSessionView(row, timeZone, shown.places.get(row.session.id), null, locale));
      shown.views.set(locale, views);
    }
    // The sales taxes a registration line carries now, so the SPA previews the total as Book Court does.
    const answer = { taxes: taxRates(settings), timeZone, now: at.toISOString() };
    if (userId === null) return { items: views, ...answer };
    // The caller's part holds as long as the public part it was read beside (the same holds and offers).
    const { mine } = await app.sessionLists.mineOf(userId, key, at, async () => ({
      mine: await registrations().mineOf(app.db, userId, shown.ids, at),
      from: at.getTime(),
      until: shown.until,
    }));
    const items = [];
    for (const [index, row] of shown.listings.entries()) {
      const member = await hasActiveMembership(app.db, userId, row.session.startsAt);
      const caller = { member, mine: mine.get(row.session.id) ?? null };
      items.push({ ...views[index], priceCents: callerPrice(row, caller), mine: callerPart(caller) });
    }
    return { items, ...answer };
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
