/**
 * POST /api/uploads/images (owner; multipart field `file`; JPEG, PNG or WebP by content, ≤ 5 MB;
 * re-encoded to WebP ≤ 1600 px wide without metadata) and GET /api/uploads/:id (public, immutable
 * cache, ETag, 304). Refusals: 415 upload_type, 413 upload_too_large, 400 upload_missing and
 * upload_unreadable, 404 upload_not_found; members 403, visitors 401; nothing stored on a refusal.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../../../server/db/schema.js';
import { uploadExists, uploadUrl } from '../../../../server/modules/content/uploads/index.js';
import { countRows } from '../../helpers/db-state.js';
import { Agent, agentFor, createTestApp, type TestApp } from '../../helpers/test-app.js';
import { png, uploadImage } from './support.js';

let t: TestApp;
let owner: Agent;
let member: Agent;
beforeAll(async () => {
  t = await createTestApp();
  ({ agent: owner } = await agentFor(t, ['owner']));
  ({ agent: member } = await agentFor(t));
});
afterAll(() => t.close());

const stored = async (id: string) => {
  const response = await new Agent(t.app).get(`/api/uploads/${id}`);
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
};

describe('POST /api/uploads/images', () => {
  it('accepts a real PNG named .jpg, stores it as WebP and answers its address and size', async () => {
    const response = await uploadImage(owner, await png(320, 200), 'actually-a-png.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), url: uploadUrl(body.id), width: 320, height: 200 });
    expect(body.url).toBe(`/api/uploads/${body.id}`);
    const bytes = await stored(body.id);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 200 });
    expect(await uploadExists(t.database.db, body.id)).toBe(true);
  });

  it('accepts JPEG and WebP too', async () => {
    const jpeg = await sharp(await png(100, 80))
      .jpeg()
      .toBuffer();
    const webp = await sharp(await png(100, 80))
      .webp()
      .toBuffer();
    expect((await uploadImage(owner, jpeg, 'a.jpeg', 'image/jpeg')).statusCode).toBe(201);
    expect((await uploadImage(owner, webp, 'a.webp', 'image/webp')).statusCode).toBe(201);
  });

  it('refuses a text file named .png with 415', async () => {
    const before = await countRows(t, uploads);
    const response = await uploadImage(owner, Buffer.from('just some words, not an image\n'.repeat(20)), 'notes.png', 'image/png');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'upload_type', message: 'Upload a JPEG, PNG or WebP image.' });
    expect(await countRows(t, uploads)).toBe(before);
  });

  it('refuses a GIF and an SVG (not JPEG, PNG or WebP) with 415', async () => {
    const gif = await sharp(await png(10, 10))
      .gif()
      .toBuffer();
    expect((await uploadImage(owner, gif, 'a.gif', 'image/gif')).json()).toMatchObject({ statusCode: 415, code: 'upload_type' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await uploadImage(owner, svg, 'a.png', 'image/png')).json()).toMatchObject({ statusCode: 415, code: 'upload_type' });
  });

  it('refuses a 6 MB file with 413', async () => {
    const before = await countRows(t, uploads);
    const big = Buffer.concat([await png(50, 50), Buffer.alloc(6 * 1024 * 1024, 7)]);
    const response = await uploadImage(owner, big, 'big.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'upload_too_large', params: { maxMb: 5 } });
    expect(await countRows(t, uploads)).toBe(before);
  });

  it('refuses a truncated image as unreadable', async () => {
    const broken = (await png(200, 200)).subarray(0, 100);
    expect((await uploadImage(owner, broken, 'broken.png', 'image/png')).json()).toMatchObject({ statusCode: 400, code: 'upload_unreadable' });
  });

  it('refuses a request without the file field', async () => {
    expect((await uploadImage(owner, await png(10, 10), 'a.png', 'image/png', 'photo')).json()).toMatchObject({ statusCode: 400, code: 'upload_missing' });
    expect((await owner.post('/api/uploads/images', { file: 'x' })).json()).toMatchObject({ statusCode: 400, code: 'upload_missing' });
  });

  it('removes EXIF and GPS from a JPEG', async () => {
    const withGps = await sharp(await png(400, 300))
      .jpeg()
      .withExif({
        IFD0: { Artist: 'Courtside Test Camera', Copyright: 'Someone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 25/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '75/1 41/1 0/1' },
      })
      .toBuffer();
    const input = await sharp(withGps).metadata();
    expect(input.exif?.includes('Courtside Test Camera')).toBe(true);
    const response = await uploadImage(owner, withGps, 'gps.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(201);
    const bytes = await stored(response.json().id);
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(bytes.includes('Courtside Test Camera')).toBe(false);
  });

  it('turns an image upright from its EXIF orientation', async () => {
    const rotated = await sharp(await png(300, 100))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const response = await uploadImage(owner, rotated, 'rotated.jpg', 'image/jpeg');
    expect(response.json()).toMatchObject({ width: 100, height: 300 });
  });

  it('makes a 3000 px wide image 1600 wide, keeping its proportions', async () => {
    // One colour, so 4.5 million pixels stay under the 5 MB limit as a PNG.
    const wide = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: { r: 40, g: 120, b: 60 } } })
      .png()
      .toBuffer();
    const response = await uploadImage(owner, wide, 'wide.png', 'image/png');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ width: 1600, height: 800 });
    const meta = await sharp(await stored(response.json().id)).metadata();
    expect(meta).toMatchObject({ width: 1600, height: 800 });
  });

  it('refuses a member with 403 and a visitor with 401, storing nothing', async () => {
    const before = await countRows(t, uploads);
    expect((await uploadImage(member, await png(10, 10))).json()).toMatchObject({ statusCode: 403, code: 'owner_only' });
    expect((await uploadImage(new Agent(t.app), await png(10, 10))).statusCode).toBe(401);
    expect(await countRows(t, uploads)).toBe(before);
  });

  it('needs the CSRF header like every write', async () => {
    const noHeader = new Agent(t.app);
    noHeader.cookies.clear();
    for (const [name, cookie] of owner.cookies) noHeader.cookies.set(name, cookie);
    noHeader.sendCsrfHeader = false;
    expect((await uploadImage(noHeader, await png(10, 10))).json()).toMatchObject({ statusCode: 403, code: 'csrf_failed' });
  });
});

describe('GET /api/uploads/:id', () => {
  it('serves WebP with a year-long immutable cache and an ETag, and 304 when it is current', async () => {
    const { id } = (await uploadImage(owner, await png(64, 64), 'a.png', 'image/png')).json();
    const visitor = new Agent(t.app);
    const first = await visitor.get(`/api/uploads/${id}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);

    const again = await visitor.get(`/api/uploads/${id}`, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await visitor.get(`/api/uploads/${id}`, { headers: { 'if-none-match': `"other", W/${etag}` } })).statusCode).toBe(304);
    expect((await visitor.get(`/api/uploads/${id}`, { headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const visitor = new Agent(t.app);
    expect((await visitor.get('/api/uploads/3f1c2a4e-8b7d-4c1a-9e2f-0a1b2c3d4e5f')).json()).toMatchObject({ statusCode: 404, code: 'upload_not_found' });
    expect((await visitor.get('/api/uploads/nope')).statusCode).toBe(400);
    expect(await uploadExists(t.database.db, 'nope')).toBe(false);
  });
});
