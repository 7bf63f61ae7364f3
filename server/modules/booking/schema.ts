import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/table-columns.js';
import { orders } from '../checkout/orders/schema.js';
import { users } from '../users/schema.js';

export const BOOKING_STATUSES = ['held', 'confirmed', 'cancelled', 'expired', 'blocked'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_SOURCES = ['online', 'desk', 'maintenance', 'program'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

/** Why the system cancelled a booking, when nobody typed a reason. */
export const BOOKING_CANCEL_REASONS = ['cancelled_by_member', 'cancelled_by_staff', 'block_removed_by_staff'] as const;
export type BookingCancelReason = (typeof BOOKING_CANCEL_REASONS)[number];

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
    // A program session's court block (source 'program'): the session that owns it. No foreign key
    // in the schema, because the programs module depends on this one, not the other way round.
    programSessionId: integer('program_session_id'),
    // Copied from the order so a stale hold can be recognised without a join.
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledById: integer('cancelled_by_id').references(() => users.id, { onDelete: 'set null' }),
    // Why, as a code the reader's language words (cancel-reasons.ts); null with a reason staff typed (cancelReason).
    cancelReasonCode: text('cancel_reason_code', { enum: BOOKING_CANCEL_REASONS }),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_user_idx').on(t.userId, t.endsAt),
    index('bookings_order_idx').on(t.orderId),
    index('bookings_program_session_idx')
      .on(t.programSessionId)
      .where(sql`${t.programSessionId} is not null`),
    check('bookings_period', sql`${t.endsAt} > ${t.startsAt}`),
    check('bookings_court', sql`${t.court} >= 1`),
    check('bookings_price', sql`${t.priceCents} >= 0`),
    // A block is maintenance or a program session's courts; such a row is a block or a removed (cancelled) one.
    check('bookings_block_is_maintenance', sql`${t.status} <> 'blocked' or ${t.source} in ('maintenance', 'program')`),
    check('bookings_maintenance_is_block', sql`${t.source} not in ('maintenance', 'program') or ${t.status} in ('blocked', 'cancelled')`),
    check('bookings_program_block', sql`(${t.source} = 'program') = (${t.programSessionId} is not null)`),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
