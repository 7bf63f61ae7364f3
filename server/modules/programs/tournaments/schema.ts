import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../lib/table-columns.js';
import { users } from '../../users/schema.js';
import { programDivisions } from '../events/divisions-schema.js';
import { programs } from '../schedule/schema.js';

// Tournament entries (teams) and their partner invitations (docs/tournaments-and-waitlists.md).

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
    index('tournament_entries_invites_idx')
      .on(t.inviteExpiresAt)
      .where(sql`${t.status} = 'open' and ${t.inviteEmail} is not null`),
    check('tournament_entries_status', sql`${t.status} in ('open', 'lapsed', 'withdrawn')`),
  ],
);

export type TournamentEntryRow = typeof tournamentEntries.$inferSelect;
