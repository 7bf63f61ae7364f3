import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/error-responses.js';
import { idParam } from '../../../lib/field-schemas.js';
import { buyerOf } from '../../checkout/products/index.js';
import { membershipListSchema } from './membership-schemas.js';

const idParams = z.strictObject({ id: idParam });

/** The account holder's memberships (/api/memberships): where each person stands, and the cooling-off cancel. */
const route: FastifyPluginAsyncZod = async (app) => {
  app.get('/mine', {
    config: { access: 'user' },
    schema: {
      tags: ['memberships'],
      summary: 'The caller and each current family member: membership status, valid dates, renewal, price before tax and the tax rates',
      response: { 200: membershipListSchema, ...errorResponses(401) },
    },
    handler: async (request) => app.memberships.list(request.user.id),
  });

  app.post('/:id/cancel', {
    config: { access: 'user' },
    schema: {
      tags: ['memberships'],
      summary: 'Cancel a membership within 10 days of payment: the line is refunded in full and the period freed; answers the list as /mine',
      params: idParams,
      response: { 200: membershipListSchema, ...errorResponses(400, 401, 404, 409) },
    },
    handler: async (request) => app.memberships.cancelByHolder(buyerOf(request.user), request.params.id),
  });
};

export default route;
