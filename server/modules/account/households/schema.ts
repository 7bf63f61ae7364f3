import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../lib/table-columns.js';
import { users } from '../../users/schema.js';

export const HOUSEHOLD_RELATIONSHIPS = ['partner', 'child', 'other'] as const;
export type HouseholdRelationship = (typeof HOUSEHOLD_RELATIONSHIPS)[number];

/**
 * A family member on an account: a person without a login of their own whom the account holder
 * registers and buys for. Removal is a mark, not a delete: their memberships and registrations
 * (and the receipts naming them) outlive it.
 */
export const householdMembers = pgTable(
  'household_members',
  {
    id: serial('id').primaryKey(),
    accountUserId: integer('account_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    gender: text('gender'),
    relationship: text('relationship', { enum: HOUSEHOLD_RELATIONSHIPS }).notNull(),
    // Self-rated skill level (1.0-6.0 in half steps), as on an account's profile.
    selfRatedLevel: numeric('self_rated_level', { precision: 2, scale: 1, mode: 'number' }),
    // When the account holder declared they are the parent or guardian of a minor (null for adults).
    guardianConsentAt: timestamp('guardian_consent_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('household_members_account_idx')
      .on(t.accountUserId)
      .where(sql`${t.removedAt} is null`),
    check('household_members_relationship', sql`${t.relationship} in ('partner', 'child', 'other')`),
    check('household_members_self_rated_level', sql`${t.selfRatedLevel} is null or ${t.selfRatedLevel} between 1.0 and 6.0`),
    check('household_members_names', sql`char_length(${t.firstName}) between 1 and 50 and char_length(${t.lastName}) between 1 and 50`),
  ],
);

export type HouseholdMemberRow = typeof householdMembers.$inferSelect;
