import { and, asc, desc, eq, ilike, inArray, lt, not, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { orderLines, orders, orderStatusHistory, payments, refunds, type OrderLineRow, type OrderRow } from './schema.js';
import { accountIdsMatching, lockAccount } from '../users/index.js';
import { readCompanySettings, lineTaxes } from '../settings/index.js';
import { formatMoney } from '../../lib/money.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.js';
import { isDeadlockError } from '../../lib/db-errors.js';
import type { DeskPayment, PaymentsService } from '../payments/index.js';
import { linesOf, refundableOnLine } from './order-lines.js';
import type { Buyer, Customer, ProductRegistry, Tx } from '../products/index.js';
import { orderViews, type OrderView, type ViewOptions } from './order-views.js';
import { takings, type Takings } from './takings.js';

/** The most lines one order may have: a family's registrations fit, a script's flood does not. */
export const MAX_ORDER_LINES = 20;

/** Orders that ended without payment (nothing was charged): abandoned, timed-out or refused checkouts. */
const UNPAID_ENDED: OrderRow['status'][] = ['expired', 'cancelled', 'failed'];
/** How long an abandoned checkout stays in the member's purchases. */
const ABANDONED_SHOWN_MS = 24 * 3_600_000;

export interface RequestedLine {
  product: string;
  [field: string]: unknown;
}

export interface PlaceOrderInput {
  buyer: Buyer;
  customer: Customer;
  channel: 'online' | 'desk';
  lines: RequestedLine[];
  /** Desk sales are paid on the spot: the payment is recorded and the order fulfilled at once. */
  deskPayment?: DeskPayment;
  /**
   * The single-product shortcuts (POST /api/bookings) answer field errors under the product's own
   * names ("hours"); the orders call names the line ("lines.0.hours", "Line 1: …").
   */
  nameLines: boolean;
}

export interface PlacedOrder {
  order: OrderRow;
  lines: OrderLineRow[];
  /**
   * Each line's record as its product's hold wrote it (HeldLine.record), by position. Current while the
   * order awaits payment; an order confirmed at once has moved its lines on since.
   */
  held: unknown[];
  checkoutUrl: string | null;
  sessionId: string | null;
}

/** A deadlock (two orders locking the same things in opposite orders) fails one transaction: run it again. */
async function retryOnDeadlock<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!isDeadlockError(error) || attempt >= 3) throw error;
    }
  }
}

/**
 * A product's error, said of the line it came from: fields keyed `lines.<i>.<field>` when the
 * caller names lines, and "Line 2: …" in the message when the order has more than one.
 */
function onLine(error: unknown, index: number, options: { nameFields: boolean; nameInMessage: boolean }): unknown {
  if (!(error instanceof HttpError) || (!options.nameFields && !options.nameInMessage)) return error;
  const fields =
    error.fields && options.nameFields ? Object.fromEntries(Object.entries(error.fields).map(([field, message]) => [`lines.${index}.${field}`, message])) : error.fields;
  return new HttpError(error.statusCode, options.nameInMessage ? `Line ${index + 1}: ${error.message}` : error.message, fields, error.extra, error.headers).coded(
    error.code,
    options.nameInMessage ? { ...error.params, line: index + 1 } : error.params,
  );
}

/**
 * Orders for anything sold. A purchase holds every line in one transaction (all or nothing),
 * prices and taxes each on the server, then sends the buyer to the provider's checkout, or
 * confirms at once when nothing is owed or the desk took the money.
 */
