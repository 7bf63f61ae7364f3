import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../lib/table-columns.js';
import { orderLines, orders, PAYMENT_PROVIDERS } from '../orders/schema.js';
import { users } from '../../users/schema.js';

/** How the money came: a hosted card checkout, or at the desk in cash or on the card terminal. */
export const PAYMENT_METHODS = ['card', 'cash', 'card_terminal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Money received for an order. The unique provider payment id is what makes fulfilment idempotent. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull().default('card'),
    // The desk's own reference (terminal slip, receipt book number); staff who recorded it.
    reference: text('reference'),
    recordedById: integer('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('payments_order_idx').on(t.orderId), index('payments_created_idx').on(t.createdAt)],
);

/**
 * refunds.booking_id (refunds made before order lines existed) keeps its foreign key to bookings(id),
 * but payments never import a product: this reference-only stand-in names that table for the key.
 * It is not exported, so drizzle-kit sees the one real bookings table (modules/booking/schema.ts).
 */
const bookingsReference = pgTable('bookings', { id: serial('id').primaryKey() });

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/** Money given back. Pending until the provider confirms; the sweeper retries pending ones. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    // Kept for refunds made before order lines existed; new refunds name their line.
    bookingId: integer('booking_id').references(() => bookingsReference.id),
    orderLineId: integer('order_line_id').references(() => orderLines.id),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerRefundId: text('provider_refund_id').unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    reason: text('reason').notNull(),
    failureMessage: text('failure_message'),
    attempts: integer('attempts').notNull().default(0),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_status_idx').on(t.status),
    index('refunds_line_idx').on(t.orderLineId),
    index('refunds_created_idx').on(t.createdAt),
    check('refunds_amount', sql`${t.amountCents} > 0`),
  ],
);

/** The embedded test provider's own records: what a hosted checkout page would keep. */
export const localCheckoutSessions = pgTable('local_checkout_sessions', {
  id: text('id').primaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  lineItems: jsonb('line_items').$type<{ name: string; quantity: number; unitAmountCents: number }[]>().notNull(),
  customerEmail: text('customer_email'),
  status: text('status', { enum: ['open', 'complete', 'expired'] })
    .notNull()
    .default('open'),
  paymentId: text('payment_id').unique(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type LocalCheckoutSessionRow = typeof localCheckoutSessions.$inferSelect;
