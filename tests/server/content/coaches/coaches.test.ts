/**
 * Coaches (issue 14): GET /api/coaches (public, published only, by display order then name, the
 * photo as an upload's address) and the owner's CRUD and reorder under /api/owner/coaches. Every
 * refusal answers 400 with its code and writes nothing; the bio is validated under `essential` and
 * stored sanitised; members get 403 and visitors 401 on every owner route.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { coaches } from '../../../../server/db/schema.js';
import { databaseState } from '../../helpers/db-state.js';
import { Agent, agentFor, createTestApp, type TestApp } from '../../helpers/test-app.js';
import { doc, header, list, MISSING_UPLOAD, paragraph, storedUpload } from './support.js';

let t: TestApp;
let owner: Agent;
let member: Agent;
const visitor = () => new Agent(t.app);
beforeAll(async () => {
  t = await createTestApp();
  ({ agent: owner } = await agentFor(t, ['owner']));
  ({ agent: member } = await agentFor(t));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(coaches);
});

const bio = doc(header('Coaching style', 2), list(['Dinks', 'Drops']), paragraph('See <a href="https://example.com/ppr">PPR</a>.'));
const coach = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sophie Tremblay',
  tagline: 'From first serve to tournaments',
  bio,
  photoUploadId: null,
  certifications: ['PPR', 'IPTPA'],
  levels: ['Beginner'],
  languages: ['English', 'French'],
  published: true,
  ...overrides,
});
const add = async (overrides: Record<string, unknown> = {}) => {
  const response = await owner.post('/api/owner/coaches', coach(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};

describe('owner CRUD', () => {
  it('adds a coach (last in the list), answers it whole with the photo as an address, lists it, changes it and removes it', async () => {
    const photo = await storedUpload(t);
    const first = await add({ name: 'Ann' });
    const created = await add({ photoUploadId: photo });
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Sophie Tremblay',
      // The owner reads both languages; a plain value was English.
      tagline: { en: 'From first serve to tournaments', fr: null },
      bio: { en: bio, fr: null },
      photoUrl: `/api/uploads/${photo}`,
      photoUploadId: photo,
      certifications: ['PPR', 'IPTPA'],
      levels: ['Beginner'],
      languages: ['English', 'French'],
      order: first.order + 1,
      published: true,
    });

    const listed = await owner.get('/api/owner/coaches');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items.map((item: { id: number }) => item.id)).toEqual([first.id, created.id]);

    const changed = await owner.put(`/api/owner/coaches/${created.id}`, coach({ name: 'Sophie T.', photoUploadId: null, levels: [], published: false }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      id: created.id,
      name: 'Sophie T.',
      photoUrl: null,
      photoUploadId: null,
      levels: [],
      published: false,
      order: created.order,
    });

    const moved = await owner.put(`/api/owner/coaches/${created.id}`, coach({ order: 0 }));
    expect(moved.json().order).toBe(0);

    const removed = await owner.delete(`/api/owner/coaches/${created.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await owner.get('/api/owner/coaches')).json().items).toHaveLength(1);
  });

  it('fills what may be left out: no tagline, no photo, empty lists, hidden', async () => {
    const response = await owner.post('/api/owner/coaches', { name: 'New Coach', bio: doc() });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      tagline: { en: null, fr: null },
      photoUrl: null,
      certifications: [],
      levels: [],
      languages: [],
      published: false,
      order: 0,
    });
  });

  it('a coach that does not exist: 404 coach_not_found on change and removal', async () => {
    const changed = await owner.put('/api/owner/coaches/999999', coach());
    expect(changed.statusCode).toBe(404);
    expect(changed.json().code).toBe('coach_not_found');
    const removed = await owner.delete('/api/owner/coaches/999999');
    expect(removed.statusCode).toBe(404);
    expect(removed.json().code).toBe('coach_not_found');
  });
});

describe('GET /api/coaches (public)', () => {
  it('shows published coaches only, by display order then name, without the owner fields', async () => {
    await add({ name: 'Zoe', order: 1 });
    await add({ name: 'Hidden', order: 0, published: false });
    await add({ name: 'Bea', order: 1 });
    await add({ name: 'Max', order: 0 });
    const response = await visitor().get('/api/coaches');
    expect(response.statusCode).toBe(200);
    const items = response.json().items;
    expect(items.map((item: { name: string }) => item.name)).toEqual(['Max', 'Bea', 'Zoe']);
    expect(Object.keys(items[0]).sort()).toEqual(['bio', 'certifications', 'id', 'languages', 'levels', 'name', 'photoUrl', 'tagline']);
  });

  it('answers an empty list when no coach is published', async () => {
    await add({ published: false });
    expect((await visitor().get('/api/coaches')).json()).toEqual({ items: [] });
  });
});

describe('POST /api/owner/coaches/order', () => {
  it('puts the coaches in the order given and answers the list', async () => {
    const [a, b, c] = [await add({ name: 'A' }), await add({ name: 'B' }), await add({ name: 'C' })];
    const response = await owner.post('/api/owner/coaches/order', { ids: [c.id, a.id, b.id] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items.map((item: { id: number; order: number }) => [item.id, item.order])).toEqual([
      [c.id, 0],
      [a.id, 1],
      [b.id, 2],
    ]);
    expect((await visitor().get('/api/coaches')).json().items.map((item: { name: string }) => item.name)).toEqual(['C', 'A', 'B']);
  });

  it.each([
    ['one id missing', (ids: number[]) => ids.slice(1)],
    ['an unknown id', (ids: number[]) => [...ids.slice(1), 999_999]],
    ['an id twice', (ids: number[]) => [ids[0], ...ids.slice(0, -1)]],
    ['an id too many', (ids: number[]) => [...ids, 999_999]],
  ])('%s: 400 order_ids_mismatch, nothing written', async (_label, change) => {
    const ids = [(await add({ name: 'A' })).id, (await add({ name: 'B' })).id];
    const before = await databaseState(t);
    const response = await owner.post('/api/owner/coaches/order', { ids: change(ids) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'order_ids_mismatch', params: { expected: 2 } });
    expect(await databaseState(t)).toEqual(before);
  });
});

describe('validation: 400 naming the field, nothing written', () => {
  const long = (n: number) => 'x'.repeat(n);
  const cases: [label: string, overrides: Record<string, unknown>, field: string, code: string][] = [
    ['an empty name', { name: '  ' }, 'name', 'invalid_field'],
    ['a 101-character name', { name: long(101) }, 'name', 'invalid_field'],
    ['a 121-character tagline', { tagline: long(121) }, 'tagline', 'invalid_field'],
    ['11 certifications', { certifications: Array.from({ length: 11 }, (_, i) => `Cert ${i}`) }, 'certifications', 'invalid_field'],
    ['a 41-character certification', { certifications: [long(41)] }, 'certifications.0', 'invalid_field'],
    ['11 levels', { levels: Array.from({ length: 11 }, (_, i) => `Level ${i}`) }, 'levels', 'invalid_field'],
    ['a 41-character level', { levels: ['Beginner', long(41)] }, 'levels.1', 'invalid_field'],
    ['11 languages', { languages: Array.from({ length: 11 }, (_, i) => `Language ${i}`) }, 'languages', 'invalid_field'],
    ['a 41-character language', { languages: [long(41)] }, 'languages.0', 'invalid_field'],
    ['a photo id that is not a uuid', { photoUploadId: 'photo.jpg' }, 'photoUploadId', 'invalid_field'],
    ['a photo that was never uploaded', { photoUploadId: MISSING_UPLOAD }, 'photoUploadId', 'upload_not_found'],
    ['a negative order', { order: -1 }, 'order', 'invalid_field'],
    ['an unknown field', { email: 'coach@example.com' }, 'email', 'invalid_field'],
    ['no bio', { bio: undefined }, 'bio', 'invalid_field'],
    ['a bio that is not a document', { bio: 'Just text' }, 'bio', 'rich_text_invalid'],
    [
      'a bio with an image (not in essential)',
      { bio: doc(paragraph('Hi'), { type: 'image', data: { file: { url: '/api/uploads/x' } } }) },
      'bio',
      'rich_text_invalid',
    ],
    ['a bio with a level-5 header', { bio: doc(header('Too deep', 5)) }, 'bio', 'rich_text_invalid'],
  ];

  it.each(cases)('%s', async (_label, overrides, field, code) => {
    const before = await databaseState(t);
    const response = await owner.post('/api/owner/coaches', coach(overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe(code);
    expect(response.json().fields).toHaveProperty([field]);
    expect(await databaseState(t)).toEqual(before);
  });

  it('the rich-text refusal passes through, naming the block and the reason', async () => {
    const response = await owner.post('/api/owner/coaches', coach({ bio: doc(paragraph('Fine'), header('Too deep', 5)) }));
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'rich_text_invalid', params: { block: 2, reason: 'header_level' } });
  });

  it('a change is checked as a creation is: a photo never uploaded, 400 upload_not_found', async () => {
    const { id } = await add();
    const response = await owner.put(`/api/owner/coaches/${id}`, coach({ photoUploadId: MISSING_UPLOAD }));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('upload_not_found');
  });

  it('accepts the limits: 100-character name, 120-character tagline, 10 items of 40 characters', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => `${i}`.padEnd(40, 'x'));
    await add({ name: long(100), tagline: long(120), certifications: ten, levels: ten, languages: ten });
  });
});

describe('the bio is stored sanitised', () => {
  it('a <script> and event handlers are stripped; allowed markup stays', async () => {
    const dirty = doc(
      paragraph('Hello<script>alert(1)</script> <b onclick="steal()">world</b> <u>under</u>'),
      header('<img src=x onerror="alert(1)">Style', 3),
    );
    const { id } = await add({ bio: dirty });
    const [row] = await t.database.db.select().from(coaches).where(eq(coaches.id, id));
    const stored = JSON.stringify(row.bio);
    for (const bad of ['<script', 'alert(1)', 'onclick', '<img', 'onerror']) expect(stored).not.toContain(bad);
    expect(row.bio.blocks[0].data.text).toBe('Hello <b>world</b> <u>under</u>');
    expect(row.bio.blocks[1].data.text).toBe('Style');
    expect(row.bioPreset).toBe('essential');
    const shown = (await visitor().get('/api/coaches')).json().items[0];
    expect(shown.bio).toEqual(row.bio);
  });
});

describe('who may write', () => {
  const routes: [string, (id: number) => [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: Record<string, unknown>]][] = [
    ['list', () => ['GET', '/api/owner/coaches']],
    ['add', () => ['POST', '/api/owner/coaches', coach()]],
    ['change', (id) => ['PUT', `/api/owner/coaches/${id}`, coach({ name: 'Changed' })]],
    ['remove', (id) => ['DELETE', `/api/owner/coaches/${id}`]],
    ['reorder', (id) => ['POST', '/api/owner/coaches/order', { ids: [id] }]],
  ];

  it.each(routes)('%s: a member 403, a visitor 401, nothing written', async (_label, request) => {
    const { id } = await add();
    for (const [who, status] of [
      [member, 403],
      [visitor(), 401],
    ] as const) {
      const [method, url, body] = request(id);
      const before = await databaseState(t);
      const response = await who.request({ method, url, payload: body });
      expect(response.statusCode).toBe(status);
      expect(response.json().code).toBe(status === 403 ? 'owner_only' : 'login_required');
      expect(await databaseState(t)).toEqual(before);
    }
  });
});
