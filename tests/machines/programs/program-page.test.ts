import { describe, expect, it } from 'vitest';
import type { CheckoutOutput } from '@machines/checkout/checkout.machine';
import type { Participant } from '@machines/programs/drop-in.machine';
import { programPageMachine, type ProgramPageInput } from '@machines/programs/program-page.machine';
import { isCancellable, programLines, programPriceFor, takenIn } from '@machines/programs/program-registration';
import { aFreePlacedOrder, aPlacedOrder } from '../checkout/order-fixtures';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { campDetail, campWithMyPlace, pageData } from './catalogue-fixtures';

const OPEN = pageData(campWithMyPlace);
const FULL = pageData({ ...campDetail, spotsLeft: 0, registration: 'full' });
const PEOPLE: Participant[] = [
  { id: 'self', name: 'Maya Member', memberFrom: '2026-01-01', memberUntil: '2027-12-31' },
  { id: 41, name: 'Leo Member', memberFrom: null, memberUntil: null },
];
const CONFIRMED: CheckoutOutput = { result: 'confirmed', order: aFreePlacedOrder().order };
const ABANDONED: CheckoutOutput = { result: 'abandoned', order: aPlacedOrder().order };
const AGE_ERROR = { status: 400, code: 'program_age_out_of_range', params: { name: 'Leo Member', age: 14, minAge: 8, maxAge: 12 }, message: 'Leo Member is 14 on the first day.' };
const REFUSED: CheckoutOutput = { result: 'refused', error: AGE_ERROR };
const NOT_FOUND = { status: 404, code: 'program_not_found', message: 'There is no such program.' };
const CANCEL_ERROR = { status: 409, code: 'program_cancel_not_allowed', message: 'No' };

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
      { type: 'xstate.done.actor.loginGate', output: { loggedIn: true } },
      { type: 'xstate.done.actor.loginGate', output: { loggedIn: false } },
      { type: 'xstate.done.actor.loadParticipants', output: PEOPLE },
      { type: 'xstate.error.actor.loadParticipants', error: { status: 500, message: 'Down' } },
      // The holder has a place already: only Leo can be ticked; 99 is nobody on the account.
      { type: 'program.toggle', participantId: 41 },
      { type: 'program.toggle', participantId: 'self' },
      { type: 'program.toggle', participantId: 99 },
      { type: 'program.confirm' },
      { type: 'program.close' },
      { type: 'program.chooseAgain' },
      { type: 'xstate.done.actor.checkout', output: CONFIRMED },
      { type: 'xstate.done.actor.checkout', output: ABANDONED },
      { type: 'xstate.done.actor.checkout', output: REFUSED },
      { type: 'program.cancel', enrolmentId: 701 },
      { type: 'program.cancel', enrolmentId: 999 },
      { type: 'xstate.done.actor.cancelEnrolment', output: { refundCents: 18_000 } },
      { type: 'xstate.error.actor.cancelEnrolment', error: CANCEL_ERROR },
      { type: 'session.loggedIn' },
      { type: 'session.loggedOut' },
    ],
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(programPageMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(programPageMachine, { input, spy: ['forgetRegisterOnLoad', 'notifyRegistered', 'abandonCheckout'] });
      await runPath(path, h, {
        effects: (event, from) => {
          // The flag is dropped from the address once, when the first answer is in.
          if (event.type === 'xstate.done.actor.loadProgram' && from?.matches('loading') && from.context.registerOnLoad) return ['forgetRegisterOnLoad'];
          if (event.type === 'xstate.done.actor.checkout' && event.output === CONFIRMED) return ['notifyRegistered'];
          if (event.type === 'program.chooseAgain' && from?.matches('paying')) return ['abandonCheckout'];
          return [];
        },
        states: {
          loading: () => expect(h.lastInput('loadProgram')).toEqual({ programId: 21 }),
          gate: (s) => expect(s.context.program?.registration).toBe('open'),
          paying: (s) => {
            // One line per ticked person, never someone who already holds a place.
            expect(h.lastInput('checkout')).toEqual({ lines: programLines(21, s.context.picks) });
            expect(s.context.picks).toEqual([41]);
          },
          cancelling: () => expect(h.lastInput('cancelEnrolment')).toEqual({ enrolmentId: 701 }),
          cancelled: (s) => expect(s.context.refundCents).toBe(18_000),
          notFound: (s) => expect(s.context.program).toBeNull(),
        },
        events: {
          // The gate is asked with what the page knew of the session when the player pressed the button.
          'program.register': (_, from) => {
            if (h.snapshot.matches('gate')) expect(h.lastInput('loginGate')).toEqual({ isLoggedIn: from!.context.isLoggedIn });
          },
          'xstate.done.actor.loadParticipants': () => expect(h.snapshot.context.picks).toEqual([41]),
          'xstate.done.actor.checkout': (step) => {
            if ((step.event.output as CheckoutOutput).result === 'refused') expect(h.snapshot.context.error).toEqual(AGE_ERROR);
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
    expect(programPriceFor({ id: 'self', name: 'Maya', memberFrom: null, memberUntil: null }, { ...program, priceCents: 17_500, earlyBird: false }, '2027-03-01')).toEqual({
      priceCents: 17_500,
      earlyBird: false,
    });
  });

  it('knows who holds a place, which places can be cancelled, and writes one line per person', () => {
    const held = { ...campWithMyPlace, mine: [...campWithMyPlace.mine!, { id: 702, participantId: 41, name: 'Leo Member', status: 'held' as const }] };
    expect(takenIn(held)).toEqual(['self', 41]);
    expect(takenIn(campDetail)).toEqual([]);
    expect(isCancellable(held, 701)).toBe(true);
    expect(isCancellable(held, 702)).toBe(false);
    expect(isCancellable(null, 701)).toBe(false);
    expect(programLines(21, ['self', 41])).toEqual([
      { product: 'program_registration', programId: 21, participantId: 'self' },
      { product: 'program_registration', programId: 21, participantId: 41 },
    ]);
  });
});
