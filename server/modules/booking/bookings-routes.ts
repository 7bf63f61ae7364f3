import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingViewSchema } from './booking-views.js';
import { buyerOf as callerOf } from '../checkout/products/index.js';
import { calendarDateField, idParam } from '../../lib/field-schemas.js';
import { errorResponses } from '../../lib/error-responses.js';
import { availabilitySchema, cancelledSchema, createdBookingSchema, onlineBookingBody, termsSchema } from './booking-schemas.js';
import { replyWithStream } from '../../plugins/event-stream-reply.js';

const idParams = z.strictObject({ id: idParam });

/** Court bookings for members and visitors: availability, booking with checkout, own bookings, cancelling. */
const route: FastifyPluginAsyncZod = async (app) => {
  // Answers depend on who asks (price, offered courts) and carry personal data: never cached.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get('/availability', {
    schema: {
      tags: ['bookings'],
      summary: 'Hourly slots of a date with the courts offered online and the caller’s price (staff see every court)',
      querystring: z.strictObject({ date: calendarDateField }),
      response: { 200: availabilitySchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => {
      const user = await request.optionalUser();
      return app.bookingService.availability(request.query.date, user && callerOf(user));
    },
  });

  app.get('/availability/stream', {
    schema: {
      tags: ['bookings'],
      summary:
        'Server-Sent Events: `event: changed` with `{"date"}` whenever that date’s availability may have changed (any instance); a comment heartbeat every 25 s',
      querystring: z.strictObject({ date: calendarDateField }),
      produces: ['text/event-stream'],
      response: {
        200: { description: 'The stream of `changed` events, open until the client leaves', content: { 'text/event-stream': { schema: z.string() } } },
        ...errorResponses(400, 429),
      },
    },
    handler: async (request, reply) =>
      replyWithStream(request, reply, 'availability stream', () => app.availabilityStreams.open(request.query.date, reply.raw, request.ip)),
  });

  app.post('/', {
    config: { access: 'user' },
    schema: {
      tags: ['bookings'],
      summary: 'Hold 1 to N consecutive hours on a court (or "any") and open the checkout; the server sets the price',
      body: onlineBookingBody,
      response: { 201: createdBookingSchema, ...errorResponses(400, 401, 403, 409, 502) },
    },
    handler: async (request, reply) => {
      const created = await app.bookingService.createOnline(callerOf(request.user), request.body);
      return reply.code(201).send(created);
    },
  });

  app.get('/mine', {
    config: { access: 'user' },
    schema: {
      tags: ['bookings'],
      summary: 'The caller’s bookings: upcoming (soonest first) or past and cancelled (latest first)',
      querystring: z.strictObject({ scope: z.enum(['upcoming', 'past']).default('upcoming') }),
      response: { 200: z.object({ items: z.array(bookingViewSchema) }), ...errorResponses(400, 401) },
    },
    handler: async (request) => ({ items: await app.bookingService.mine(callerOf(request.user), request.query.scope) }),
  });

  app.get('/:id', {
    config: { access: 'user' },
    schema: {
      tags: ['bookings'],
      summary: 'One booking: your own, or any for staff',
      params: idParams,
      response: { 200: bookingViewSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => app.bookingService.view(callerOf(request.user), request.params.id),
  });

  app.get('/:id/calendar.ics', {
    config: { access: 'user' },
    schema: {
      tags: ['bookings'],
      summary: 'The booking as an iCalendar file',
      params: idParams,
      response: { 200: z.string().describe('text/calendar'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request, reply) => {
      const file = await app.bookingService.calendar(callerOf(request.user), request.params.id, request.locale);
      return reply.type('text/calendar; charset=utf-8').header('content-disposition', `attachment; filename="${file.filename}"`).send(file.content);
    },
  });

  app.get('/:id/cancellation', {
    config: { access: 'user' },
    schema: {
      tags: ['bookings'],
      summary: 'What cancelling your booking now would mean (refund or not), under the policy it was made with',
      params: idParams,
      response: { 200: termsSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => app.bookingService.cancellationTerms(callerOf(request.user), request.params.id),
  });

  app.post('/:id/release', {
    config: { access: 'user' },
    schema: {
      tags: ['bookings'],
      summary: 'Release your held booking before paying: closes its checkout and frees the court at once (idempotent); 409 once paid',
      params: idParams,
      response: { 200: bookingViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => app.bookingService.releaseHeld(callerOf(request.user), request.params.id),
  });

  app.post('/:id/cancel', {
    config: { access: 'user' },
    schema: {
      tags: ['bookings'],
      summary: 'Cancel your booking: a full refund before the cutoff, none after. Send the refund you were shown as expectedRefund.',
      params: idParams,
      body: z.strictObject({ expectedRefund: z.enum(['full', 'none']).optional() }).nullish(),
      response: { 200: cancelledSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => app.bookingService.cancelByMember(callerOf(request.user), request.params.id, request.body?.expectedRefund),
  });
};

export default route;
