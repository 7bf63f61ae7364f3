import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/error-responses.js';
import { emailField, idField, idParam, optionalTextField, textField } from '../../../lib/field-schemas.js';
import { langFields } from '../../../lib/localized.js';
import { buyerOf } from '../../checkout/products/index.js';
import { ATTENDANCE } from './schema.js';
import { registerAtDesk } from './desk-registration.js';
import { participantIdSchema, waitlistLineSchema } from '../shared/index.js';
import { sessionViewSchema } from '../schedule/index.js';
import { markAttendance, rosterOf } from './roster.js';

const idParams = z.strictObject({ id: idParam });

const upcomingSchema = z.object({
  /** The venue's IANA zone, in which the sessions' times are read. */
  timeZone: z.string(),
  items: z.array(
    z.object({
      id: z.number().int(),
      sessionId: z.number().int(),
      title: z.string(),
      lang: langFields.lang,
      level: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      courts: z.array(z.number().int()),
      participantName: z.string(),
      participantId: participantIdSchema,
      status: z.enum(['held', 'confirmed']),
      priceCents: z.number().int(),
      orderId: z.string().nullable(),
      cancellable: z.boolean(),
      refundCents: z.number().int(),
    }),
  ),
  waitlist: z.array(waitlistLineSchema),
});

const rosterSchema = z.object({
  /** The venue's IANA zone, in which the roster's times are read. */
  timeZone: z.string(),
  session: sessionViewSchema,
  entries: z.array(
    z.object({
      registrationId: z.number().int(),
      participantName: z.string(),
      accountName: z.string().nullable(),
      email: z.string().nullable(),
      member: z.boolean(),
      paid: z.boolean(),
      priceCents: z.number().int(),
      status: z.enum(['held', 'confirmed']),
      attendance: z.enum(ATTENDANCE).nullable(),
      walkIn: z.boolean(),
    }),
  ),
  waitlist: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      position: z.number().int(),
      status: z.enum(['waiting', 'offered']),
      offerExpiresAt: z.string().nullable(),
    }),
  ),
});

const deskPayment = {
  paymentMethod: z.enum(['cash', 'card_terminal'], 'Choose cash or card terminal.').default('cash'),
  paymentReference: optionalTextField(100),
  locale: z.enum(['en-CA', 'fr-CA']).optional(),
};
const deskRegistrationBody = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('member'), userId: idField, participantId: z.union([z.literal('self'), idField]).default('self'), ...deskPayment }),
  z.strictObject({ kind: z.literal('walk-in'), name: textField(100).min(1, 'Write the walk-in’s name.'), email: emailField.optional(), ...deskPayment }),
]);

/** A player's registrations and waitlist entries, and the desk's roster. Registering itself is POST /api/orders. */
const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.clock.now();

  app.get('/programs/registrations/mine', {
    config: { access: 'user' },
    schema: {
      tags: ['programs'],
      summary: 'The caller’s upcoming registrations and waitlist entries',
      response: { 200: upcomingSchema, ...errorResponses(401) },
    },
    handler: async (request) => app.programRegistrations.upcoming(request.user.id, request.locale),
  });

  app.post('/programs/registrations/:id/cancel', {
    config: { access: 'user' },
    schema: {
      tags: ['programs'],
      summary: 'Cancel a registration: a full refund before the cutoff kept with it, none after',
      params: idParams,
      response: {
        200: z.object({ registration: z.object({ id: z.number().int(), status: z.string() }), refundCents: z.number().int() }),
        ...errorResponses(401, 404, 409),
      },
    },
    handler: async (request) => {
      const { registration, refundCents } = await app.programRegistrations.cancel(buyerOf(request.user), request.params.id);
      return { registration: { id: registration.id, status: registration.status }, refundCents };
    },
  });

  app.post('/programs/sessions/:id/waitlist', {
    config: { access: 'user' },
    schema: {
      tags: ['programs'],
      summary: 'Join a full session’s waitlist (first come, first served)',
      params: idParams,
      body: z.strictObject({ participantId: z.union([z.literal('self'), idField]) }),
      response: { 201: z.object({ id: z.number().int(), position: z.number().int() }), ...errorResponses(400, 401, 404, 409) },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await app.programWaitlist.join(buyerOf(request.user), request.params.id, request.body.participantId)),
  });

  app.delete('/program-waitlist-entries/:id', {
    config: { access: 'user' },
    schema: {
      tags: ['programs'],
      summary: 'Leave a waitlist (a live offer passes to the next person)',
      params: idParams,
      response: { 204: z.null(), ...errorResponses(401, 404) },
    },
    handler: async (request, reply) => {
      await app.programWaitlist.leave(buyerOf(request.user), request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.get('/staff/programs/sessions/:id/roster', {
    config: { access: 'admin' },
    schema: {
      tags: ['programs', 'staff'],
      summary: 'Staff: a session’s registrants, paid and member status, attendance and waitlist',
      params: idParams,
      response: { 200: rosterSchema, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => rosterOf(app.db, request.params.id, now(), request.locale),
  });

  app.post('/staff/programs/sessions/:id/registrations', {
    config: { access: 'admin' },
    schema: {
      tags: ['programs', 'staff'],
      summary: 'Staff: register a member or a walk-in at the desk, paid there (refused when the session is full)',
      params: idParams,
      body: deskRegistrationBody,
      response: { 201: z.object({ orderId: z.string(), registrationId: z.number().int() }), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const body = request.body;
      const input =
        body.kind === 'member'
          ? { ...body, paymentReference: body.paymentReference ?? undefined }
          : { ...body, paymentReference: body.paymentReference ?? undefined };
      return reply.code(201).send(await registerAtDesk(app.db, app.orders, buyerOf(request.user), request.params.id, input));
    },
  });

  app.post('/staff/programs/registrations/:id/attendance', {
    config: { access: 'admin' },
    schema: {
      tags: ['programs', 'staff'],
      summary: 'Staff: mark a registrant checked in or a no-show (null clears it)',
      params: idParams,
      body: z.strictObject({ status: z.enum(ATTENDANCE).nullable() }),
      response: { 200: z.object({ id: z.number().int(), attendance: z.enum(ATTENDANCE).nullable() }), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const row = await markAttendance(app.db, request.user.id, request.params.id, request.body.status, now(), app.programRegistrations.attendance);
      return { id: row.id, attendance: row.attendance };
    },
  });
};

export default registrationRoutes;
