import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../lib/table-columns.js';
import { householdMembers } from '../../account/households/index.js';
import { users } from '../../users/index.js';
import { programs } from '../schedule/schema.js';

// Tournaments and whole-program waitlists (docs/tournaments-and-waitlists.md).

export const DIVISION_FORMATS = ['singles', 'doubles', 'mixed_doubles'] as const;
export type DivisionFormat = (typeof DIVISION_FORMATS)[number];

/** Players per entry: one for singles, two for the doubles formats. */
export const playersPerEntry = (format: DivisionFormat) => (format === 'singles' ? 1 : 2);

/** A tournament division: its own format, level, age bracket, entry fee per player and size. */
export const programDivisions = pgTable(
  'program_divisions',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    format: text('format', { enum: DIVISION_FORMATS }).notNull(),
    level: text('level').notNull().default(''),
    minAge: integer('min_age'),
    maxEntries: integer('max_entries').notNull(),
    feeCents: integer('fee_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('program_divisions_program_idx').on(t.programId, t.position),
    check('program_divisions_format', sql`${t.format} in ('singles', 'doubles', 'mixed_doubles')`),
    check('program_divisions_size', sql`${t.maxEntries} >= 1`),
    check('program_divisions_fee', sql`${t.feeCents} >= 0`),
    check('program_divisions_age', sql`${t.minAge} is null or ${t.minAge} between 0 and 120`),
  ],
);

export type ProgramDivisionRow = typeof programDivisions.$inferSelect;

/**
 * A team in a division (one player for singles, two for doubles). The players' places are
 * program_enrolments naming the entry. A partner invited by e-mail is reached through a link whose
 * token is kept only as its SHA-256 hash; the invitation lapses 48 hours after it is sent.
 * open: forming or complete; lapsed: the partner never paid in time; withdrawn: cancelled.
 */
export const ENTRY_STATUSES = ['open', 'lapsed', 'withdrawn'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    divisionId: integer('division_id')
      .notNull()
      .references(() => programDivisions.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ENTRY_STATUSES }).notNull().default('open'),
    inviterUserId: integer('inviter_user_id').references(() => users.id, { onDelete: 'set null' }),
    inviteEmail: text('invite_email'),
    inviteTokenHash: text('invite_token_hash'),
    inviteSentAt: timestamp('invite_sent_at', { withTimezone: true }),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tournament_entries_division_idx').on(t.divisionId, t.status),
    uniqueIndex('tournament_entries_token').on(t.inviteTokenHash),
    index('tournament_entries_invites_idx').on(t.inviteExpiresAt).where(sql`${t.status} = 'open' and ${t.inviteEmail} is not null`),
    check('tournament_entries_status', sql`${t.status} in ('open', 'lapsed', 'withdrawn')`),
  ],
);

export type TournamentEntryRow = typeof tournamentEntries.$inferSelect;

/**
 * The line for a full camp, clinic, lesson, social or tournament division: first come, first
 * served by id; statuses as the drop-in session waitlist's (schema.ts).
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
    uniqueIndex('program_place_waitlist_once').on(t.programId, sql`coalesce(${t.divisionId}, 0)`, t.person).where(sql`${t.status} in ('waiting', 'offered')`),
    check('program_place_waitlist_status', sql`${t.status} in ('waiting', 'offered', 'claimed', 'left', 'lapsed', 'closed')`),
  ],
);

export type PlaceWaitlistRow = typeof programPlaceWaitlist.$inferSelect;
