import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import type { Locale } from '../../../lib/request-locale.js';
import type { OrderLineRow, OrderRow, orderStatusHistory } from './schema.js';
import { contactsByIds } from '../../users/index.js';
import { readCompanySettings, sumTaxes, type CompanySettings } from '../../settings/company/index.js';
import { linesOfOrders } from './order-lines-repository.js';
import type { OrderMoney, OrderPayments } from './order-payments.js';
import { storedNoteWords, type LineWords } from './history-notes.js';
import { historyOfOrders } from './order-repository.js';
import type { LineDetails, ProductRegistry } from '../products/index.js';

type Reader = Pick<Database, 'select'>;
type OrderHistoryRow = typeof orderStatusHistory.$inferSelect;

const orderStatus = z.enum(['awaiting_payment', 'paid', 'expired', 'cancelled', 'failed', 'refund_due', 'refunded']);
const tax = z.object({ name: z.string(), ratePercent: z.number(), amountCents: z.number().int() });

const orderLineViewSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  product: z.string(),
  reference: z.string().nullable(),
  participant: z.object({ userId: z.number().int(), name: z.string() }).nullable(),
  /** What was sold, as its product says it in the reader's language (the stored English snapshot when it cannot). */
  description: z.string(),
  unitPriceCents: z.number().int(),
  quantity: z.number().int(),
  subtotalCents: z.number().int(),
  taxes: z.array(tax),
  /** Sold without sales tax under its product's tax category (a children's program a public body runs, say). */
  taxExempt: z.boolean(),
  totalCents: z.number().int(),
  status: z.enum(['held', 'fulfilled', 'released', 'refunded', 'partially_refunded']),
  refundedCents: z.number().int(),
  startsAt: z.string().nullable(),
  calendarUrl: z.string().nullable(),
});

/** The shape in machines/checkout/order-shapes.ts: what members and staff see of an order. */
export const orderViewSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  status: orderStatus,
  userId: z.number().int().nullable(),
  customer: z.object({ name: z.string(), email: z.string().nullable() }).nullable(),
  timeZone: z.string(),
  currency: z.literal('CAD'),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  taxes: z.array(tax),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  holdExpiresAt: z.string().nullable(),
  checkoutUrl: z.string().nullable(),
  taxRegistrationNumber: z.string().nullable(),
  createdAt: z.string(),
  lines: z.array(orderLineViewSchema),
  payments: z.array(
    z.object({
      id: z.number().int(),
      method: z.enum(['card', 'cash', 'card_terminal']),
      test: z.boolean(),
      amountCents: z.number().int(),
      createdAt: z.string(),
      reference: z.string().nullable(),
    }),
  ),
  refunds: z.array(
    z.object({
      id: z.number().int(),
      lineId: z.number().int().nullable(),
      amountCents: z.number().int(),
      status: z.enum(['pending', 'succeeded', 'failed']),
      reason: z.string(),
      /** Why, as a code the app words itself (cancellation, second-payment…); null for a reason staff wrote. */
      reasonCode: z.string().nullable(),
      method: z.enum(['card', 'desk']),
      createdAt: z.string(),
    }),
  ),
  history: z.array(
    z.object({
      status: orderStatus,
      /** The note in the reader's language (Accept-Language); a note written before codes, as it was written. */
      note: z.string(),
      /** The note as a code (server/locales/<locale>/history.json, `history.<code>`) with its parameters, for clients that word it themselves; null on old notes. */
      noteCode: z.string().nullable(),
      noteParams: z.record(z.string(), z.unknown()).nullable(),
      at: z.string(),
    }),
  ),
  receiptUrl: z.string(),
  /** Staff only: the provider's ids, for support. */
  provider: z
    .object({
      provider: z.enum(['local', 'stripe', 'desk']),
      sessionId: z.string().nullable(),
      paymentIds: z.array(z.string()),
      refundIds: z.array(z.string()),
    })
    .nullable(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

const group = <T, K>(rows: T[], key: (row: T) => K) => {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
};

/** What a view is for: staff (the provider's ids) or the customer, and the reader's language for the lines. */
export interface ViewOptions {
  staff: boolean;
  locale?: Locale;
}

/** What a view is built from besides the order rows: all read at once by orderViews, or known already (a placed order). */
export interface OrderViewParts {
  lines: OrderLineRow[];
  money: Map<string, OrderMoney>;
  history: Pick<OrderHistoryRow, 'orderId' | 'status' | 'note' | 'noteCode' | 'noteParams' | 'createdAt'>[];
  people: Map<number, { firstName: string; lastName: string; email: string }>;
  details: Map<number, LineDetails>;
}

/**
 * Views of several orders in a fixed number of queries, whatever their products; each line described
 * by its product, the payments and refunds as the payments module keeps them (`moneyOf`).
 */
export async function orderViews(
  db: Reader,
  registry: ProductRegistry,
  moneyOf: OrderPayments['moneyOf'],
  rows: OrderRow[],
  options: ViewOptions,
): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((order) => order.id);
  const [settings, lineRows, money, historyRows] = await Promise.all([
    readCompanySettings(db as Database),
    linesOfOrders(db, ids),
    moneyOf(db, ids),
    historyOfOrders(db, ids),
  ]);
  const userIds = [
    ...new Set([...rows.map((order) => order.userId), ...lineRows.map((line) => line.participantUserId)].filter((id): id is number => id !== null)),
  ];
  const people = new Map((await contactsByIds(db, userIds)).map((row) => [row.id, row]));
  const details = new Map<number, LineDetails>();
  for (const [product, lines] of group(lineRows, (line) => line.product)) {
    if (!registry.has(product)) continue;
    for (const [id, detail] of await registry.get(product).details(db, lines)) details.set(id, detail);
  }
  return buildOrderViews(registry, settings, rows, { lines: lineRows, money, history: historyRows, people, details }, options);
}

