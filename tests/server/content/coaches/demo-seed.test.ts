/**
 * The demo's content (issue 14): two published coaches whose bios have a header, a list and a
 * link, one hidden coach, and three partners with https sites (the badminton association first, as
 * a new venue starts), all written through the validator; and every text of the demo's content in
 * English and French.
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

  it('in both languages: a French reader gets French taglines, bios, descriptions, titles and the alert, none marked as English', async () => {
    const french = new Agent(t.app);
    const FR = { headers: { 'accept-language': 'fr-CA' } };
    const coaches = (await french.get('/api/coaches', FR)).json().items as { tagline: string; lang?: string; langs?: object }[];
    expect(coaches.map((coach) => coach.tagline)).toEqual([
      'De votre premier service à votre premier tournoi',
      'Exercices et stratégie pour les joueurs de compétition',
    ]);
    const partners = (await french.get('/api/partners', FR)).json().items as { description: unknown; lang?: string }[];
    expect(JSON.stringify(partners[1].description)).toContain('L’organisme national du sport');
    const programs = (await french.get('/api/programs', FR)).json().items as { title: string; lang?: string }[];
    expect(programs.map((program) => program.title)).toContain('Camp de printemps junior');
    const alert = (await french.get('/api/app-alert', FR)).json();
    expect(alert.message).toMatch(/^Bienvenue/);
    for (const item of [...coaches, ...partners, ...programs, alert]) {
      expect(item.lang).toBeUndefined();
      expect((item as { langs?: object }).langs).toBeUndefined();
    }
    const owner = new Agent(t.app);
    await owner.login('owner@example.com', 'demo-pass-2026');
    const templates = (await owner.get('/api/owner/drop-in/templates')).json().items as { title: { en: string; fr: string } }[];
    expect(templates.length).toBeGreaterThan(0);
    for (const template of templates) expect(template.title.fr).toMatch(/^Jeu libre/);
  });
});
