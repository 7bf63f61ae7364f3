/**
 * Camps, clinics, lessons and socials as the public API answers them (docs/programs-and-events.md),
 * for the machine and view tests. The venue is in Toronto; the server's clock is Mon 30 Nov 2026, 9 a.m.
 */
import type { ProgramDetail, ProgramList, ProgramPageData, ProgramSummary } from '@machines/programs/catalogue-shapes';
import type { MyEnrolment } from '@machines/programs/program-shapes';

/** A week of camp in March, early bird until Feb 1 (the caller, a visitor, pays the early-bird price). */
export const camp: ProgramSummary = {
  id: 21,
  kind: 'camp',
  title: 'March break junior camp',
  level: 'Beginner',
  coach: { id: 4, name: 'Dana Coach' },
  minAge: 8,
  maxAge: 12,
  firstDate: '2027-03-15',
  lastDate: '2027-03-19',
  startsAt: '2027-03-15T13:00:00.000Z',
  endsAt: '2027-03-19T20:00:00.000Z',
  sessionCount: 5,
  capacity: 16,
  spotsLeft: 6,
  memberPriceCents: 20_000,
  nonMemberPriceCents: 25_000,
  earlyBirdPriceCents: 18_000,
  earlyBirdUntil: '2027-02-01',
  priceCents: 18_000,
  earlyBird: true,
  registration: 'open',
  registrationOpensAt: null,
  registrationClosesAt: null,
  divisions: [],
  waiting: 0,
};

/** One Saturday morning clinic for 16 and up, full. */
export const clinic: ProgramSummary = {
  ...camp,
  id: 22,
  kind: 'clinic',
  title: 'Third-shot drop clinic',
  level: 'Intermediate 3.0–3.5',
  coach: { id: 5, name: 'Sam Coach' },
  minAge: 16,
  maxAge: null,
  firstDate: '2026-12-05',
  lastDate: '2026-12-05',
  startsAt: '2026-12-05T15:00:00.000Z',
  endsAt: '2026-12-05T17:00:00.000Z',
  sessionCount: 1,
  capacity: 8,
  spotsLeft: 0,
  memberPriceCents: 4_000,
  nonMemberPriceCents: 5_000,
  earlyBirdPriceCents: null,
  earlyBirdUntil: null,
  priceCents: 5_000,
  earlyBird: false,
  registration: 'full',
};

/** Four Wednesday evening lessons for any age; registration opens tomorrow. */
export const lesson: ProgramSummary = {
  ...clinic,
  id: 23,
  kind: 'lesson',
  title: 'Beginner group lessons',
  level: 'Beginner',
  coach: { id: 4, name: 'Dana Coach' },
  minAge: null,
  maxAge: null,
  firstDate: '2026-12-02',
  lastDate: '2026-12-23',
  startsAt: '2026-12-02T23:00:00.000Z',
  endsAt: '2026-12-24T00:00:00.000Z',
  sessionCount: 4,
  capacity: 6,
  spotsLeft: 6,
  memberPriceCents: 9_000,
  nonMemberPriceCents: 12_000,
  priceCents: 12_000,
  registration: 'not_open',
  registrationOpensAt: '2026-12-01T14:00:00.000Z',
};

/** A holiday social: no registration, just come. */
export const social: ProgramSummary = {
  ...clinic,
  id: 24,
  kind: 'social',
  title: 'Holiday social',
  level: '',
  coach: null,
  minAge: null,
  maxAge: null,
  firstDate: '2026-12-19',
  lastDate: '2026-12-19',
  startsAt: '2026-12-19T23:00:00.000Z',
  endsAt: '2026-12-20T02:00:00.000Z',
  capacity: 60,
  spotsLeft: 60,
  memberPriceCents: 0,
  nonMemberPriceCents: 0,
  priceCents: 0,
  registration: 'info_only',
};

export const programList = (items: ProgramSummary[] = [camp, clinic, lesson, social]): ProgramList => ({
  items,
  timeZone: 'America/Toronto',
  taxes: [{ name: 'HST', ratePercent: 13 }],
  now: '2026-11-30T14:00:00.000Z',
});

/** The camp with its five dates, a description and the caller's places (none: a visitor). */
export const campDetail: ProgramDetail = {
  ...camp,
  description: {
    time: 1764500000000,
    version: '2.31.0',
    blocks: [{ id: 'p1', type: 'paragraph', data: { text: 'Five mornings of <b>drills and games</b>.' } }],
  },
  cancellationCutoffHours: 72,
  sessions: ['15', '16', '17', '18', '19'].map((day, index) => ({
    id: 301 + index,
    date: `2027-03-${day}`,
    startsAt: `2027-03-${day}T13:00:00.000Z`,
    endsAt: `2027-03-${day}T20:00:00.000Z`,
    courts: [1, 2],
  })),
  mine: null,
  participants: null,
  waitlist: null,
  timeZone: 'America/Toronto',
  taxes: [{ name: 'HST', ratePercent: 13 }],
  now: '2026-11-30T14:00:00.000Z',
};

/** The camp as a logged-in holder sees it: their own place paid. */
export const campWithMyPlace: ProgramDetail = {
  ...campDetail,
  priceCents: 18_000,
  mine: [{ id: 701, participantId: 'self', name: 'Maya Member', status: 'confirmed', divisionId: null, partnerName: null, entryComplete: true }],
};

export const pageData = (program: ProgramDetail): ProgramPageData => ({
  program,
  timeZone: 'America/Toronto',
  taxes: [{ name: 'HST', ratePercent: 13 }],
  now: '2026-11-30T14:00:00.000Z',
});

/** One of the caller's places, as Account's My programs reads it: a child's place in the March break camp. */
export const campPlace: MyEnrolment = {
  id: 3,
  programId: 21,
  kind: 'camp',
  title: 'March break camp',
  startsAt: '2026-03-09T13:00:00.000Z',
  endsAt: '2026-03-13T16:00:00.000Z',
  sessionCount: 5,
  participantId: 7,
  participantName: 'Leo Member',
  status: 'confirmed',
  priceCents: 18000,
  orderId: 'a1b2c3d4-0000-4000-8000-000000000001',
  cancellable: true,
  refundCents: 20340,
};
