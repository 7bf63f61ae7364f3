import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { idField, idParam, textField } from '../../lib/field-schemas.js';
import type { Locale } from '../../lib/request-locale.js';
import { isAdmin, type AuthenticatedUser } from '../../plugins/auth.js';
import { openPlayViewSchema } from './open-play-view.js';
import type { PlayerMove } from './player-actions.js';

const sessionParams = z.strictObject({ sessionId: idParam });
const placeBody = z.strictObject({ registrationId: idField });
const score = z.number().int().min(0).max(99);

const callerOf = (user: AuthenticatedUser) => ({ id: user.id, staff: isAdmin(user) });

/** A live session for its players and staff: the view, check-in with the venue's code, and the players' own moves. */
const openPlayRoutes: FastifyPluginAsyncZod = async (app) => {
  const viewAfter = (sessionId: number, user: AuthenticatedUser, locale: Locale) => app.openPlay.viewForCaller(sessionId, callerOf(user), locale);

  app.get('/open-play/sessions/:sessionId', {
    config: { access: 'user' },
    schema: {
      tags: ['open-play'],
      summary: 'A live open play session: courts, the line, who is up next (staff, and players with a place)',
      params: sessionParams,
      response: { 200: openPlayViewSchema, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => viewAfter(request.params.sessionId, request.user, request.locale),
  });

  app.post('/open-play/sessions/:sessionId/check-in', {
    config: { access: 'user' },
    schema: {
      tags: ['open-play'],
      summary: 'Check in with the venue’s code (from 30 minutes before the start until the end): the place joins the line',
      params: sessionParams,
      body: z.strictObject({ registrationId: idField, code: textField(20, { min: 1 }) }),
      response: { 200: openPlayViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const { sessionId } = request.params;
      await app.openPlay.checkIn(sessionId, callerOf(request.user), request.body.registrationId, request.body.code);
      return viewAfter(sessionId, request.user, request.locale);
    },
  });

  const moves: { path: string; move: Exclude<PlayerMove, 'partner'>; summary: string }[] = [
    { path: 'leave', move: 'leave', summary: 'Check out: out of the line (at the end of the game when on a court)' },
    { path: 'rest', move: 'rest', summary: 'Step out of the line for a while' },
    { path: 'rejoin', move: 'rejoin', summary: 'Back in the line, at the back' },
  ];
  for (const { path, move, summary } of moves) {
    app.post(`/open-play/sessions/:sessionId/${path}`, {
      config: { access: 'user' },
      schema: {
        tags: ['open-play'],
        summary: `${summary} (the player’s own place or a family member’s, or staff)`,
        params: sessionParams,
        body: placeBody,
        response: { 200: openPlayViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) => {
        const { sessionId } = request.params;
        await app.openPlay.playerMove(sessionId, callerOf(request.user), request.body.registrationId, move);
        return viewAfter(sessionId, request.user, request.locale);
      },
    });
  }

  app.post('/open-play/sessions/:sessionId/partner', {
    config: { access: 'user' },
    schema: {
      tags: ['open-play'],
      summary: 'Pre-arrange (or clear, with null) a partner for the next game; both in the line',
      params: sessionParams,
      body: z.strictObject({ registrationId: idField, partnerRegistrationId: idField.nullable() }),
      response: { 200: openPlayViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const { sessionId } = request.params;
      const { registrationId, partnerRegistrationId } = request.body;
      await app.openPlay.playerMove(sessionId, callerOf(request.user), registrationId, 'partner', partnerRegistrationId);
      return viewAfter(sessionId, request.user, request.locale);
    },
  });

  app.post('/open-play/games/:gameId/end', {
    config: { access: 'user' },
    schema: {
      tags: ['open-play'],
      summary: 'Game over (a player in the game, or staff): the court is assigned again at once',
      params: z.strictObject({ gameId: idParam }),
      body: z.strictObject({ score: z.strictObject({ a: score, b: score }).optional(), winner: z.enum(['a', 'b']).optional() }).default({}),
      response: { 200: openPlayViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const sessionId = await app.openPlay.gameOver(request.params.gameId, callerOf(request.user), request.body);
      return viewAfter(sessionId, request.user, request.locale);
    },
  });
};

export default openPlayRoutes;
