import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { book, memberAgent, setUpVenue } from '../booking/support.js';
import { Agent } from '../helpers/test-app.js';
import { addTemplate, createProgramsApp, registerAndPay, registrationLine, resetPrograms, sessionsBetween, type ProgramsTestApp } from '../programs/support.js';

// GET /api/whats-on: the home page's one read. The clock stands on Monday 2 March 2026, 9:00 a.m. in
// Toronto; the venue has 6 courts (4 offered online) open 07:00–22:00 every day.

interface WhatsOn {
  now: string;
  timeZone: string;
  today: string;
  courts: {
    date: string;
    day: 'today' | 'tomorrow';
    closed: boolean;
    hours: { startTime: string; endTime: string; freeCourts: number; bookable: boolean }[];
    perHourCents: number;
    memberPerHourCents: number;
  };
  dropIns: {
    id: number;
    title: string;
    level: string;
    date: string;
    day: string;
    startTime: string;
    endTime: string;
    spotsLeft: number;
    capacity: number;
    priceCents: number;
    memberPriceCents: number;
  }[];
  programs: {
    id: number;
    kind: string;
    title: string;
    firstDate: string;
    lastDate: string;
    spotsLeft: number;
    capacity: number;
    priceFromCents: number;
    registration: string;
  }[];
}

let t: ProgramsTestApp;
let visitor: Agent;
beforeAll(async () => {
  t = await createProgramsApp();
  visitor = new Agent(t.app);
});
afterAll(async () => t.close());
beforeEach(async () => resetPrograms(t));

async function whatsOn(agent = visitor) {
  const response = await agent.get('/api/whats-on');
  expect(response.statusCode).toBe(200);
  return response.json<WhatsOn>();
}

const CAMP = {
  kind: 'camp',
  title: 'March break camp',
  level: 'Beginner',
  capacity: 3,
  minAge: 8,
  maxAge: 12,
  memberPriceCents: 20000,
  nonMemberPriceCents: 25000,
  earlyBirdPriceCents: 18000,
  earlyBirdUntil: '2026-03-04',
  cancellationCutoffHours: 72,
  published: true,
  sessions: ['2026-03-09', '2026-03-10', '2026-03-11'].map((date) => ({ date, startTime: '09:00', endTime: '12:00', courts: [3, 4] })),
};

