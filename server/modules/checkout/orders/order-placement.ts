import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import { isDeadlockError } from '../../../lib/db-errors.js';
import { badRequest, HttpError } from '../../../lib/http-error.js';
import { historyNote, type Buyer, type Customer, type HistoryNote, type LineDetails, type ProductRegistry } from '../products/index.js';
import { lineTaxes, readBookingRules, readCompanySettings } from '../../settings/company/index.js';
import { storedNote } from './history-notes.js';
import type { OrderLifecycle } from './order-lifecycle.js';
import { linesOf } from './order-lines-repository.js';
import type { OrderNotifications } from './order-notifications.js';
import type { DeskPayment, OrderPayments } from './order-payments.js';
import { insertAccountOrder, writePlacedLines, type NewOrder } from './order-placement-repository.js';
import { insertOrder, orderById } from './order-repository.js';
import type { OrderViewParts } from './order-views.js';
import type { OrderLineRow, orderLines, OrderRow } from './schema.js';

/** The most lines one order may have: a family's registrations fit, a script's flood does not. */
export const MAX_ORDER_LINES = 20;

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
  /** Everything the order's view shows, when placing already knew it (a checkout opened in its transaction): the answer reads nothing back. */
  known?: Omit<OrderViewParts, 'money'>;
}

const paymentUnavailable = () =>
  new HttpError(502, 'The payment service did not answer, so nothing was reserved or charged. Please try again in a moment.').coded('payment_unavailable');

/** The lines as the buyer reads them on the checkout, from what each hold said of its line (the stored snapshot is English). */
function buyersWords<Line extends { description: string }>(
  lines: Line[],
  details: (LineDetails | undefined)[],
  locale: string | null,
  timeZone: string,
): Line[] {
  const language = (locale ?? 'en-CA') as 'en-CA' | 'fr-CA';
  if (language === 'en-CA') return lines;
  return lines.map((line, index) => ({ ...line, description: details[index]?.describe?.(language, timeZone) ?? line.description }));
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
    error.fields && options.nameFields
      ? Object.fromEntries(Object.entries(error.fields).map(([field, message]) => [`lines.${index}.${field}`, message]))
      : error.fields;
  return new HttpError(
    error.statusCode,
    options.nameInMessage ? `Line ${index + 1}: ${error.message}` : error.message,
    fields,
    error.extra,
    error.headers,
  ).coded(error.code, options.nameInMessage ? { ...error.params, line: index + 1 } : error.params);
}

/**
 * One purchase path for anything sold. Every line is held in one transaction (all or nothing),
 * priced by its product and taxed here; then the order is confirmed at once when nothing is owed,
 * paid at the desk, or sent to the provider's checkout through the payments plugged in.
 */
