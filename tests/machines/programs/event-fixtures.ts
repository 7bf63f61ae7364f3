import type { EventSetup } from '@machines/programs/event-setup.machine';
import type { ListedProgram, OwnerEnrolment, OwnerWaitlistEntry } from '@machines/programs/event-shapes';
import { bounds } from './fixtures';

/** A summer camp: five weekdays on courts 1 and 2, a draft with nobody registered. */
export const camp: ListedProgram = {
  id: 41,
  kind: 'camp',
  title: { en: 'Junior summer camp', fr: null },
  description: { en: { blocks: [{ type: 'paragraph', data: { text: 'Drills and games.' } }] }, fr: null },
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
  taxCategory: 'taxable',
  published: false,
  cancelledAt: null,
  registered: 0,
  divisions: [],
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
  title: { en: 'Holiday social', fr: null },
  description: { en: null, fr: null },
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

export const cancelledClinic: ListedProgram = {
  ...camp,
  id: 43,
  kind: 'clinic',
  title: { en: 'Dinking clinic', fr: null },
  cancelledAt: '2027-03-01T12:00:00.000Z',
};

export const eventSetup: EventSetup = {
  programs: [camp, social, cancelledClinic],
  coaches: [{ id: 5, name: 'Ada Coach' }],
  bounds,
  timeZone: 'America/Toronto',
};

const camper = { divisionName: null, partnerName: null };
export const enrolments: OwnerEnrolment[] = [
  {
    id: 801,
    participantName: 'Sam Player',
    age: 11,
    accountName: 'Pat Player',
    accountEmail: 'pat@example.com',
    status: 'confirmed',
    paid: true,
    member: true,
    priceCents: 22500,
    createdAt: '2027-04-02T12:00:00.000Z',
    ...camper,
  },
  {
    id: 802,
    participantName: 'Lee Player',
    age: 12,
    accountName: 'Pat Player',
    accountEmail: 'pat@example.com',
    status: 'held',
    paid: false,
    member: false,
    priceCents: 30000,
    createdAt: '2027-04-03T12:00:00.000Z',
    ...camper,
  },
  {
    id: 803,
    participantName: 'Max Gone',
    age: 10,
    accountName: 'Max Parent',
    accountEmail: 'max@example.com',
    status: 'cancelled',
    paid: true,
    member: false,
    priceCents: 30000,
    createdAt: '2027-04-03T12:00:00.000Z',
    ...camper,
  },
];

/** A spring tournament: open doubles with three entries (six players), and a 50+ singles nobody has entered yet. */
export const tournament: ListedProgram = {
  ...camp,
  id: 45,
  kind: 'tournament',
  title: { en: 'Spring open', fr: null },
  description: { en: null, fr: null },
  level: '',
  coachId: null,
  minAge: null,
  maxAge: null,
  // The server's: the divisions' players (16 × 2 + 8), prices at 0.
  capacity: 40,
  memberPriceCents: 0,
  nonMemberPriceCents: 0,
  earlyBirdPriceCents: null,
  earlyBirdUntil: null,
  registrationOpensAt: null,
  registrationClosesAt: null,
  registrationOpens: null,
  registrationCloses: null,
  published: true,
  registered: 6,
  divisions: [
    { id: 71, name: 'Open doubles 3.5', format: 'doubles', level: '3.5', minAge: null, maxEntries: 16, feeCents: 4000, entries: 3 },
    { id: 72, name: '50+ singles', format: 'singles', level: '', minAge: 50, maxEntries: 8, feeCents: 3050, entries: 0 },
  ],
  sessions: [{ id: 700, date: '2027-05-15', startTime: '08:00', endTime: '18:00', courts: [1, 2, 3, 4] }],
};

export const tournamentEnrolments: OwnerEnrolment[] = [
  {
    ...enrolments[0],
    id: 811,
    participantName: 'Alice Lim',
    age: 34,
    accountName: 'Alice Lim',
    accountEmail: 'alice@example.com',
    priceCents: 4000,
    divisionName: 'Open doubles 3.5',
    partnerName: 'Bob M.',
  },
  {
    ...enrolments[0],
    id: 812,
    participantName: 'Bob Moreau',
    age: 41,
    accountName: 'Bob Moreau',
    accountEmail: 'bob@example.com',
    priceCents: 4000,
    divisionName: 'Open doubles 3.5',
    partnerName: 'Alice L.',
  },
];

export const waitlist: OwnerWaitlistEntry[] = [
  {
    id: 901,
    participantName: 'Chris Wong',
    accountName: 'Chris Wong',
    accountEmail: 'chris@example.com',
    divisionId: 71,
    divisionName: 'Open doubles 3.5',
    status: 'offered',
    position: 1,
    offerExpiresAt: '2027-05-01T16:30:00.000Z',
    createdAt: '2027-04-20T12:00:00.000Z',
  },
  {
    id: 902,
    participantName: 'Dana Roy',
    accountName: 'Dana Roy',
    accountEmail: 'dana@example.com',
    divisionId: 71,
    divisionName: 'Open doubles 3.5',
    status: 'waiting',
    position: 2,
    offerExpiresAt: null,
    createdAt: '2027-04-21T12:00:00.000Z',
  },
];