async function createProgram(body: Record<string, unknown>) {
  const response = await t.owner.post('/api/owner/programs', { ...CAMP, ...body });
  if (response.statusCode !== 201) throw new Error(`program refused: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number }>();
}

describe('GET /api/whats-on: courts', () => {
  it('lists the rest of today hour by hour with the courts free online, capped at the online limit', async () => {
    // Three courts held at 2 p.m. leave 3 of 6 free: all 3 are offered. The 9 a.m. hour has started.
    for (const court of [1, 2, 3]) {
      const { agent } = await memberAgent(t);
      expect((await book(agent, { date: '2026-03-02', startTime: '14:00', hours: 1, court })).statusCode).toBe(201);
    }
    const answer = await whatsOn();
    expect(answer).toMatchObject({ timeZone: 'America/Toronto', today: '2026-03-02', now: '2026-03-02T14:00:00.000Z' });
    expect(answer.courts).toMatchObject({ date: '2026-03-02', day: 'today', closed: false, perHourCents: 3000, memberPerHourCents: 2000 });
    expect(answer.courts.hours.map((hour) => hour.startTime)).toEqual([
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
      '20:00',
      '21:00',
    ]);
    expect(answer.courts.hours.find((hour) => hour.startTime === '14:00')).toMatchObject({ endTime: '15:00', freeCourts: 3, bookable: true });
    expect(answer.courts.hours.find((hour) => hour.startTime === '15:00')).toMatchObject({ freeCourts: 4, bookable: true });
  });

  it('says an hour with no court left is full, not bookable', async () => {
    await setUpVenue(t, { numberOfCourts: 1, maxNumberOfOnlineOpenCourtsShown: 1 });
    const { agent } = await memberAgent(t);
    expect((await book(agent, { date: '2026-03-02', startTime: '11:00', hours: 1, court: 1 })).statusCode).toBe(201);
    const hour = (await whatsOn()).courts.hours.find((slot) => slot.startTime === '11:00');
    expect(hour).toMatchObject({ freeCourts: 0, bookable: false });
  });

  it('moves to tomorrow once today’s last hour has started', async () => {
    t.setNow('2026-03-03T02:30:00Z'); // Monday 9:30 p.m.
    const answer = await whatsOn();
    expect(answer.courts).toMatchObject({ date: '2026-03-03', day: 'tomorrow', closed: false });
    expect(answer.courts.hours).toHaveLength(15);
    expect(answer.courts.hours[0]).toMatchObject({ startTime: '07:00', freeCourts: 4, bookable: true });
  });

  it('moves to tomorrow when the venue is closed today, and says when tomorrow is closed too', async () => {
    await setUpVenue(t, { mondayOpeningTimeInMins: 0, mondayClosingTimeInMins: 0 });
    expect((await whatsOn()).courts).toMatchObject({ date: '2026-03-03', day: 'tomorrow', closed: false });
    await setUpVenue(t, { mondayOpeningTimeInMins: 0, mondayClosingTimeInMins: 0, tuesdayOpeningTimeInMins: 0, tuesdayClosingTimeInMins: 0 });
    expect((await whatsOn()).courts).toMatchObject({ date: '2026-03-03', day: 'tomorrow', closed: true, hours: [] });
  });
});

describe('GET /api/whats-on: drop-ins', () => {
  it('lists today’s and tomorrow’s sessions with a spot left, soonest first, with the visitor’s and the member’s price', async () => {
    // Tuesday 18:00–20:00, 8 places; Monday 18:00–19:00 on court 3, 1 place (taken below); Monday 8:00 (started); Wednesday (too far).
    await addTemplate(t);
    await addTemplate(t, { weekday: 1, level: 'Advanced 4.0+', startTime: '18:00', endTime: '19:00', courts: [3], playersPerCourt: 1 });
    await addTemplate(t, { weekday: 1, level: 'Early birds', startTime: '08:00', endTime: '10:00', courts: [5] });
    await addTemplate(t, { weekday: 3, level: 'Wednesday', courts: [4] });
    const [full] = (await sessionsBetween(t.owner, '2026-03-02', '2026-03-02')).filter((session) => session.capacity === 1);
    const { agent } = await memberAgent(t);
    await registerAndPay(t, agent, [registrationLine(full.id)]);

    const { dropIns } = await whatsOn();
    expect(dropIns).toEqual([
      expect.objectContaining({
        title: 'Drop-in',
        level: 'Intermediate 3.0–3.5',
        date: '2026-03-03',
        day: 'tomorrow',
        startTime: '18:00',
        endTime: '20:00',
        spotsLeft: 8,
        capacity: 8,
        priceCents: 1200,
        memberPriceCents: 800,
      }),
    ]);
  });

  it('lists at most four, and counts places taken', async () => {
    for (const [index, court] of [1, 2, 3, 4, 5].entries())
      await addTemplate(t, { weekday: 2, level: `Level ${index + 1}`, startTime: `${10 + index * 2}:00`, endTime: `${11 + index * 2}:00`, courts: [court] });
    const [first] = await sessionsBetween(t.owner, '2026-03-03', '2026-03-03');
    const { agent } = await memberAgent(t);
    await registerAndPay(t, agent, [registrationLine(first.id)]);
    const { dropIns } = await whatsOn();
    expect(dropIns.map((session) => [session.level, session.startTime, session.spotsLeft])).toEqual([
      ['Level 1', '10:00', 3],
      ['Level 2', '12:00', 4],
      ['Level 3', '14:00', 4],
      ['Level 4', '16:00', 4],
    ]);
  });
});

describe('GET /api/whats-on: programs', () => {
  it('lists the next programs not yet started, soonest first, at most four, with the lowest price anyone pays today', async () => {
    // Made at 7 a.m., started at 8.
    t.setNow('2026-03-02T12:00:00Z');
    await createProgram({
      title: 'Started clinic',
      kind: 'clinic',
      minAge: null,
      maxAge: null,
      sessions: [{ date: '2026-03-02', startTime: '08:00', endTime: '10:00', courts: [6] }],
    });
    t.setNow('2026-03-02T14:00:00Z');
    await createProgram({
      title: 'Draft social',
      kind: 'social',
      published: false,
      sessions: [{ date: '2026-03-05', startTime: '19:00', endTime: '21:00', courts: [6] }],
    });
    await createProgram({ title: 'March break camp' });
    await createProgram({
      title: 'Serve clinic',
      kind: 'clinic',
      minAge: null,
      maxAge: null,
      earlyBirdPriceCents: null,
      earlyBirdUntil: null,
      memberPriceCents: 3000,
      nonMemberPriceCents: 4000,
      sessions: [{ date: '2026-03-04', startTime: '18:00', endTime: '20:00', courts: [6] }],
    });
    await createProgram({
      title: 'Spring lessons',
      kind: 'lesson',
      minAge: null,
      maxAge: null,
      sessions: [{ date: '2026-03-20', startTime: '18:00', endTime: '19:00', courts: [5] }],
    });
    await createProgram({
      title: 'April social',
      kind: 'social',
      minAge: null,
      maxAge: null,
      sessions: [{ date: '2026-04-03', startTime: '19:00', endTime: '21:00', courts: [5] }],
    });
    await createProgram({
      title: 'May social',
      kind: 'social',
      minAge: null,
      maxAge: null,
      sessions: [{ date: '2026-05-01', startTime: '19:00', endTime: '21:00', courts: [5] }],
    });

    const { programs: listed } = await whatsOn();
    expect(listed.map((program) => program.title)).toEqual(['Serve clinic', 'March break camp', 'Spring lessons', 'April social']);
    // The camp's early bird ($180) is below its member price ($200): "from $180".
    expect(listed[1]).toMatchObject({
      kind: 'camp',
      firstDate: '2026-03-09',
      lastDate: '2026-03-11',
      capacity: 3,
      spotsLeft: 3,
      priceFromCents: 18000,
      registration: 'open',
    });
    expect(listed[0]).toMatchObject({ kind: 'clinic', priceFromCents: 3000 });
  });

  it('gives a tournament its cheapest division’s fee and the entries left over its divisions', async () => {
    await createProgram({
      kind: 'tournament',
      title: 'Spring Open',
      description: null,
      cancellationCutoffHours: 72,
      published: true,
      divisions: [
        { name: 'Singles 3.5', format: 'singles', level: '3.5', minAge: null, maxEntries: 8, feeCents: 3000 },
        { name: 'Open doubles', format: 'doubles', level: '', minAge: null, maxEntries: 2, feeCents: 4000 },
      ],
      minAge: null,
      maxAge: null,
      earlyBirdPriceCents: null,
      earlyBirdUntil: null,
      sessions: [{ date: '2026-03-14', startTime: '08:00', endTime: '18:00', courts: [1, 2, 3, 4] }],
    });
    const [tournament] = (await whatsOn()).programs;
    expect(tournament).toMatchObject({ kind: 'tournament', title: 'Spring Open', capacity: 10, spotsLeft: 10, priceFromCents: 3000, registration: 'open' });
  });
});

describe('GET /api/whats-on: one answer for everyone', () => {
  it('is the same for a member as for a visitor, sets no cookie, may be cached briefly, and takes no query', async () => {
    await addTemplate(t);
    const { agent } = await memberAgent(t, { member: true });
    const response = await visitor.get('/api/whats-on');
    expect(response.headers['cache-control']).toBe('public, max-age=10');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await whatsOn(agent)).toEqual(response.json());
    const refused = await visitor.get('/api/whats-on?date=2026-03-03');
    expect(refused.statusCode).toBe(400);
  });
});