export class OrderPlacement {
  constructor(
    private readonly db: Database,
    private readonly registry: ProductRegistry,
    private readonly lifecycle: OrderLifecycle,
    private readonly notices: OrderNotifications,
    private readonly payments: () => OrderPayments,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Checks each line against its product before anything is written: unknown products and bad fields are 400s. */
  private parseLines(lines: RequestedLine[], nameLines: boolean) {
    if (lines.length === 0) throw badRequest('An order needs at least one line.', { lines: 'Add at least one line.' }).coded('order_empty');
    if (lines.length > MAX_ORDER_LINES)
      throw badRequest(`An order may have at most ${MAX_ORDER_LINES} lines.`, { lines: `At most ${MAX_ORDER_LINES} lines.` }).coded('order_too_many_lines', {
        max: MAX_ORDER_LINES,
      });
    const fields: Record<string, string> = {};
    const parsed = lines.map(({ product, ...rest }, index) => {
      if (typeof product !== 'string' || !this.registry.has(product)) {
        fields[nameLines ? `lines.${index}.product` : 'product'] = `There is no product "${String(product)}" on sale.`;
        return null;
      }
      const result = this.registry.get(product).input.safeParse(rest);
      if (!result.success) {
        for (const issue of result.error.issues) {
          const path = issue.path.length
            ? issue.path.join('.')
            : (issue.code === 'unrecognized_keys' ? (issue as { keys?: string[] }).keys?.join(', ') : '') || 'line';
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
    const payments = this.payments();
    const now = this.now();
    const [settings, rules] = await Promise.all([readCompanySettings(this.db), readBookingRules(this.db)]);
    // Stripe will not hold a checkout for less than half an hour; the hold is never shorter than that.
    const holdExpiresAt = new Date(now.getTime() + Math.max(rules.checkoutHoldMinutes, payments.minimumHoldMinutes) * 60_000);

    const placed = await retryOnDeadlock(() =>
      this.db.transaction(async (tx) => {
        const values: NewOrder & { userId: number | null } = {
          userId: request.customer.userId,
          createdById: request.buyer.id,
          provider: request.channel === 'desk' ? ('desk' as const) : payments.onlineProvider,
          status: 'awaiting_payment' as const,
          amountCents: 0,
          currency: 'CAD',
          description: '',
          customerEmail: request.customer.email,
          customerName: request.customer.userId ? null : request.customer.name,
          locale: request.customer.locale ?? null,
          holdExpiresAt,
          createdAt: now,
          updatedAt: now,
        };
        // One purchase at a time per account, so two tabs cannot both squeeze under a limit: the
        // account is locked by the order's own insert, which answers its contact for the view.
        const { userId } = request.customer;
        const inserted = userId ? await insertAccountOrder(tx, userId, values) : { order: await insertOrder(tx, values), contact: null };
        if (userId && !inserted.contact) throw new Error(`There is no account ${userId} to place an order for.`);
        const { order, contact } = inserted;
        const lines: (typeof orderLines.$inferInsert & Pick<OrderLineRow, 'taxes'>)[] = [];
        const notes: HistoryNote[] = [];
        const held: unknown[] = [];
        const details: (LineDetails | undefined)[] = [];
        for (const [index, line] of parsed.entries()) {
          const product = this.registry.get(line.product);
          let heldLine;
          try {
            heldLine = await product.hold(
              { tx, now, settings, order, buyer: request.buyer, customer: request.customer, channel: request.channel, holdExpiresAt, account: contact },
              line.input,
            );
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
          details.push(heldLine.details);
        }
        const subtotalCents = lines.reduce((sum, line) => sum + line.subtotalCents, 0);
        const taxCents = lines.reduce((sum, line) => sum + (line.taxCents ?? 0), 0);
        const totalCents = subtotalCents + taxCents;
        const description = lines
          .map((line) => line.description)
          .join('; ')
          .slice(0, 500);
        let updated: OrderRow = { ...order, subtotalCents, taxCents, amountCents: totalCents, description, updatedAt: now };
        // The test checkout opens right here, in the lines' statement; Stripe's after the commit (a network call).
        // A line whose hold said nothing of itself is worded for a French buyer after the commit (inBuyersWords reads it).
        const worded = (order.locale ?? 'en-CA') === 'en-CA' || details.every((detail) => detail?.describe);
        const checkout =
          totalCents === 0 || request.deskPayment || !worded
            ? null
            : this.checkoutWithin(tx, updated, buyersWords(lines, details, order.locale, settings.timeZone));
        const placedNote = storedNote(historyNote('order_placed', { parts: notes, totalCents }));
        const stored = checkout ? [placedNote, storedNote(checkout.note)] : [placedNote];
        const written = await writePlacedLines(
          tx,
          order.id,
          lines,
          { subtotalCents, taxCents, amountCents: totalCents, description },
          stored,
          now,
          checkout ?? undefined,
        );
        if (checkout) updated = { ...updated, providerSessionId: checkout.sessionId, checkoutUrl: checkout.url };
        if (totalCents === 0) await this.lifecycle.fulfilFree(tx, updated, written);
        const known: PlacedOrder['known'] =
          checkout && details.every(Boolean)
            ? {
                lines: written,
                history: stored.map((note) => ({ orderId: order.id, status: 'awaiting_payment' as const, ...note, createdAt: now })),
                people: new Map(contact ? [[contact.id, contact]] : []),
                details: new Map(written.flatMap((line, index) => (details[index] ? [[line.id, details[index]] as const] : []))),
              }
            : undefined;
        return { order: updated, lines: written, held, checkout, known };
      }),
    );

    if (placed.checkout) {
      this.log.info({ orderId: placed.order.id, sessionId: placed.checkout.sessionId, provider: placed.order.provider }, 'checkout opened');
      return {
        order: placed.order,
        lines: placed.lines,
        held: placed.held,
        checkoutUrl: placed.checkout.url,
        sessionId: placed.checkout.sessionId,
        known: placed.known,
      };
    }
    if (placed.order.amountCents === 0) {
      await this.notices.orderConfirmed(placed.order.id);
      return this.reload(placed);
    }
    if (request.deskPayment) {
      await payments.payAtDesk(placed.order, request.deskPayment);
      return this.reload(placed);
    }
    try {
      const checkout = await payments.openCheckout(placed.order, await this.inBuyersWords(placed.order, placed.lines, settings.timeZone));
      // The checkout's update answered the order as it now is, and the lines are as written.
      return { order: checkout.order, lines: placed.lines, held: placed.held, checkoutUrl: checkout.url, sessionId: checkout.sessionId };
    } catch (error) {
      this.log.error({ err: error, orderId: placed.order.id }, 'could not open a checkout; releasing the hold');
      await this.lifecycle.releaseHold(placed.order.id, 'failed', historyNote('checkout_not_opened'));
      throw paymentUnavailable();
    }
  }

  /** A checkout that cannot open inside the order's transaction rolls it all back: nothing held, nothing charged. */
  private checkoutWithin(...args: Parameters<OrderPayments['checkoutWithin']>) {
    try {
      return this.payments().checkoutWithin(...args);
    } catch (error) {
      this.log.error({ err: error, orderId: args[1].id }, 'could not open a checkout; nothing is held');
      throw paymentUnavailable();
    }
  }

  /**
   * The lines as the buyer reads them on the provider's checkout: each product's words in the order's
   * language (the stored description is the English snapshot, which a French buyer would see there).
   */
  private async inBuyersWords(order: OrderRow, lines: OrderLineRow[], timeZone: string): Promise<OrderLineRow[]> {
    const locale = order.locale ?? 'en-CA';
    if (locale === 'en-CA') return lines;
    const words = new Map<number, string>();
    for (const product of new Set(lines.map((line) => line.product))) {
      if (!this.registry.has(product)) continue;
      const details = await this.registry.get(product).details(
        this.db,
        lines.filter((line) => line.product === product),
      );
      for (const [id, detail] of details) {
        const described = detail.describe?.(locale, timeZone);
        if (described) words.set(id, described);
      }
    }
    return lines.map((line) => ({ ...line, description: words.get(line.id) ?? line.description }));
  }

  private async reload(placed: { order: OrderRow; held: unknown[] }): Promise<PlacedOrder> {
    const order = (await orderById(this.db, placed.order.id)) ?? placed.order;
    return { order, lines: await linesOf(this.db, order.id), held: placed.held, checkoutUrl: null, sessionId: null };
  }
}
