import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { checkoutMachine, type CheckoutOutput } from '@machines/checkout/checkout.machine';
import { loginGateMachine } from '@machines/auth/login-gate.machine';
import {
  purchaseMachine,
  type OfferingCaller,
  type PeopleOffer,
  type PurchaseInput,
  type PurchaseOutcome,
  type PurchaseRequest,
} from '@machines/checkout/purchase.machine';
import type { OrderLineRequest } from '@machines/checkout/order-shapes';
import { aFreePlacedOrder, aPlacedOrder } from './order-fixtures';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

const CONFIRMED: CheckoutOutput = { result: 'confirmed', order: aFreePlacedOrder().order };
const ABANDONED: CheckoutOutput = { result: 'abandoned', order: aPlacedOrder().order };
const FULL = { status: 409, code: 'program_session_full', message: 'Full: join the waitlist' };
const REFUSED: CheckoutOutput = { result: 'refused', error: FULL };
const DOWN = { status: 500, message: 'Down' };

/** The holder and two children; Leo is already in (barred), the holder is ticked at first. */
const PEOPLE: PeopleOffer = {
  kind: 'people',
  people: ['self', 41, 42],
  barred: [42],
  picks: ['self'],
  line: { product: 'program_registration', sessionId: 31 },
};
const COURT: OrderLineRequest[] = [{ product: 'court_booking', date: '2026-03-03', startTime: '08:00', hours: 2, court: 'any' }];

/** A caller that hears `purchase.prepare`, as a product's machine would. */
function aCaller() {
  const heard = vi.fn();
  const ref = createActor(
    setup({ types: { events: {} as PurchaseRequest } }).createMachine({ on: { 'purchase.prepare': { actions: () => heard() } } }),
  ).start();
  return { ref: ref as OfferingCaller, heard };
}

const outputOf = (snapshot: { output?: unknown }) => snapshot.output as PurchaseOutcome | undefined;

/** Choosing again on the way to the payment page asks the checkout child to abandon; nothing else does. */
const abandonsOnChooseAgain = (event: { type: string }, from: SnapshotFrom<typeof purchaseMachine> | undefined) =>
  event.type === 'purchase.chooseAgain' && from?.matches('paying') ? ['abandonCheckout'] : [];

const GATE = [
  { type: 'xstate.done.actor.loginGate', output: { loggedIn: true } },
  { type: 'xstate.done.actor.loginGate', output: { loggedIn: false } },
];
const CHECKOUT = [
  { type: 'xstate.done.actor.checkout', output: CONFIRMED },
  { type: 'xstate.done.actor.checkout', output: ABANDONED },
  { type: 'xstate.done.actor.checkout', output: REFUSED },
  { type: 'xstate.error.actor.checkout', error: DOWN },
];
const CHOICE = [
  { type: 'purchase.offer', offer: PEOPLE },
  { type: 'purchase.toggle', participantId: 41 },
  { type: 'purchase.toggle', participantId: 'self' },
  // Barred, and nobody on the account: never ticked.
  { type: 'purchase.toggle', participantId: 42 },
  { type: 'purchase.toggle', participantId: 99 },
  { type: 'purchase.confirm' },
  { type: 'purchase.close' },
  { type: 'purchase.chooseAgain' },
];

// A choice the caller offers once the buyer is known (drop-in, a program's registration), for a visitor and a member.
describe.each([false, true])('purchase model, a choice the caller offers (logged in: %s)', (isLoggedIn) => {
  const caller = aCaller();
  const input: PurchaseInput = { isLoggedIn, offerFrom: caller.ref };
  const model = createMachineTestModel(purchaseMachine, { input, events: [...GATE, ...CHOICE, ...CHECKOUT] });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    // An order's own ends (refused, abandoned) belong to the order model below.
    for (const id of reachableStateIds(purchaseMachine).filter((id) => !['purchase.refused', 'purchase.abandoned'].includes(id))) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      caller.heard.mockClear();
      const h = createHarness(purchaseMachine, { input, spy: ['abandonCheckout'] });
      await runPath(path, h, {
        effects: abandonsOnChooseAgain,
        states: {
          // Who is buying: the gate is told whether anyone is logged in.
          gate: () => expect(h.lastInput('loginGate')).toEqual({ isLoggedIn }),
          // Asked once, as soon as the buyer is known.
          preparing: (s) => {
            expect(caller.heard).toHaveBeenCalledTimes(1);
            expect(s.hasTag('busy')).toBe(true);
          },
          choosing: (s) => {
            // Only people on the account who may come, in the offer's order.
            expect(s.context.picks.every((id) => PEOPLE.people.includes(id) && !PEOPLE.barred.includes(id))).toBe(true);
            expect(s.context.picks).toEqual(PEOPLE.people.filter((id) => s.context.picks.includes(id)));
            expect(s.hasTag('busy')).toBe(false);
          },
          // One line per person ticked: the offer's line with their id.
          paying: (s) => {
            expect(h.lastInput('checkout')).toEqual({
              lines: s.context.picks.map((participantId) => ({ product: 'program_registration', sessionId: 31, participantId })),
            });
            expect(s.hasTag('busy')).toBe(true);
          },
          confirmed: (s) => expect(outputOf(s)).toEqual({ result: 'confirmed', order: CONFIRMED.order }),
          dismissed: (s) => expect(outputOf(s)).toEqual({ result: 'dismissed' }),
          closed: (s) => expect(outputOf(s)).toEqual({ result: 'closed' }),
        },
        events: {
          // Refused: the choice stays open, with the server's reason (its code) until the next pick.
          'xstate.done.actor.checkout': (step) => {
            const output = step.event.output as CheckoutOutput;
            if (output.result === 'refused') expect(h.snapshot.context.error).toEqual(FULL);
            if (output.result === 'abandoned') expect(h.snapshot.matches('choosing')).toBe(true);
          },
          'xstate.error.actor.checkout': () => {
            expect(h.snapshot.matches('choosing')).toBe(true);
            expect(h.snapshot.context.error).toEqual(DOWN);
          },
        },
      });
    });
  }
});

