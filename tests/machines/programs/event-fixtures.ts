import type { EventSetup } from '@machines/programs/event-setup.machine';
import type { ListedProgram, OwnerEnrolment } from '@machines/programs/event-shapes';
import { bounds } from './fixtures';

/** A summer camp: five weekdays on courts 1 and 2, a draft with nobody registered. */
export const camp: ListedProgram = {
  id: 41,
  kind: 'camp',
  title: 'Junior summer camp',
  description: { blocks: [{ type: 'paragraph', data: { text: 'Drills and games.' } }] },
  level: 'Beginner',
  coachId: 5,
  capacity: 16,
  registrationEnabled: true,
  minAge: 9,
  maxAge: 14,
  memberPriceCents: 25000,
  nonMemberPriceCents: 30000,
  earlyBirdPriceCents: 22500,
  earlyBirdUntil: '2027-05-31',
  registrationOpensAt: '2027-04-01T13:00:00.000Z',
  registrationClosesAt: '2027-07-01T03:59:00.000Z',
  registrationOpens: { date: '2027-04-01', time: '09:00' },
  registrationCloses: { date: '2027-06-30', time: '23:59' },
  cancellationCutoffHours: 72,
  published: false,
  cancelledAt: null,
  registered: 0,
  sessions: ['2027-07-05', '2027-07-06', '2027-07-07', '2027-07-08', '2027-07-09'].map((date, i) => ({
    id: 500 + i,
    date,
    startTime: '09:00',
    endTime: '12:00',
    courts: [1, 2],
  })),
};

/** A published social with two people holding places. */
export const social: ListedProgram = {
  ...camp,
  id: 42,
  kind: 'social',
  title: 'Holiday social',
  description: null,
  coachId: null,
  minAge: null,
  maxAge: null,
  earlyBirdPriceCents: null,
  earlyBirdUntil: null,
  registrationOpensAt: null,
  registrationClosesAt: null,
  registrationOpens: null,
  registrationCloses: null,
  published: true,
  registered: 2,
  sessions: [{ id: 600, date: '2027-12-18', startTime: '18:00', endTime: '21:00', courts: [1, 2, 3, 4] }],
};

export const cancelledClinic: ListedProgram = { ...camp, id: 43, kind: 'clinic', title: 'Dinking clinic', cancelledAt: '2027-03-01T12:00:00.000Z' };

export const eventSetup: EventSetup = {
  programs: [camp, social, cancelledClinic],
  coaches: [{ id: 5, name: 'Ada Coach' }],
  bounds,
  timeZone: 'America/Toronto',
};

export const enrolments: OwnerEnrolment[] = [
  { id: 801, participantName: 'Sam Player', age: 11, accountName: 'Pat Player', accountEmail: 'pat@example.com', status: 'confirmed', paid: true, member: true, priceCents: 22500, createdAt: '2027-04-02T12:00:00.000Z' },
  { id: 802, participantName: 'Lee Player', age: 12, accountName: 'Pat Player', accountEmail: 'pat@example.com', status: 'held', paid: false, member: false, priceCents: 30000, createdAt: '2027-04-03T12:00:00.000Z' },
  { id: 803, participantName: 'Max Gone', age: 10, accountName: 'Max Parent', accountEmail: 'max@example.com', status: 'cancelled', paid: true, member: false, priceCents: 30000, createdAt: '2027-04-03T12:00:00.000Z' },
];
