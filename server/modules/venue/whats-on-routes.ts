import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { whatsOnSchema } from './whats-on-service.js';

/**
 * How long a browser or a proxy may keep the answer. It is the same for everyone (a visitor's view,
 * no cookie read or set), and the home page asks for it on every visit; the SPA waits longer than
 * this after a live change before asking again, so that its next read is never this cached copy.
 */
const WHATS_ON_MAX_AGE_SECONDS = 10;

/** GET /api/whats-on: today's free court hours, the drop-ins with spots today and tomorrow, the next programs. */
const route: FastifyPluginAsyncZod = async (app) => {
  app.get('/whats-on', {
    // No CSRF token armed: the answer must carry no cookie to be shared by caches.
    config: { csrf: false },
    schema: {
      tags: ['venue'],
      summary:
        'What is on, as anyone sees it: free court hours for the rest of today (tomorrow once today is over), drop-ins with spots today and tomorrow, the next programs',
      querystring: z.strictObject({}),
      response: { 200: whatsOnSchema, ...errorResponses(400) },
    },
    handler: async (request, reply) => {
      const answer = await app.whatsOn.read(request.locale);
      // The titles are in the reader's language: a shared cache keeps one copy per language.
      void reply.header('cache-control', `public, max-age=${WHATS_ON_MAX_AGE_SECONDS}`).header('vary', 'accept-language');
      return answer;
    },
  });
};

export default route;
