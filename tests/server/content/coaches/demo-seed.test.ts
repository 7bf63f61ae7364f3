/**
 * The demo's content (issue 14): two published coaches whose bios have a header, a list and a
 * link, one hidden coach, and three partners with https sites (the badminton association first, as
 * a new venue starts), all written through the validator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../../server/seed/demo.js';
import { Agent, createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoData(t.database.db)).toBe(true);
});
afterAll(() => t.close());

describe('demo coaches and partners', () => {
  it('two published coaches, each bio with a header, a list and an https link', async () => {
    const { items } = (await new Agent(t.app).get('/api/coaches')).json();
    expect(items).toHaveLength(2);
    for (const coach of items as { bio: { blocks: { type: string; data: Record<string, unknown> }[] }; tagline: string }[]) {
      const types = coach.bio.blocks.map((block) => block.type);
      expect(types).toContain('header');
      expect(types).toContain('list');
      expect(JSON.stringify(coach.bio)).toMatch(/<a href=\\"https:\/\/[^"\\]+\\"/);
      expect(coach.tagline).not.toBe('');
    }
  });

  it('a third coach is hidden: the owner sees three', async () => {
    const owner = new Agent(t.app);
    await owner.login('owner@example.com', 'demo-pass-2026');
    const { items } = (await owner.get('/api/owner/coaches')).json();
    expect(items).toHaveLength(3);
    expect(items.filter((coach: { published: boolean }) => !coach.published)).toHaveLength(1);
  });

  it('three partners with https sites, the badminton association first (a new venue starts with it)', async () => {
    const { items } = (await new Agent(t.app).get('/api/partners')).json();
    expect(items.map((partner: { name: string }) => partner.name)).toEqual(['Badminton Canada', 'Pickleball Canada', 'Dink & Drive Paddle Shop']);
    expect(items[0].url).toBe('https://www.badmintoncanada.ca');
    for (const partner of items as { url: string }[]) expect(partner.url).toMatch(/^https:\/\//);
  });
});
