import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { idParam } from '../../lib/field-schemas.js';
import { isAdmin } from '../../plugins/auth.js';
import { replyWithStream } from '../../plugins/event-stream-reply.js';

/** The OpenAPI answer of a live view's stream (its events are described in the summary). */
export const streamResponse = {
  description: 'The stream of `state` events, open until the client leaves',
  content: { 'text/event-stream': { schema: z.string() } },
};

/** A live session's stream for its readers (staff, and players with a place), like its GET. */
const openPlayStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/open-play/sessions/:sessionId/stream', {
    config: { access: 'user' },
    schema: {
      tags: ['open-play'],
      summary:
        'Server-Sent Events: `event: state` with the session’s view (as GET /open-play/sessions/{sessionId}) at once and after every change (any instance); a comment heartbeat every 25 s',
      params: z.strictObject({ sessionId: idParam }),
      produces: ['text/event-stream'],
      response: { 200: streamResponse, ...errorResponses(401, 403, 404, 429) },
    },
    handler: async (request, reply) => {
      const { sessionId } = request.params;
      // Refusals (404, 403) are ordinary answers: checked before the response becomes a stream.
      const reader = await app.openPlay.readerOf(sessionId, { id: request.user.id, staff: isAdmin(request.user) }, request.locale);
      const streamReader = reader.staff
        ? { kind: 'staff' as const, locale: reader.locale }
        : { kind: 'player' as const, locale: reader.locale, places: reader.places };
      await replyWithStream(request, reply, 'open play stream', () => app.openPlayStreams.open(sessionId, streamReader, reply.raw, request.ip));
    },
  });
};

export default openPlayStreamRoutes;
