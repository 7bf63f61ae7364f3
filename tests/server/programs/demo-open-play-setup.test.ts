/**
 * Issue 29, the demo's setup: every weekly drop-in runs as open play (doubles, bands 2.5-3.0 / 3.5 /
 * 4.0+; by level band on the mixed and intermediate nights, first in line on the levelled ones), so
 * today's and tomorrow's sessions are open play whatever the day; the demo accounts and the member's
 * child carry a self-rated level.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../server/lib/venue-time.js';
import { seedDemoData } from '../../../server/seed/demo.js';
import { Agent, createTestApp, type TestApp } from '../helpers/test-app.js';

const NOW = '2026-03-05T15:00:00Z'; // Thursday 10:00 in Toronto
const TODAY = '2026-03-05';
const BANDS = ['2.5-3.0', '3.5', '4.0+'];

interface Template {
  weekday: number;
  level: string;
  openPlay: { rule: string; format: string; winnersStay: number; bands: string[] } | null;
}

describe('the demo’s open play setup', () => {
  let t: TestApp;
  const login = async (email: string) => {
    const agent = new Agent(t.app);
    await agent.login(email, 'demo-pass-2026');
    return agent;
  };
  beforeAll(async () => {
    t = await createTestApp();
    t.app.clock.now = () => new Date(NOW);
    expect(await seedDemoData(t.database.db, new Date(NOW))).toBe(true);
    await t.app.programSchedule.topUp();
  });
  afterAll(() => t.close());

  it('runs every weekly drop-in as open play, each rule on some night, so every day of the week has one', async () => {
    const owner = await login('owner@example.com');
    const templates = (await owner.get('/api/owner/drop-in/templates')).json<{ items: Template[] }>().items;
    expect(templates.length).toBeGreaterThanOrEqual(7);
    for (const template of templates) expect(template.openPlay, template.level).toMatchObject({ format: 'doubles', bands: BANDS });
    const rules = (level: string) => new Set(templates.filter((template) => template.level.startsWith(level)).map((template) => template.openPlay!.rule));
    expect(rules('All levels')).toEqual(new Set(['by_band']));
    expect(rules('Intermediate')).toEqual(new Set(['by_band']));
    expect(rules('Beginner')).toEqual(new Set(['first_in_line']));
    expect(rules('Advanced')).toEqual(new Set(['first_in_line']));
    expect(new Set(templates.map((template) => template.weekday))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));

    const sessions = (await owner.get(`/api/programs/sessions?kind=drop_in&from=${TODAY}&to=${addDays(TODAY, 1)}`)).json<{
      items: { date: string; openPlay: unknown }[];
    }>().items;
    for (const date of [TODAY, addDays(TODAY, 1)]) expect(sessions.filter((session) => session.date === date).length, date).toBeGreaterThan(0);
    for (const session of sessions) expect(session.openPlay).toMatchObject({ bands: BANDS });
  });

  it('gives the demo accounts and the member’s child a self-rated level', async () => {
    const levels = await Promise.all(
      ['owner@example.com', 'admin@example.com', 'member@example.com'].map(
        async (email) => (await (await login(email)).get('/api/users/me')).json<{ selfRatedLevel: number }>().selfRatedLevel,
      ),
    );
    expect(levels).toEqual([3.5, 4, 3]);
    const family = (await (await login('member@example.com')).get('/api/household/members')).json<{ items: { firstName: string; selfRatedLevel: number }[] }>();
    expect(family.items.map((member) => [member.firstName, member.selfRatedLevel])).toEqual([['Leo', 2.5]]);
  });
});
