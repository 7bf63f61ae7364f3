import { describe, expect, it } from 'vitest';
import type { Participant } from '@machines/programs/program-shapes';
import { isCancellable, nobodyCanRegister, programLine, programPriceFor, registrationBar, takenIn } from '@machines/programs/program-registration';
import { campDetail, campWithMyPlace } from './catalogue-fixtures';
import { describeProgramPageModel } from './program-page-model';
import { tournamentForMember } from './tournament-fixtures';

// A logged-in member on a program's page (the visitor's paths: program-page-visitor.test.ts; a
// tournament's: program-page-tournament.test.ts).
describeProgramPageModel({ programId: 21, timeZone: 'America/Toronto', isLoggedIn: true, registerOnLoad: false });

describe('program registration helpers', () => {
  const program = campDetail;
  const member: Participant = { id: 41, name: 'Leo', memberFrom: '2027-01-01', memberUntil: '2027-12-31' };
  const visitor: Participant = { id: 42, name: 'Ava', memberFrom: null, memberUntil: null };
  const lapsed: Participant = { id: 43, name: 'Noor', memberFrom: '2026-01-01', memberUntil: '2027-03-14' };

  it('takes the early-bird price while it lasts and is lower, else the member or non-member price on the first date', () => {
    expect(programPriceFor(visitor, program, '2026-11-30')).toEqual({ priceCents: 18_000, earlyBird: true });
    expect(programPriceFor(visitor, program, '2027-02-01')).toEqual({ priceCents: 18_000, earlyBird: true });
    expect(programPriceFor(visitor, program, '2027-02-02')).toEqual({ priceCents: 25_000, earlyBird: false });
    expect(programPriceFor(member, program, '2027-02-02')).toEqual({ priceCents: 20_000, earlyBird: false });
    // A membership that ends before the first session does not count.
    expect(programPriceFor(lapsed, program, '2027-02-02')).toEqual({ priceCents: 25_000, earlyBird: false });
    // An early-bird price above the member price is no bargain for a member.
    expect(programPriceFor(member, { ...program, earlyBirdPriceCents: 21_000 }, '2026-11-30')).toEqual({ priceCents: 20_000, earlyBird: false });
  });

  it('prices the account holder as the server did', () => {
    expect(
      programPriceFor({ id: 'self', name: 'Maya', memberFrom: null, memberUntil: null }, { ...program, priceCents: 17_500, earlyBird: false }, '2027-03-01'),
    ).toEqual({
      priceCents: 17_500,
      earlyBird: false,
    });
  });

  it('says why nobody on the account can be registered: already in, outside the ages, or no place left', () => {
    const withAges = (eligible: boolean) => ({
      participantId: 41 as const,
      name: 'Leo Member',
      age: 14,
      eligible,
      priceCents: 18_000,
      earlyBird: false,
      eligibleDivisionIds: [],
    });
    expect(registrationBar(campWithMyPlace, 'self')).toBe('taken');
    expect(registrationBar({ ...campWithMyPlace, participants: [withAges(false)] }, 41)).toBe('ages');
    expect(registrationBar({ ...campDetail, registration: 'full', mine: [], waitlist: [] }, 41)).toBe('full');
    expect(nobodyCanRegister(campWithMyPlace, ['self'])).toBe(true);
    expect(nobodyCanRegister({ ...campWithMyPlace, participants: [withAges(false)] }, ['self', 41])).toBe(true);
    expect(nobodyCanRegister({ ...campWithMyPlace, participants: [withAges(true)] }, ['self', 41])).toBe(false);
  });

  it('a tournament’s player is barred only when no division is open to them', () => {
    const entered = (divisionId: number) => ({
      id: 700 + divisionId,
      participantId: 'self' as const,
      name: 'Maya Member',
      status: 'confirmed' as const,
      divisionId,
      partnerName: null,
      entryComplete: true,
    });
    expect(registrationBar(tournamentForMember, 'self')).toBeNull();
    expect(registrationBar({ ...tournamentForMember, mine: [entered(51), entered(52)] }, 'self')).toBe('taken');
    // Leo fits singles and doubles: with both full he waits for a place; the 50+ is not for him anyway.
    const bothFull = { ...tournamentForMember, divisions: tournamentForMember.divisions.map((division) => ({ ...division, spotsLeft: 0 })) };
    expect(registrationBar(bothFull, 41)).toBe('full');
    expect(registrationBar({ ...tournamentForMember, divisions: [tournamentForMember.divisions[2]] }, 'self')).toBe('ages');
  });

  it('knows who holds a place, which places can be cancelled, and the line each registered person gets', () => {
    const held = {
      ...campWithMyPlace,
      mine: [
        ...campWithMyPlace.mine!,
        { id: 702, participantId: 41, name: 'Leo Member', status: 'held' as const, divisionId: null, partnerName: null, entryComplete: true },
      ],
    };
    expect(takenIn(held)).toEqual(['self', 41]);
    expect(takenIn(campDetail)).toEqual([]);
    expect(isCancellable(held, 701)).toBe(true);
    expect(isCancellable(held, 702)).toBe(false);
    expect(isCancellable(null, 701)).toBe(false);
    expect(programLine(21)).toEqual({ product: 'program_registration', programId: 21 });
  });
});
