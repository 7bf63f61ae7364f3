import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../lib/table-columns.js';
import { householdMembers } from '../../account/households/schema.js';
import { orderLines } from '../../checkout/orders/schema.js';
import { users } from '../../users/schema.js';
import { programs, type RegistrationPolicy } from '../schedule/schema.js';
import { tournamentEntries } from '../tournaments/schema.js';
import { programDivisions } from './divisions-schema.js';

// Whole-program places (camps, clinics, lessons, socials, tournament divisions) and their waitlist.
export * from './divisions-schema.js';

/** held: an unpaid order's place until it lapses (it counts meanwhile); confirmed: paid or free; cancelled; released: checkout given up. */
export const ENROLMENT_STATUSES = ['held', 'confirmed', 'cancelled', 'released'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

/**
 * One participant's place in a whole program (a camp, a clinic or lesson series, a social): every
 * date of it. Drop-in places are per session (program_registrations); these are per program, so the
 * roster of each date is the program's enrolments. One live place per person per program.
 */
export const programEnrolments = pgTable(
  'program_enrolments',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    accountUserId: integer('account_user_id').references(() => users.id, { onDelete: 'set null' }),
    householdMemberId: integer('household_member_id').references(() => householdMembers.id),
    person: text('person').notNull(),
    // Tournaments: the division entered and the team (entry) this player belongs to.
    divisionId: integer('division_id').references(() => programDivisions.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id').references(() => tournamentEntries.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ENROLMENT_STATUSES }).notNull(),
    orderLineId: integer('order_line_id').references(() => orderLines.id),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    priceCents: integer('price_cents').notNull(),
    member: boolean('member').notNull().default(false),
    earlyBird: boolean('early_bird').notNull().default(false),
    // The participant's age on the program's first day, when the place was taken (the owner's list shows it).
    ageOnFirstDay: integer('age_on_first_day'),
    policy: jsonb('policy').$type<RegistrationPolicy>().notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // The 24-hour reminder before the first date, claimed once across instances.
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('program_enrolments_program_idx').on(t.programId, t.status),
    index('program_enrolments_account_idx').on(t.accountUserId),
    index('program_enrolments_line_idx').on(t.orderLineId),
    index('program_enrolments_entry_idx').on(t.entryId),
    uniqueIndex('program_enrolments_one_place')
      .on(t.programId, sql`coalesce(${t.divisionId}, 0)`, t.person)
      .where(sql`${t.status} in ('held', 'confirmed')`),
    check('program_enrolments_status', sql`${t.status} in ('held', 'confirmed', 'cancelled', 'released')`),
    check('program_enrolments_price', sql`${t.priceCents} >= 0`),
  ],
);

export type ProgramEnrolmentRow = typeof programEnrolments.$inferSelect;

/**
 * The line for a full camp, clinic, lesson, social or tournament division: first come, first
 * served by id; statuses as the drop-in session waitlist's (registrations/schema.ts).
 */
export const PLACE_WAITLIST_STATUSES = ['waiting', 'offered', 'claimed', 'left', 'lapsed', 'closed'] as const;
export type PlaceWaitlistStatus = (typeof PLACE_WAITLIST_STATUSES)[number];

export const programPlaceWaitlist = pgTable(
  'program_place_waitlist',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    divisionId: integer('division_id').references(() => programDivisions.id, { onDelete: 'cascade' }),
    accountUserId: integer('account_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    householdMemberId: integer('household_member_id').references(() => householdMembers.id),
    person: text('person').notNull(),
    status: text('status', { enum: PLACE_WAITLIST_STATUSES }).notNull().default('waiting'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('program_place_waitlist_line_idx').on(t.programId, t.divisionId, t.status, t.id),
    index('program_place_waitlist_account_idx').on(t.accountUserId),
    uniqueIndex('program_place_waitlist_once')
      .on(t.programId, sql`coalesce(${t.divisionId}, 0)`, t.person)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    check('program_place_waitlist_status', sql`${t.status} in ('waiting', 'offered', 'claimed', 'left', 'lapsed', 'closed')`),
  ],
);

export type PlaceWaitlistRow = typeof programPlaceWaitlist.$inferSelect;
