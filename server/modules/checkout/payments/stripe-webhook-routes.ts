import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../../../lib/error-responses.js';
import { HttpError } from '../../../lib/http-error.js';
import { WebhookSignatureError } from './provider.js';

/**
 * Stripe's webhook. The signature is over the exact bytes Stripe sent, so this plugin (and only
 * it) takes every body as a raw Buffer; it has no CSRF check because the signature is the check.
 */
const route: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));

  app.post('/webhook', {
    config: { csrf: false },
    schema: {
      tags: ['payments'],
      summary: 'Stripe webhook: checkout.session.completed, async_payment_succeeded/failed, expired (signed)',
      response: { 200: z.object({ received: z.literal(true) }), ...errorResponses(400) },
    },
    handler: async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      try {
        const result = await app.payments.receiveWebhook('stripe', raw, request.headers);
        request.log.info({ eventId: result.event.eventId, handled: result.handled }, 'stripe webhook');
        return { received: true };
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          request.log.warn({ reason: error.message }, 'stripe webhook refused: bad signature');
          throw new HttpError(400, 'The webhook signature could not be verified.').coded('webhook_signature');
        }
        throw error; // 500: Stripe retries later
      }
    },
  });
};

export default route;
