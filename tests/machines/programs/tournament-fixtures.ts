/**
 * A tournament as the public API answers it (docs/tournaments-and-waitlists.md), for the machine and
 * view tests. The venue is in Toronto; the server's clock is Mon 30 Nov 2026, 9 a.m.
 */
import type { Division, ProgramDetail, ProgramSummary } from '@machines/programs/catalogue-shapes';
import { campDetail } from './catalogue-fixtures';

/** Singles, open to all: one entrant so far. */
export const singles: Division = {
  id: 51,
  name: 'Open singles',
  format: 'singles',
  level: '3.5',
  minAge: null,
  maxEntries: 16,
  feeCents: 4_000,
  entries: 1,
  spotsLeft: 15,
  waiting: 0,
  entrants: [{ names: ['Carl D.'], complete: true }],
};

/** Doubles: one team complete, one waiting for its partner to accept. */
export const doubles: Division = {
  id: 52,
  name: 'Open doubles',
  format: 'doubles',
  level: '3.5',
  minAge: null,
  maxEntries: 12,
  feeCents: 3_500,
  entries: 2,
  spotsLeft: 10,
  waiting: 0,
  entrants: [
    { names: ['Alice L.', 'Bob M.'], complete: true },
    { names: ['Dana K.'], complete: false },
  ],
};

/** Mixed doubles for 50 and up: full, two people in line. */
export const mixed50: Division = {
  id: 53,
  name: 'Mixed doubles 50+',
  format: 'mixed_doubles',
  level: '4.0',
  minAge: 50,
  maxEntries: 1,
  feeCents: 3_500,
  entries: 1,
  spotsLeft: 0,
  waiting: 2,
  entrants: [{ names: ['Eve R.', 'Frank S.'], complete: true }],
};

/** A two-day tournament in January; registration closes on the Saturday before, 11:59 p.m. */
export const tournament: ProgramSummary = {
  id: 31,
  kind: 'tournament',
  title: 'Winter Classic',
  level: '',
  coach: null,
  minAge: null,
  maxAge: null,
  firstDate: '2027-01-16',
  lastDate: '2027-01-17',
  startsAt: '2027-01-16T13:00:00.000Z',
  endsAt: '2027-01-17T23:00:00.000Z',
  sessionCount: 2,
  capacity: 42,
  spotsLeft: 35,
  memberPriceCents: 0,
  nonMemberPriceCents: 0,
  earlyBirdPriceCents: null,
  earlyBirdUntil: null,
  priceCents: 0,
  earlyBird: false,
  registration: 'open',
  registrationOpensAt: null,
  registrationClosesAt: '2027-01-10T04:59:00.000Z',
  divisions: [singles, doubles, mixed50],
  waiting: 0,
};

/** The tournament's page as a visitor reads it. */
export const tournamentDetail: ProgramDetail = {
  ...campDetail,
  ...tournament,
  description: null,
  cancellationCutoffHours: 168,
  sessions: [
    { id: 401, date: '2027-01-16', startsAt: '2027-01-16T13:00:00.000Z', endsAt: '2027-01-16T23:00:00.000Z', courts: [1, 2, 3, 4] },
    { id: 402, date: '2027-01-17', startsAt: '2027-01-17T13:00:00.000Z', endsAt: '2027-01-17T23:00:00.000Z', courts: [1, 2, 3, 4] },
  ],
  mine: null,
  participants: null,
  waitlist: null,
};

/** As Maya (36) reads it, with Leo (14) and Gus (62) on her account: only Gus fits the 50+ division. */
export const tournamentForMember: ProgramDetail = {
  ...tournamentDetail,
  mine: [],
  waitlist: [],
  participants: [
    { participantId: 'self', name: 'Maya Member', age: 36, eligible: true, priceCents: 0, earlyBird: false, eligibleDivisionIds: [51, 52] },
    { participantId: 41, name: 'Leo Member', age: 14, eligible: true, priceCents: 0, earlyBird: false, eligibleDivisionIds: [51, 52] },
    { participantId: 42, name: 'Gus Member', age: 62, eligible: true, priceCents: 0, earlyBird: false, eligibleDivisionIds: [51, 52, 53] },
  ],
};
