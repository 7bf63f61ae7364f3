import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/error-responses.js';
import { bookingRulesPatch, bookingRulesSchema } from './booking-rules.js';

const rulesAnswer = bookingRulesSchema.extend({
  /** The hold members really get: never under the payment provider's minimum (Stripe: 31 minutes). */
  effectiveCheckoutHoldMinutes: z.number().int(),
});

/** Owner-set booking rules beside the spec's company settings. */
const route: FastifyPluginAsyncZod = async (app) => {
  const answer = (rules: z.infer<typeof bookingRulesSchema>) => ({
    ...rules,
    effectiveCheckoutHoldMinutes: Math.max(rules.checkoutHoldMinutes, app.checkoutHoldMinimumMinutes),
  });

  app.get('/', {
    schema: {
      tags: ['bookings'],
      summary: 'Longest booking, upcoming bookings per member, cancellation cutoff, checkout hold',
      response: { 200: rulesAnswer },
    },
    handler: async () => answer(await app.settings.bookingRules()),
  });

  app.patch('/', {
    config: { access: 'owner' },
    schema: {
      tags: ['bookings', 'staff'],
      summary: 'Owner: change any of the booking rules (existing bookings keep the cancellation policy they were made with)',
      body: bookingRulesPatch,
      response: { 200: rulesAnswer, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const rules = await app.settings.updateBookingRules(request.body);
      request.log.info({ ownerId: request.user.id, changed: Object.keys(request.body) }, 'booking rules changed');
      return answer(rules);
    },
  });
};

export default route;
