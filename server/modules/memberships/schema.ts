import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/table-columns.js';
import { users } from '../users/index.js';

/** A membership period; a caller whose period covers now pays the member price. */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('memberships_user_idx').on(t.userId, t.endsAt), check('memberships_period', sql`${t.endsAt} > ${t.startsAt}`)],
);
