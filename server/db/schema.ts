import { sql } from 'drizzle-orm';
import {
  check,
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

export type User = typeof users.$inferSelect;
export type CompanySettingsRow = typeof companySettings.$inferSelect;
export type AppAlertRow = typeof appAlert.$inferSelect;
