import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the SDK made, with its form body decoded into nested objects. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  expires_at: number;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
  payment_intent: string | null;
  url: string | null;
  created: number;
  livemode: false;
}

/**
 * A small stand-in for api.stripe.com on loopback, enough for the real `stripe` SDK: Checkout
 * Sessions (create with idempotency keys, retrieve, expire), Refunds, and the checks Stripe makes
 * that matter here (expires_at at least 30 minutes out, expiring only open sessions).
 */
export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly sessions = new Map<string, StandInSession>();
  readonly refunds: Record<string, unknown>[] = [];
  /** When set, every request answers this HTTP status with a Stripe error body. */
  failWith: number | null = null;
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  private server: Server | null = null;
  baseUrl = '';

  constructor(private readonly now: () => Date = () => new Date()) {}

  async start() {
    this.server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk) => (raw += chunk));
      request.on('end', () => {
        const body = parseForm(raw);
        const path = (request.url ?? '').split('?')[0];
        this.requests.push({ method: request.method ?? 'GET', path, headers: request.headers, body });
        const key = request.headers['idempotency-key'];
        const remembered = typeof key === 'string' ? this.idempotent.get(`${path} ${key}`) : undefined;
        const answer = remembered ?? this.handle(request.method ?? 'GET', path, body);
        if (typeof key === 'string' && answer.status < 500) this.idempotent.set(`${path} ${key}`, answer);
        response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
        response.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  requestsTo(method: string, pathPattern: RegExp) {
    return this.requests.filter((request) => request.method === method && pathPattern.test(request.path));
  }

  /** The customer pays on Stripe's page: the session completes (paid, or unpaid for a slow method). */
  complete(sessionId: string, paymentStatus: 'paid' | 'unpaid' = 'paid'): StandInSession {
    const session = this.sessions.get(sessionId)!;
    session.status = 'complete';
    session.payment_status = paymentStatus;
    session.payment_intent ??= `pi_${randomBytes(12).toString('hex')}`;
    return { ...session };
  }

  /** A slow payment method settles. */
  settle(sessionId: string): StandInSession {
    const session = this.sessions.get(sessionId)!;
    session.payment_status = 'paid';
    return { ...session };
  }

  private handle(method: string, path: string, body: Record<string, unknown>): { status: number; body: unknown } {
    if (this.failWith) return error(this.failWith, 'api_error', 'The stand-in was told to fail.');
    const nowSeconds = Math.floor(this.now().getTime() / 1000);
    let match: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const expiresAt = Number(body.expires_at);
      if (expiresAt - nowSeconds < 30 * 60)
        return error(400, 'invalid_request_error', 'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.', 'expires_at');
      const items = Object.values((body.line_items ?? {}) as Record<string, { quantity: string; price_data: { unit_amount: string } }>);
      const id = `cs_test_${randomBytes(16).toString('hex')}`;
      const session: StandInSession = {
        id,
        object: 'checkout.session',
        mode: String(body.mode),
        status: 'open',
        payment_status: 'unpaid',
        amount_total: items.reduce((total, item) => total + Number(item.price_data.unit_amount) * Number(item.quantity), 0),
        currency: String(body.currency),
        client_reference_id: (body.client_reference_id as string) ?? null,
        customer_email: (body.customer_email as string) ?? null,
        expires_at: expiresAt,
        success_url: String(body.success_url).replace('{CHECKOUT_SESSION_ID}', id),
        cancel_url: String(body.cancel_url).replace('{CHECKOUT_SESSION_ID}', id),
        metadata: (body.metadata as Record<string, string>) ?? {},
        payment_intent: null,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        created: nowSeconds,
        livemode: false,
      };
      this.sessions.set(id, session);
      return { status: 200, body: session };
    }
    if ((match = path.match(/^\/v1\/checkout\/sessions\/([\w]+)$/)) && method === 'GET') {
      const session = this.sessions.get(match[1]);
      return session ? { status: 200, body: session } : error(404, 'invalid_request_error', `No such checkout.session: '${match[1]}'`);
    }
    if ((match = path.match(/^\/v1\/checkout\/sessions\/([\w]+)\/expire$/)) && method === 'POST') {
      const session = this.sessions.get(match[1]);
      if (!session) return error(404, 'invalid_request_error', `No such checkout.session: '${match[1]}'`);
      if (session.status !== 'open') return error(400, 'invalid_request_error', 'Only Checkout Sessions with a status of `open` can be expired.');
      session.status = 'expired';
      return { status: 200, body: session };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const refund = {
        id: `re_${randomBytes(12).toString('hex')}`,
        object: 'refund',
        amount: Number(body.amount),
        currency: 'cad',
        payment_intent: body.payment_intent,
        reason: body.reason,
        metadata: body.metadata ?? {},
        status: 'succeeded',
        created: nowSeconds,
      };
      this.refunds.push(refund);
      return { status: 200, body: refund };
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }
}

/** A Stripe event wrapping a session, as the webhook would deliver it. */
export function stripeEvent(type: string, session: StandInSession) {
  return {
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: session },
  };
}

function error(status: number, type: string, message: string, param?: string) {
  return { status, body: { error: { type, message, ...(param ? { param } : {}) } } };
}

/** Decodes `a[b][0][c]=1` form bodies into nested objects (numeric keys stay object keys). */
function parseForm(raw: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}
