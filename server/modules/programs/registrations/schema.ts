import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../lib/table-columns.js';
import { householdMembers } from '../../account/households/schema.js';
import { orderLines } from '../../checkout/orders/schema.js';
import { users } from '../../users/schema.js';
import { programSessions, type RegistrationPolicy } from '../schedule/schema.js';

// Drop-in places, one per person and session, and each session's waitlist.

/**
 * held: reserved by an unpaid order until it expires (counts against capacity meanwhile);
 * confirmed: paid (or free); cancelled: by the registrant or the owner; released: the checkout
 * was cancelled, expired or failed.
 */
export const REGISTRATION_STATUSES = ['held', 'confirmed', 'cancelled', 'released'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const ATTENDANCE = ['checked_in', 'no_show'] as const;
export type Attendance = (typeof ATTENDANCE)[number];

/**
 * One participant's place in one session. `person` names who holds it (the account holder, a
 * family member, or a walk-in at the desk) so the partial unique index keeps one live place per
 * person per session.
 */
export const programRegistrations = pgTable(
  'program_registrations',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => programSessions.id, { onDelete: 'cascade' }),
    // The account that registered (and pays); null for a walk-in registered at the desk.
    accountUserId: integer('account_user_id').references(() => users.id, { onDelete: 'set null' }),
    householdMemberId: integer('household_member_id').references(() => householdMembers.id),
    walkInName: text('walk_in_name'),
    person: text('person').notNull(),
    status: text('status', { enum: REGISTRATION_STATUSES }).notNull(),
    orderLineId: integer('order_line_id').references(() => orderLines.id),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    priceCents: integer('price_cents').notNull(),
    member: boolean('member').notNull().default(false),
    policy: jsonb('policy').$type<RegistrationPolicy>().notNull(),
    attendance: text('attendance', { enum: ATTENDANCE }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('program_registrations_session_idx').on(t.sessionId, t.status),
    index('program_registrations_account_idx').on(t.accountUserId),
    index('program_registrations_line_idx').on(t.orderLineId),
    uniqueIndex('program_registrations_one_place')
      .on(t.sessionId, t.person)
      .where(sql`${t.status} in ('held', 'confirmed')`),
    check('program_registrations_status', sql`${t.status} in ('held', 'confirmed', 'cancelled', 'released')`),
    check('program_registrations_attendance', sql`${t.attendance} is null or ${t.attendance} in ('checked_in', 'no_show')`),
    check('program_registrations_price', sql`${t.priceCents} >= 0`),
  ],
);

export type ProgramRegistrationRow = typeof programRegistrations.$inferSelect;

/**
 * waiting: in line; offered: the first in line holds a freed spot until `offer_expires_at`;
 * claimed: registered through the offer; left: removed by the player; lapsed: the offer ran out
 * (the spot passed on); closed: the session started or was cancelled.
 */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'claimed', 'left', 'lapsed', 'closed'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** A session's waitlist: first come, first served by id. */
export const programWaitlist = pgTable(
  'program_waitlist',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => programSessions.id, { onDelete: 'cascade' }),
    accountUserId: integer('account_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    householdMemberId: integer('household_member_id').references(() => householdMembers.id),
    person: text('person').notNull(),
    status: text('status', { enum: WAITLIST_STATUSES }).notNull().default('waiting'),
    // A spot freed at night is owed from 08:00: the offer is sent then and its window counts from then.
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('program_waitlist_session_idx').on(t.sessionId, t.status, t.id),
    index('program_waitlist_account_idx').on(t.accountUserId),
    uniqueIndex('program_waitlist_once')
      .on(t.sessionId, t.person)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    check('program_waitlist_status', sql`${t.status} in ('waiting', 'offered', 'claimed', 'left', 'lapsed', 'closed')`),
  ],
);

export type ProgramWaitlistRow = typeof programWaitlist.$inferSelect;
