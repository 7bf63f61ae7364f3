import { describe, expect, it } from 'vitest';
import type { PeopleOffer, PurchaseOutcome } from '@machines/checkout/purchase.machine';
import type { Participant } from '@machines/programs/program-shapes';
import { programPageMachine, type ProgramPageInput } from '@machines/programs/program-page.machine';
import { canRegister, nobodyCanRegister, registrationBar } from '@machines/programs/program-registration';
import { canJoinWaitlist } from '@machines/programs/program-waitlist';
import { aFreePlacedOrder, aPlacedOrder } from '../checkout/order-fixtures';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { campDetail, campWithMyPlace, pageData } from './catalogue-fixtures';

// The program page's model-based paths, shared by the files that run them for each way the page is
// opened (logged in; a visitor following a register link): one file per way, so the ~500 paths of
// each run beside the other's on the second core instead of one 2-minute file.

const OPEN = pageData(campWithMyPlace);
/** Full, with a place kept for Leo (a live offer from the line): he may register, the holder may queue. */
export const KEPT_UNTIL = '2026-11-30T16:00:00.000Z';
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
export const PEOPLE: Participant[] = [
  { id: 'self', name: 'Maya Member', memberFrom: '2026-01-01', memberUntil: '2027-12-31' },
  { id: 41, name: 'Leo Member', memberFrom: null, memberUntil: null },
];
// What the purchase child ends with (its own paths, the choice and the payment, are tested in tests/machines/checkout).
export const CONFIRMED: PurchaseOutcome = { result: 'confirmed', order: aFreePlacedOrder().order };
export const ABANDONED: PurchaseOutcome = { result: 'abandoned', order: aPlacedOrder().order };
const CLOSED: PurchaseOutcome = { result: 'closed' };
const DISMISSED: PurchaseOutcome = { result: 'dismissed' };
const NOT_FOUND = { status: 404, code: 'program_not_found', message: 'There is no such program.' };
const CANCEL_ERROR = { status: 409, code: 'program_cancel_not_allowed', message: 'No' };
/**
 * What the page offers the purchase: both people, Leo ticked, one line each; the holder barred, as
 * she holds a place (open) or no place is kept for her (full, where one is kept for Leo).
 */
const OFFER: PeopleOffer = { kind: 'people', people: ['self', 41], barred: ['self'], picks: [41], line: { product: 'program_registration', programId: 21 } };

/** Every shortest path of the page's model for one way of opening it, each a test. */
export function describeProgramPageModel(input: ProgramPageInput) {
  describe(`program page model (logged in: ${input.isLoggedIn}, register on load: ${input.registerOnLoad})`, () => {
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
              // By identity: toMatchObject would walk the whole actor system on every check.
              expect((h.lastInput('purchase') as { offerFrom?: unknown }).offerFrom).toBe(h.actor);
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
}
