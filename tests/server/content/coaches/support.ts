import { uploads } from '../../../../server/db/schema.js';
import type { TestApp } from '../../helpers/test-app.js';

/** An Editor.js document of the given blocks, as the editor saves it. */
export const doc = (...blocks: { type: string; data: Record<string, unknown> }[]) => ({ time: 1_767_000_000_000, blocks, version: '2.31.0' });
export const paragraph = (text: string) => ({ type: 'paragraph', data: { text } });
export const header = (text: string, level: number) => ({ type: 'header', data: { text, level } });
export const list = (items: (string | { content: string; items: { content: string; meta: object; items: [] }[] })[], style = 'unordered') => ({
  type: 'list',
  data: { style, meta: {}, items: items.map((item) => (typeof item === 'string' ? { content: item, meta: {}, items: [] } : { ...item, meta: {} })) },
});

/** A stored upload (a tiny stand-in for a WebP), answering its id: enough for a photo or logo to refer to. */
export async function storedUpload(t: TestApp): Promise<string> {
  const bytes = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBP');
  const [row] = await t.database.db
    .insert(uploads)
    .values({ contentType: 'image/webp', bytes, byteLength: bytes.length, width: 10, height: 10, etag: '"test"' })
    .returning({ id: uploads.id });
  return row.id;
}

/** A uuid no upload has. */
export const MISSING_UPLOAD = '00000000-0000-4000-8000-000000000000';