// An order known up front (a court, an invitation's accept): the gate, then pay; every end is the caller's.
describe.each([false, true])('purchase model, an order (logged in: %s)', (isLoggedIn) => {
  const input: PurchaseInput = { isLoggedIn, offer: { kind: 'order', lines: COURT } };
  const model = createMachineTestModel(purchaseMachine, { input, events: [...GATE, ...CHECKOUT, { type: 'purchase.chooseAgain' }] });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of ['purchase.gate', 'purchase.paying', 'purchase.confirmed', 'purchase.abandoned', 'purchase.refused', 'purchase.dismissed'])
      expect(visited).toContain(id);
    expect(visited).not.toContain('purchase.choosing');
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(purchaseMachine, { input, spy: ['abandonCheckout'] });
      await runPath(path, h, {
        effects: abandonsOnChooseAgain,
        states: {
          paying: () => expect(h.lastInput('checkout')).toEqual({ lines: COURT }),
          confirmed: (s) => expect(outputOf(s)).toEqual({ result: 'confirmed', order: CONFIRMED.order }),
          abandoned: (s) => expect(outputOf(s)).toEqual({ result: 'abandoned', order: ABANDONED.order }),
          // The refusal with its code, for the caller to word (or, for a 409, to show the page as it is now).
          refused: (s) =>
            expect([
              { result: 'refused', error: FULL },
              { result: 'refused', error: DOWN },
            ]).toContainEqual(outputOf(s)),
          dismissed: (s) => expect(outputOf(s)).toEqual({ result: 'dismissed' }),
        },
      });
    });
  }
});

// A choice known up front (memberships: the page already lists who can buy).
describe('purchase model, a choice given up front', () => {
  const input: PurchaseInput = { isLoggedIn: true, offer: { ...PEOPLE, line: { product: 'membership' } } };
  const model = createMachineTestModel(purchaseMachine, {
    input,
    events: [...GATE, ...CHOICE.filter((event) => event.type !== 'purchase.offer'), ...CHECKOUT],
  });
  const paths = model.getShortestPaths();

  it('opens the choice without asking anyone, and pays for the people ticked', () => {
    const visited = visitedStateIds(paths);
    for (const id of ['purchase.choosing', 'purchase.paying', 'purchase.confirmed', 'purchase.closed']) expect(visited).toContain(id);
    expect(visited).not.toContain('purchase.preparing');
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(purchaseMachine, { input, spy: ['abandonCheckout'] });
      await runPath(path, h, {
        effects: abandonsOnChooseAgain,
        states: {
          paying: (s) => expect(h.lastInput('checkout')).toEqual({ lines: s.context.picks.map((participantId) => ({ product: 'membership', participantId })) }),
        },
      });
    });
  }
});

describe('purchase machine', () => {
  it('a caller invoking it offers the choice when asked, and reads the outcome in onDone', async () => {
    const outcomes: PurchaseOutcome[] = [];
    const purchase = purchaseMachine.provide({
      actors: {
        loginGate: loginGateMachine,
        checkout: checkoutMachine.provide({ actors: { placeOrder: fromPromise(async () => aFreePlacedOrder()) } }),
      },
    });
    const caller = createMachine({
      types: {} as { events: PurchaseRequest },
      initial: 'buying',
      states: {
        buying: {
          invoke: {
            id: 'purchase',
            src: purchase,
            input: ({ self }) => ({ isLoggedIn: true, offerFrom: self }),
            onDone: { target: 'done', actions: ({ event }) => outcomes.push(event.output) },
          },
          on: { 'purchase.prepare': { actions: ({ self }) => self.getSnapshot().children.purchase?.send({ type: 'purchase.offer', offer: PEOPLE }) } },
        },
        done: { type: 'final' },
      },
    });
    const actor = createActor(caller).start();
    const child = () => actor.getSnapshot().children.purchase;
    await vi.waitFor(() => expect(child().getSnapshot().value).toBe('choosing'));
    child().send({ type: 'purchase.toggle', participantId: 41 });
    child().send({ type: 'purchase.confirm' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(outcomes).toEqual([{ result: 'confirmed', order: aFreePlacedOrder().order }]);
  });

  it('a visitor who closes the login ends the purchase as dismissed, and the caller is never asked', async () => {
    const caller = aCaller();
    const gate = loginGateMachine.provide({ actors: { watchLogin: fromCallback(({ sendBack }) => sendBack({ type: 'loginGate.dismissed' })) } });
    const actor = createActor(purchaseMachine.provide({ actors: { loginGate: gate } }), { input: { isLoggedIn: false, offerFrom: caller.ref } }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(actor.getSnapshot().output).toEqual({ result: 'dismissed' });
    expect(caller.heard).not.toHaveBeenCalled();
  });
});
