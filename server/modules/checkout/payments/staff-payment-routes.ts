import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvFile, dollars } from '../../../lib/csv.js';
import { errorResponses } from '../../../lib/error-responses.js';
import { calendarDateField, idField, moneyCentsField, optionalTextField, textField } from '../../../lib/field-schemas.js';
import { badRequest } from '../../../lib/http-error.js';
import { wallClock } from '../../../lib/venue-time.js';
import { zoneLongName } from '../../../lib/venue-words.js';
import { buyerOf } from '../products/index.js';
import { orderIdParams, orderViewSchema } from '../orders/index.js';

const tax = z.object({ name: z.string(), ratePercent: z.number(), amountCents: z.number().int() });
const money = { grossCents: z.number().int(), taxCents: z.number().int(), refundsCents: z.number().int(), netCents: z.number().int() };
const takingsSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  currency: z.literal('CAD'),
  totals: z.object({ ...money, payments: z.number().int(), refunds: z.number().int() }),
  byProduct: z.array(z.object({ product: z.string(), ...money })),
  byMethod: z.array(z.object({ method: z.enum(['card', 'cash', 'card_terminal']), ...money })),
  taxes: z.array(tax),
});

const rangeQuery = z.strictObject({ from: calendarDateField, to: calendarDateField });

function checkRange(from: string, to: string) {
  if (to < from)
    throw badRequest('Please correct the highlighted fields.', { to: 'The end date must be on or after the start date.' }).coded('date_range_reversed');
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > 366)
    throw badRequest('Please correct the highlighted fields.', { to: 'Ask for at most one year at a time.' }).coded('date_range_too_long', { days: 366 });
}

/** Staff money calls on orders: desk payments, per-line refunds, and the takings report. */
const route: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.post('/staff/orders/:id/desk-payment', {
    config: { access: 'admin' },
    schema: {
      tags: ['orders', 'staff'],
      summary: 'Staff: record money taken at the desk (cash or card terminal) for an order waiting for payment; fulfils it as a card payment would',
      params: orderIdParams,
      body: z.strictObject({ method: z.enum(['cash', 'card_terminal'], 'Choose cash or card terminal.'), reference: optionalTextField(100) }),
      response: { 200: orderViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const staff = buyerOf(request.user);
      await app.payments.recordDeskPayment(staff, request.params.id, { method: request.body.method, reference: request.body.reference || null });
      const view = await app.orders.view(await app.orders.visibleTo(staff, request.params.id), { staff: true, locale: request.locale });
      return view;
    },
  });

  app.post('/staff/orders/:id/refunds', {
    config: { access: 'admin' },
    schema: {
      tags: ['orders', 'staff'],
      summary: 'Staff: refund part or all of one line (tax included), at most what is left of it; the reservation stays',
      params: orderIdParams,
      body: z.strictObject({
        lineId: idField,
        amountCents: moneyCentsField(100_000_000, { min: 1 }),
        reason: textField(200).min(1, 'Say why, for the customer and the books.'),
      }),
      response: { 200: orderViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const staff = buyerOf(request.user);
      await app.payments.refundLineByStaff(staff, request.params.id, request.body);
      const view = await app.orders.view(await app.orders.visibleTo(staff, request.params.id), { staff: true, locale: request.locale });
      return view;
    },
  });

  app.get('/admin/takings', {
    config: { access: 'admin' },
    schema: {
      tags: ['orders', 'staff'],
      summary: 'Staff: money received and refunded between two venue dates (inclusive): gross, tax, refunds and net, per product and per payment method',
      querystring: rangeQuery,
      response: { 200: takingsSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      checkRange(request.query.from, request.query.to);
      return app.payments.takings(request.query.from, request.query.to);
    },
  });

  app.get('/admin/takings.csv', {
    config: { access: 'admin' },
    schema: {
      tags: ['orders', 'staff'],
      summary: 'Staff: the takings report as CSV',
      querystring: rangeQuery,
      response: { 200: z.string().describe('text/csv'), ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const { from, to } = request.query;
      checkRange(from, to);
      const report = await app.payments.takings(from, to);
      const row = (section: string, key: string, r: { grossCents: number; taxCents: number; refundsCents: number; netCents: number }) => [
        section,
        key,
        dollars(r.grossCents),
        dollars(r.taxCents),
        dollars(r.refundsCents),
        dollars(r.netCents),
      ];
      const body = csvFile(
        ['Section', 'Item', 'Gross (CAD)', 'Tax (CAD)', 'Refunds (CAD)', 'Net (CAD)'],
        [
          row('Total', `${from} to ${to} (${zoneLongName(report.timeZone, wallClock(from, 12 * 60, report.timeZone), 'en-CA')})`, report.totals),
          ...report.byProduct.map((r) => row('Product', r.product, r)),
          ...report.byMethod.map((r) => row('Payment method', r.method, r)),
          ...report.taxes.map((t) => ['Tax', `${t.name} ${t.ratePercent}%`, '', dollars(t.amountCents), '', '']),
        ],
      );
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="courtside-takings-${from}-to-${to}.csv"`).send(body);
    },
  });
};

export default route;
