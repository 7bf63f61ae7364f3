import { describe, expect, it } from 'vitest';
import type { ProgramDetail } from '@machines/programs/catalogue-shapes';
import { canRegister, pickBar } from '@machines/programs/program-registration';
import { canJoinWaitlist, firstInLine, lineBar } from '@machines/programs/program-waitlist';
import {
  divisionBar,
  entryFeeCents,
  entryLines,
  firstEntry,
  isEmail,
  isEntryReady,
  NO_ENTRY,
  partnerBar,
  withDivision,
  withParticipant,
} from '@machines/programs/tournament-entry';
import { campDetail } from './catalogue-fixtures';
import { doubles, mixed50, singles, tournamentForMember } from './tournament-fixtures';

const PEOPLE = ['self', 41, 42] as const;
const people = [...PEOPLE];
/** Maya is entered in the doubles already; a place in the full 50+ division is kept for Gus. */
const entered: ProgramDetail = {
  ...tournamentForMember,
  mine: [{ id: 901, participantId: 'self', name: 'Maya Member', status: 'confirmed', divisionId: 52, partnerName: 'Bob M.', entryComplete: true }],
  waitlist: [{ id: 811, participantId: 42, name: 'Gus Member', divisionId: 53, position: 1, status: 'offered', offerExpiresAt: '2026-11-30T16:00:00.000Z' }],
};

describe('tournament entries', () => {
  it('says why a person cannot enter a division: entered, outside its ages, or full unless a place is kept for them', () => {
    expect(divisionBar(entered, singles, 'self')).toBeNull();
    expect(divisionBar(entered, doubles, 'self')).toBe('entered');
    expect(divisionBar(entered, mixed50, 'self')).toBe('ages');
    expect(divisionBar(tournamentForMember, mixed50, 42)).toBe('full');
    expect(divisionBar(entered, mixed50, 42)).toBeNull();
  });

  it('never pairs a player with themself, someone entered already, or someone outside the ages', () => {
    expect(partnerBar(entered, doubles, 41, 41)).toBe('self');
    expect(partnerBar(entered, doubles, 41, 'self')).toBe('entered');
    expect(partnerBar(entered, mixed50, 42, 41)).toBe('ages');
    expect(partnerBar(entered, doubles, 41, 42)).toBeNull();
  });

  it('starts with the person a place is kept for, else the first with a division open (in it when it is the only one)', () => {
    expect(firstEntry(entered, people)).toEqual({ divisionId: 53, participantId: 42, partner: null });
    expect(firstEntry(tournamentForMember, people)).toEqual({ divisionId: null, participantId: 'self', partner: null });
    // Maya has only the singles left.
    expect(firstEntry({ ...entered, waitlist: [] }, people)).toEqual({ divisionId: 51, participantId: 'self', partner: null });
  });

  it('keeps the division and partner while they still fit, and drops them when not', () => {
    const leoWithGus = { divisionId: 52, participantId: 41, partner: { participantId: 42 } };
    expect(withParticipant(tournamentForMember, leoWithGus, 'self')).toEqual({ divisionId: 52, participantId: 'self', partner: { participantId: 42 } });
    expect(withParticipant(tournamentForMember, leoWithGus, 42)).toEqual({ divisionId: 52, participantId: 42, partner: null });
    expect(withDivision(tournamentForMember, leoWithGus, 51)).toEqual({ divisionId: 51, participantId: 41, partner: null });
    expect(withDivision(tournamentForMember, { ...leoWithGus, partner: { email: 'bob@example.com' } }, 52).partner).toEqual({ email: 'bob@example.com' });
  });

  it('is ready with a partner for doubles (a household member or a well-formed address) and none for singles', () => {
    expect(isEntryReady(tournamentForMember, { divisionId: 51, participantId: 'self', partner: null }, people)).toBe(true);
    expect(isEntryReady(tournamentForMember, { divisionId: 52, participantId: 'self', partner: null }, people)).toBe(false);
    expect(isEntryReady(tournamentForMember, { divisionId: 52, participantId: 'self', partner: { participantId: 41 } }, people)).toBe(true);
    expect(isEntryReady(tournamentForMember, { divisionId: 52, participantId: 'self', partner: { participantId: 99 } }, people)).toBe(false);
    expect(isEntryReady(tournamentForMember, { divisionId: 52, participantId: 'self', partner: { email: ' bob@example.com ' } }, people)).toBe(true);
    expect(isEntryReady(tournamentForMember, { divisionId: 52, participantId: 'self', partner: { email: 'bob@' } }, people)).toBe(false);
    expect(isEntryReady(tournamentForMember, NO_ENTRY, people)).toBe(false);
    expect(['a@b.ca', 'a b@c.ca', 'a@b', ''].map(isEmail)).toEqual([true, false, false, false]);
  });

  it('writes one line per entry, the partner as the contract names it, and charges the fee per player', () => {
    expect(entryLines(31, { divisionId: 51, participantId: 41, partner: null })).toEqual([
      { product: 'program_registration', programId: 31, participantId: 41, divisionId: 51 },
    ]);
    expect(entryLines(31, { divisionId: 52, participantId: 41, partner: { participantId: 'self' } })[0]).toMatchObject({ partner: { participantId: 'self' } });
    expect(entryLines(31, { divisionId: 52, participantId: 'self', partner: { email: ' bob@example.com ' } })[0]).toMatchObject({
      partner: { email: 'bob@example.com' },
    });
    expect(entryFeeCents(doubles, { participantId: 41 })).toBe(7_000);
    expect(entryFeeCents(doubles, { email: 'bob@example.com' })).toBe(3_500);
    expect(entryFeeCents(singles, null)).toBe(4_000);
  });
});

