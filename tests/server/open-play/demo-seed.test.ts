/**
 * The demo's open play: seeded on a Tuesday at 17:50 in Toronto, today's evening drop-in (18:00) and
 * tomorrow's have regulars checked in and games under way, consistent with the rows the server
 * keeps (a Game over on a seeded game rotates the court); the morning's, already over, is left to
 * the top-up, which makes no second session for a seeded date.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPlayGames } from '../../../server/db/schema.js';
import { seedDemoData } from '../../../server/seed/demo.js';
import { Agent, createTestApp, type TestApp } from '../helpers/test-app.js';
import type { View } from './support.js';

const NOW = '2026-03-03T22:50:00Z'; // Tuesday 17:50 in Toronto
const TODAY = '2026-03-03';
const TOMORROW = '2026-03-04';

interface SessionItem {
  id: number;
  date: string;
  startsAt: string;
  endsAt: string;
  openPlay: unknown;
}

describe('the demo’s open play', () => {
  let t: TestApp;
  let owner: Agent;
  let sessions: SessionItem[];
  beforeAll(async () => {
    t = await createTestApp();
    t.app.clock.now = () => new Date(NOW);
    expect(await seedDemoData(t.database.db, new Date(NOW))).toBe(true);
    await t.app.programSchedule.topUp();
    owner = new Agent(t.app);
    await owner.login('owner@example.com', 'demo-pass-2026');
    const answer = await owner.get(`/api/programs/sessions?kind=drop_in&from=${TODAY}&to=${TOMORROW}`);
    expect(answer.statusCode, answer.body).toBe(200);
    sessions = answer.json<{ items: SessionItem[] }>().items;
  });
  afterAll(() => t.close());

  it('today’s and tomorrow’s open play drop-ins still to end have 8 to 14 checked-in players and games under way', async () => {
    const live = sessions.filter((session) => session.openPlay !== null && Date.parse(session.endsAt) > Date.parse(NOW));
    expect(live.map((session) => session.date)).toContain(TODAY);
    expect(live.map((session) => session.date)).toContain(TOMORROW);
    for (const session of live) {
      const view = (await owner.get(`/api/open-play/sessions/${session.id}`)).json<View & { upNext: unknown[] }>();
      const present = new Set([
        ...view.line.map((entry) => entry.registrationId),
        ...view.courts.flatMap((court) => court.game?.players.map((p) => p.registrationId) ?? []),
      ]);
      expect(present.size, `session ${session.id}`).toBeGreaterThanOrEqual(8);
      expect(present.size).toBeLessThanOrEqual(14);
      expect(view.courts.every((court) => court.state === 'playing')).toBe(true);
      expect(view.line.length).toBeGreaterThan(0);
      expect(Object.values(view.gamesPlayed).some((games) => games >= 2)).toBe(true);
      // The state's games are the rows still on.
      const onRows = await t.database.db.select().from(openPlayGames).where(eq(openPlayGames.sessionId, session.id));
      expect(
        onRows
          .filter((row) => row.endedAt === null)
          .map((row) => row.id)
          .sort(),
      ).toEqual(view.courts.map((court) => court.game!.id).sort());
      expect(new Set(view.courts.flatMap((court) => court.game!.players.map((player) => player.name))).size).toBe(view.courts.length * 4);
    }
  });

  it('a seeded game ends like any other: the court is assigned again at once', async () => {
    const session = sessions.find((candidate) => candidate.openPlay !== null && candidate.date === TODAY && Date.parse(candidate.endsAt) > Date.parse(NOW))!;
    const before = (await owner.get(`/api/open-play/sessions/${session.id}`)).json<View>();
    const game = before.courts[0].game!;
    const ended = await owner.post(`/api/open-play/games/${game.id}/end`, { score: { a: 11, b: 7 } });
    expect(ended.statusCode, ended.body).toBe(200);
    const after = ended.json<View>();
    expect(after.version).toBe(before.version + 1);
    expect(after.courts[0].game!.id).not.toBe(game.id);
  });

  it('the morning’s session, already over, is not seeded; the top-up makes no second session for a seeded date', () => {
    const perTemplateDay = new Map<string, number>();
    for (const session of sessions)
      perTemplateDay.set(`${session.date} ${session.startsAt}`, (perTemplateDay.get(`${session.date} ${session.startsAt}`) ?? 0) + 1);
    expect([...perTemplateDay.values()].every((count) => count === 1)).toBe(true);
    expect(sessions.filter((session) => session.date === TODAY && Date.parse(session.endsAt) <= Date.parse(NOW))).toEqual([]);
  });
});
