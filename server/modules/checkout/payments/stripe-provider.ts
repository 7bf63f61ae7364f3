import Stripe from 'stripe';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CheckoutCreated,
  type CheckoutInput,
  type CheckoutState,
  type PaymentProvider,
  type ProviderEvent,
  type RefundInput,
  type RefundResult,
} from './provider.js';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Only for tests: an http(s) base such as http://127.0.0.1:12345 for a loopback stand-in. */
  apiBase?: string;
}

/** Seconds a webhook's signed timestamp may differ from our clock (Stripe's own default). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

type Session = Stripe.Checkout.Session;

/** Stripe Checkout Sessions in CAD; refunds through the Refunds API; webhooks verified over the raw body. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  // Stripe refuses an expires_at under 30 minutes from creation; a minute's margin absorbs latency.
  readonly minimumHoldMinutes = 31;
  readonly refundsWithoutNetwork = false;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const base = settings.apiBase ? new URL(settings.apiBase) : null;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'http:' ? 80 : 443),
            protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const),
          }
        : {}),
    });
  }

  async createCheckout(input: CheckoutInput): Promise<CheckoutCreated> {
    const session = await this.call('create a checkout', () =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          currency: input.currency.toLowerCase(),
          line_items: input.lineItems.map((item) => ({
            quantity: item.quantity,
            price_data: { currency: input.currency.toLowerCase(), unit_amount: item.unitAmountCents, product_data: { name: item.name } },
          })),
          client_reference_id: input.orderId,
          customer_email: input.customerEmail ?? undefined,
          expires_at: Math.floor(input.expiresAt.getTime() / 1000),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata: { orderId: input.orderId },
          payment_intent_data: { metadata: { orderId: input.orderId } },
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    if (!session.url) throw new PaymentProviderError('Stripe answered a checkout without a URL.');
    return { sessionId: session.id, url: session.url };
  }

  async getCheckout(sessionId: string): Promise<CheckoutState> {
    const session = await this.call('read a checkout', () => this.stripe.checkout.sessions.retrieve(sessionId));
    return toCheckoutState(session);
  }

  async expireCheckout(sessionId: string): Promise<'expired' | 'already-expired' | 'complete'> {
    try {
      await this.stripe.checkout.sessions.expire(sessionId);
      return 'expired';
    } catch (error) {
      // Stripe refuses to expire a session that is no longer open: find out which way it went.
      const session = await this.call('read a checkout', () => this.stripe.checkout.sessions.retrieve(sessionId)).catch(() => {
        throw new PaymentProviderError(`Stripe could not expire checkout ${sessionId}: ${(error as Error).message}`);
      });
      if (session.status === 'complete') return 'complete';
      if (session.status === 'expired') return 'already-expired';
      throw new PaymentProviderError(`Stripe could not expire checkout ${sessionId}: ${(error as Error).message}`);
    }
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    const refund = await this.call('refund a payment', () =>
      this.stripe.refunds.create(
        { payment_intent: input.paymentId, amount: input.amountCents, reason: 'requested_by_customer', metadata: { reason: input.reason.slice(0, 500) } },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    // A card refund is often "pending" for a while at Stripe; it has been accepted and will arrive.
    const accepted = refund.status === 'succeeded' || refund.status === 'pending' || refund.status === 'requires_action';
    return { refundId: refund.id, status: accepted ? 'succeeded' : 'failed' };
  }

  async verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<ProviderEvent> {
    const signature = headers['stripe-signature'];
    if (!signature || Array.isArray(signature)) throw new WebhookSignatureError('No Stripe-Signature header.');
    let event: Stripe.Event;
    try {
      event = await this.stripe.webhooks.constructEventAsync(rawBody, signature, this.settings.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    } catch (error) {
      throw new WebhookSignatureError((error as Error).message);
    }
    return toProviderEvent(event);
  }

  private async call<T>(what: string, action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      throw new PaymentProviderError(`Stripe could not ${what}: ${(error as Error).message}`);
    }
  }
}

const paymentIntentId = (session: Session) => (typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null));

const isPaid = (session: Session) => session.payment_status === 'paid' || session.payment_status === 'no_payment_required';

function toCheckoutState(session: Session): CheckoutState {
  const paid = isPaid(session);
  return {
    state: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    paid,
    payment: paid ? receivedPayment(session) : null,
  };
}

function receivedPayment(session: Session) {
  return {
    // A payment-mode session always has a PaymentIntent once paid; the session id is a last resort.
    paymentId: paymentIntentId(session) ?? session.id,
    amountCents: session.amount_total ?? 0,
    currency: (session.currency ?? 'cad').toUpperCase(),
  };
}

function toProviderEvent(event: Stripe.Event): ProviderEvent {
  const base = { eventId: event.id };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const orderId = session.client_reference_id ?? session.metadata?.orderId ?? null;
      // "completed" with a slow payment method (bank debit) is not money yet: async_payment_succeeded follows.
      if (!isPaid(session)) return { ...base, kind: 'pending', sessionId: session.id, orderId };
      return { ...base, kind: 'paid', sessionId: session.id, orderId, payment: receivedPayment(session) };
    }
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object;
      return { ...base, kind: 'failed', sessionId: session.id, orderId: session.client_reference_id ?? null };
    }
    case 'checkout.session.expired': {
      const session = event.data.object;
      return {
        ...base,
        kind: 'expired',
        sessionId: session.id,
        orderId: session.client_reference_id ?? null,
        cancelled: false,
        how: 'stripe_expired',
      };
    }
    default:
      return { ...base, kind: 'ignored', type: event.type };
  }
}