describe('program waitlists', () => {
  const fullCamp: ProgramDetail = {
    ...campDetail,
    registration: 'full',
    spotsLeft: 0,
    mine: [],
    participants: [
      { participantId: 'self', name: 'Maya Member', age: 36, eligible: false, priceCents: 18_000, earlyBird: true, eligibleDivisionIds: [] },
      { participantId: 41, name: 'Leo Member', age: 10, eligible: true, priceCents: 18_000, earlyBird: true, eligibleDivisionIds: [] },
    ],
    waitlist: [],
  };

  it('opens a camp’s line when it is full, a tournament’s per full division', () => {
    expect(canJoinWaitlist(fullCamp, null)).toBe(true);
    expect(canJoinWaitlist({ ...fullCamp, registration: 'open' }, null)).toBe(false);
    expect(canJoinWaitlist(tournamentForMember, 53)).toBe(true);
    expect(canJoinWaitlist(tournamentForMember, 52)).toBe(false);
    expect(canJoinWaitlist(tournamentForMember, null)).toBe(false);
    expect(canJoinWaitlist({ ...tournamentForMember, registration: 'closed' }, 53)).toBe(false);
  });

  it('offers the line only while someone on the account is free to join it (a one-person account already in line is not)', () => {
    const alone = { ...fullCamp, participants: [fullCamp.participants![1]] };
    expect(canJoinWaitlist(alone, null)).toBe(true);
    const inLine = {
      ...alone,
      waitlist: [{ id: 801, participantId: 41, name: 'Leo Member', divisionId: null, position: 1, status: 'waiting' as const, offerExpiresAt: null }],
    };
    expect(canJoinWaitlist(inLine, null)).toBe(false);
    // Maya is outside the ages: with Leo in line, nobody is left to join.
    expect(canJoinWaitlist({ ...fullCamp, waitlist: inLine.waitlist }, null)).toBe(false);
    // A visitor's page knows nobody yet: the line is offered (the gate and the dialog sort it out).
    expect(canJoinWaitlist({ ...fullCamp, participants: null, waitlist: null }, null)).toBe(true);
    const gusInLine = {
      ...tournamentForMember,
      waitlist: [{ id: 811, participantId: 42, name: 'Gus Member', divisionId: 53, position: 1, status: 'waiting' as const, offerExpiresAt: null }],
    };
    expect(canJoinWaitlist(gusInLine, 53)).toBe(false);
  });

  it('takes one person in line once, inside the ages; the first free one is offered', () => {
    expect(lineBar(fullCamp, null, 'self')).toBe('ages');
    expect(firstInLine(fullCamp, ['self', 41], null)).toBe(41);
    const queued = {
      ...fullCamp,
      waitlist: [{ id: 801, participantId: 41, name: 'Leo Member', divisionId: null, position: 1, status: 'waiting' as const, offerExpiresAt: null }],
    };
    expect(lineBar(queued, null, 41)).toBe('inLine');
    expect(firstInLine(queued, ['self', 41], null)).toBeNull();
    expect(lineBar(tournamentForMember, 53, 42)).toBeNull();
    expect(lineBar(tournamentForMember, 53, 41)).toBe('ages');
  });

  it('lets the person a place is kept for register in a full program, and nobody else', () => {
    const kept = {
      ...fullCamp,
      waitlist: [
        {
          id: 801,
          participantId: 41,
          name: 'Leo Member',
          divisionId: null,
          position: 1,
          status: 'offered' as const,
          offerExpiresAt: '2026-11-30T16:00:00.000Z',
        },
      ],
    };
    expect(canRegister(fullCamp)).toBe(false);
    expect(canRegister(kept)).toBe(true);
    expect(pickBar(kept, 41)).toBeNull();
    expect(pickBar({ ...kept, participants: null }, 'self')).toBe('full');
  });
});
