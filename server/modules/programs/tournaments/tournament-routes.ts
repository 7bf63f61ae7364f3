import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/error-responses.js';
import { langFields } from '../../../lib/localized.js';
import { orderViewSchema } from '../../checkout/orders/index.js';
import { buyerOf } from '../../checkout/products/index.js';
import { DIVISION_FORMATS } from '../events/index.js';

// Tournament partner invitations (docs/tournaments-and-waitlists.md).

const tokenParams = z.strictObject({ token: z.string().min(10, 'This link is not complete.').max(200, 'This link is not valid.') });
const invitationSchema = z.object({
  programId: z.number(),
  programTitle: z.string(),
  // `lang` when the title is in the other language (the reader's is empty).
  lang: langFields.lang,
  startsAt: z.string(),
  timeZone: z.string(),
  division: z.object({ id: z.number(), name: z.string(), format: z.enum(DIVISION_FORMATS), level: z.string(), feeCents: z.number() }),
  inviterName: z.string(),
  expiresAt: z.string(),
  state: z.enum(['open', 'accepted', 'lapsed', 'withdrawn']),
  taxes: z.array(z.object({ name: z.string(), ratePercent: z.number() })),
});

/** A tournament partner's invitation: its link's page, and the accept that places the partner's own order. */
const tournamentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/program-invitations/:token', {
    schema: {
      tags: ['programs'],
      summary: 'A tournament partner invitation, as its e-mailed link shows it (no login needed)',
      params: tokenParams,
      response: { 200: invitationSchema, ...errorResponses(400, 404) },
    },
    handler: async (request) => app.tournamentInvitations.view(request.params.token, request.locale),
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
      const order = await app.orders.placedView(placed, { staff: false, locale: request.locale });
      return reply.code(201).send({ order, checkoutUrl: placed.checkoutUrl });
    },
  });
};

export default tournamentRoutes;
