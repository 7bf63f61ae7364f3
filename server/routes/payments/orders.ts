import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../bookings/caller.js';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../error-responses.js';
import { orderDetail, orderSchema, visibleOrder } from './order-views.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get('/:id', {
    config: { access: 'user' },
    schema: {
      tags: ['payments'],
      summary: 'An order with its bookings, payments, refunds and status history ("did I pay?"): your own, or any for staff',
      params: z.strictObject({ id: z.uuid('That is not an order id.') }),
      response: { 200: orderSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const order = await visibleOrder(app, callerOf(currentUser(request)), await app.payments.orderById(request.params.id));
      return orderDetail(app, order);
    },
  });
};

export default route;
