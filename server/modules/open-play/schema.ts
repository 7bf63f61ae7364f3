import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/table-columns.js';
import { programSessions, type OpenPlaySetup } from '../programs/schedule/schema.js';
import { users } from '../users/schema.js';
import type { OpenPlayState } from './rotation/rotation-types.js';

/**
 * One drop-in session run as open play: the setup it started with and its live state (the line,
 * the courts and their games), changed in one transaction per event under this row's lock
 * (docs/open-play.md). `version` counts the changes, so a stream can say which state it shows.
 */
export const openPlaySessions = pgTable(
  'open_play_sessions',
  {
    sessionId: integer('session_id')
      .primaryKey()
      .references(() => programSessions.id, { onDelete: 'cascade' }),
    setup: jsonb('setup').$type<OpenPlaySetup>().notNull(),
    state: jsonb('state').$type<OpenPlayState>().notNull(),
    version: integer('version').notNull().default(0),
    // The court board's link secret (null until staff make one; a new one replaces the old link).
    boardSecret: text('board_secret').unique(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('open_play_sessions_version', sql`${t.version} >= 0`)],
);

export type OpenPlaySessionRow = typeof openPlaySessions.$inferSelect;

/** Every game open play started: its court, players (team A then team B), how it ended. */
export const openPlayGames = pgTable(
  'open_play_games',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => openPlaySessions.sessionId, { onDelete: 'cascade' }),
    court: integer('court').notNull(),
    // Registration ids, team A then team B.
    players: integer('players').array().notNull(),
    mixedBands: boolean('mixed_bands').notNull().default(false),
    manual: boolean('manual').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    // Optional score, team A's then team B's points.
    scoreA: integer('score_a'),
    scoreB: integer('score_b'),
    winner: text('winner', { enum: ['a', 'b'] }),
    endedByUserId: integer('ended_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    // Taken back by staff ("undo the last assignment"): not a game anyone played.
    undone: boolean('undone').notNull().default(false),
  },
  (t) => [
    index('open_play_games_session_idx').on(t.sessionId, t.startedAt),
    check('open_play_games_winner', sql`${t.winner} is null or ${t.winner} in ('a', 'b')`),
    check('open_play_games_score', sql`(${t.scoreA} is null or ${t.scoreA} between 0 and 99) and (${t.scoreB} is null or ${t.scoreB} between 0 and 99)`),
  ],
);

export type OpenPlayGameRow = typeof openPlayGames.$inferSelect;
