import { sql } from 'drizzle-orm';
import { check, date, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/table-columns.js';

export const users = pgTable(
  'users',
  {
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
    // The player's self-rated skill level (1.0-6.0 in half steps), which open play maps to a band.
    selfRatedLevel: numeric('self_rated_level', { precision: 2, scale: 1, mode: 'number' }),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Bumped by a password reset: every token issued before it stops working at once.
    tokenVersion: integer('token_version').notNull().default(0),
    // The account's language: its e-mails and the web app's screens follow it. en-CA or fr-CA.
    locale: text('locale').$type<'en-CA' | 'fr-CA'>().notNull().default('en-CA'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_locale', sql`${t.locale} in ('en-CA', 'fr-CA')`),
    check('users_self_rated_level', sql`${t.selfRatedLevel} is null or ${t.selfRatedLevel} between 1.0 and 6.0`),
  ],
);

export type User = typeof users.$inferSelect;
