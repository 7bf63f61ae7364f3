import type { DropInTemplate, ProgramSession, Roster } from '@machines/programs/program-shapes';
import type { SetupBounds } from '@machines/programs/setup-drafts';

export const bounds: SetupBounds = { courts: 4, hours: [null, ...Array.from({ length: 6 }, () => ({ opens: 7 * 60, closes: 22 * 60 }))] };

export const template: DropInTemplate = {
  id: 7,
  title: { en: 'Evening open play', fr: null },
  level: 'Intermediate 3.0–3.5',
  weekday: 2,
  startTime: '18:00',
  endTime: '20:00',
  courts: [1, 2],
  playersPerCourt: 4,
  capacity: 8,
  memberPriceCents: 800,
  nonMemberPriceCents: 1250,
  opensDaysBefore: 7,
  cancellationCutoffHours: 24,
  openPlay: null,
};

export const session: ProgramSession = {
  id: 31,
  programId: 7,
  kind: 'drop_in',
  title: 'Evening open play',
  level: 'Intermediate 3.0–3.5',
  date: '2026-12-01',
  startTime: '18:00',
  endTime: '20:00',
  startsAt: '2026-12-01T23:00:00.000Z',
  endsAt: '2026-12-02T01:00:00.000Z',
  courts: [1, 2],
  capacity: 8,
  spotsLeft: 5,
  waitlistLength: 0,
  priceCents: 1250,
  memberPriceCents: 800,
  nonMemberPriceCents: 1250,
  registrationOpensAt: '2026-11-24T23:00:00.000Z',
  status: 'scheduled',
  cancellationCutoffHours: 24,
  cancelReason: null,
  mine: null,
};

export const roster: Roster = {
  timeZone: 'America/Toronto',
  session,
  entries: [
    {
      registrationId: 101,
      participantName: 'Ada Player',
      accountName: 'Ada Player',
      email: 'ada@example.com',
      member: true,
      paid: true,
      priceCents: 800,
      status: 'confirmed',
      attendance: null,
      walkIn: false,
    },
    {
      registrationId: 102,
      participantName: 'Sam Walk',
      accountName: null,
      email: null,
      member: false,
      paid: true,
      priceCents: 1250,
      status: 'confirmed',
      attendance: 'checked_in',
      walkIn: true,
    },
  ],
  waitlist: [],
};
