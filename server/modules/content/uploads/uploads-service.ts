import { createHash } from 'node:crypto';
import type { Database } from '../../../db/client.js';
import { badRequest } from '../../../lib/http-error.js';
import type { EncodedImage } from './image.js';
import { insertUpload, servedUpload, uploadIdExists } from './uploads-repository.js';

/** Where an upload is served: the address image blocks, photos and logos refer to. */
export const uploadUrl = (id: string): string => `/api/uploads/${id}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an upload with this id exists. */
export async function uploadExists(db: Database, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  return uploadIdExists(db, id);
}

/** 400 `upload_not_found` on `field` unless the image it names (a coach's photo, a partner's logo) is still stored; null passes. */
export async function checkImageUpload(db: Database, id: string | null, field: string, image: 'photo' | 'logo'): Promise<void> {
  if (id && !(await uploadExists(db, id))) {
    throw badRequest(`That ${image} is no longer on the server: upload it again.`, { [field]: `Upload the ${image} again.` }).coded('upload_not_found');
  }
}

interface StoredUpload {
  id: string;
  url: string;
  width: number;
  height: number;
}

interface ServedUpload {
  contentType: string;
  bytes: Buffer;
  etag: string;
}

/** Storing and serving uploaded images (the SQL is uploads-repository.ts). */
export class UploadsService {
  constructor(private readonly db: Database) {}

  async store(image: EncodedImage, uploadedById: number | null): Promise<StoredUpload> {
    // The bytes never change, so a hash of them is the ETag forever.
    const etag = `"${createHash('sha256').update(image.bytes).digest('hex')}"`;
    const row = await insertUpload(this.db, {
      contentType: 'image/webp',
      bytes: image.bytes,
      byteLength: image.bytes.length,
      width: image.width,
      height: image.height,
      etag,
      uploadedById,
    });
    return { id: row.id, url: uploadUrl(row.id), width: row.width, height: row.height };
  }

  async find(id: string): Promise<ServedUpload | null> {
    return servedUpload(this.db, id);
  }

  exists(id: string): Promise<boolean> {
    return uploadExists(this.db, id);
  }
}
