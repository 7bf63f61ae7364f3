import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { idParam } from '../../lib/field-schemas.js';
import { staffActionsOn } from './staff-actions-repository.js';

const entrySchema = z.object({
  id: z.number().int(),
  /** ISO instant. */
  at: z.string(),
  /** The id is null once that staff account is deleted; the name is as it was at the time. */
  staff: z.object({ id: z.number().int().nullable(), name: z.string() }),
  /** A stable code: 'profile.updated', 'household.added', 'membership.refunded', 'receipt.resent', … */
  action: z.string(),
  /** The English sentence; `action` and `params` let a screen say it in its own language. */
  detail: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  reason: z.string().nullable(),
});

/** Staff: what staff did to an account, newest first: /api/staff/accounts/:userId/audit. */
const route: FastifyPluginAsyncZod = async (app) => {
  app.get('/accounts/:userId/audit', {
    config: { access: 'admin' },
    schema: {
      tags: ['staff'],
      summary: 'Staff: the audit trail of an account (who, when, what, why), newest first, at most 200 entries',
      params: z.strictObject({ userId: idParam }),
      response: { 200: z.object({ items: z.array(entrySchema) }), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const user = await app.users.load(request.params.userId);
      const rows = await staffActionsOn(app.db, user.id);
      return {
        items: rows.map((row) => ({
          id: row.id,
          at: row.createdAt.toISOString(),
          staff: { id: row.staffUserId, name: row.staffName },
          action: row.action,
          detail: row.detail,
          params: row.params,
          reason: row.reason,
        })),
      };
    },
  });
};

export default route;
