import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/error-responses.js';
import { textField } from '../../../lib/field-schemas.js';
import { orderViewSchema } from './order-views.js';

/** Staff look-up of orders (desk payments, line refunds and takings are the payments module's staff calls). */
const route: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get('/admin/orders', {
    config: { access: 'admin' },
    schema: {
      tags: ['orders', 'staff'],
      summary: 'Staff: find orders by number ("1042" or "#1042") or by part of a customer’s name or e-mail; empty q lists the latest 50',
      querystring: z.strictObject({ q: textField(100).default('') }),
      response: { 200: z.object({ items: z.array(orderViewSchema) }), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ({ items: await app.orders.views(await app.orders.search(request.query.q), { staff: true, locale: request.locale }) }),
  });
};

export default route;
