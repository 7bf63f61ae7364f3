import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../lib/table-columns.js';
import { users } from '../../users/schema.js';

export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'expired', 'cancelled', 'failed', 'refund_due', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Who an order is paid through: a hosted card checkout (the local test page or Stripe), or the front desk. */
export const PAYMENT_PROVIDERS = ['local', 'stripe', 'desk'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** What a customer owes for one checkout (or one desk sale). Amounts are integer cents. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Kept when an account is deleted: the money trail outlives it.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('CAD'),
    description: text('description').notNull(),
    customerEmail: text('customer_email'),
    // A walk-in's name at the desk (accounts are named by their user row).
    customerName: text('customer_name'),
    // The language the order was placed in (the buyer's or the desk's screen): a walk-in's e-mails use it.
    locale: text('locale').$type<'en-CA' | 'fr-CA'>(),
    providerSessionId: text('provider_session_id').unique(),
    providerPaymentId: text('provider_payment_id'),
    checkoutUrl: text('checkout_url'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    // The short number people quote ("order 1042"); the uuid stays internal.
    number: serial('number').notNull().unique(),
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId),
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_hold_idx').on(t.status, t.holdExpiresAt),
    check('orders_amount', sql`${t.amountCents} >= 0`),
    check('orders_locale', sql`${t.locale} in ('en-CA', 'fr-CA')`),
  ],
);

export const ORDER_LINE_STATUSES = ['held', 'fulfilled', 'released', 'refunded', 'partially_refunded'] as const;
export type OrderLineStatus = (typeof ORDER_LINE_STATUSES)[number];

/** One tax on one line, as charged: the rate and amount are stored so later changes never alter it. */
export interface LineTax {
  name: string;
  ratePercent: number;
  amountCents: number;
}

/**
 * One thing sold in an order: the product kind, what it reserves (`reference`, the product's own id),
 * who it is for, a description written at sale time, and its money. Amounts are integer cents.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    position: integer('position').notNull(),
    product: text('product').notNull(),
    reference: text('reference'),
    participantUserId: integer('participant_user_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxes: jsonb('taxes').$type<LineTax[]>().notNull().default([]),
    taxCents: integer('tax_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    status: text('status', { enum: ORDER_LINE_STATUSES }).notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.position),
    index('order_lines_reference_idx').on(t.product, t.reference),
    check(
      'order_lines_money',
      sql`${t.unitPriceCents} >= 0 and ${t.quantity} between 1 and 100 and ${t.subtotalCents} = ${t.unitPriceCents} * ${t.quantity} and ${t.totalCents} = ${t.subtotalCents} + ${t.taxCents}`,
    ),
    check('order_lines_refunded', sql`${t.refundedCents} between 0 and ${t.totalCents}`),
  ],
);

/** A history note's parameters: numbers, words and codes, and the notes of the lines an order placed (`parts`). */
export type HistoryNoteParams = Record<string, string | number | { code: string; params?: Record<string, string | number> }[]>;

/** Every status an order went through, with why: staff answer "did I pay?" from this. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    // The English words, for logs and older clients; the code and its parameters word it in the reader's language (history-notes.ts).
    note: text('note').notNull(),
    noteCode: text('note_code'),
    noteParams: jsonb('note_params').$type<HistoryNoteParams>(),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

export type OrderRow = typeof orders.$inferSelect;
/** A history note as a row holds it: its English words, its code and its parameters. */
export type StoredNote = { note: string; noteCode: string; noteParams: HistoryNoteParams };
export type OrderLineRow = typeof orderLines.$inferSelect;