/** The views themselves, from parts already at hand: no statement. */
export function buildOrderViews(
  registry: ProductRegistry,
  settings: Pick<CompanySettings, 'timeZone' | 'taxRegistrationNumber'>,
  rows: OrderRow[],
  parts: OrderViewParts,
  options: ViewOptions,
): OrderView[] {
  const { money, people: person, details } = parts;
  const linesBy = group(parts.lines, (line) => line.orderId);
  const historyBy = group(parts.history, (entry) => entry.orderId);

  return rows.map((order) => {
    const lines = linesBy.get(order.id) ?? [];
    const paid = money.get(order.id)?.payments ?? [];
    const given = money.get(order.id)?.refunds ?? [];
    const owner = order.userId ? person.get(order.userId) : undefined;
    const linesSaid = lineWords(lines, details, options.locale ?? 'en-CA', settings.timeZone);
    return {
      id: order.id,
      number: order.number,
      status: order.status,
      userId: order.userId,
      customer: owner
        ? { name: `${owner.firstName} ${owner.lastName}`, email: owner.email }
        : order.customerName || order.customerEmail
          ? { name: order.customerName ?? 'Walk-in', email: order.customerEmail }
          : null,
      timeZone: settings.timeZone,
      currency: 'CAD' as const,
      subtotalCents: order.subtotalCents,
      taxCents: order.taxCents,
      totalCents: order.amountCents,
      taxes: sumTaxes(lines.map((line) => line.taxes)),
      paidCents: paid.reduce((sum, payment) => sum + payment.amountCents, 0),
      refundedCents: given.filter((refund) => refund.status === 'succeeded').reduce((sum, refund) => sum + refund.amountCents, 0),
      holdExpiresAt: order.status === 'awaiting_payment' ? (order.holdExpiresAt?.toISOString() ?? null) : null,
      checkoutUrl: order.status === 'awaiting_payment' ? order.checkoutUrl : null,
      taxRegistrationNumber: settings.taxRegistrationNumber || null,
      createdAt: order.createdAt.toISOString(),
      lines: lines.map((line) => lineView(line, details.get(line.id), person, { locale: options.locale ?? 'en-CA', timeZone: settings.timeZone })),
      payments: paid.map((payment) => ({
        id: payment.id,
        method: payment.method,
        test: payment.provider === 'local',
        amountCents: payment.amountCents,
        createdAt: payment.createdAt.toISOString(),
        reference: payment.reference,
      })),
      refunds: given.map((refund) => ({
        id: refund.id,
        lineId: refund.orderLineId,
        amountCents: refund.amountCents,
        status: refund.status,
        reason: registry.refundReasons.text(refund.reason),
        reasonCode: registry.refundReasons.isCode(refund.reason) ? refund.reason : null,
        method: refund.provider === 'desk' ? ('desk' as const) : ('card' as const),
        createdAt: refund.createdAt.toISOString(),
      })),
      history: (historyBy.get(order.id) ?? []).map((entry) => ({
        status: entry.status,
        note: storedNoteWords(entry, options.locale ?? 'en-CA', linesSaid),
        noteCode: entry.noteCode,
        noteParams: entry.noteParams,
        at: entry.createdAt.toISOString(),
      })),
      receiptUrl: `/api/orders/${order.id}/receipt`,
      provider: options.staff
        ? {
            provider: order.provider,
            sessionId: order.providerSessionId,
            paymentIds: paid.map((payment) => payment.providerPaymentId),
            refundIds: given.map((refund) => refund.providerRefundId).filter((id): id is string => id !== null),
          }
        : null,
    };
  });
}

/** Each line's stored English description and how the reader says it, for the notes that name it. */
function lineWords(lines: OrderLineRow[], details: Map<number, LineDetails>, locale: Locale, timeZone: string): LineWords {
  const words = new Map<string, string>();
  for (const line of lines) {
    const said = details.get(line.id)?.describe?.(locale, timeZone);
    if (said && said !== line.description) words.set(line.description, said);
  }
  return words;
}

function lineView(
  line: OrderLineRow,
  detail: LineDetails | undefined,
  person: Map<number, { firstName: string; lastName: string }>,
  reader: { locale: Locale; timeZone: string },
) {
  const participant = line.participantUserId ? person.get(line.participantUserId) : undefined;
  return {
    id: line.id,
    position: line.position,
    product: line.product,
    reference: line.reference,
    participant: participant && line.participantUserId ? { userId: line.participantUserId, name: `${participant.firstName} ${participant.lastName}` } : null,
    description: detail?.describe?.(reader.locale, reader.timeZone) ?? line.description,
    unitPriceCents: line.unitPriceCents,
    quantity: line.quantity,
    subtotalCents: line.subtotalCents,
    taxes: line.taxes,
    taxExempt: detail?.taxExempt ?? false,
    totalCents: line.totalCents,
    status: line.status,
    refundedCents: line.refundedCents,
    startsAt: detail?.startsAt?.toISOString() ?? null,
    calendarUrl: detail?.calendarPath ?? null,
  };
}
