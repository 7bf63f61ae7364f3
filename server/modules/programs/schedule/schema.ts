import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RichTextDocument } from '../../../lib/rich-text/document.js';
import { createdAt } from '../../../lib/table-columns.js';
import { coaches } from '../../content/coaches/schema.js';

/** Kinds of program: drop-in now; the others arrive with camps, lessons, tournaments and events. */
export const PROGRAM_KINDS = ['drop_in', 'camp', 'clinic', 'lesson', 'tournament', 'social'] as const;
export type ProgramKind = (typeof PROGRAM_KINDS)[number];

/** Open play's setup on a drop-in template or a one-off session (docs/open-play.md). */
export interface OpenPlaySetup {
  rule: 'first_in_line' | 'by_band';
  format: 'doubles' | 'singles';
  /** 0: everyone off after a game; 1 or 2: the winners stay on for up to that many more games. */
  winnersStay: 0 | 1 | 2;
  /** Level bands, lowest first ("2.5-3.0", "3.5", "4.0+"). */
  bands: string[];
}

/** Whether a program's places carry sales tax; the owner says which (docs/decisions.md, "Tax category of a program"). */
export const TAX_CATEGORIES = ['taxable', 'exempt'] as const;
export type TaxCategory = (typeof TAX_CATEGORIES)[number];

/**
 * A program: what players register for, with the rules its sessions share. A drop-in weekly
 * template is a program of kind drop_in with a weekday and a daily time: its sessions are generated
 * from it 8 weeks ahead. `archived_at` ends a template: nothing new is generated from it.
 */
