import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/table-columns.js';
import { orders } from '../orders/index.js';

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
  status: text('status', { enum: ['open', 'complete', 'expired'] }).notNull().default('open'),
  paymentId: text('payment_id').unique(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export type LocalCheckoutSessionRow = typeof localCheckoutSessions.$inferSelect;
