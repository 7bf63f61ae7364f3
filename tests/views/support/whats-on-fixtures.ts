import type { CourtHour, DropInSoon, ProgramSoon, WhatsOn } from '@machines/venue/whats-on-shapes';

// GET /api/whats-on answers for view tests: Monday 2 March 2026 at 9:00 a.m. in Toronto.

export const courtHour = (startTime: string, freeCourts: number, date = '2026-03-02'): CourtHour => {
  const hour = Number(startTime.slice(0, 2));
  const at = (h: number) => `${date}T${String(h + 5).padStart(2, '0')}:00:00.000Z`;
  return { startTime, endTime: `${String(hour + 1).padStart(2, '0')}:00`, startsAt: at(hour), endsAt: at(hour + 1), freeCourts, bookable: freeCourts > 0 };
};

export const aDropIn = (overrides: Partial<DropInSoon> = {}): DropInSoon => ({
  id: 31,
  programId: 7,
  title: 'Drop-in',
  level: 'Intermediate 3.0–3.5',
  date: '2026-03-02',
  day: 'today',
  startTime: '18:00',
  endTime: '20:00',
  startsAt: '2026-03-02T23:00:00.000Z',
  endsAt: '2026-03-03T01:00:00.000Z',
  capacity: 12,
  spotsLeft: 5,
  priceCents: 1200,
  memberPriceCents: 800,
  registrationOpensAt: '2026-02-23T23:00:00.000Z',
  ...overrides,
});

export const aProgram = (overrides: Partial<ProgramSoon> = {}): ProgramSoon => ({
  id: 8,
  kind: 'camp',
  title: 'March break camp',
  level: 'Beginner',
  firstDate: '2026-03-09',
  lastDate: '2026-03-13',
  startsAt: '2026-03-09T13:00:00.000Z',
  sessionCount: 5,
  capacity: 12,
  spotsLeft: 4,
  priceFromCents: 18000,
  registration: 'open',
  registrationOpensAt: null,
  ...overrides,
});

/** Something on everywhere: three hours today (one full), a drop-in today and one tomorrow, two programs. */
export const aWhatsOn = (overrides: Partial<WhatsOn> = {}): WhatsOn => ({
  now: '2026-03-02T14:00:00.000Z',
  timeZone: 'America/Toronto',
  today: '2026-03-02',
  courts: {
    date: '2026-03-02',
    day: 'today',
    closed: false,
    hours: [courtHour('10:00', 4), courtHour('11:00', 0), courtHour('12:00', 1)],
    perHourCents: 3000,
    memberPerHourCents: 2000,
  },
  dropIns: [
    aDropIn(),
    aDropIn({
      id: 32,
      level: 'Advanced 4.0+',
      date: '2026-03-03',
      day: 'tomorrow',
      startTime: '19:00',
      endTime: '21:00',
      startsAt: '2026-03-04T00:00:00.000Z',
      endsAt: '2026-03-04T02:00:00.000Z',
      spotsLeft: 1,
      priceCents: 1400,
      memberPriceCents: 1000,
    }),
  ],
  programs: [
    aProgram(),
    aProgram({
      id: 9,
      kind: 'tournament',
      title: 'Spring Open',
      level: '',
      firstDate: '2026-03-14',
      lastDate: '2026-03-14',
      sessionCount: 1,
      capacity: 30,
      spotsLeft: 0,
      priceFromCents: 3500,
      registration: 'full',
    }),
  ],
  ...overrides,
});

/** Nothing on: today over and tomorrow closed, no drop-in, no program. */
export const nothingOn = (): WhatsOn =>
  aWhatsOn({
    courts: { date: '2026-03-03', day: 'tomorrow', closed: true, hours: [], perHourCents: 3000, memberPerHourCents: 2000 },
    dropIns: [],
    programs: [],
  });
