import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingRulesSchema, bookingRulesShape, readBookingRules, toBookingRules } from '../../bookings/rules.js';
import { bookingRules } from '../../db/schema.js';
import { errorResponses } from '../error-responses.js';

const rulesAnswer = bookingRulesSchema.extend({
  /** The hold members really get: never under the payment provider's minimum (Stripe: 31 minutes). */
  effectiveCheckoutHoldMinutes: z.number().int(),
});

/** Owner-set booking rules beside the spec's company settings. */
const route: FastifyPluginAsyncZod = async (app) => {
  const answer = (rules: z.infer<typeof bookingRulesSchema>) => ({ ...rules, effectiveCheckoutHoldMinutes: app.bookingService.holdMinutes(rules) });

  app.get('/', {
    schema: { tags: ['bookings'], summary: 'Longest booking, upcoming bookings per member, cancellation cutoff, checkout hold', response: { 200: rulesAnswer } },
    handler: async () => answer(await readBookingRules(app.db)),
  });

  app.patch('/', {
    config: { access: 'owner' },
    schema: {
      tags: ['bookings', 'staff'],
      summary: 'Owner: change any of the booking rules (existing bookings keep the cancellation policy they were made with)',
      body: z.strictObject(bookingRulesShape).partial(),
      response: { 200: rulesAnswer, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      await readBookingRules(app.db);
      const [row] = await app.db.update(bookingRules).set({ ...request.body, updatedAt: new Date() }).where(eq(bookingRules.id, 1)).returning();
      request.log.info({ ownerId: request.user?.id, changed: Object.keys(request.body) }, 'booking rules changed');
      return answer(toBookingRules(row));
    },
  });
};

export default route;
