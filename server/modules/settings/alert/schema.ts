import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The site-wide alert: a singleton row with id 1 whose existence is what shows it. */
export const appAlert = pgTable(
  'app_alert',
  {
    id: integer('id').primaryKey(),
    // English in message and link_text ('' / null when only the French is given), French in the *_fr columns.
    message: text('message').notNull(),
    messageFr: text('message_fr'),
    severity: text('severity', { enum: ['info', 'success', 'warning', 'error'] })
      .notNull()
      .default('info'),
    linkUrl: text('link_url'),
    linkText: text('link_text'),
    linkTextFr: text('link_text_fr'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('app_alert_singleton', sql`${t.id} = 1`)],
);

export type AppAlertRow = typeof appAlert.$inferSelect;
