import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { idParam } from '../../lib/field-schemas.js';
import { langFields } from '../../lib/localized.js';
import { readCompanySettings } from '../settings/company/index.js';
import { accountPlaces } from './account-places.js';
import { participantIdSchema, waitlistLineSchema } from './shared/index.js';
import { ATTENDANCE } from './registrations/index.js';
import { PROGRAM_KINDS } from './schedule/index.js';

const participant = { participantId: participantIdSchema, participantName: z.string() };
const placeStatus = z.enum(['held', 'confirmed', 'cancelled']);

const accountPlacesSchema = z.object({
  /** Drop-in places, one per session. */
  registrations: z.array(
    z.object({
      id: z.number().int(),
      sessionId: z.number().int(),
      programId: z.number().int(),
      title: z.string(),
      level: z.string().nullable(),
      startsAt: z.string(),
      endsAt: z.string(),
      ...participant,
      status: placeStatus,
      sessionCancelled: z.boolean(),
      attendance: z.enum(ATTENDANCE).nullable(),
      priceCents: z.number().int(),
      lang: langFields.lang,
    }),
  ),
  /** Drop-in waitlist lines still open (upcoming only). */
  waitlist: z.array(waitlistLineSchema.extend({ participantId: participantIdSchema })),
  /** Places in camps, clinics, lessons, socials and tournaments (a tournament's with its division and partner). */
  enrolments: z.array(
    z.object({
      id: z.number().int(),
      programId: z.number().int(),
      kind: z.enum(PROGRAM_KINDS),
      title: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      sessionCount: z.number().int(),
      ...participant,
      status: placeStatus,
      programCancelled: z.boolean(),
      priceCents: z.number().int(),
      divisionName: z.string().nullable(),
      partnerName: z.string().nullable(),
      lang: langFields.lang,
    }),
  ),
  timeZone: z.string(),
});

/** Staff view of an account: its household's drop-in and program places (under /api/staff, beside its bookings and orders). */
const staffAccountProgramRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/staff/accounts/:userId/programs', {
    config: { access: 'admin' },
    schema: {
      tags: ['programs', 'staff'],
      summary:
        'Staff: the places an account holder and their family hold in drop-in sessions and programs, upcoming (soonest first) or past and cancelled (latest first)',
      params: z.strictObject({ userId: idParam }),
      querystring: z.strictObject({ scope: z.enum(['upcoming', 'past']).default('upcoming') }),
      response: { 200: accountPlacesSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const user = await app.users.load(request.params.userId);
      const [places, settings] = await Promise.all([
        accountPlaces(app.db, user.id, request.query.scope, app.clock.now(), request.locale),
        readCompanySettings(app.db),
      ]);
      return { ...places, timeZone: settings.timeZone };
    },
  });
};

export default staffAccountProgramRoutes;