export class OrderService {
  constructor(
    private readonly db: Database,
    private readonly registry: ProductRegistry,
    private readonly payments: PaymentsService,
    private readonly holdMinutes: () => Promise<number>,
    private readonly now: () => Date,
    private readonly appOrigin: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Orders as their owner or staff see them (lines, payments, refunds, history), lines in the reader's language. */
  views(rows: OrderRow[], options: ViewOptions): Promise<OrderView[]> {
    return orderViews(this.db, this.registry, rows, options);
  }

  /** One order's view. */
  async view(row: OrderRow, options: ViewOptions): Promise<OrderView> {
    const [view] = await this.views([row], options);
    return view;
  }

  /** Every status an order went through, oldest first. */
  async statusHistory(orderId: string): Promise<OrderRow['status'][]> {
    const rows = await this.db.select({ status: orderStatusHistory.status }).from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
    return rows.map((row) => row.status);
  }

  /** Money in and out between two venue dates. */
  takings(from: string, to: string): Promise<Takings> {
    return takings(this.db, from, to);
  }

  /** Checks each line against its product before anything is written: unknown products and bad fields are 400s. */
  private parseLines(lines: RequestedLine[], nameLines: boolean) {
    if (lines.length === 0) throw badRequest('An order needs at least one line.', { lines: 'Add at least one line.' }).coded('order_empty');
    if (lines.length > MAX_ORDER_LINES) throw badRequest(`An order may have at most ${MAX_ORDER_LINES} lines.`, { lines: `At most ${MAX_ORDER_LINES} lines.` }).coded('order_too_many_lines', { max: MAX_ORDER_LINES });
    const fields: Record<string, string> = {};
    const parsed = lines.map(({ product, ...rest }, index) => {
      if (typeof product !== 'string' || !this.registry.has(product)) {
        fields[nameLines ? `lines.${index}.product` : 'product'] = `There is no product "${String(product)}" on sale.`;
        return null;
      }
      const result = this.registry.get(product).input.safeParse(rest);
      if (!result.success) {
        for (const issue of result.error.issues) {
          const path = issue.path.length ? issue.path.join('.') : (issue.code === 'unrecognized_keys' ? (issue as { keys?: string[] }).keys?.join(', ') : '') || 'line';
          const key = nameLines ? `lines.${index}.${path}` : path;
          fields[key] ??= issue.code === 'unrecognized_keys' ? `Unknown field: ${path}.` : issue.message;
        }
        return null;
      }
      return { product, input: result.data };
    });
    if (Object.keys(fields).length) {
      const first = Object.keys(fields)[0];
      const line = nameLines && lines.length > 1 ? /^lines\.(\d+)/.exec(first) : null;
      throw badRequest(line ? `Line ${Number(line[1]) + 1}: please correct the highlighted fields.` : 'Please correct the highlighted fields.', fields).coded(
        'invalid_field',
        line ? { line: Number(line[1]) + 1 } : undefined,
      );
    }
    return parsed as { product: string; input: unknown }[];
  }

  async place(request: PlaceOrderInput): Promise<PlacedOrder> {
    const parsed = this.parseLines(request.lines, request.nameLines);
    const now = this.now();
    const [settings, holdMinutes] = await Promise.all([readCompanySettings(this.db), this.holdMinutes()]);
    const holdExpiresAt = new Date(now.getTime() + holdMinutes * 60_000);

    const placed = await retryOnDeadlock(() =>
      this.db.transaction(async (tx) => {
        // One purchase at a time per account, so two tabs cannot both squeeze under a limit.
        if (request.customer.userId) await lockAccount(tx, request.customer.userId);
        const [order] = await tx
          .insert(orders)
          .values({
            userId: request.customer.userId,
            createdById: request.buyer.id,
            provider: request.channel === 'desk' ? 'desk' : this.payments.active.name,
            status: 'awaiting_payment',
            amountCents: 0,
            currency: 'CAD',
            description: '',
            customerEmail: request.customer.email,
            customerName: request.customer.userId ? null : request.customer.name,
            locale: request.customer.locale ?? null,
            holdExpiresAt,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        const lines: (typeof orderLines.$inferInsert)[] = [];
        const notes: string[] = [];
        const held: unknown[] = [];
        for (const [index, line] of parsed.entries()) {
          const product = this.registry.get(line.product);
          let heldLine;
          try {
            heldLine = await product.hold({ tx, now, settings, order, buyer: request.buyer, customer: request.customer, channel: request.channel, holdExpiresAt }, line.input);
          } catch (error) {
            throw onLine(error, index, { nameFields: request.nameLines, nameInMessage: parsed.length > 1 });
          }
          const subtotalCents = heldLine.unitPriceCents * heldLine.quantity;
          const taxes = heldLine.taxCategory === 'exempt' ? [] : lineTaxes(subtotalCents, settings);
          const taxCents = taxes.reduce((sum, tax) => sum + tax.amountCents, 0);
          lines.push({
            orderId: order.id,
            position: index + 1,
            product: product.kind,
            reference: heldLine.reference,
            participantUserId: heldLine.participantUserId,
            description: heldLine.description,
            unitPriceCents: heldLine.unitPriceCents,
            quantity: heldLine.quantity,
            subtotalCents,
            taxes,
            taxCents,
            totalCents: subtotalCents + taxCents,
            status: 'held',
            createdAt: now,
            updatedAt: now,
          });
          notes.push(heldLine.note);
          held.push(heldLine.record);
        }
        const subtotalCents = lines.reduce((sum, line) => sum + line.subtotalCents, 0);
        const taxCents = lines.reduce((sum, line) => sum + (line.taxCents ?? 0), 0);
        const totalCents = subtotalCents + taxCents;
        const description = lines.map((line) => line.description).join('; ').slice(0, 500);
        // The lines, the order's totals and its history entry in one round trip (data-modifying CTEs).
        const totals = tx.$with('totals').as(
          tx.update(orders).set({ subtotalCents, taxCents, amountCents: totalCents, description, updatedAt: now }).where(eq(orders.id, order.id)).returning({ id: orders.id }),
        );
        const history = tx.$with('history').as(
          tx
            .insert(orderStatusHistory)
            .values({ orderId: order.id, status: 'awaiting_payment', note: `${notes.join('; ')}; total ${formatMoney(totalCents)}`, createdAt: now })
            .returning({ id: orderStatusHistory.id }),
        );
        const written = await tx.with(totals, history).insert(orderLines).values(lines).returning();
        written.sort((a, b) => a.position - b.position);
        const updated: OrderRow = { ...order, subtotalCents, taxCents, amountCents: totalCents, description, updatedAt: now };
        if (totalCents === 0) await this.fulfilFree(tx, updated, written);
        return { order: updated, lines: written, held };
      }),
    );

    if (placed.order.amountCents === 0) {
      await this.payments.notices.orderConfirmed(placed.order.id);
      return this.reload(placed);
    }
    if (request.deskPayment) {
      await this.payments.fulfilOrder(placed.order.id, { paymentId: `desk_${placed.order.id}`, amountCents: placed.order.amountCents, currency: 'CAD' }, 'at the desk', request.deskPayment);
      return this.reload(placed);
    }
    try {
      const checkout = await this.payments.openCheckout(placed.order, {
        lineItems: [
          ...placed.lines.map((line) => ({ name: line.description, quantity: line.quantity, unitAmountCents: line.unitPriceCents })),
          ...taxItems(placed.lines),
        ],
        customerEmail: request.customer.email,
        successUrl: `${this.appOrigin}/redirect/checkout-success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${this.appOrigin}/redirect/checkout-cancel?session_id={CHECKOUT_SESSION_ID}`,
      });
      // The checkout's update answered the order as it now is, and the lines are as written.
      return { order: checkout.order, lines: placed.lines, held: placed.held, checkoutUrl: checkout.url, sessionId: checkout.sessionId };
    } catch (error) {
      this.log.error({ err: error, orderId: placed.order.id }, 'could not open a checkout; releasing the hold');
      await this.payments.releaseHold(placed.order.id, 'failed', 'The payment service could not open a checkout');
      throw new HttpError(502, 'The payment service did not answer, so nothing was reserved or charged. Please try again in a moment.').coded('payment_unavailable');
    }
  }

  /** Nothing to pay: every line is fulfilled in the same transaction. */
  private async fulfilFree(tx: Tx, order: OrderRow, lines: OrderLineRow[]) {
    const { gone } = await this.payments.fulfilLines(tx, lines);
    if (gone.length) throw conflict(`${gone[0].description} is no longer available.`).coded('item_unavailable', { item: gone[0].description });
    await tx.update(orders).set({ holdExpiresAt: null }).where(eq(orders.id, order.id));
    await this.payments.setStatus(tx, order.id, 'paid', 'Nothing to pay: confirmed at once');
  }

  private async reload(placed: { order: OrderRow; held: unknown[] }): Promise<PlacedOrder> {
    const order = (await this.payments.orderById(placed.order.id)) ?? placed.order;
    return { order, lines: await linesOf(this.db, order.id), held: placed.held, checkoutUrl: null, sessionId: null };
  }

  // ── Refunds of lines ──────────────────────────────────────────────────────────────────────

  /**
   * Inside a transaction that locked the order: queues a refund of part or all of one line
   * against the order's payments (oldest first). Returns null when nothing was paid.
   */
  async queueLineRefund(tx: Tx, input: { order: OrderRow; line: OrderLineRow; amountCents: number; reason: string; byId: number | null }): Promise<number | null> {
    const room = Math.min(input.amountCents, await refundableOnLine(tx, input.line));
    if (room <= 0) return null;
    const paid = await tx.select().from(payments).where(eq(payments.orderId, input.order.id)).orderBy(asc(payments.id));
    const given = paid.length
      ? await tx
          .select({ paymentId: refunds.paymentId, cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
          .from(refunds)
          .where(and(inArray(refunds.paymentId, paid.map((payment) => payment.id)), inArray(refunds.status, ['pending', 'succeeded'])))
          .groupBy(refunds.paymentId)
      : [];
    const refundedOf = new Map(given.map((row) => [row.paymentId, Number(row.cents)]));
    const source = paid.find((payment) => payment.amountCents - (refundedOf.get(payment.id) ?? 0) >= room) ?? null;
    if (!source) return null;
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(refunds).where(eq(refunds.orderLineId, input.line.id));
    return this.payments.queueRefund(tx, {
      order: input.order,
      payment: source,
      amountCents: room,
      reason: input.reason,
      key: `refund-line-${input.line.id}-${Number(count) + 1}`,
      lineId: input.line.id,
      createdById: input.byId,
    });
  }

  /** Staff give back part or all of one line (goodwill, a rained-out hour): the reservation stays. */
  async refundLineByStaff(staff: Buyer, orderId: string, input: { lineId: number; amountCents: number; reason: string }) {
    const refundId = await this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) throw notFound('There is no such order.').coded('order_not_found');
      const [line] = await tx.select().from(orderLines).where(and(eq(orderLines.id, input.lineId), eq(orderLines.orderId, orderId)));
      if (!line) throw badRequest('Please correct the highlighted fields.', { lineId: 'That line is not part of this order.' }).coded('line_not_in_order');
      const left = await refundableOnLine(tx, line);
      if (left === 0) throw badRequest('Please correct the highlighted fields.', { amountCents: 'Nothing is left to refund on this line.' }).coded('nothing_to_refund');
      if (input.amountCents > left) throw badRequest('Please correct the highlighted fields.', { amountCents: `At most ${formatMoney(left)} is left to refund on this line.` }).coded('refund_too_large', { maxCents: left });
      const refundId = await this.queueLineRefund(tx, { order, line, amountCents: input.amountCents, reason: input.reason, byId: staff.id });
      if (!refundId) throw conflict('Nothing was paid on this order, so there is nothing to refund.').coded('order_not_paid');
      await this.payments.note(tx, order, `Refund of ${formatMoney(input.amountCents)} on "${line.description}" requested by staff: ${input.reason}`);
      return refundId;
    });
    await this.payments.processRefund(refundId, { notify: true });
  }

  /** Staff record money taken at the desk for an order still waiting for its card payment. */
  async recordDeskPayment(staff: Buyer, orderId: string, input: { method: 'cash' | 'card_terminal'; reference: string | null }) {
    const order = await this.payments.orderById(orderId);
    if (!order) throw notFound('There is no such order.').coded('order_not_found');
    if (order.status !== 'awaiting_payment') throw conflict(`This order is ${order.status.replace('_', ' ')}: only an order waiting for payment can be paid at the desk.`).coded('order_not_awaiting_payment', { status: order.status });
    // Close the online checkout first, so nobody pays the same order twice.
    if (order.providerSessionId && order.provider !== 'desk') {
      const closed = await this.payments
        .provider(order.provider)
        .expireCheckout(order.providerSessionId)
        .catch((error: unknown) => {
          this.log.warn({ err: error, orderId }, 'could not close the online checkout before a desk payment');
          return 'expired' as const;
        });
      if (closed === 'complete') {
        await this.payments.checkoutOutcome(order);
        throw conflict('This order has just been paid by card online: no desk payment is needed.').coded('order_paid_online');
      }
    }
    const outcome = await this.payments.fulfilOrder(orderId, { paymentId: `desk_${orderId}`, amountCents: order.amountCents, currency: order.currency }, 'at the desk', {
      method: input.method,
      reference: input.reference,
      recordedById: staff.id,
    });
    if (outcome.kind === 'already-recorded') throw conflict('A desk payment is already recorded for this order.').coded('desk_payment_recorded');
  }

  /** Orders a caller may see: their own, or any for staff; others' answer 404, as if absent. */
  async visibleTo(caller: Buyer, orderId: string): Promise<OrderRow> {
    const order = await this.payments.orderById(orderId);
    if (!order || (!caller.isStaff && order.userId !== caller.id)) throw notFound('There is no such order.').coded('order_not_found');
    return order;
  }

  /**
   * The member's own orders. A checkout they abandoned (ended unpaid: nothing was charged) stays in
   * their purchases for a day, then only staff see it (docs/decisions.md, "Abandoned checkouts").
   */
  async mine(caller: Buyer): Promise<OrderRow[]> {
    return this.ofUser(caller.id, { abandonedBefore: new Date(this.now().getTime() - ABANDONED_SHOWN_MS) });
  }

  /** One account's orders, newest first: the caller's own, or staff looking at that account (every one). */
  async ofUser(userId: number, options: { abandonedBefore?: Date } = {}): Promise<OrderRow[]> {
    const { abandonedBefore } = options;
    return this.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
          abandonedBefore ? not(and(inArray(orders.status, UNPAID_ENDED), lt(orders.updatedAt, abandonedBefore))!) : undefined,
        ),
      )
      .orderBy(sql`${orders.createdAt} desc`, sql`${orders.number} desc`)
      .limit(100);
  }

