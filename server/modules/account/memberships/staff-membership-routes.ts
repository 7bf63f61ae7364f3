import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/error-responses.js';
import { idParam } from '../../../lib/field-schemas.js';
import { orderViewSchema } from '../../checkout/orders/index.js';
import { buyerOf } from '../../checkout/products/index.js';
import { deskSaleBody, membershipListSchema, staffRefundBody } from './membership-schemas.js';

/** Staff (admin) membership tools on an account: its list, a desk sale, and refunds. */
const route: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get('/staff/accounts/:userId/memberships', {
    config: { access: 'admin' },
    schema: {
      tags: ['memberships', 'staff'],
      summary: 'Staff: the account holder and each family member, as GET /api/memberships/mine answers them',
      params: z.strictObject({ userId: idParam }),
      response: { 200: membershipListSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => app.memberships.list(request.params.userId),
  });

  app.post('/staff/accounts/:userId/memberships', {
    config: { access: 'admin' },
    schema: {
      tags: ['memberships', 'staff'],
      summary: 'Staff: sell memberships at the desk (one order, a line per person), paid on the spot in cash or on the card terminal',
      params: z.strictObject({ userId: idParam }),
      body: deskSaleBody,
      response: { 201: z.object({ order: orderViewSchema }), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const { participantIds, method, reference } = request.body;
      const order = await app.memberships.sellAtDesk(
        buyerOf(request.user),
        request.params.userId,
        { participantIds, method, reference: reference || null },
        request.locale,
      );
      return reply.code(201).send({ order });
    },
  });

  app.post('/staff/memberships/:id/refund', {
    config: { access: 'admin' },
    schema: {
      tags: ['memberships', 'staff'],
      summary: 'Staff: refund part or all of a membership (tax included) with a reason; a full refund with endMembership ends it. Answers the account’s list',
      params: z.strictObject({ id: idParam }),
      body: staffRefundBody,
      response: { 200: membershipListSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => app.memberships.refundByStaff(buyerOf(request.user), request.params.id, request.body),
  });
};

export default route;
