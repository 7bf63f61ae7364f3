import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/error-responses.js';
import { textField } from '../../../lib/field-schemas.js';
import { buyerOf } from '../products/index.js';
import { MAX_ORDER_LINES } from './order-placement.js';
import { orderViewSchema } from './order-views.js';
import { receiptPage } from './receipt-page.js';

export const orderIdParams = z.strictObject({ id: z.uuid('That is not an order id.') });

// Each line is checked against its product's own schema by the orders service (so the error names the line).
const lineRequest = z.looseObject({ product: textField(64) });

/** One purchase call for every product, the caller's orders, and printable receipts. */
const route: FastifyPluginAsyncZod = async (app) => {
  app.post('/', {
    config: { access: 'user' },
    schema: {
      tags: ['orders'],
      summary: `Buy: holds every line in one transaction (all or nothing) and opens the checkout; 1 to ${MAX_ORDER_LINES} lines, each { product, …its fields }. The server prices every line.`,
      body: z.strictObject({ lines: z.array(lineRequest).max(100, `At most ${MAX_ORDER_LINES} lines.`) }),
      response: { 201: z.object({ order: orderViewSchema, checkoutUrl: z.string().nullable() }), ...errorResponses(400, 401, 403, 404, 409, 502) },
    },
    handler: async (request, reply) => {
      const caller = buyerOf(request.user);
      const placed = await app.orders.place({
        buyer: caller,
        customer: { userId: caller.id, email: caller.email, name: null, locale: request.locale },
        channel: 'online',
        lines: request.body.lines,
        nameLines: true,
      });
      const order = await app.orders.placedView(placed, { staff: false, locale: request.locale });
      return reply.code(201).send({ order, checkoutUrl: placed.checkoutUrl });
    },
  });

  app.get('/mine', {
    config: { access: 'user' },
    schema: {
      tags: ['orders'],
      summary: 'The caller’s orders, newest first, with lines, payments and refunds',
      response: { 200: z.object({ items: z.array(orderViewSchema) }), ...errorResponses(401) },
    },
    handler: async (request) => {
      const caller = buyerOf(request.user);
      return { items: await app.orders.views(await app.orders.mine(caller), { staff: false, locale: request.locale }) };
    },
  });

  app.get('/:id', {
    config: { access: 'user' },
    schema: {
      tags: ['orders'],
      summary: 'An order with its lines, payments, refunds and history ("did I pay?"): your own, or any for staff',
      params: orderIdParams,
      response: { 200: orderViewSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const caller = buyerOf(request.user);
      const order = await app.orders.visibleTo(caller, request.params.id);
      const view = await app.orders.view(order, { staff: caller.isStaff, locale: request.locale });
      return view;
    },
  });

  app.get('/:id/receipt', {
    config: { access: 'user' },
    schema: {
      tags: ['orders'],
      summary: 'A printable receipt (HTML) for the order’s owner and staff',
      params: orderIdParams,
      response: { 200: z.string().describe('text/html'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request, reply) => {
      const caller = buyerOf(request.user);
      const order = await app.orders.visibleTo(caller, request.params.id);
      const locale = request.pageLocale;
      const view = await app.orders.view(order, { staff: false, locale });
      return reply.type('text/html; charset=utf-8').send(receiptPage(view, locale, app.products.refundReasons));
    },
  });
};

export default route;
