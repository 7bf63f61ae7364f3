import { describe, expect, it } from 'vitest';
import { dropInMachine, type DropInInput } from '@machines/programs/drop-in.machine';
import { priceFor, registrationLine, takenBy } from '@machines/programs/drop-in-sessions';
import type { PeopleOffer, PurchaseOutcome } from '@machines/checkout/purchase.machine';
import type { Participant, ProgramSession, SessionList } from '@machines/programs/program-shapes';
import { aFreePlacedOrder } from '../checkout/order-fixtures';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { session } from './fixtures';

const OPEN: ProgramSession = { ...session, id: 31, spotsLeft: 2 };
const FULL: ProgramSession = {
  ...session,
  id: 32,
  spotsLeft: 0,
  waitlistLength: 1,
  mine: {
    registrations: [{ id: 501, participantId: 'self', name: 'Maya Member', status: 'confirmed' }],
    waitlistPosition: 1,
    waitlist: [{ id: 601, participantId: 41, name: 'Leo Member', position: 1, offerExpiresAt: null }],
    free: 0,
  },
};
/** Full, and nobody on the account in it or in its line yet. */
const FULL_OTHER: ProgramSession = { ...session, id: 33, spotsLeft: 0, waitlistLength: 2 };
const LIST: SessionList = {
  items: [OPEN, FULL, FULL_OTHER],
  taxes: [{ name: 'HST', ratePercent: 13 }],
  timeZone: 'America/Toronto',
  now: '2026-11-30T14:00:00.000Z',
};
const PEOPLE: Participant[] = [
  { id: 'self', name: 'Maya Member', memberFrom: '2026-01-01', memberUntil: '2026-12-31' },
  { id: 41, name: 'Leo Member', memberFrom: null, memberUntil: null },
];
// What the purchase child ends with (its own paths, the choice and the payment, are tested in tests/machines/checkout).
const CONFIRMED: PurchaseOutcome = { result: 'confirmed', order: aFreePlacedOrder().order };
const CLOSED: PurchaseOutcome = { result: 'closed' };
const DISMISSED: PurchaseOutcome = { result: 'dismissed' };
/** What the page offers the purchase for session 31: both people (nobody in yet), the holder ticked, one line each. */
const OFFER_31: PeopleOffer = { kind: 'people', people: ['self', 41], barred: [], picks: ['self'], line: { product: 'program_registration', sessionId: 31 } };

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
            expect(h.lastInput('purchase')).toMatchObject({ offerFrom: h.actor });
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

// Opened from the home page's drop-ins: /drop-in?session=31 opens that session's registration.
describe.each<DropInInput>([
  { today: '2026-11-30', timeZone: 'America/Toronto', isLoggedIn: true, requestedSession: '31' },
  { today: '2026-11-30', timeZone: 'America/Toronto', isLoggedIn: false, requestedSession: '31' },
])('drop-in model, opened on a session (logged in: $isLoggedIn)', (input) => {
  const NOW_FULL: SessionList = { ...LIST, items: [{ ...OPEN, spotsLeft: 0 }, FULL] };
  const model = createMachineTestModel(dropInMachine, {
    input,
    events: [
      { type: 'xstate.done.actor.loadSessions', output: LIST },
      { type: 'xstate.done.actor.loadSessions', output: NOW_FULL },
      { type: 'xstate.error.actor.loadSessions', error: { status: 500, message: 'Down' } },
      { type: 'purchase.prepare' },
      { type: 'xstate.done.actor.purchase', output: DISMISSED },
      { type: 'xstate.done.actor.loadParticipants', output: PEOPLE },
      { type: 'xstate.done.actor.purchase', output: CLOSED },
    ],
    // Up to the registration dialog (or the list): what follows is the ordinary page's (the model above).
    filter: (s) =>
      (s.context.requested !== null || s.context.task !== null || s.matches('ready')) &&
      s.context.level === null &&
      s.context.to === '2026-12-13' &&
      (s.context.error === null || s.matches('loadFailed')),
  });
  const paths = model.getShortestPaths();

  it('the first list opens the session’s registration when it takes one, and says so when it does not', () => {
    const visited = visitedStateIds(paths);
    for (const id of [
      'dropIn.loading',
      'dropIn.loadFailed',
      'dropIn.buying.signingIn',
      'dropIn.buying.preparing.sessions',
      'dropIn.buying.preparing.participants',
      'dropIn.buying.offered',
      'dropIn.ready',
    ])
      expect(visited).toContain(id);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(dropInMachine, { input });
      await runPath(path, h, {
        states: {
          // Read the list first: whether the session can take a registration is the server's answer.
          loading: (s) => expect(s.context.requested === 31 || s.context.sessions !== null).toBe(true),
          loadFailed: (s) => expect(s.context.requested).toBe(31),
          // As if its Register button was pressed: the purchase (its gate), then the people to tick.
          'buying.signingIn': (s) => {
            expect(s.context.task).toEqual({ kind: 'register', sessionId: 31 });
            expect(s.context.requestedUnavailable).toBe(false);
          },
          'buying.offered': (s) => expect(s.context.task).toEqual({ kind: 'register', sessionId: 31 }),
          ready: (s) => {
            expect(s.context.requested).toBeNull();
            expect(s.context.task).toBeNull();
          },
        },
        events: {
          'xstate.done.actor.loadSessions': (step, from) => {
            if (!from?.matches('loading')) return;
            // Full by the time the list came: no registration opens, and the page says why.
            const full = (step.event.output as SessionList).items[0].spotsLeft === 0;
            expect(h.snapshot.matches(full ? 'ready' : 'buying')).toBe(true);
            expect(h.snapshot.context.requestedUnavailable).toBe(full);
            // The purchase's gate is told whether a login is needed, as for the Register button.
            if (!full) expect(h.lastInput('purchase')).toMatchObject({ isLoggedIn: from.context.isLoggedIn });
          },
        },
      });
    });
  }

  it('ignores an address that cannot name a session', () => {
    for (const requestedSession of ['abc', '0', '-3', '99999999999', '', null]) {
      const h = createHarness(dropInMachine, { input: { ...input, requestedSession } }).start();
      expect(h.snapshot.context.requested).toBeNull();
    }
  });
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
