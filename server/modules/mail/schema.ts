import { index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/table-columns.js';

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
