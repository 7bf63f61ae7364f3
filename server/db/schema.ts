import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  // Stored trimmed and lower-cased, so the unique constraint is case-insensitive.
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  // Required at signup; nullable for staff accounts created from the command line.
  gender: text('gender'),
  postalCode: text('postal_code'),
  birthday: date('birthday', { mode: 'string' }),
  phoneNumber: text('phone_number'),
  roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
  // Bumped by a password reset: every token issued before it stops working at once.
  tokenVersion: integer('token_version').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One login (a refresh-token family). Logout or reuse of a spent refresh token revokes it. */
export const loginSessions = pgTable(
  'login_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('login_sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => loginSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Development mail transport: every message lands here instead of an SMTP server. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_to_idx').on(t.toAddress)],
);

/** The site-wide alert: a singleton row with id 1 whose existence is what shows it. */
export const appAlert = pgTable(
  'app_alert',
  {
    id: integer('id').primaryKey(),
    message: text('message').notNull(),
    severity: text('severity', { enum: ['info', 'success', 'warning', 'error'] })
      .notNull()
      .default('info'),
    linkUrl: text('link_url'),
    linkText: text('link_text'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('app_alert_singleton', sql`${t.id} = 1`)],
);

const minutes = (name: string) => integer(name).notNull().default(0);

/** Venue-wide settings: one row, id 1. Prices are integer cents (CAD). */
export const companySettings = pgTable(
  'company_settings',
  {
    id: integer('id').primaryKey().default(1),
    membershipPrice: integer('membership_price').notNull().default(0),
    numberOfCourts: integer('number_of_courts').notNull().default(1),
    maxNumberOfOnlineOpenCourtsShown: integer('max_number_of_online_open_courts_shown').notNull().default(1),
    defaultOneHourRentalPrice: integer('default_one_hour_rental_price').notNull().default(0),
    memberOneHourRentalPrice: integer('member_one_hour_rental_price').notNull().default(0),
    userBookingWindowDays: integer('user_booking_window_days').notNull().default(7),
    mondayOpeningTimeInMins: minutes('monday_opening_time_in_mins'),
    mondayClosingTimeInMins: minutes('monday_closing_time_in_mins'),
    tuesdayOpeningTimeInMins: minutes('tuesday_opening_time_in_mins'),
    tuesdayClosingTimeInMins: minutes('tuesday_closing_time_in_mins'),
    wednesdayOpeningTimeInMins: minutes('wednesday_opening_time_in_mins'),
    wednesdayClosingTimeInMins: minutes('wednesday_closing_time_in_mins'),
    thursdayOpeningTimeInMins: minutes('thursday_opening_time_in_mins'),
    thursdayClosingTimeInMins: minutes('thursday_closing_time_in_mins'),
    fridayOpeningTimeInMins: minutes('friday_opening_time_in_mins'),
    fridayClosingTimeInMins: minutes('friday_closing_time_in_mins'),
    saturdayOpeningTimeInMins: minutes('saturday_opening_time_in_mins'),
    saturdayClosingTimeInMins: minutes('saturday_closing_time_in_mins'),
    sundayOpeningTimeInMins: minutes('sunday_opening_time_in_mins'),
    sundayClosingTimeInMins: minutes('sunday_closing_time_in_mins'),
    timeZone: text('time_zone').notNull().default('America/Toronto'),
    // Sales tax: the province sets the rates; an empty GST/HST number means a small supplier (no tax).
    province: text('province').notNull().default('ON'),
    taxRegistrationNumber: text('tax_registration_number').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('company_settings_singleton', sql`${t.id} = 1`),
    check('company_settings_courts', sql`${t.numberOfCourts} between 1 and 50`),
    check(
      'company_settings_shown_courts',
      sql`${t.maxNumberOfOnlineOpenCourtsShown} between 0 and ${t.numberOfCourts}`,
    ),
    check(
      'company_settings_prices',
      sql`${t.membershipPrice} >= 0 and ${t.defaultOneHourRentalPrice} >= 0 and ${t.memberOneHourRentalPrice} >= 0`,
    ),
    check('company_settings_window', sql`${t.userBookingWindowDays} between 1 and 365`),
  ],
);

/** Owner-set booking rules beside the spec's company settings: one row, id 1. */
export const bookingRules = pgTable(
  'booking_rules',
  {
    id: integer('id').primaryKey().default(1),
    maxBookingHours: integer('max_booking_hours').notNull().default(3),
    maxUpcomingBookingsPerMember: integer('max_upcoming_bookings_per_member').notNull().default(4),
    cancellationCutoffHours: integer('cancellation_cutoff_hours').notNull().default(24),
    checkoutHoldMinutes: integer('checkout_hold_minutes').notNull().default(15),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('booking_rules_singleton', sql`${t.id} = 1`),
    check('booking_rules_hours', sql`${t.maxBookingHours} between 1 and 24`),
    check('booking_rules_upcoming', sql`${t.maxUpcomingBookingsPerMember} between 1 and 1000`),
    check('booking_rules_cutoff', sql`${t.cancellationCutoffHours} between 0 and 720`),
    check('booking_rules_hold', sql`${t.checkoutHoldMinutes} between 5 and 120`),
  ],
);

/** A membership period; a caller whose period covers now pays the member price. */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('memberships_user_idx').on(t.userId, t.endsAt), check('memberships_period', sql`${t.endsAt} > ${t.startsAt}`)],
);

