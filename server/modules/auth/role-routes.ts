import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../lib/field-schemas.js';
import { profileSchema, roleSchema, toProfile } from '../users/index.js';
import { errorResponses } from '../../lib/error-responses.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.put('/:id/roles', {
    config: { access: 'owner' },
    schema: {
      tags: ['auth', 'staff'],
      summary: 'Owner: set the staff roles of an account (the venue always keeps one owner)',
      params: z.strictObject({ id: idParam }),
      body: z.strictObject({ roles: z.array(roleSchema).max(2) }),
      response: { 200: profileSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const roles = [...new Set(request.body.roles)].sort();
      const updated = await app.users.setRoles(request.params.id, roles);
      request.log.info({ ownerId: request.user.id, userId: updated.id, roles }, 'roles changed');
      return toProfile(updated);
    },
  });
};

export default route;
