import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import { notFound } from '../../../lib/http-error.js';
import type { Mailer } from '../../mail/index.js';
import type { Buyer, ProductRegistry } from '../products/index.js';
import { OrderLifecycle } from './order-lifecycle.js';
import { OrderNotifications, type ReceiptParts } from './order-notifications.js';
import type { Locale } from '../../../lib/request-locale.js';
import type { OrderPayments } from './order-payments.js';
import { OrderPlacement } from './order-placement.js';
import { lapsedHolds, orderById, orderBySession, ordersNumbered, ordersOfUser, searchOrders, statusesOf } from './order-repository.js';
import { buildOrderViews, orderViews, type OrderView, type ViewOptions } from './order-views.js';
import type { PlacedOrder } from './order-placement.js';
import { readCompanySettings } from '../../settings/company/index.js';
import type { OrderRow } from './schema.js';

/** Orders that ended without payment (nothing was charged): abandoned, timed-out or refused checkouts. */
const UNPAID_ENDED: OrderRow['status'][] = ['expired', 'cancelled', 'failed'];
/** How long an abandoned checkout stays in the member's purchases. */
const ABANDONED_SHOWN_MS = 24 * 3_600_000;

/**
 * Orders for anything sold: placing them (order-placement), their life after (order-lifecycle: paid,
 * released, lapsed, refunded per line), their views, e-mails and look-ups. The money itself is the
 * payments module's: it plugs in here (connectPayments) and calls the lifecycle; orders never import it.
 */
export class OrderService {
  private payments: OrderPayments | null = null;
  private readonly placement: OrderPlacement;
  private readonly lifecycle: OrderLifecycle;
  /** The receipt and refund e-mails, sent after a commit. */
  readonly notices: OrderNotifications;

  constructor(
    private readonly db: Database,
    private readonly registry: ProductRegistry,
    mailer: Mailer,
    appOrigin: string,
    private readonly now: () => Date,
    log: FastifyBaseLogger,
  ) {
    this.lifecycle = new OrderLifecycle(db, registry, now);
    this.notices = new OrderNotifications(db, registry, mailer, appOrigin, log, (order, parts, locale) => this.receiptView(order, parts, locale));
    this.placement = new OrderPlacement(db, registry, this.lifecycle, this.notices, () => this.paymentSide(), now, log);
  }

  /** The payments module plugs in at start: the checkout an order opens, the desk's money, each order's money trail. */
  connectPayments(payments: OrderPayments) {
    if (this.payments) throw new Error('Payments are connected to orders twice.');
    this.payments = payments;
  }

  private paymentSide(): OrderPayments {
    if (!this.payments) throw new Error('No payments are connected to orders (the payments module plugs in at start).');
    return this.payments;
  }

  place: OrderPlacement['place'] = (request) => this.placement.place(request);

  // The lifecycle, as payments and products call it (one-line reasons in index.ts).
  setStatus: OrderLifecycle['setStatus'] = (...args) => this.lifecycle.setStatus(...args);
  note: OrderLifecycle['note'] = (...args) => this.lifecycle.note(...args);
  checkoutOpened: OrderLifecycle['checkoutOpened'] = (...args) => this.lifecycle.checkoutOpened(...args);
  fulfilPaid: OrderLifecycle['fulfilPaid'] = (...args) => this.lifecycle.fulfilPaid(...args);
  settlePaid: OrderLifecycle['settlePaid'] = (...args) => this.lifecycle.settlePaid(...args);
  releaseHold: OrderLifecycle['releaseHold'] = (...args) => this.lifecycle.releaseHold(...args);
  releaseLockedOrder: OrderLifecycle['releaseLockedOrder'] = (...args) => this.lifecycle.releaseLockedOrder(...args);
  releaseLapsedOrders: OrderLifecycle['releaseLapsedOrders'] = (...args) => this.lifecycle.releaseLapsedOrders(...args);
  refundRecorded: OrderLifecycle['refundRecorded'] = (...args) => this.lifecycle.refundRecorded(...args);
  refundWrites: OrderLifecycle['refundWrites'] = (...args) => this.lifecycle.refundWrites(...args);

  /** Orders still waiting for payment whose hold ran out (the sweeper lets them go). */
  lapsedHolds(now: Date, limit: number) {
    return lapsedHolds(this.db, now, limit);
  }

  orderById(orderId: string): Promise<OrderRow | null> {
    return orderById(this.db, orderId);
  }

  orderBySession(sessionId: string): Promise<OrderRow | null> {
    return orderBySession(this.db, sessionId);
  }

  /** Orders as their owner or staff see them (lines, payments, refunds, history), lines in the reader's language. */
  views(rows: OrderRow[], options: ViewOptions): Promise<OrderView[]> {
    return orderViews(this.db, this.registry, (db, ids) => this.paymentSide().moneyOf(db, ids), rows, options);
  }

  /**
   * The receipt e-mail's view, from the lines and details it already holds: only the money is read,
   * when the caller does not know it. Its text shows neither the history nor the people, so neither is read.
   */
  private async receiptView(order: OrderRow, parts: ReceiptParts, locale: Locale): Promise<OrderView> {
    const [settings, money] = await Promise.all([
      readCompanySettings(this.db),
      parts.money ? new Map([[order.id, parts.money]]) : this.paymentSide().moneyOf(this.db, [order.id]),
    ]);
    const [view] = buildOrderViews(
      this.registry,
      settings,
      [order],
      { lines: parts.lines, details: parts.details, money, history: [], people: new Map() },
      { staff: false, locale },
    );
    return view;
  }

  /** One order's view. */
  async view(row: OrderRow, options: ViewOptions): Promise<OrderView> {
    const [view] = await this.views([row], options);
    return view;
  }

  /** The view of an order just placed: from what placing knew when it can (no statement), else read back. */
  async placedView(placed: PlacedOrder, options: ViewOptions): Promise<OrderView> {
    if (!placed.known) return this.view(placed.order, options);
    const missing = placed.known.lines.some((line) => line.participantUserId !== null && !placed.known!.people.has(line.participantUserId));
    if (missing) return this.view(placed.order, options);
    const settings = await readCompanySettings(this.db);
    const [view] = buildOrderViews(this.registry, settings, [placed.order], { ...placed.known, money: new Map() }, options);
    return view;
  }

  /** Every status an order went through, oldest first. */
  statusHistory(orderId: string): Promise<OrderRow['status'][]> {
    return statusesOf(this.db, orderId);
  }

  /** Orders a caller may see: their own, or any for staff; others' answer 404, as if absent. */
  async visibleTo(caller: Buyer, orderId: string): Promise<OrderRow> {
    const order = await orderById(this.db, orderId);
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
    return ordersOfUser(this.db, userId, { abandonedBefore: options.abandonedBefore, unpaidEnded: UNPAID_ENDED });
  }

  /**
   * Staff look-up: an order number as people quote it ("1042", "#1042", "Order 1042", "commande 1042",
   * "n° 1042"), or part of the customer's name or e-mail, or of what a line sold and for whom (a family
   * member's name: their account holder's order names them only on its lines).
   */
  async search(q: string): Promise<OrderRow[]> {
    const text = q.trim();
    const number = /^(?:(?:order|commande|no|n°|nº)\.?\s*)?#?\s*(\d{1,9})$/i.exec(text);
    if (number) return ordersNumbered(this.db, Number(number[1]));
    if (!text) return searchOrders(this.db, null);
    return searchOrders(this.db, `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
  }
}
