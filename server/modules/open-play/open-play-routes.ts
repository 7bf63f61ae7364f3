import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { idParam } from '../../lib/field-schemas.js';
import { isAdmin } from '../../plugins/auth.js';
import { openPlayViewSchema } from './open-play-view.js';

const sessionParams = z.strictObject({ sessionId: idParam });

/** A live session for its players and staff: the view, check-in with the venue's code, and the players' own moves. */
const openPlayRoutes: FastifyPluginAsyncZod = async (app) => {
  const callerOf = (user: { id: number; roles: ('admin' | 'owner')[] }) => ({ id: user.id, staff: isAdmin(user) });

  app.get('/open-play/sessions/:sessionId', {
    config: { access: 'user' },
    schema: {
      tags: ['open-play'],
      summary: 'A live open play session: courts, the line, who is up next (staff, and players with a place)',
      params: sessionParams,
      response: { 200: openPlayViewSchema, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => {
      const { sessionId } = request.params;
      const reader = await app.openPlay.readerOf(sessionId, callerOf(request.user), request.locale);
      return app.openPlay.viewFor(sessionId, reader);
    },
  });
};

export default openPlayRoutes;
