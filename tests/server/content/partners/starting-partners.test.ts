/**
 * A new venue's partners (issue 25): the badminton association link the product keeps starts as an
 * ordinary partner row (first, published, https), which the owner edits or removes like any other;
 * a venue already in use (an account or a partner) never gets it back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BADMINTON_ASSOCIATION_URL, seedStartingPartners } from '../../../../server/seed/starting-partners.js';
import { Agent, agentFor, createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('starting partners', () => {
  it('a venue’s first start lists the badminton association, which the owner can change and remove for good', async () => {
    expect(await seedStartingPartners(t.database.db)).toBe(true);
    // Idempotent: a second start adds nothing.
    expect(await seedStartingPartners(t.database.db)).toBe(false);

    const { items } = (await new Agent(t.app).get('/api/partners')).json();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ name: 'Badminton Canada', url: BADMINTON_ASSOCIATION_URL, logoUrl: null });
    expect(items[0].description.blocks[0].data.text).toMatch(/^A pickleball court has the same footprint/);
    expect(BADMINTON_ASSOCIATION_URL).toBe('https://www.badmintoncanada.ca');

    const { agent: owner } = await agentFor(t, ['owner']);
    const [row] = (await owner.get('/api/owner/partners')).json().items;
    expect(row).toMatchObject({ name: 'Badminton Canada', published: true, order: 0 });
    const renamed = await owner.put(`/api/owner/partners/${row.id}`, {
      name: 'Badminton Ontario',
      url: 'https://www.badmintonontario.ca',
      description: row.description,
      published: true,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await new Agent(t.app).get('/api/partners')).json().items[0]).toMatchObject({ name: 'Badminton Ontario', url: 'https://www.badmintonontario.ca' });

    expect((await owner.delete(`/api/owner/partners/${row.id}`)).statusCode).toBe(204);
    // Removed is removed: the venue has an owner now, so a restart does not bring it back.
    expect(await seedStartingPartners(t.database.db)).toBe(false);
    expect((await new Agent(t.app).get('/api/partners')).json().items).toEqual([]);
  });
});
