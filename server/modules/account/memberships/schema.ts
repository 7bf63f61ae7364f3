import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../lib/table-columns.js';
import { householdMembers } from '../households/schema.js';
import { orderLines } from '../../checkout/orders/schema.js';
import { users } from '../../users/schema.js';

/**
 * held: reserved by an order waiting for payment (keeps two tabs from buying the same period);
 * active: paid (or granted); cancelled: refunded in the cooling-off period or ended by staff;
 * released: the checkout was cancelled, expired or failed.
 */
export const MEMBERSHIP_STATUSES = ['held', 'active', 'cancelled', 'released'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/**
 * One annual membership period of one person: the account holder (household_member_id null) or a
 * family member of theirs. [starts_at, ends_at) are venue-day boundaries. The exclusion constraint
 * in migration 0010 keeps a person's held and active periods from overlapping.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    // The account that holds it (and pays): the holder, or the family member's account holder.
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    householdMemberId: integer('household_member_id').references(() => householdMembers.id),
    // Who the period belongs to, as one value the exclusion constraint compares.
    person: text('person')
      .notNull()
      .generatedAlwaysAs(sql`coalesce('member:' || household_member_id::text, 'user:' || user_id::text)`),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: MEMBERSHIP_STATUSES }).notNull().default('active'),
    // The order line that sold it (null for memberships granted before orders sold them).
    orderLineId: integer('order_line_id').references(() => orderLines.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('memberships_user_idx').on(t.userId, t.endsAt),
    index('memberships_member_idx').on(t.householdMemberId, t.endsAt),
    index('memberships_line_idx').on(t.orderLineId),
    index('memberships_ends_idx')
      .on(t.endsAt)
      .where(sql`${t.status} = 'active'`),
    check('memberships_period', sql`${t.endsAt} > ${t.startsAt}`),
    check('memberships_status', sql`${t.status} in ('held', 'active', 'cancelled', 'released')`),
  ],
);

export const MEMBERSHIP_REMINDERS = ['ends_in_30_days', 'ends_in_7_days', 'lapsed'] as const;
export type MembershipReminderKind = (typeof MEMBERSHIP_REMINDERS)[number];

/** Each reminder e-mail once per membership: the row is claimed (unique) before the mail is sent. */
export const membershipReminders = pgTable(
  'membership_reminders',
  {
    id: serial('id').primaryKey(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MEMBERSHIP_REMINDERS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('membership_reminders_once').on(t.membershipId, t.kind)],
);

export type MembershipRow = typeof memberships.$inferSelect;
