import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../lib/table-columns.js';
import { programs } from '../schedule/schema.js';

// A tournament's divisions: how its places are grouped (docs/tournaments-and-waitlists.md). Kept apart
// from schema.ts because a tournament entry names its division and a place names its entry.

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
