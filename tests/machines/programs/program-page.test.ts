import { describe, expect, it } from 'vitest';
import type { PeopleOffer, PurchaseOutcome } from '@machines/checkout/purchase.machine';
import type { Participant } from '@machines/programs/program-shapes';
import { programPageMachine, type ProgramPageInput } from '@machines/programs/program-page.machine';
import { canRegister, isCancellable, nobodyCanRegister, programLine, programPriceFor, registrationBar, takenIn } from '@machines/programs/program-registration';
import { canJoinWaitlist } from '@machines/programs/program-waitlist';
import { entryLines } from '@machines/programs/tournament-entry';
import { aFreePlacedOrder, aPlacedOrder } from '../checkout/order-fixtures';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { campDetail, campWithMyPlace, pageData } from './catalogue-fixtures';
import { tournamentForMember } from './tournament-fixtures';

const OPEN = pageData(campWithMyPlace);
/** Full, with a place kept for Leo (a live offer from the line): he may register, the holder may queue. */
const KEPT_UNTIL = '2026-11-30T16:00:00.000Z';
const FULL = pageData({
  ...campDetail,
  spotsLeft: 0,
  registration: 'full',
  waiting: 2,
  mine: [],
  waitlist: [{ id: 801, participantId: 41, name: 'Leo Member', divisionId: null, position: 1, status: 'offered', offerExpiresAt: KEPT_UNTIL }],
});
const ALREADY_WAITLISTED = {
  status: 409,
  code: 'program_already_waitlisted',
  params: { name: 'Maya Member' },
  message: 'Maya Member is already on the waitlist.',
};
const PEOPLE: Participant[] = [
  { id: 'self', name: 'Maya Member', memberFrom: '2026-01-01', memberUntil: '2027-12-31' },
  { id: 41, name: 'Leo Member', memberFrom: null, memberUntil: null },
];
// What the purchase child ends with (its own paths, the choice and the payment, are tested in tests/machines/checkout).
const CONFIRMED: PurchaseOutcome = { result: 'confirmed', order: aFreePlacedOrder().order };
const ABANDONED: PurchaseOutcome = { result: 'abandoned', order: aPlacedOrder().order };
const CLOSED: PurchaseOutcome = { result: 'closed' };
const DISMISSED: PurchaseOutcome = { result: 'dismissed' };
const NOT_FOUND = { status: 404, code: 'program_not_found', message: 'There is no such program.' };
const CANCEL_ERROR = { status: 409, code: 'program_cancel_not_allowed', message: 'No' };
/**
 * What the page offers the purchase: both people, Leo ticked, one line each; the holder barred, as
 * she holds a place (open) or no place is kept for her (full, where one is kept for Leo).
 */
const OFFER: PeopleOffer = { kind: 'people', people: ['self', 41], barred: ['self'], picks: [41], line: { product: 'program_registration', programId: 21 } };