export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'expired', 'cancelled', 'failed', 'refund_due', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_PROVIDERS = ['local', 'stripe', 'desk'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
/** How the money came: a hosted card checkout, or at the desk in cash or on the card terminal. */
export const PAYMENT_METHODS = ['card', 'cash', 'card_terminal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

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
    check('order_lines_money', sql`${t.unitPriceCents} >= 0 and ${t.quantity} between 1 and 100 and ${t.subtotalCents} = ${t.unitPriceCents} * ${t.quantity} and ${t.totalCents} = ${t.subtotalCents} + ${t.taxCents}`),
    check('order_lines_refunded', sql`${t.refundedCents} between 0 and ${t.totalCents}`),
  ],
);

/** Every status an order went through, with why: staff answer "did I pay?" from this. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    note: text('note').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

/** Money received. The unique provider payment id is what makes fulfilment idempotent. */
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

export const BOOKING_STATUSES = ['held', 'confirmed', 'cancelled', 'expired', 'blocked'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_SOURCES = ['online', 'desk', 'maintenance'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

/** The cancellation terms in force when a booking was made; later rule changes never alter them. */
export interface CancellationPolicy {
  cancellationCutoffHours: number;
  refundBeforeCutoff: 'full';
  refundAfterCutoff: 'none';
}

const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

/**
 * One court for consecutive hours. `during` is derived from the two instants; the exclusion
 * constraint over it (migration 0003) is what makes a double booking impossible.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    court: integer('court').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    during: tstzrange('during').generatedAlwaysAs(sql`tstzrange(starts_at, ends_at, '[)')`),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    source: text('source', { enum: BOOKING_SOURCES }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    priceCents: integer('price_cents').notNull().default(0),
    policy: jsonb('policy').$type<CancellationPolicy>(),
    walkInName: text('walk_in_name'),
    blockReason: text('block_reason'),
    // Copied from the order so a stale hold can be recognised without a join.
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledById: integer('cancelled_by_id').references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_starts_at_idx').on(t.startsAt),
    index('bookings_user_idx').on(t.userId, t.endsAt),
    index('bookings_order_idx').on(t.orderId),
    check('bookings_period', sql`${t.endsAt} > ${t.startsAt}`),
    check('bookings_court', sql`${t.court} >= 1`),
    check('bookings_price', sql`${t.priceCents} >= 0`),
    // A block is always maintenance; a maintenance row is a block or a removed (cancelled) one.
    check('bookings_block_is_maintenance', sql`${t.status} <> 'blocked' or ${t.source} = 'maintenance'`),
    check('bookings_maintenance_is_block', sql`${t.source} <> 'maintenance' or ${t.status} in ('blocked', 'cancelled')`),
  ],
);

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
    bookingId: integer('booking_id').references(() => bookings.id),
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
  (t) => [index('refunds_order_idx').on(t.orderId), index('refunds_status_idx').on(t.status), index('refunds_line_idx').on(t.orderLineId), index('refunds_created_idx').on(t.createdAt), check('refunds_amount', sql`${t.amountCents} > 0`)],
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
  status: text('status', { enum: ['open', 'complete', 'expired'] }).notNull().default('open'),
  paymentId: text('payment_id').unique(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export type User = typeof users.$inferSelect;
export type CompanySettingsRow = typeof companySettings.$inferSelect;
export type AppAlertRow = typeof appAlert.$inferSelect;
export type BookingRulesRow = typeof bookingRules.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type LocalCheckoutSessionRow = typeof localCheckoutSessions.$inferSelect;