export const programs = pgTable(
  'programs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: PROGRAM_KINDS }).notNull(),
    // The English title ('' when the owner gave only the French one) and the French one (null: none).
    title: text('title').notNull(),
    titleFr: text('title_fr'),
    level: text('level').notNull().default(''),
    // Rich text (Editor.js output with its preset), for the kinds that describe themselves.
    description: jsonb('description').$type<RichTextDocument>(),
    descriptionFr: jsonb('description_fr').$type<RichTextDocument>(),
    memberPriceCents: integer('member_price_cents').notNull(),
    nonMemberPriceCents: integer('non_member_price_cents').notNull(),
    // Courts the program uses by default, court numbers from 1.
    courts: integer('courts').array().notNull(),
    // Drop-in: capacity is courts × players per court.
    playersPerCourt: integer('players_per_court'),
    capacity: integer('capacity').notNull(),
    // Weekly templates: 0 = Sunday … 6 = Saturday (as the spec numbers weekdays), "HH:mm" venue time.
    weekday: integer('weekday'),
    startTime: text('start_time'),
    endTime: text('end_time'),
    // Registration opens this many days before a session starts (at the same time of day), or at a date.
    opensDaysBefore: integer('opens_days_before'),
    opensAt: timestamp('opens_at', { withTimezone: true }),
    // Full refund up to this many hours before a session starts, none after.
    cancellationCutoffHours: integer('cancellation_cutoff_hours').notNull(),
    published: boolean('published').notNull().default(true),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    // Camps, clinics, lessons and socials (docs/programs-and-events.md).
    coachId: integer('coach_id').references(() => coaches.id, { onDelete: 'set null' }),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    earlyBirdPriceCents: integer('early_bird_price_cents'),
    // The last venue date the early-bird price applies (through its midnight).
    earlyBirdUntil: date('early_bird_until', { mode: 'string' }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    // A social may be information only: no registration at all.
    registrationEnabled: boolean('registration_enabled').notNull().default(true),
    // Exempt: no sales tax on its places (a children's program of a public body, say); taxable by default.
    taxCategory: text('tax_category', { enum: TAX_CATEGORIES }).notNull().default('taxable'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    // Drop-in: run as live open play (docs/open-play.md); null: a drop-in without a rotation.
    openPlay: jsonb('open_play').$type<OpenPlaySetup>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('programs_kind_idx')
      .on(t.kind)
      .where(sql`${t.archivedAt} is null`),
    check('programs_kind', sql`${t.kind} in ('drop_in', 'camp', 'clinic', 'lesson', 'tournament', 'social')`),
    check('programs_prices', sql`${t.memberPriceCents} >= 0 and ${t.nonMemberPriceCents} >= 0`),
    check('programs_capacity', sql`${t.capacity} >= 1`),
    check('programs_weekday', sql`${t.weekday} is null or ${t.weekday} between 0 and 6`),
    check('programs_cutoff', sql`${t.cancellationCutoffHours} >= 0`),
    check(
      'programs_ages',
      sql`(${t.minAge} is null or ${t.minAge} between 0 and 120) and (${t.maxAge} is null or ${t.maxAge} between 0 and 120) and (${t.minAge} is null or ${t.maxAge} is null or ${t.minAge} <= ${t.maxAge})`,
    ),
    check(
      'programs_early_bird',
      sql`(${t.earlyBirdPriceCents} is null) = (${t.earlyBirdUntil} is null) and (${t.earlyBirdPriceCents} is null or ${t.earlyBirdPriceCents} >= 0)`,
    ),
    check('programs_window', sql`${t.opensAt} is null or ${t.closesAt} is null or ${t.opensAt} < ${t.closesAt}`),
    check('programs_tax_category', sql`${t.taxCategory} in ('taxable', 'exempt')`),
  ],
);

export type ProgramRow = typeof programs.$inferSelect;

export const SESSION_STATUSES = ['scheduled', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
/** template: generated from the program's weekly rule; one_off: added by the owner for one date. */
export const SESSION_ORIGINS = ['template', 'one_off'] as const;
export type SessionOrigin = (typeof SESSION_ORIGINS)[number];
/** Why the system cancelled a date (the owner's own reason is free text). */
export const SESSION_CANCEL_REASONS = ['schedule_changed', 'time_removed'] as const;
export type SessionCancelReason = (typeof SESSION_CANCEL_REASONS)[number];

/**
 * One occurrence of a program. Its courts are held as `blocked` rows of the bookings table with
 * source 'program' and this session's id, under the same exclusion constraint as court bookings.
 * `edited` marks a date the owner changed by hand: template edits leave it alone.
 */
export const programSessions = pgTable(
  'program_sessions',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    // The venue date it happens on (YYYY-MM-DD), and its instants.
    date: date('date', { mode: 'string' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    courts: integer('courts').array().notNull(),
    capacity: integer('capacity').notNull(),
    status: text('status', { enum: SESSION_STATUSES }).notNull().default('scheduled'),
    origin: text('origin', { enum: SESSION_ORIGINS }).notNull().default('template'),
    edited: boolean('edited').notNull().default(false),
    // Set when the system cancelled the date (a schedule change); the owner's typed reason is cancelReason.
    cancelReasonCode: text('cancel_reason_code', { enum: SESSION_CANCEL_REASONS }),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // A one-off session's own open play setup (a template's sessions follow the template's).
    openPlay: jsonb('open_play').$type<OpenPlaySetup>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('program_sessions_starts_idx').on(t.startsAt),
    index('program_sessions_program_idx').on(t.programId, t.startsAt),
    // Generation is idempotent across instances and restarts: one generated session per template and date.
    uniqueIndex('program_sessions_generated_once')
      .on(t.programId, t.date)
      .where(sql`${t.origin} = 'template'`),
    check('program_sessions_period', sql`${t.endsAt} > ${t.startsAt}`),
    check('program_sessions_capacity', sql`${t.capacity} >= 1`),
    check('program_sessions_status', sql`${t.status} in ('scheduled', 'cancelled')`),
  ],
);

export type ProgramSessionRow = typeof programSessions.$inferSelect;

/** The cancellation terms in force when a registration was made; later edits never alter them. */
export interface RegistrationPolicy {
  cancellationCutoffHours: number;
  refundBeforeCutoff: 'full';
  refundAfterCutoff: 'none';
  /** The program's tax category when the place was sold (absent on places sold before categories: taxable). */
  taxCategory?: TaxCategory;
}
