import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../../db/client.js';
import { closeOpenSession, completeOpenSession, insertSession, sessionById, sessionInsert } from './local-checkout-repository.js';
import type { LocalCheckoutSessionRow } from './schema.js';
import {
  WebhookSignatureError,
  type CheckoutCreated,
  type CheckoutInput,
  type CheckoutState,
  type PaymentProvider,
  type ProviderEvent,
  type RefundInput,
  type RefundResult,
} from './provider.js';

const LOCAL_SIGNATURE_HEADER = 'x-courtside-signature';
const TOLERANCE_SECONDS = 300;

interface LocalEventBody {
  id: string;
  type: 'checkout.paid' | 'checkout.expired';
  sessionId: string;
  orderId: string;
  payment?: { paymentId: string; amountCents: number; currency: string };
  reason?: 'expired' | 'cancelled';
}

export type LocalPayOutcome =
  | { outcome: 'paid'; delivery: { rawBody: Buffer; headers: Record<string, string> }; session: LocalCheckoutSessionRow }
  | { outcome: 'not-found' | 'expired' | 'already-paid'; session: LocalCheckoutSessionRow | null };

/**
 * The embedded test provider: a checkout page this server hosts (clearly marked TEST MODE) and
 * events signed like a real provider's webhooks, so the Pay button fulfils through the very same
 * verify-then-handle path as Stripe. No money moves.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local' as const;
  readonly minimumHoldMinutes = 0;
  // Its refund is a hash of the key: nothing leaves the server.
  readonly refundsWithoutNetwork = true;
  private readonly signingKey: Buffer;

  constructor(
    private readonly db: Database,
    private readonly appOrigin: string,
    secret: string,
    private readonly now: () => Date,
  ) {
    this.signingKey = createHmac('sha256', secret).update('courtside local payment webhooks').digest();
  }

  checkoutUrl(sessionId: string) {
    return `${this.appOrigin}/api/payments/local/checkout/${sessionId}`;
  }

  async createCheckout(input: CheckoutInput): Promise<CheckoutCreated> {
    const { values, created } = this.sessionOf(input);
    await insertSession(this.db, values);
    return created;
  }

  /** The same checkout, opened inside the order's transaction: its insert as a CTE for the order's last statement. */
  checkoutWithin(tx: Pick<Database, '$with' | 'insert'>, input: CheckoutInput) {
    const { values, created } = this.sessionOf(input);
    return { ...created, write: sessionInsert(tx, values) };
  }

  private sessionOf(input: CheckoutInput) {
    // Idempotent per order like Stripe's idempotency key: the session id is a keyed hash of the
    // order (unguessable without the secret), so a retry's insert meets the session already made.
    const id = `lcs_${createHmac('sha256', this.signingKey).update(`checkout session ${input.orderId}`).digest().subarray(0, 24).toString('base64url')}`;
    return {
      values: {
        id,
        orderId: input.orderId,
        amountCents: input.amountCents,
        currency: input.currency,
        lineItems: input.lineItems,
        customerEmail: input.customerEmail,
        successUrl: input.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
        cancelUrl: input.cancelUrl.replace('{CHECKOUT_SESSION_ID}', id),
        expiresAt: input.expiresAt,
      },
      created: { sessionId: id, url: this.checkoutUrl(id) } satisfies CheckoutCreated,
    };
  }

  async session(sessionId: string): Promise<LocalCheckoutSessionRow | null> {
    return sessionById(this.db, sessionId);
  }

  async getCheckout(sessionId: string): Promise<CheckoutState> {
    const row = await this.session(sessionId);
    if (!row) return { state: 'expired', paid: false, payment: null };
    if (row.status === 'complete' && row.paymentId) {
      return { state: 'complete', paid: true, payment: { paymentId: row.paymentId, amountCents: row.amountCents, currency: row.currency } };
    }
    const expired = row.status === 'expired' || row.expiresAt <= this.now();
    return { state: expired ? 'expired' : 'open', paid: false, payment: null };
  }

  async expireCheckout(sessionId: string): Promise<'expired' | 'already-expired' | 'complete'> {
    if (await closeOpenSession(this.db, sessionId)) return 'expired';
    const row = await this.session(sessionId);
    return row?.status === 'complete' ? 'complete' : 'already-expired';
  }

  /** The test page's Pay button: completes an open, unexpired session and signs the event. */
  async pay(sessionId: string): Promise<LocalPayOutcome> {
    const paymentId = `lpi_${randomBytes(18).toString('base64url')}`;
    const paid = await completeOpenSession(this.db, sessionId, paymentId, this.now());
    if (!paid) {
      const row = await this.session(sessionId);
      if (!row) return { outcome: 'not-found', session: null };
      return { outcome: row.status === 'complete' ? 'already-paid' : 'expired', session: row };
    }
    const event: LocalEventBody = {
      id: `levt_${randomBytes(12).toString('base64url')}`,
      type: 'checkout.paid',
      sessionId,
      orderId: paid.orderId,
      payment: { paymentId, amountCents: paid.amountCents, currency: paid.currency },
    };
    return { outcome: 'paid', delivery: this.sign(event), session: paid };
  }

  /** The test page's Cancel button: closes the session and reports it like a provider's expiry event. */
  async cancel(
    sessionId: string,
  ): Promise<
    | { outcome: 'cancelled'; delivery: { rawBody: Buffer; headers: Record<string, string> }; session: LocalCheckoutSessionRow }
    | { outcome: 'not-found' | 'not-open'; session: LocalCheckoutSessionRow | null }
  > {
    const closed = await closeOpenSession(this.db, sessionId);
    if (!closed) {
      const row = await this.session(sessionId);
      return { outcome: row ? 'not-open' : 'not-found', session: row };
    }
    const event: LocalEventBody = {
      id: `levt_${randomBytes(12).toString('base64url')}`,
      type: 'checkout.expired',
      sessionId,
      orderId: closed.orderId,
      reason: 'cancelled',
    };
    return { outcome: 'cancelled', delivery: this.sign(event), session: closed };
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    // Deterministic per idempotency key: asking twice gives the same refund, as with a real provider.
    const digest = createHash('sha256').update(input.idempotencyKey).digest('base64url').slice(0, 24);
    return { refundId: `lre_${digest}`, status: 'succeeded' };
  }

  async verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<ProviderEvent> {
    const header = headers[LOCAL_SIGNATURE_HEADER];
    const value = Array.isArray(header) ? header[0] : header;
    const parts = Object.fromEntries((value ?? '').split(',').map((part) => part.split('=', 2) as [string, string]));
    const timestamp = Number(parts.t);
    if (!value || !Number.isInteger(timestamp) || !parts.v1) throw new WebhookSignatureError('No valid signature header.');
    if (Math.abs(this.now().getTime() / 1000 - timestamp) > TOLERANCE_SECONDS) throw new WebhookSignatureError('The signature is too old.');
    const expected = Buffer.from(this.signature(timestamp, rawBody), 'hex');
    const given = Buffer.from(parts.v1, 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new WebhookSignatureError('The signature does not match.');
    const event = JSON.parse(rawBody.toString('utf8')) as LocalEventBody;
    if (event.type === 'checkout.paid' && event.payment) {
      return { kind: 'paid', eventId: event.id, sessionId: event.sessionId, orderId: event.orderId, payment: event.payment };
    }
    if (event.type === 'checkout.expired') {
      const cancelled = event.reason === 'cancelled';
      return {
        kind: 'expired',
        eventId: event.id,
        sessionId: event.sessionId,
        orderId: event.orderId,
        cancelled,
        how: cancelled ? 'cancelled_on_test_page' : 'expired',
      };
    }
    return { kind: 'ignored', eventId: event.id, type: event.type };
  }

  private sign(event: LocalEventBody) {
    const rawBody = Buffer.from(JSON.stringify(event));
    const timestamp = Math.floor(this.now().getTime() / 1000);
    return { rawBody, headers: { [LOCAL_SIGNATURE_HEADER]: `t=${timestamp},v1=${this.signature(timestamp, rawBody)}` } };
  }

  private signature(timestamp: number, rawBody: Buffer) {
    return createHmac('sha256', this.signingKey).update(`${timestamp}.`).update(rawBody).digest('hex');
  }
}
