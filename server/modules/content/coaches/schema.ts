import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RichTextDocument, RichTextPreset } from '../../../lib/rich-text/document.js';
import { createdAt } from '../../../lib/table-columns.js';
import { uploads } from '../uploads/schema.js';

/** A coach's public profile, written by the owner; only published ones are shown on /coaches. */
export const coaches = pgTable(
  'coaches',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    // English versions in tagline and bio (empty when only the French is given), French in the *_fr columns (null: none).
    tagline: text('tagline').notNull().default(''),
    taglineFr: text('tagline_fr'),
    // Editor.js output ({ time, blocks, version }), validated against its preset on every write.
    bio: jsonb('bio').$type<RichTextDocument>().notNull(),
    bioFr: jsonb('bio_fr').$type<RichTextDocument>(),
    bioPreset: text('bio_preset').$type<RichTextPreset>().notNull().default('essential'),
    photoUploadId: uuid('photo_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    certifications: text('certifications')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    levels: text('levels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    displayOrder: integer('display_order').notNull().default(0),
    published: boolean('published').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coaches_order_idx').on(t.published, t.displayOrder), check('coaches_name', sql`char_length(${t.name}) between 1 and 100`)],
);

export type CoachRow = typeof coaches.$inferSelect;
