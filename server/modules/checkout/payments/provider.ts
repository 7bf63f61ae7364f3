/** What every card payment provider does for us; `local` and `stripe` implement it. */
export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  /** The shortest hold the provider's checkout accepts (Stripe: 30 minutes from creation). */
  readonly minimumHoldMinutes: number;
  /**
   * Its refund() makes no network call (the test checkout): a refund is then settled inside the
   * transaction that decides it. Otherwise it is sent after the commit, never under a lock.
   */
  readonly refundsWithoutNetwork: boolean;
  createCheckout(input: CheckoutInput): Promise<CheckoutCreated>;
  /** The provider's own view of a checkout: the only thing allowed to say "paid". */
  getCheckout(sessionId: string): Promise<CheckoutState>;
  /** Closes an open checkout so nobody can pay it any more. */
  expireCheckout(sessionId: string): Promise<'expired' | 'already-expired' | 'complete'>;
  refund(input: RefundInput): Promise<RefundResult>;
  /** Checks a webhook's signature over the raw body; throws WebhookSignatureError when it fails. */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<ProviderEvent>;
}

interface LineItem {
  name: string;
  quantity: number;
  unitAmountCents: number;
}

export interface CheckoutInput {
  orderId: string;
  amountCents: number;
  currency: string;
  lineItems: LineItem[];
  customerEmail: string | null;
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
  /** One per order, so a retried create never makes a second checkout. */
  idempotencyKey: string;
}

export interface CheckoutCreated {
  sessionId: string;
  url: string;
}

export interface ReceivedPayment {
  paymentId: string;
  amountCents: number;
  currency: string;
}

export interface CheckoutState {
  state: 'open' | 'complete' | 'expired';
  /** Money has arrived (a completed checkout can still be waiting for a slow payment method). */
  paid: boolean;
  payment: ReceivedPayment | null;
}

/** What a refund needs of a provider; the desk, which takes no card, has only this. */
export type Refunder = Pick<PaymentProvider, 'refund' | 'refundsWithoutNetwork'>;

export interface RefundInput {
  paymentId: string;
  amountCents: number;
  currency: string;
  idempotencyKey: string;
  reason: string;
}

export interface RefundResult {
  refundId: string;
  status: 'succeeded' | 'failed';
}

/** A provider event, reduced to what fulfilment acts on. */
export type ProviderEvent =
  | { kind: 'paid'; eventId: string; sessionId: string; orderId: string | null; payment: ReceivedPayment }
  | { kind: 'pending'; eventId: string; sessionId: string; orderId: string | null }
  | {
      kind: 'expired';
      eventId: string;
      sessionId: string;
      orderId: string | null;
      cancelled: boolean;
      how: 'cancelled_on_test_page' | 'expired' | 'stripe_expired';
    }
  | { kind: 'failed'; eventId: string; sessionId: string; orderId: string | null }
  | { kind: 'ignored'; eventId: string; type: string };

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** A provider call that failed (network, outage, refusal): never shown raw to a member. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}