  /**
   * Staff look-up: an order number as people quote it ("1042", "#1042", "Order 1042", "commande 1042",
   * "n° 1042"), or part of the customer's name or e-mail, or of what a line sold and for whom (a family
   * member's name: their account holder's order names them only on its lines).
   */
  async search(q: string): Promise<OrderRow[]> {
    const text = q.trim();
    const number = /^(?:(?:order|commande|no|n°|nº)\.?\s*)?#?\s*(\d{1,9})$/i.exec(text);
    const base = this.db.select({ order: orders }).from(orders).$dynamic();
    if (number) return (await base.where(eq(orders.number, Number(number[1])))).map((row) => row.order);
    if (!text) return (await base.orderBy(desc(orders.createdAt), desc(orders.number)).limit(50)).map((row) => row.order);
    const like = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const rows = await base
      .where(
        or(
          ilike(orders.customerEmail, like),
          ilike(orders.customerName, like),
          inArray(orders.userId, accountIdsMatching(this.db, like)),
          sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.description} ilike ${like})`,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(50);
    return rows.map((row) => row.order);
  }
}

/** The checkout shows tax as its own items, one per tax name and rate, so the total matches the order. */
function taxItems(lines: OrderLineRow[]) {
  const byName = new Map<string, number>();
  for (const line of lines) for (const tax of line.taxes) byName.set(`${tax.name} ${tax.ratePercent}%`, (byName.get(`${tax.name} ${tax.ratePercent}%`) ?? 0) + tax.amountCents);
  return [...byName].filter(([, cents]) => cents > 0).map(([name, cents]) => ({ name, quantity: 1, unitAmountCents: cents }));
}
