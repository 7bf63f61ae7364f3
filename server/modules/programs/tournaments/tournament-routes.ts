import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/error-responses.js';
import { idField, idParam } from '../../../lib/field-schemas.js';
import { orderViewSchema } from '../../checkout/orders/index.js';
import { buyerOf } from '../../checkout/products/index.js';
import { DIVISION_FORMATS } from '../events/schema.js';

// Tournament partner invitations and the lines of full programs (docs/tournaments-and-waitlists.md).

const tokenParams = z.strictObject({ token: z.string().min(10, 'This link is not complete.').max(200, 'This link is not valid.') });
const invitationSchema = z.object({
  programId: z.number(),
  programTitle: z.string(),
  startsAt: z.string(),
  timeZone: z.string(),
  division: z.object({ id: z.number(), name: z.string(), format: z.enum(DIVISION_FORMATS), level: z.string(), feeCents: z.number() }),
  inviterName: z.string(),
  expiresAt: z.string(),
  state: z.enum(['open', 'accepted', 'lapsed', 'withdrawn']),
  taxes: z.array(z.object({ name: z.string(), ratePercent: z.number() })),
});
const ownerWaitlistSchema = z.object({
  id: z.number(),
  participantName: z.string(),
  accountName: z.string(),
  accountEmail: z.string(),
  divisionId: z.number().nullable(),
  divisionName: z.string().nullable(),
  status: z.enum(['waiting', 'offered']),
  position: z.number(),
  offerExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});

const tournamentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/program-invitations/:token', {
    schema: { tags: ['programs'], summary: 'A tournament partner invitation, as its e-mailed link shows it (no login needed)', params: tokenParams, response: { 200: invitationSchema, ...errorResponses(400, 404) } },
    handler: async (request) => app.tournamentInvitations.view(request.params.token),
  });

  app.post('/program-invitations/:token/accept', {
    config: { access: 'user' },
    schema: {
      tags: ['programs'],
      summary: 'Accept a partner invitation: the caller’s own place in the entry, in an order of their own to pay (as POST /api/orders answers)',
      params: tokenParams,
      response: { 201: z.object({ order: orderViewSchema, checkoutUrl: z.string().nullable() }), ...errorResponses(400, 401, 404, 409, 502) },
    },
    handler: async (request, reply) => {
      const placed = await app.tournamentInvitations.accept(buyerOf(request.user), request.params.token, request.locale);
      const order = await app.orders.view(placed.order, { staff: false, locale: request.locale });
      return reply.code(201).send({ order, checkoutUrl: placed.checkoutUrl });
    },
  });

  app.post('/programs/:id/waitlist', {
    config: { access: 'user' },
    schema: {
      tags: ['programs'],
      summary: 'Join the waitlist of a full camp, clinic, lesson, social or tournament division (first come, first served)',
      params: z.strictObject({ id: idParam }),
      body: z.strictObject({ participantId: z.union([z.literal('self'), idField]), divisionId: idField.optional() }),
      response: { 201: z.object({ id: z.number().int(), position: z.number().int() }), ...errorResponses(400, 401, 404, 409) },
    },
    handler: async (request, reply) => reply.code(201).send(await app.placeWaitlist.join(buyerOf(request.user), request.params.id, request.body.participantId, request.body.divisionId ?? null)),
  });

  app.delete('/programs/:id/waitlist/:entryId', {
    config: { access: 'user' },
    schema: { tags: ['programs'], summary: 'Leave a program’s waitlist (a live offer passes to the next person)', params: z.strictObject({ id: idParam, entryId: idParam }), response: { 204: z.null(), ...errorResponses(401, 404) } },
    handler: async (request, reply) => {
      await app.placeWaitlist.leave(buyerOf(request.user), request.params.id, request.params.entryId);
      return reply.code(204).send(null);
    },
  });

  app.get('/owner/programs/:id/waitlist', {
    config: { access: 'owner' },
    schema: { tags: ['programs', 'staff'], summary: 'Owner: a program’s waitlist (per division for tournaments)', params: z.strictObject({ id: idParam }), response: { 200: z.object({ items: z.array(ownerWaitlistSchema) }), ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => ({ items: await app.eventRegistrants.waitlist(request.params.id) }),
  });
};

export default tournamentRoutes;
