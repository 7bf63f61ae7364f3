import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { idParam, textField } from '../../lib/field-schemas.js';
import { notFound } from '../../lib/http-error.js';
import { replyWithStream } from '../../plugins/event-stream-reply.js';
import { newBoardLink } from './board-links.js';
import { boardViewSchema } from './live-views.js';
import { streamResponse } from './open-play-stream-routes.js';

const boardParams = z.strictObject({ secret: textField(200, { min: 1 }) });

/** The court board: a screen at the venue, opened by its link's secret alone (no login); staff make the link. */
const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  const boardOf = async (secret: string) => {
    const board = await app.openPlayViews.board(secret);
    if (!board) throw notFound('This board link does not work any more: ask the desk for the new one.').coded('open_play_board_not_found');
    return board;
  };

  app.get('/open-play/boards/:secret', {
    config: { csrf: false },
    schema: {
      tags: ['open-play'],
      summary: 'The court board (no login; the link’s secret is the key): the session’s view for everyone, and the check-in link for its QR code',
      params: boardParams,
      response: { 200: boardViewSchema, ...errorResponses(400, 404) },
    },
    handler: async (request) => {
      const { sessionId, secretHash } = await boardOf(request.params.secret);
      const snapshot = await app.openPlayViews.snapshot(sessionId);
      if (!snapshot || !app.openPlayViews.boardStillOpens(snapshot, secretHash)) {
        throw notFound('This board link does not work any more: ask the desk for the new one.').coded('open_play_board_not_found');
      }
      const view = await app.openPlayViews.view(snapshot, { kind: 'board', locale: request.locale, secretHash });
      return { ...view, checkIn: app.openPlayViews.checkIn(sessionId) };
    },
  });

  app.get('/open-play/boards/:secret/stream', {
    config: { csrf: false },
    schema: {
      tags: ['open-play'],
      summary:
        'Server-Sent Events: `event: state` with the board’s view (as GET /open-play/boards/{secret}) at once, after every change and when the check-in code is replaced; a comment heartbeat every 25 s; ends when a new board link replaces this one',
      params: boardParams,
      produces: ['text/event-stream'],
      response: { 200: streamResponse, ...errorResponses(400, 404, 429) },
    },
    handler: async (request, reply) => {
      const { sessionId, secretHash } = await boardOf(request.params.secret);
      await replyWithStream(request, reply, 'open play board stream', () =>
        app.openPlayStreams.open(sessionId, { kind: 'board', locale: request.locale, secretHash }, reply.raw, request.ip),
      );
    },
  });

  app.post('/staff/open-play/sessions/:sessionId/board', {
    config: { access: 'admin' },
    schema: {
      tags: ['open-play', 'staff'],
      summary: 'Staff: a new court board link (shown once; the old link stops working, and boards open on it end)',
      params: z.strictObject({ sessionId: idParam }),
      response: { 200: z.object({ url: z.string() }), ...errorResponses(401, 403, 404) },
    },
    handler: async (request) =>
      newBoardLink(app.db, app.changeFeed, {
        sessionId: request.params.sessionId,
        staffId: request.user.id,
        appOrigin: app.config.appOrigin,
        now: app.clock.now(),
      }),
  });
};

export default boardRoutes;