describe.each<ProgramPageInput>([
  { programId: 21, timeZone: 'America/Toronto', isLoggedIn: true, registerOnLoad: false },
  { programId: 21, timeZone: 'America/Toronto', isLoggedIn: false, registerOnLoad: true },
])('program page model (logged in: $isLoggedIn, register on load: $registerOnLoad)', (input) => {
  const model = createMachineTestModel(programPageMachine, {
    input,
    events: [
      { type: 'xstate.done.actor.loadProgram', output: OPEN },
      { type: 'xstate.done.actor.loadProgram', output: FULL },
      { type: 'xstate.error.actor.loadProgram', error: NOT_FOUND },
      { type: 'xstate.error.actor.loadProgram', error: { status: 500, message: 'Down' } },
      { type: 'program.reload' },
      { type: 'program.register' },
      // The purchase child, once the player is known, asks for the choice.
      { type: 'purchase.prepare' },
      { type: 'xstate.done.actor.loadParticipants', output: PEOPLE },
      // A one-person account: Maya holds a place already (open), or no place is left for her (full).
      { type: 'xstate.done.actor.loadParticipants', output: [PEOPLE[0]] },
      { type: 'xstate.error.actor.loadParticipants', error: { status: 500, message: 'Down' } },
      { type: 'program.confirm' },
      { type: 'program.close' },
      { type: 'xstate.done.actor.purchase', output: CONFIRMED },
      { type: 'xstate.done.actor.purchase', output: CLOSED },
      { type: 'xstate.done.actor.purchase', output: DISMISSED },
      { type: 'xstate.error.actor.purchase', error: { message: 'The purchase stopped unexpectedly.' } },
      { type: 'program.cancel', enrolmentId: 701 },
      { type: 'program.cancel', enrolmentId: 999 },
      { type: 'xstate.done.actor.cancelEnrolment', output: { refundCents: 18_000 } },
      { type: 'xstate.error.actor.cancelEnrolment', error: CANCEL_ERROR },
      // The waitlist: the holder joins (Leo is in line already); Leo's line is left; 999 is nobody's.
      { type: 'program.joinWaitlist' },
      { type: 'program.participant', participantId: 'self' },
      { type: 'program.participant', participantId: 41 },
      { type: 'xstate.done.actor.joinWaitlist', output: { id: 802, position: 2 } },
      { type: 'xstate.error.actor.joinWaitlist', error: ALREADY_WAITLISTED },
      { type: 'program.leaveWaitlist', entryId: 801 },
      { type: 'program.leaveWaitlist', entryId: 999 },
      { type: 'xstate.done.actor.leaveWaitlist' },
      { type: 'xstate.error.actor.leaveWaitlist', error: { status: 404, code: 'program_waitlist_entry_not_found', message: 'Gone' } },
      { type: 'session.loggedIn' },
      { type: 'session.loggedOut' },
    ],
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    // A tournament's entry and its payment belong to the tournament model below.
    for (const id of reachableStateIds(programPageMachine).filter((id) => !['programPage.entering', 'programPage.paying'].includes(id)))
      expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(programPageMachine, {
        input,
        spy: ['forgetRegisterOnLoad', 'notifyRegistered', 'notifyWaitlisted', 'notifyLeft', 'offerChoice'],
      });
      await runPath(path, h, {
        effects: (event, from, to) => {
          // The flag is dropped from the address once, when the first answer is in.
          if (event.type === 'xstate.done.actor.loadProgram' && from?.matches('loading') && from.context.registerOnLoad) return ['forgetRegisterOnLoad'];
          if (event.type === 'xstate.done.actor.purchase' && event.output === CONFIRMED) return ['notifyRegistered'];
          // The people to tick go to the purchase child once read (never for a place in line, nor when nobody can be registered).
          if (event.type === 'xstate.done.actor.loadParticipants' && to.matches({ buying: 'offered' })) return ['offerChoice'];
          if (event.type === 'xstate.done.actor.joinWaitlist') return ['notifyWaitlisted'];
          if (event.type === 'xstate.done.actor.leaveWaitlist') return ['notifyLeft'];
          return [];
        },
        states: {
          loading: () => expect(h.lastInput('loadProgram')).toEqual({ programId: 21 }),
          // Registering where it is open (or a place is kept), queueing where it is full; the purchase asks this page for the choice.
          buying: (s) => {
            expect(s.context.task === 'waitlist' ? canJoinWaitlist(s.context.program, null) : canRegister(s.context.program)).toBe(true);
            expect(h.lastInput('purchase')).toMatchObject({ offerFrom: h.actor });
          },
          // Asked once the player is known: the program and the people are read again as them.
          'buying.preparing': (s) => expect(s.context.isLoggedIn).toBe(true),
          'buying.offered': (s) => expect(s.context.task).toBe('register'),
          // Leo is in line already: the holder is the one offered, and the only one who can be.
          waitlisting: (s) => expect(s.context.entry.participantId).toBe('self'),
          // Never a choice of nobody: the dialog has a reason for each person.
          nobodyEligible: (s) => {
            expect(s.context.participants).toEqual([PEOPLE[0]]);
            expect(nobodyCanRegister(s.context.program, ['self'])).toBe(true);
            expect(registrationBar(s.context.program, 'self')).toBe(s.context.program?.registration === 'full' ? 'full' : 'taken');
          },
          joining: () => expect(h.lastInput('joinWaitlist')).toEqual({ programId: 21, participantId: 'self', divisionId: null }),
          confirmingLeave: (s) => expect(s.context.leavingLine).toBe(801),
          leaving: () => expect(h.lastInput('leaveWaitlist')).toEqual({ programId: 21, entryId: 801 }),
          cancelling: () => expect(h.lastInput('cancelEnrolment')).toEqual({ enrolmentId: 701 }),
          cancelled: (s) => expect(s.context.refundCents).toBe(18_000),
          notFound: (s) => expect(s.context.program).toBeNull(),
        },
        events: {
          // The purchase's gate is asked with what the page knew of the session when the player pressed the button.
          'program.register': (_, from) => {
            if (h.snapshot.matches('buying')) expect(h.lastInput('purchase')).toMatchObject({ isLoggedIn: from!.context.isLoggedIn });
          },
          'xstate.done.actor.loadParticipants': () => {
            // Everyone on the account, those who cannot come barred, Leo ticked, one line each.
            if (h.snapshot.matches({ buying: 'offered' })) expect(h.actions.offerChoice).toHaveBeenCalledWith(expect.anything(), OFFER);
          },
          // Closed (the login or the dialog): back to the page, nothing chosen.
          'xstate.done.actor.purchase': (step) => {
            if ((step.event.output as PurchaseOutcome).result !== 'confirmed') expect(h.snapshot.context.task).toBeNull();
          },
          'xstate.error.actor.joinWaitlist': () => {
            expect(h.snapshot.matches('waitlisting')).toBe(true);
            expect(h.snapshot.context.error).toEqual(ALREADY_WAITLISTED);
          },
          'xstate.error.actor.cancelEnrolment': () => {
            expect(h.snapshot.matches('confirming')).toBe(true);
            expect(h.snapshot.context.error).toEqual(CANCEL_ERROR);
          },
        },
      });
    });
  }
});

