import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/error-responses.js';
import { idParam } from '../../../lib/field-schemas.js';
import { conflict } from '../../../lib/http-error.js';
import { recordStaffAction, staffMember } from '../../audit/index.js';
import { buyerOf } from '../products/index.js';
import type { OrderStatus } from './schema.js';
import { orderViewSchema } from './order-views.js';
import { orderIdParams } from './orders-routes.js';

/** Orders whose money was taken at some point: they have a receipt to send again. */
const RECEIPTED: readonly OrderStatus[] = ['paid', 'refund_due', 'refunded'];

/** The staff view of an account's orders, and sending a receipt again: under /api/staff. */
const route: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get('/accounts/:userId/orders', {
    config: { access: 'admin' },
    schema: {
      tags: ['orders', 'staff'],
      summary: 'Staff: an account’s orders, newest first, as staff see them',
      params: z.strictObject({ userId: idParam }),
      response: { 200: z.object({ items: z.array(orderViewSchema) }), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const user = await app.users.load(request.params.userId);
      return { items: await app.orders.views(await app.orders.ofUser(user.id), { staff: true, locale: request.locale }) };
    },
  });

  app.post('/orders/:id/receipt', {
    config: { access: 'admin' },
    schema: {
      tags: ['orders', 'staff'],
      summary: 'Staff: send the receipt e-mail again, in the customer’s language (202)',
      params: orderIdParams,
      response: { 202: z.undefined(), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const order = await app.orders.visibleTo(buyerOf(request.user), request.params.id);
      if (!RECEIPTED.includes(order.status)) {
        throw conflict('Only an order that was paid has a receipt to send.').coded('receipt_not_available', { status: order.status });
      }
      // The same mail as on payment (a mail failure is logged, never thrown).
      await app.orders.notices.orderConfirmed(order.id);
      // The trail is per account: a walk-in's order (no account) has no trail to write to, so it is not recorded.
      if (order.userId !== null) {
        const now = app.clock.now();
        await recordStaffAction(
          app.db,
          {
            staff: await staffMember(app.db, request.user.id),
            subjectUserId: order.userId,
            action: 'receipt.resent',
            detail: `Resent the receipt of order #${order.number}`,
            params: { number: order.number },
          },
          now,
        );
      }
      return reply.code(202).send();
    },
  });
};

export default route;
