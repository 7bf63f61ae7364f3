import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/table-columns.js';
import { users } from '../users/schema.js';

/**
 * What staff did (never updated: an audit trail only grows) to an account (who, when, what, why): shown on the staff view of that account.
 * Both users are kept as ids that survive deletion as null, with the names written at the time.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: serial('id').primaryKey(),
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull(),
    subjectUserId: integer('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    // A stable code for the kind of action ('membership.sold', 'membership.refunded', 'receipt.resent', …).
    action: text('action').notNull(),
    // What was done, in a sentence (English, as stored for the books); the code and params localise it.
    detail: text('detail').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_actions_subject_idx').on(t.subjectUserId, t.createdAt)],
);

export type StaffActionRow = typeof staffActions.$inferSelect;
