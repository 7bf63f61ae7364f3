/**
 * Issue 25, "Members see odd things": the demo's programs are placed relative to today on ordinary
 * days (a junior camp ran December 21–25, Christmas Day included), and the tournament's deadline is
 * 23:59 on the last day, never a midnight that reads "January 1, 2027 at 12:00 a.m.".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, describeInstant, venueWallClock, wallClock } from '../../../server/lib/venue-time.js';
import { holidayOn, holidaysOf, weekdayOf } from '../../../server/seed/canadian-holidays.js';
import { planDemoEvents } from '../../../server/seed/demo-events.js';
import { seedDemoData } from '../../../server/seed/demo.js';
import { Agent, createTestApp, type TestApp } from '../helpers/test-app.js';

const ZONE = 'America/Toronto';
const MONDAY = 1;
const FRIDAY = 5;
const SUNDAY = 0;

describe('the Canadian holidays the demo avoids', () => {
  it('knows the moving ones and the days a weekend holiday is observed on', () => {
    const in2026 = holidaysOf(2026);
    expect(in2026.get('2026-02-16')).toBe('Family Day');
    expect(in2026.get('2026-04-03')).toBe('Good Friday');
    expect(in2026.get('2026-05-18')).toBe('Victoria Day');
    expect(in2026.get('2026-09-07')).toBe('Labour Day');
    expect(in2026.get('2026-10-12')).toBe('Thanksgiving');
    // Boxing Day 2026 is a Saturday: observed on Monday the 28th.
    expect(in2026.get('2026-12-28')).toBe('Boxing Day (observed)');
    // 2027: Christmas on a Saturday, Boxing Day on a Sunday: Monday and Tuesday after.
    expect([holidayOn('2027-12-27'), holidayOn('2027-12-28')]).toEqual(['Christmas Day (observed)', 'Boxing Day (observed)']);
    expect(holidayOn('2027-03-26')).toBe('Good Friday');
    expect(holidayOn('2027-07-01')).toBe('Canada Day');
    expect(holidayOn('2026-12-22')).toBeNull();
  });
});

describe('the demo’s programs for any today', () => {
  // Every day of two years: the holidays fall on each weekday in turn, and Christmas on a weekend too.
  const days = Array.from({ length: 731 }, (_, index) => addDays('2026-01-01', index));

  it('never fall on a holiday, keep their weekdays, and stay three weeks out', () => {
    for (const today of days) {
      const plan = planDemoEvents(today);
      const all = [...plan.camp, plan.clinic, ...plan.lessons, plan.social, plan.tournament];
      for (const date of all) expect(holidayOn(date), `${date}, planned on ${today}`).toBeNull();
      for (const date of all) expect(date.endsWith('-12-24') || date.endsWith('-12-31'), `${date}, planned on ${today}`).toBe(false);
      // The camp is one Monday-to-Friday week; the lessons four Mondays; the social a Friday, the tournament a Sunday.
      expect(plan.camp.map(weekdayOf)).toEqual([1, 2, 3, 4, 5]);
      expect(plan.camp).toEqual([0, 1, 2, 3, 4].map((day) => addDays(plan.camp[0], day)));
      expect(plan.lessons).toHaveLength(4);
      expect(new Set(plan.lessons.map(weekdayOf))).toEqual(new Set([MONDAY]));
      expect([...plan.lessons].sort()).toEqual(plan.lessons);
      expect(weekdayOf(plan.clinic)).toBeGreaterThanOrEqual(MONDAY);
      expect(weekdayOf(plan.clinic)).toBeLessThanOrEqual(FRIDAY);
      expect(weekdayOf(plan.social)).toBe(FRIDAY);
      expect(weekdayOf(plan.tournament)).toBe(SUNDAY);
      // Far enough ahead that the end-to-end tests' court bookings (the next two weeks) never meet them.
      for (const date of all) expect(date > addDays(today, 16), `${date}, planned on ${today}`).toBe(true);
      expect(plan.earlyBirdUntil).toBe(addDays(today, 14));
    }
  });

  it('close the tournament’s entries at 23:59 venue time before it starts, never at a midnight read as 12:00 a.m.', () => {
    for (const today of days) {
      const { tournament, tournamentClosesOn } = planDemoEvents(today);
      const closesAt = wallClock(tournamentClosesOn, 23 * 60 + 59, ZONE);
      expect(venueWallClock(closesAt, ZONE)).toEqual({ date: tournamentClosesOn, time: '23:59' });
      expect(tournamentClosesOn < tournament).toBe(true);
      expect(tournamentClosesOn > today).toBe(true);
      expect(describeInstant(closesAt, ZONE, 'en-CA')).not.toMatch(/12:00\sa\.m\./);
      expect(describeInstant(closesAt, ZONE, 'fr-CA')).not.toMatch(/00 h 00/);
    }
  });
});

describe('the demo seeded on November 27, 2026 (the issue’s day: four weeks on is Christmas week)', () => {
  const NOW = '2026-11-27T15:00:00Z';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.clock.now = () => new Date(NOW);
    expect(await seedDemoData(t.database.db, new Date(NOW))).toBe(true);
  });
  afterAll(() => t.close());

  interface Detail {
    kind: string;
    title: string;
    registration: string;
    registrationClosesAt: string | null;
    sessions: { date: string; startsAt: string; endsAt: string }[];
  }

  it('places every program on an ordinary day, the camp on a whole week clear of the holidays, each open for registration', async () => {
    const agent = new Agent(t.app);
    const { items } = (await agent.get('/api/programs')).json<{ items: { id: number }[] }>();
    const details = await Promise.all(items.map(async (item) => (await agent.get(`/api/programs/${item.id}`)).json<Detail>()));
    expect(details.map((detail) => detail.kind).sort()).toEqual(['camp', 'clinic', 'lesson', 'social', 'tournament']);
    for (const detail of details) {
      expect(detail.registration, detail.title).toBe('open');
      for (const session of detail.sessions) {
        expect(holidayOn(session.date), `${detail.title} on ${session.date}`).toBeNull();
        expect(venueWallClock(new Date(session.startsAt), ZONE).date).toBe(session.date);
      }
    }
    const camp = details.find((detail) => detail.kind === 'camp')!;
    expect(camp.sessions.map((session) => session.date)).toEqual(['2027-01-04', '2027-01-05', '2027-01-06', '2027-01-07', '2027-01-08']);
    const social = details.find((detail) => detail.kind === 'social')!;
    expect(social.sessions.map((session) => session.date)).toEqual(['2027-01-08']);
  });

  it('closes the tournament’s entries at 11:59 p.m. on December 31', async () => {
    const agent = new Agent(t.app);
    const { items } = (await agent.get('/api/programs?kind=tournament')).json<{ items: Detail[] }>();
    const [tournament] = items;
    expect(tournament.registrationClosesAt).not.toBeNull();
    const closesAt = new Date(tournament.registrationClosesAt!);
    expect(venueWallClock(closesAt, ZONE)).toEqual({ date: '2026-12-31', time: '23:59' });
    expect(describeInstant(closesAt, ZONE, 'en-CA')).toBe('Thursday, December 31, 2026 at 11:59 p.m. EST');
  });
});
