import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAdmin, isOwner } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/error-responses.js';

/** The SPA's route guards ask these; an owner passes the admin check too. */
const route: FastifyPluginAsyncZod = async (app) => {
  app.get('/access/admin', {
    config: { access: 'user' },
    schema: { tags: ['auth'], summary: 'Whether the caller is staff (admin or owner)', response: { 200: z.boolean(), ...errorResponses(401) } },
    handler: async (request) => isAdmin(request.user),
  });

  app.get('/access/owner', {
    config: { access: 'user' },
    schema: { tags: ['auth'], summary: 'Whether the caller is an owner', response: { 200: z.boolean(), ...errorResponses(401) } },
    handler: async (request) => isOwner(request.user),
  });
};

export default route;
