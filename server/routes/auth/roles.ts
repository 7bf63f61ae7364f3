import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { idParam } from '../../lib/field-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { profileSchema, roleSchema, toProfile } from '../../services/user-profiles.js';
import { errorResponses } from '../error-responses.js';

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
      const updated = await app.db.transaction(async (tx) => {
        // Locking every owner row serialises role changes, so two owners cannot demote each other at once.
        const owners = await tx
          .select({ id: users.id })
          .from(users)
          .where(sql`'owner' = any(${users.roles})`)
          .for('update');
        const [target] = await tx.select().from(users).where(eq(users.id, request.params.id));
        if (!target) throw notFound('No such account.');
        const losesOwner = target.roles.includes('owner') && !roles.includes('owner');
        if (losesOwner && owners.length <= 1) throw conflict('The venue must keep at least one owner.');
        const [row] = await tx.update(users).set({ roles, updatedAt: new Date() }).where(eq(users.id, target.id)).returning();
        return row;
      });
      request.log.info({ ownerId: currentUser(request).id, userId: updated.id, roles }, 'roles changed');
      return toProfile(updated);
    },
  });
};

export default route;
