import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { idField, idParam, textField } from '../../lib/field-schemas.js';
import { fieldRule } from '../../lib/field-rules.js';
import { checkInUrl } from './check-in-codes.js';
import { openPlayViewSchema } from './open-play-view.js';
import type { StaffControl } from './staff-controls.js';

const sessionParams = z.strictObject({ sessionId: idParam });
const courtParams = z.strictObject({ sessionId: idParam, court: z.coerce.number().int().min(1).max(99) });
const position = z.number().int().min(1).max(1000);

/** The desk's controls over a live session (staff); each change is written to the staff actions trail. */
const staffOpenPlayRoutes: FastifyPluginAsyncZod = async (app) => {
  const control = async (sessionId: number, staffId: number, locale: 'en-CA' | 'fr-CA', change: StaffControl) => {
    await app.openPlay.staffControl(sessionId, staffId, change);
    return app.openPlay.viewFor(sessionId, { locale, staff: true, places: [] });
  };
  const staff = { config: { access: 'admin' as const } };
  const answers = { 200: openPlayViewSchema, ...errorResponses(400, 401, 403, 404, 409) };

  app.post('/staff/open-play/sessions/:sessionId/check-in-code', {
    ...staff,
    schema: {
      tags: ['open-play', 'staff'],
      summary: 'Staff: the session’s check-in code now (the QR code at the venue), its link and when it is replaced',
      params: sessionParams,
      response: { 200: z.object({ code: z.string(), expiresAt: z.string(), url: z.string() }), ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => {
      const { sessionId } = request.params;
      await app.openPlay.session(sessionId);
      const { code, expiresAt } = app.openPlay.checkInCodeFor(sessionId, app.clock.now());
      return { code, expiresAt: expiresAt.toISOString(), url: checkInUrl(app.config.appOrigin, sessionId, code) };
    },
  });

  for (const kind of ['pause', 'resume'] as const) {
    app.post(`/staff/open-play/sessions/:sessionId/courts/:court/${kind}`, {
      ...staff,
      schema: {
        tags: ['open-play', 'staff'],
        summary: kind === 'pause' ? 'Staff: take a court out of play (a game on it plays out)' : 'Staff: put a court back in play',
        params: courtParams,
        response: answers,
      },
      handler: async (request) => control(request.params.sessionId, request.user.id, request.locale, { kind, court: request.params.court }),
    });
  }

  app.patch('/staff/open-play/sessions/:sessionId/line', {
    ...staff,
    schema: {
      tags: ['open-play', 'staff'],
      summary: 'Staff: move a player in the line (1-based) and/or change their band for the session',
      params: sessionParams,
      body: z
        .strictObject({ registrationId: idField, position: position.optional(), band: textField(12, { min: 1 }).optional() })
        .refine((body) => body.position !== undefined || body.band !== undefined, { message: fieldRule('required'), path: ['position'] }),
      response: answers,
    },
    handler: async (request) => control(request.params.sessionId, request.user.id, request.locale, { kind: 'line', ...request.body }),
  });

  app.post('/staff/open-play/sessions/:sessionId/games', {
    ...staff,
    schema: {
      tags: ['open-play', 'staff'],
      summary: 'Staff: put a game of waiting players on a chosen court (team A then team B)',
      params: sessionParams,
      body: z.strictObject({ court: z.number().int().min(1).max(99), players: z.array(idField).min(2).max(4) }),
      response: answers,
    },
    handler: async (request) => control(request.params.sessionId, request.user.id, request.locale, { kind: 'place', ...request.body }),
  });

  app.post('/staff/open-play/sessions/:sessionId/pair', {
    ...staff,
    schema: {
      tags: ['open-play', 'staff'],
      summary: 'Staff: pair two players for their next game (or unpair, with null)',
      params: sessionParams,
      body: z.strictObject({ registrationId: idField, partnerRegistrationId: idField.nullable() }),
      response: answers,
    },
    handler: async (request) => control(request.params.sessionId, request.user.id, request.locale, { kind: 'pair', ...request.body }),
  });

  for (const [kind, summary] of [
    ['undo', 'Staff: take back the last assignment (its courts are paused)'],
    ['end', 'Staff: end the session (every game ends; later changes are refused)'],
  ] as const) {
    app.post(`/staff/open-play/sessions/:sessionId/${kind}`, {
      ...staff,
      schema: { tags: ['open-play', 'staff'], summary, params: sessionParams, response: answers },
      handler: async (request) => control(request.params.sessionId, request.user.id, request.locale, { kind }),
    });
  }
};

export default staffOpenPlayRoutes;
