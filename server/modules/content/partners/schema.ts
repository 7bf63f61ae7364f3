import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RichTextDocument, RichTextPreset } from '../../../lib/rich-text/document.js';
import { createdAt } from '../../../lib/table-columns.js';
import { uploads } from '../uploads/schema.js';

/** A partner listed on /partners (a club, a shop, a sponsor), written by the owner. */
export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    logoUploadId: uuid('logo_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    // https only (checked by the API); null when the partner has no site.
    url: text('url'),
    // The English description (no blocks when only the French is given) and the French one (null: none).
    description: jsonb('description').$type<RichTextDocument>().notNull(),
    descriptionFr: jsonb('description_fr').$type<RichTextDocument>(),
    descriptionPreset: text('description_preset').$type<RichTextPreset>().notNull().default('minimal'),
    displayOrder: integer('display_order').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partners_order_idx').on(t.published, t.displayOrder), check('partners_name', sql`char_length(${t.name}) between 1 and 100`)],
);

export type PartnerRow = typeof partners.$inferSelect;
