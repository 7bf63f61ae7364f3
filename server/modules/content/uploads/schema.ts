import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../lib/table-columns.js';
import { users } from '../../users/schema.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * An image the owner uploaded (coach photos, partner logos, images in rich text), re-encoded to
 * WebP without metadata. Kept in PostgreSQL, not on one instance's disk, so every API instance
 * serves it; the bytes never change, so `etag` (a hash of them) is forever.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    byteLength: integer('byte_length').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    etag: text('etag').notNull(),
    uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_created_idx').on(t.createdAt), check('uploads_size', sql`${t.byteLength} > 0 and ${t.width} > 0 and ${t.height} > 0`)],
);

export type UploadRow = typeof uploads.$inferSelect;