describe('tournament model: an entry (division, player, partner) and a full division’s waitlist', () => {
  const input: ProgramPageInput = { programId: 31, timeZone: 'America/Toronto', isLoggedIn: true, registerOnLoad: false };
  const TOURNAMENT = pageData(tournamentForMember);
  /** A place in the full 50+ mixed doubles is kept for Gus, first in its line. */
  const KEPT_FOR_GUS = pageData({
    ...tournamentForMember,
    waitlist: [{ id: 811, participantId: 42, name: 'Gus Member', divisionId: 53, position: 1, status: 'offered', offerExpiresAt: KEPT_UNTIL }],
  });
  const FAMILY: Participant[] = [...PEOPLE, { id: 42, name: 'Gus Member', memberFrom: null, memberUntil: null }];
  const DIVISION_FULL = { status: 409, code: 'program_division_full', params: { division: 'Open doubles' }, message: 'Open doubles is full.' };
  const model = createMachineTestModel(programPageMachine, {
    input,
    events: [
      { type: 'xstate.done.actor.loadProgram', output: TOURNAMENT },
      { type: 'xstate.done.actor.loadProgram', output: KEPT_FOR_GUS },
      { type: 'purchase.prepare' },
      { type: 'xstate.done.actor.loadParticipants', output: FAMILY },
      // Maya (36) plays singles or doubles; Gus (62) also the 50+ mixed doubles, full unless a place is kept for him.
      { type: 'program.participant', participantId: 'self' },
      { type: 'program.participant', participantId: 42 },
      { type: 'program.division', divisionId: 51 },
      { type: 'program.division', divisionId: 52 },
      { type: 'program.division', divisionId: 53 },
      // Leo (14) fits the open doubles; an address is checked for its shape only.
      { type: 'program.partner', partner: { participantId: 41 } },
      { type: 'program.partner', partner: { email: 'bob@example.com' } },
      { type: 'program.partner', partner: { email: 'bob@' } },
      // The entry's own purchase: paid, refused, or back from the payment page.
      { type: 'xstate.done.actor.purchase', output: CONFIRMED },
      { type: 'xstate.done.actor.purchase', output: { result: 'refused', error: DIVISION_FULL } },
      { type: 'xstate.done.actor.purchase', output: ABANDONED },
      { type: 'xstate.error.actor.purchase', error: { message: 'The purchase stopped unexpectedly.' } },
      { type: 'program.joinWaitlist', divisionId: 53 },
      { type: 'program.joinWaitlist', divisionId: 52 },
      { type: 'xstate.done.actor.joinWaitlist', output: { id: 812, position: 3 } },
      { type: 'program.leaveWaitlist', entryId: 811 },
      { type: 'xstate.done.actor.leaveWaitlist' },
    ],
    // Logging in and out and failed reads are the camp model's; here the entry and the lines.
    filter: (s) => s.context.isLoggedIn && !s.matches('loadFailed'),
  });
  const paths = model.getShortestPaths();

  it('paths take every transition and reach the entry and waitlist states', () => {
    const visited = visitedStateIds(paths);
    for (const id of ['entering', 'paying', 'waitlisting', 'joining', 'confirmingLeave', 'leaving']) expect(visited).toContain(`programPage.${id}`);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(programPageMachine, { input, spy: ['offerChoice', 'notifyRegistered', 'notifyWaitlisted', 'notifyLeft'] });
      await runPath(path, h, {
        // A tournament's entry is never offered as people to tick: it is an order of its own.
        effects: (event) => {
          if (event.type === 'xstate.done.actor.purchase' && event.output === CONFIRMED) return ['notifyRegistered'];
          if (event.type === 'xstate.done.actor.joinWaitlist') return ['notifyWaitlisted'];
          if (event.type === 'xstate.done.actor.leaveWaitlist') return ['notifyLeft'];
          return [];
        },
        states: {
          entering: (s) => {
            const { entry } = s.context;
            // The 50+ division only for Gus, and only while a place is kept for him; no partner in singles.
            if (entry.divisionId === 53) expect(entry.participantId).toBe(42);
            if (entry.divisionId === 51) expect(entry.partner).toBeNull();
          },
          // The entry is paid as an order: the purchase skips the login (the player is known) and the choice.
          paying: (s) => {
            const { entry } = s.context;
            expect(h.lastInput('purchase')).toEqual({ isLoggedIn: true, offer: { kind: 'order', lines: entryLines(31, entry) } });
            const line: Record<string, unknown> = entryLines(31, entry)[0];
            expect(line).toMatchObject({ product: 'program_registration', programId: 31, divisionId: entry.divisionId, participantId: entry.participantId });
            if (entry.divisionId === 51) expect(line).not.toHaveProperty('partner');
            else
              expect(line.partner).toEqual(
                expect.objectContaining(entry.partner && 'email' in entry.partner ? { email: 'bob@example.com' } : { participantId: 41 }),
              );
            expect(s.hasTag('busy')).toBe(true);
          },
          waitlisting: (s) =>
            expect(s.context.entry).toEqual({ divisionId: 53, participantId: s.context.program?.waitlist?.length ? null : 42, partner: null }),
          joining: () => expect(h.lastInput('joinWaitlist')).toEqual({ programId: 31, participantId: 42, divisionId: 53 }),
          leaving: () => expect(h.lastInput('leaveWaitlist')).toEqual({ programId: 31, entryId: 811 }),
        },
        events: {
          'xstate.done.actor.purchase': (step, from) => {
            if (!from?.matches('paying')) return;
            const outcome = step.event.output as PurchaseOutcome;
            // Refused or back from the payment page: the entry stays as it was, with the server's reason.
            if (outcome.result !== 'confirmed') {
              expect(h.snapshot.matches('entering')).toBe(true);
              expect(h.snapshot.context.entry).toEqual(from.context.entry);
            }
            if (outcome.result === 'refused') expect(h.snapshot.context.error).toEqual(DIVISION_FULL);
          },
        },
      });
    });
  }
});

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
