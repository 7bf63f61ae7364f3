import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailField } from '../../lib/field-schemas.js';

/** Development only (never registered in production): read the mail the outbox kept. */
const route: FastifyPluginAsyncZod = async (app) => {
  app.get('/outbox', {
    schema: {
      tags: ['development'],
      summary: 'Messages sent to an address, newest first (not in production)',
      querystring: z.strictObject({ to: emailField }),
      response: {
        200: z.array(z.object({ id: z.number(), to: z.string(), subject: z.string(), text: z.string(), links: z.array(z.string()), createdAt: z.string() })),
      },
    },
    handler: async (request) => {
      const rows = await app.outbox.recentTo(request.query.to);
      return rows.map((row) => ({
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        links: row.links,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  });
};

export default route;
