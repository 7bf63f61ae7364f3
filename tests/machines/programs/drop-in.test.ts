import { describe, expect, it } from 'vitest';
import type { PurchaseOutcome } from '@machines/checkout/purchase.machine';
import { dropInMachine, type DropInInput } from '@machines/programs/drop-in.machine';
import { priceFor, registrationLine, takenBy } from '@machines/programs/drop-in-sessions';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { CLOSED, CONFIRMED, DISMISSED, FULL, LIST, OFFER_31, OPEN, PEOPLE } from './drop-in-model-fixtures';

describe.each<DropInInput>([
  { today: '2026-11-30', timeZone: 'America/Toronto', isLoggedIn: true },
  { today: '2026-11-30', timeZone: 'America/Toronto', isLoggedIn: false },
])('drop-in model (logged in: $isLoggedIn)', (input) => {
  const model = createMachineTestModel(dropInMachine, {
    input,
    events: [
      { type: 'xstate.done.actor.loadSessions', output: LIST },
      { type: 'xstate.error.actor.loadSessions', error: { status: 500, message: 'Down' } },
      { type: 'dropIn.reload' },
      { type: 'dropIn.later' },
      { type: 'dropIn.filter', level: 'Intermediate 3.0–3.5' },
      { type: 'dropIn.register', sessionId: 31 },
      { type: 'dropIn.register', sessionId: 999 },
      // Session 32: everyone on the account is in it or in its line already; 33: anyone may queue.
      { type: 'dropIn.joinWaitlist', sessionId: 32 },
      { type: 'dropIn.joinWaitlist', sessionId: 33 },
      { type: 'dropIn.cancel', sessionId: 32, registrationId: 501 },
      { type: 'dropIn.leave', sessionId: 32, entryId: 601 },
      // The purchase child, once the player is known, asks for the choice.
      { type: 'purchase.prepare' },
      { type: 'xstate.done.actor.loadParticipants', output: PEOPLE },
      { type: 'xstate.error.actor.loadParticipants', error: { status: 500, message: 'Down' } },
      { type: 'dropIn.toggle', participantId: 41 },
      { type: 'dropIn.toggle', participantId: 'self' },
      { type: 'dropIn.confirm' },
      { type: 'dropIn.close' },
      { type: 'xstate.done.actor.purchase', output: CONFIRMED },
      { type: 'xstate.done.actor.purchase', output: CLOSED },
      { type: 'xstate.done.actor.purchase', output: DISMISSED },
      { type: 'xstate.error.actor.purchase', error: { message: 'The purchase stopped unexpectedly.' } },
      { type: 'xstate.done.actor.joinWaitlist', output: { id: 602, position: 2 } },
      { type: 'xstate.error.actor.joinWaitlist', error: { status: 409, code: 'program_already_waitlisted', message: 'Already' } },
      { type: 'xstate.done.actor.cancelRegistration', output: { refundCents: 1356 } },
      { type: 'xstate.error.actor.cancelRegistration', error: { status: 409, code: 'program_cancel_not_allowed', message: 'No' } },
      { type: 'xstate.done.actor.leaveWaitlist', output: undefined },
      { type: 'xstate.error.actor.leaveWaitlist', error: { status: 404, code: 'program_waitlist_entry_not_found', message: 'Gone' } },
    ],
    // Keep the graph small: one "later" and one filter are enough to show they work.
    filter: (s) => s.context.to <= '2026-12-20' && !(s.context.level !== null && s.context.task !== null),
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(dropInMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(dropInMachine, { input, spy: ['notifyRegistered', 'notifyWaitlisted', 'notifyCancelled', 'notifyLeft', 'offerChoice'] });
      await runPath(path, h, {
        effects: (event, from, to) => {
          if (event.type === 'xstate.done.actor.purchase' && event.output === CONFIRMED) return ['notifyRegistered'];
          // The people to tick go to the purchase child once read (never for a place in line).
          if (event.type === 'xstate.done.actor.loadParticipants' && to.matches({ buying: 'offered' })) return ['offerChoice'];
          if (event.type === 'xstate.done.actor.joinWaitlist') return ['notifyWaitlisted'];
          if (event.type === 'xstate.done.actor.cancelRegistration') return ['notifyCancelled'];
          if (event.type === 'xstate.done.actor.leaveWaitlist') return ['notifyLeft'];
          return [];
        },
        states: {
          loading: (s) => expect(h.lastInput('loadSessions')).toEqual({ from: '2026-11-30', to: s.context.to }),
          // Who is buying: the purchase child is told whether a login is needed, and asks this page for the choice.
          buying: (s) => {
            // By identity: toMatchObject would walk the whole actor system on every check.
            expect((h.lastInput('purchase') as { offerFrom?: unknown }).offerFrom).toBe(h.actor);
            expect(s.context.task?.kind === 'register' || s.context.task?.kind === 'waitlist').toBe(true);
          },
          // Asked once the player is known: the list and the people are read again as them.
          'buying.preparing': (s) => expect(s.context.isLoggedIn).toBe(true),
          'buying.offered': (s) => expect(s.context.task).toEqual({ kind: 'register', sessionId: 31 }),
          // One person at most, never someone already in the session or its line.
          choosingForLine: (s) => {
            expect(s.context.task?.kind).toBe('waitlist');
            expect(s.context.picks.length).toBeLessThanOrEqual(1);
            const taken = takenBy(
              s.context.sessions?.find((item) => item.id === s.context.task?.sessionId),
              'waitlist',
            );
            expect(s.context.picks.filter((id) => taken.includes(id))).toEqual([]);
          },
          joining: (s) => expect(h.lastInput('joinWaitlist')).toEqual({ sessionId: 33, participantId: s.context.picks[0] }),
          cancelling: () => expect(h.lastInput('cancelRegistration')).toEqual({ registrationId: 501 }),
          leaving: () => expect(h.lastInput('leaveWaitlist')).toEqual({ entryId: 601 }),
        },
        events: {
          // Everyone on the account, nobody already in, the holder ticked, one registration line each.
          'xstate.done.actor.loadParticipants': () => {
            if (h.snapshot.matches({ buying: 'offered' })) expect(h.actions.offerChoice).toHaveBeenCalledWith(expect.anything(), OFFER_31);
          },
          // The purchase's gate is asked with what the page knew of the session when the player pressed the button.
          'dropIn.register': (_, from) => {
            if (h.snapshot.matches('buying')) expect(h.lastInput('purchase')).toMatchObject({ isLoggedIn: from!.context.isLoggedIn });
          },
          'dropIn.joinWaitlist': (_, from) => {
            if (h.snapshot.matches('buying')) expect(h.lastInput('purchase')).toMatchObject({ isLoggedIn: from!.context.isLoggedIn });
          },
          // Closed (the login or the dialog): back to the list, nothing chosen.
          'xstate.done.actor.purchase': (step) => {
            if ((step.event.output as PurchaseOutcome).result !== 'confirmed') expect(h.snapshot.context.task).toBeNull();
          },
        },
      });
    });
  }
});

describe('drop-in helpers', () => {
  it('each registered person’s line names the session', () => {
    expect(registrationLine(31)).toEqual({ product: 'program_registration', sessionId: 31 });
  });
  it('prices each participant by their own membership on the session’s date', () => {
    expect(PEOPLE.map((person) => priceFor(person, OPEN))).toEqual([800, 1250]);
  });
  it('does not offer people already registered, or already in line when joining the waitlist', () => {
    expect(takenBy(FULL, 'register')).toEqual(['self', 41]);
    expect(takenBy(FULL, 'waitlist')).toEqual(['self', 41]);
    expect(
      takenBy({ ...FULL, mine: { ...FULL.mine!, waitlist: [{ ...FULL.mine!.waitlist[0], offerExpiresAt: '2026-11-30T16:00:00.000Z' }] } }, 'register'),
    ).toEqual(['self']);
  });
});
