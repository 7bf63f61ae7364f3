import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/error-responses.js';
import { idField, idParam } from '../../../lib/field-schemas.js';
import { buyerOf } from '../../checkout/products/index.js';

// The lines of full camps, clinics, lessons, socials and tournament divisions (docs/tournaments-and-waitlists.md).

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

/** Join and leave a full program's (or division's) line; the owner's view of it. */
const placeWaitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/programs/:id/waitlist', {
    config: { access: 'user' },
    schema: {
      tags: ['programs'],
      summary: 'Join the waitlist of a full camp, clinic, lesson, social or tournament division (first come, first served)',
      params: z.strictObject({ id: idParam }),
      body: z.strictObject({ participantId: z.union([z.literal('self'), idField]), divisionId: idField.optional() }),
      response: { 201: z.object({ id: z.number().int(), position: z.number().int() }), ...errorResponses(400, 401, 404, 409) },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await app.placeWaitlist.join(buyerOf(request.user), request.params.id, request.body.participantId, request.body.divisionId ?? null)),
  });

  app.delete('/programs/:id/waitlist/:entryId', {
    config: { access: 'user' },
    schema: {
      tags: ['programs'],
      summary: 'Leave a program’s waitlist (a live offer passes to the next person)',
      params: z.strictObject({ id: idParam, entryId: idParam }),
      response: { 204: z.null(), ...errorResponses(401, 404) },
    },
    handler: async (request, reply) => {
      await app.placeWaitlist.leave(buyerOf(request.user), request.params.id, request.params.entryId);
      return reply.code(204).send(null);
    },
  });

  app.get('/owner/programs/:id/waitlist', {
    config: { access: 'owner' },
    schema: {
      tags: ['programs', 'staff'],
      summary: 'Owner: a program’s waitlist (per division for tournaments)',
      params: z.strictObject({ id: idParam }),
      response: { 200: z.object({ items: z.array(ownerWaitlistSchema) }), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({ items: await app.eventRegistrants.waitlist(request.params.id) }),
  });
};

export default placeWaitlistRoutes;
