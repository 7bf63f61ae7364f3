import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingViewSchema } from './booking-views.js';
import { buyerOf as callerOf } from '../checkout/products/index.js';
import { calendarDateField, emailField, idField, idParam, optionalTextField, textField } from '../../lib/field-schemas.js';
import { cancelledSchema, courtField, oneStart, slotChoice, slotTimesSchema, venueDayFields } from './booking-schemas.js';
import { errorResponses } from '../../lib/error-responses.js';
import { csvFile, dollars } from '../../lib/csv.js';

const staffBookingSchema = bookingViewSchema.extend({
  who: z.object({
    kind: z.enum(['member', 'walk-in', 'maintenance', 'program']),
    userId: z.number().int().nullable(),
    name: z.string(),
    email: z.string().nullable(),
  }),
  live: z.boolean(),
  order: z
    .object({
      id: z.string(),
      status: z.string(),
      provider: z.string(),
      amountCents: z.number().int(),
      paidCents: z.number().int(),
      refundedCents: z.number().int(),
    })
    .nullable(),
});

const daySchema = z.object({
  ...venueDayFields,
  courts: z.array(z.number().int()),
  slots: z.array(
    slotTimesSchema.extend({
      /** The free courts members are offered online at this hour (maxNumberOfOnlineOpenCourtsShown of them); other free courts are the desk's. */
      onlineCourts: z.array(z.number().int()),
    }),
  ),
  /** Per court, the live booking id covering each slot (null: free). */
  grid: z.array(z.object({ court: z.number().int(), cells: z.array(z.number().int().nullable()) })),
  bookings: z.array(staffBookingSchema),
  totals: z.object({ confirmedBookings: z.number().int(), paidCents: z.number().int(), refundedCents: z.number().int() }),
});

const walkInName = textField(100).min(1, 'Write the walk-in’s name.');
/** How the desk took the money (cash by default) and its slip or receipt number. */
const deskPaymentFields = {
  paymentMethod: z.enum(['cash', 'card_terminal'], 'Choose cash or card terminal.').optional(),
  paymentReference: optionalTextField(100),
};

const deskBody = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('member'), userId: idField, ...slotChoice, court: courtField, ...deskPaymentFields }),
    z.strictObject({ kind: z.literal('walk-in'), name: walkInName, email: emailField.optional(), ...slotChoice, court: courtField, ...deskPaymentFields }),
    z.strictObject({
      kind: z.literal('block'),
      reason: textField(200).min(1, 'Say why the court is blocked.'),
      ...slotChoice,
      court: z.number().int().min(1, 'Courts are numbered from 1.').max(50),
    }),
  ])
  .superRefine(oneStart);

const dayQuery = z.strictObject({ date: calendarDateField });

/** The admin bookings overview: the day grid, desk bookings and blocks, cancellations, CSV export. */
const route: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get('/bookings', {
    config: { access: 'admin' },
    schema: {
      tags: ['bookings', 'staff'],
      summary: 'Staff: every court on a date, with who booked, status, amount, payments and refunds',
      querystring: dayQuery,
      response: { 200: daySchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => app.bookingService.dayOverview(request.query.date, request.locale),
  });

  app.get('/bookings.csv', {
    config: { access: 'admin' },
    schema: {
      tags: ['bookings', 'staff'],
      summary: 'Staff: the day as CSV (one row per booking)',
      querystring: dayQuery,
      response: { 200: z.string().describe('text/csv'), ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const day = await app.bookingService.dayOverview(request.query.date);
      const body = csvFile(
        [
          'Booking',
          'Date',
          'Start',
          'End',
          'Court',
          'Status',
          'Source',
          'Name',
          'E-mail',
          'Price (CAD)',
          'Paid (CAD)',
          'Refunded (CAD)',
          'Order status',
          'Payment',
          'Order',
          'Note',
        ],
        day.bookings.map((b) => [
          b.id,
          b.date,
          b.startTime,
          b.endTime,
          b.court,
          b.status,
          b.source,
          b.who.name,
          b.who.email,
          dollars(b.priceCents),
          dollars(b.order?.paidCents ?? null),
          dollars(b.order?.refundedCents ?? null),
          b.order?.status,
          b.order?.provider,
          b.order?.id,
          b.blockReason ?? b.cancelReason,
        ]),
      );
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="courtside-bookings-${day.date}.csv"`).send(body);
    },
  });

  app.post('/bookings', {
    config: { access: 'admin' },
    schema: {
      tags: ['bookings', 'staff'],
      summary: 'Staff: book for a member or a walk-in (paid at the desk, confirmed at once), or block a court',
      body: deskBody,
      response: { 201: bookingViewSchema, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      const staff = callerOf(request.user);
      const body = request.body;
      const booking =
        body.kind === 'block'
          ? await app.bookingService.block(staff, body)
          : await app.bookingService.createDesk(
              staff,
              body.kind === 'member' ? { ...body, locale: request.locale } : { ...body, kind: 'walk-in', locale: request.locale },
            );
      return reply.code(201).send(booking);
    },
  });

  app.post('/bookings/:id/cancel', {
    config: { access: 'admin' },
    schema: {
      tags: ['bookings', 'staff'],
      summary: 'Staff: cancel a booking (refund: true gives back what was paid) or remove a block',
      params: z.strictObject({ id: idParam }),
      body: z.strictObject({ refund: z.boolean(), reason: optionalTextField(200, { min: 1 }) }),
      response: { 200: cancelledSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => app.bookingService.cancelByStaff(callerOf(request.user), request.params.id, request.body),
  });
};

export default route;

/** Staff view of an account: its bookings as that member sees them on GET /api/bookings/mine (under /api/staff). */
export const staffAccountBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/accounts/:userId/bookings', {
    config: { access: 'admin' },
    schema: {
      tags: ['bookings', 'staff'],
      summary: 'Staff: an account’s bookings, as in /api/bookings/mine (upcoming soonest first, or past and cancelled)',
      params: z.strictObject({ userId: idParam }),
      querystring: z.strictObject({ scope: z.enum(['upcoming', 'past']).default('upcoming') }),
      response: { 200: z.object({ items: z.array(bookingViewSchema) }), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const user = await app.users.load(request.params.userId);
      return { items: await app.bookingService.mine({ id: user.id, email: user.email, isStaff: false }, request.query.scope) };
    },
  });
};
