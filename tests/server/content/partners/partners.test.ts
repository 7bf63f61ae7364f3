/**
 * Partners (issue 14): GET /api/partners (public, published only, by display order then name, the
 * logo as an upload's address) and the owner's CRUD and reorder under /api/owner/partners. The
 * website is https only (400 url_not_https), the description is validated under `minimal` and
 * stored sanitised; every refusal writes nothing; members get 403 and visitors 401 on owner routes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { partners } from '../../../../server/db/schema.js';
import { HTTPS_URL_MESSAGE } from '../../../../server/lib/content-fields.js';
import { MISSING_UPLOAD, doc, header, list, paragraph, storedUpload } from '../coaches/support.js';
import { databaseState } from '../../helpers/db-state.js';
import { Agent, agentFor, createTestApp, type TestApp } from '../../helpers/test-app.js';

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
  await t.database.db.delete(partners);
});

const description = doc(paragraph('The <b>national</b> body: <a href="https://pickleballcanada.org">rules</a>.'), list(['Rankings', 'Tournaments']));
const partner = (overrides: Record<string, unknown> = {}) => ({
  name: 'Pickleball Canada',
  logoUploadId: null,
  url: 'https://pickleballcanada.org',
  description,
  published: true,
  ...overrides,
});
const add = async (overrides: Record<string, unknown> = {}) => {
  const response = await owner.post('/api/owner/partners', partner(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};

describe('owner CRUD', () => {
  it('adds a partner (last in the list) with its logo as an address, lists it, changes it and removes it', async () => {
    const logo = await storedUpload(t);
    const first = await add({ name: 'First' });
    const created = await add({ logoUploadId: logo });
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Pickleball Canada',
      logoUrl: `/api/uploads/${logo}`,
      logoUploadId: logo,
      url: 'https://pickleballcanada.org',
      // The owner reads both languages; a plain document was English.
      description: { en: description, fr: null },
      order: first.order + 1,
      published: true,
    });
    expect((await owner.get('/api/owner/partners')).json().items.map((item: { id: number }) => item.id)).toEqual([first.id, created.id]);

    const changed = await owner.put(`/api/owner/partners/${created.id}`, partner({ name: 'Renamed', url: null, published: false }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: created.id, name: 'Renamed', url: null, logoUrl: null, published: false, order: created.order });

    expect((await owner.delete(`/api/owner/partners/${created.id}`)).statusCode).toBe(204);
    expect((await owner.get('/api/owner/partners')).json().items).toHaveLength(1);
  });

  it('fills what may be left out (no logo, no site, shown) and takes an empty address as no site', async () => {
    const bare = await owner.post('/api/owner/partners', { name: 'Bare', description: doc() });
    expect(bare.statusCode, bare.body).toBe(201);
    expect(bare.json()).toMatchObject({ logoUrl: null, url: null, published: true, order: 0 });
    expect((await add({ url: '' })).url).toBeNull();
  });

  it('a partner that does not exist: 404 partner_not_found on change and removal', async () => {
    const changed = await owner.put('/api/owner/partners/999999', partner());
    expect(changed.statusCode).toBe(404);
    expect(changed.json().code).toBe('partner_not_found');
    const removed = await owner.delete('/api/owner/partners/999999');
    expect(removed.json().code).toBe('partner_not_found');
  });
});

describe('GET /api/partners (public)', () => {
  it('shows published partners only, by display order then name, without the owner fields', async () => {
    await add({ name: 'Zed Shop', order: 1 });
    await add({ name: 'Hidden', order: 0, published: false });
    await add({ name: 'Ace Club', order: 1 });
    await add({ name: 'Main Sponsor', order: 0 });
    const response = await visitor().get('/api/partners');
    expect(response.statusCode).toBe(200);
    const items = response.json().items;
    expect(items.map((item: { name: string }) => item.name)).toEqual(['Main Sponsor', 'Ace Club', 'Zed Shop']);
    expect(Object.keys(items[0]).sort()).toEqual(['description', 'id', 'logoUrl', 'name', 'url']);
  });
});

describe('POST /api/owner/partners/order', () => {
  it('puts the partners in the order given', async () => {
    const [a, b] = [await add({ name: 'A' }), await add({ name: 'B' })];
    const response = await owner.post('/api/owner/partners/order', { ids: [b.id, a.id] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items.map((item: { name: string; order: number }) => [item.name, item.order])).toEqual([
      ['B', 0],
      ['A', 1],
    ]);
  });

  it('a list that is not exactly the current ids: 400 order_ids_mismatch, nothing written', async () => {
    const [a, b] = [await add({ name: 'A' }), await add({ name: 'B' })];
    for (const ids of [[a.id], [a.id, a.id], [a.id, b.id, 999_999], []]) {
      const before = await databaseState(t);
      const response = await owner.post('/api/owner/partners/order', { ids });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('order_ids_mismatch');
      expect(await databaseState(t)).toEqual(before);
    }
  });
});

describe('validation: 400 naming the field, nothing written', () => {
  const cases: [label: string, overrides: Record<string, unknown>, field: string, code: string][] = [
    ['an empty name', { name: '' }, 'name', 'invalid_field'],
    ['a 101-character name', { name: 'x'.repeat(101) }, 'name', 'invalid_field'],
    ['an http:// site', { url: 'http://pickleballcanada.org' }, 'url', 'url_not_https'],
    ['a javascript: site', { url: 'javascript:alert(1)' }, 'url', 'url_not_https'],
    ['a data: site', { url: 'data:text/html,<script>alert(1)</script>' }, 'url', 'url_not_https'],
    ['a site path, not an address', { url: '/partners' }, 'url', 'url_not_https'],
    ['not an address at all', { url: 'pickleball canada' }, 'url', 'url_not_https'],
    ['a logo never uploaded', { logoUploadId: MISSING_UPLOAD }, 'logoUploadId', 'upload_not_found'],
    ['a logo id that is not a uuid', { logoUploadId: '42' }, 'logoUploadId', 'invalid_field'],
    ['no description', { description: undefined }, 'description', 'invalid_field'],
    ['a description without blocks', { description: { time: 1 } }, 'description', 'rich_text_invalid'],
    ['a description with a quote (not in minimal)', { description: doc({ type: 'quote', data: { text: 'Great club' } }) }, 'description', 'rich_text_invalid'],
    ['a description with a level-4 header (not in minimal)', { description: doc(header('Small', 4)) }, 'description', 'rich_text_invalid'],
    [
      'a description with a nested list (not in minimal)',
      { description: doc(list([{ content: 'Outer', items: [{ content: 'Inner', meta: {}, items: [] }] }])) },
      'description',
      'rich_text_invalid',
    ],
  ];

  it.each(cases)('%s', async (_label, overrides, field, code) => {
    const before = await databaseState(t);
    const response = await owner.post('/api/owner/partners', partner(overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe(code);
    expect(response.json().fields).toHaveProperty([field]);
    expect(await databaseState(t)).toEqual(before);
  });

  it('url_not_https says what to do and names the field', async () => {
    const response = await owner.post('/api/owner/partners', partner({ url: 'http://example.com' }));
    expect(response.json()).toMatchObject({ message: HTTPS_URL_MESSAGE, fields: { url: HTTPS_URL_MESSAGE }, params: { field: 'url' } });
  });

  it('a change is checked as a creation is: an http:// site, 400 url_not_https', async () => {
    const { id } = await add();
    const response = await owner.put(`/api/owner/partners/${id}`, partner({ url: 'http://example.com' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('url_not_https');
  });

  it('the description is stored sanitised under minimal: no script, no underline (an essential tool)', async () => {
    const { id } = await add({ description: doc(paragraph('Shop<script>alert(1)</script> <u>now</u> <i onmouseover="x()">here</i>')) });
    const [row] = await t.database.db.select().from(partners).where(eq(partners.id, id));
    const text = String(row.description.blocks[0].data.text);
    expect(text).not.toContain('<script');
    expect(text).not.toContain('<u>');
    expect(text).not.toContain('onmouseover');
    expect(text).toContain('<i>here</i>');
    expect(row.descriptionPreset).toBe('minimal');
  });
});

describe('who may write', () => {
  it.each([
    ['list', 'GET', () => '/api/owner/partners', undefined],
    ['add', 'POST', () => '/api/owner/partners', partner()],
    ['change', 'PUT', (id: number) => `/api/owner/partners/${id}`, partner({ name: 'Changed' })],
    ['remove', 'DELETE', (id: number) => `/api/owner/partners/${id}`, undefined],
    ['reorder', 'POST', () => '/api/owner/partners/order', { ids: [] }],
  ] as const)('%s: a member 403, a visitor 401, nothing written', async (_label, method, url, body) => {
    const { id } = await add();
    for (const [who, status] of [
      [member, 403],
      [visitor(), 401],
    ] as const) {
      const before = await databaseState(t);
      const response = await who.request({ method, url: url(id), payload: body });
      expect(response.statusCode).toBe(status);
      expect(await databaseState(t)).toEqual(before);
    }
  });
});
