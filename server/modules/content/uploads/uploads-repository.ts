import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { uploads } from './schema.js';

// The only SQL on the uploads table (images, kept in the database).

type NewUpload = Pick<typeof uploads.$inferInsert, 'contentType' | 'bytes' | 'byteLength' | 'width' | 'height' | 'etag' | 'uploadedById'>;

export async function insertUpload(db: Pick<Database, 'insert'>, values: NewUpload) {
  const [row] = await db.insert(uploads).values(values).returning({ id: uploads.id, width: uploads.width, height: uploads.height });
  return row;
}

/** What serving an upload needs: its type, bytes and ETag. */
export async function servedUpload(db: Pick<Database, 'select'>, id: string) {
  const [row] = await db.select({ contentType: uploads.contentType, bytes: uploads.bytes, etag: uploads.etag }).from(uploads).where(eq(uploads.id, id));
  return row ?? null;
}

export async function uploadIdExists(db: Pick<Database, 'select'>, id: string): Promise<boolean> {
  const [row] = await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.id, id));
  return row !== undefined;
}
