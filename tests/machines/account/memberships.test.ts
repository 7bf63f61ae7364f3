import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { membershipsMachine, type MembershipsInput } from '@machines/account/memberships.machine';
import { purchaseTotals, type Memberships, type PersonMembership } from '@machines/account/membership-shapes';
import { checkoutMachine } from '@machines/checkout/checkout.machine';
import { loginGateMachine } from '@machines/auth/login-gate.machine';
import { purchaseMachine, type PurchaseOutcome } from '@machines/checkout/purchase.machine';
import type { OrderLineRequest, PlacedOrder } from '@machines/checkout/order-shapes';
import { aFreePlacedOrder, aPlacedOrder } from '../checkout/order-fixtures';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

const person = (id: PersonMembership['participant']['id'], name: string, overrides: Partial<PersonMembership> = {}): PersonMembership => ({
  id: null,
  participant: { id, name },
  status: 'none',
  validFrom: null,
  validUntil: null,
  renewableFrom: null,
  priceCents: 12_000,
  canBuy: true,
  cancellableUntil: null,
  orderId: null,
  ...overrides,
});
const PARTNER_ACTIVE = person(42, 'Sam Member', {
  id: 700,
  status: 'active',
  validFrom: '2026-11-20',
  validUntil: '2027-11-19',
  renewableFrom: '2027-09-20',
  canBuy: false,
  cancellableUntil: '2026-11-30T17:00:00.000Z',
  orderId: 'order-700',
});
const MEMBERSHIPS: Memberships = {
  items: [person('self', 'Maya Member'), person(41, 'Kai Member'), PARTNER_ACTIVE],
  taxes: [{ name: 'HST', ratePercent: 13 }],
};
const AFTER_CANCEL: Memberships = { ...MEMBERSHIPS, items: [MEMBERSHIPS.items[0], MEMBERSHIPS.items[1], person(42, 'Sam Member')] };
/** The demo member's case: her own membership runs (renewal not open yet), her child Kai has none. */
const HOLDER_RUNNING: Memberships = {
  ...MEMBERSHIPS,
  items: [{ ...PARTNER_ACTIVE, participant: { id: 'self', name: 'Maya Member' }, id: 701, cancellableUntil: null }, person(41, 'Kai Member'), PARTNER_ACTIVE],
};
/** Everyone's membership runs: nothing to buy until renewals open. */
const NOTHING_TO_BUY: Memberships = {
  ...HOLDER_RUNNING,
  items: [HOLDER_RUNNING.items[0], { ...PARTNER_ACTIVE, participant: { id: 41, name: 'Kai Member' }, id: 702 }],
};
const canBuy = (memberships: Memberships | null, id: PersonMembership['participant']['id'] | undefined) =>
  memberships?.items.some((item) => item.participant.id === id && item.canBuy) ?? false;
/** Who the dialog starts with: the person named, else the holder, else the first who can buy. */
const expectedPicks = (memberships: Memberships | null, named?: PersonMembership['participant']['id']) => {
  const first =
    [named, 'self' as const].find((id) => id !== undefined && canBuy(memberships, id)) ?? memberships?.items.find((item) => item.canBuy)?.participant.id;
  return first === undefined ? [] : [first];
};
const HELD: PlacedOrder = aPlacedOrder();
const FREE: PlacedOrder = aFreePlacedOrder();
const ALREADY_HELD = { status: 409, code: 'membership_already_held', message: 'Kai Member already has a membership for these dates.' };
const CONFIRMED: PurchaseOutcome = { result: 'confirmed', order: FREE.order };
const CLOSED: PurchaseOutcome = { result: 'closed' };
const COOLING_OFF_OVER = { status: 409, code: 'membership_cooling_off_over', message: 'The 10 days to cancel are over.' };

describe.each<MembershipsInput>([{}, { buyOnLoad: true }, { userId: 5, buyOnLoad: true }])('memberships model for input %j', (input) => {
  const model = createMachineTestModel(membershipsMachine, {
    input,
    events: [
      { type: 'xstate.done.actor.loadMemberships', output: MEMBERSHIPS },
      { type: 'xstate.done.actor.loadMemberships', output: HOLDER_RUNNING },
      { type: 'xstate.done.actor.loadMemberships', output: NOTHING_TO_BUY },
      { type: 'xstate.error.actor.loadMemberships', error: { status: 500, message: 'Down' } },
      { type: 'memberships.buy' },
      { type: 'memberships.buy', participantId: 41 },
      { type: 'memberships.close' },
      { type: 'xstate.done.actor.purchase', output: CONFIRMED },
      { type: 'xstate.done.actor.purchase', output: CLOSED },
      { type: 'xstate.error.actor.purchase', error: { message: 'The purchase stopped unexpectedly.' } },
      { type: 'cancel.request', id: 700 },
      { type: 'cancel.request', id: 999 },
      { type: 'xstate.done.actor.cancelMembership', output: AFTER_CANCEL },
      { type: 'xstate.error.actor.cancelMembership', error: COOLING_OFF_OVER },
    ],
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    const expected = reachableStateIds(membershipsMachine).filter((id) =>
      // Staff read only: no purchase, no cancellation.
      input.userId === undefined ? true : !/purchasing|confirmingCancel|cancelling|nothingToBuy/.test(id),
    );
    for (const id of expected) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(membershipsMachine, { input, spy: ['forgetBuyOnLoad', 'notifyPurchased', 'notifyCancelled'] });
      await runPath(path, h, {
        effects: (event, from) => {
          if (event.type === 'xstate.done.actor.loadMemberships' && from?.context.buyOnLoad && input.userId === undefined) return ['forgetBuyOnLoad'];
          if (event.type === 'xstate.done.actor.purchase' && event.output === CONFIRMED) return ['notifyPurchased'];
          if (event.type === 'xstate.done.actor.cancelMembership') return ['notifyCancelled'];
          return [];
        },
        states: {
          loading: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('loadMemberships')).toEqual({ userId: input.userId });
          },
          idle: (s) => expect(s.context.memberships).not.toBeNull(),
          // The purchase child offers everyone listed, those who cannot buy now barred, one membership line each.
          purchasing: (s) => {
            expect(input.userId).toBeUndefined();
            const items = s.context.memberships!.items;
            expect(h.lastInput('purchase')).toEqual({
              isLoggedIn: true,
              offer: {
                kind: 'people',
                people: items.map((item) => item.participant.id),
                barred: items.filter((item) => !item.canBuy).map((item) => item.participant.id),
                picks: s.context.firstPicks,
                line: { product: 'membership' },
              },
            });
            // Only people who can buy now are ever ticked.
            for (const id of s.context.firstPicks) expect(items.find((i) => i.participant.id === id)?.canBuy).toBe(true);
          },
          cancelling: () => expect(h.lastInput('cancelMembership')).toEqual({ id: 700 }),
          // Never a dialog of nobody at $0.00: it says why, and nothing is ticked.
          nothingToBuy: (s) => {
            expect(input.userId).toBeUndefined();
            expect(s.context.memberships?.items.some((item) => item.canBuy)).toBe(false);
            expect(s.context.firstPicks).toEqual([]);
            expect(s.context.buyOnLoad).toBe(false);
          },
        },
        events: {
          'xstate.done.actor.loadMemberships': (step, from) => {
            // ?showBuyOnLoad: straight into the dialog, the holder ticked when they can buy, else the
            // first who can; nobody can: the reasons instead (the member's own account only).
            if (from?.context.buyOnLoad && input.userId === undefined) {
              const answer = step.event.output as Memberships;
              if (answer === NOTHING_TO_BUY) expect(h.snapshot.matches('nothingToBuy')).toBe(true);
              else {
                expect(h.snapshot.matches('purchasing')).toBe(true);
                expect(h.snapshot.context.firstPicks).toEqual(answer === HOLDER_RUNNING ? [41] : ['self']);
              }
            }
          },
          'memberships.buy': (step, from) => {
            if (!from?.matches('idle') || input.userId !== undefined) return;
            if (from.context.memberships === NOTHING_TO_BUY) expect(h.snapshot.matches('nothingToBuy')).toBe(true);
            else expect(h.snapshot.context.firstPicks).toEqual(expectedPicks(from.context.memberships, step.event.participantId));
          },
          'xstate.done.actor.purchase': (step) => {
            const output = step.event.output as PurchaseOutcome;
            if (output.result === 'confirmed') expect(h.snapshot.matches('loading')).toBe(true);
            // Closed: the dialog goes, the list stays.
            if (output.result === 'closed') expect(h.snapshot.matches('idle')).toBe(true);
          },
          'xstate.error.actor.purchase': () => expect(h.snapshot.context.error).toEqual({ message: 'The purchase stopped unexpectedly.' }),
          'xstate.error.actor.cancelMembership': () => {
            expect(h.snapshot.matches('confirmingCancel')).toBe(true);
            expect(h.snapshot.context.error).toEqual(COOLING_OFF_OVER);
          },
          'xstate.done.actor.cancelMembership': () => expect(h.snapshot.context.memberships).toEqual(AFTER_CANCEL),
        },
      });
    });
  }
});

describe('membership purchase sums', () => {
  it('each price, the tax per line and the total for two people', () => {
    expect(purchaseTotals(MEMBERSHIPS, ['self', 41])).toEqual({
      subtotalCents: 24_000,
      taxes: [{ name: 'HST', ratePercent: 13, amountCents: 3_120 }],
      totalCents: 27_120,
    });
  });

  it('rounds each line half-up as the server does (Quebec: GST and QST)', () => {
    const quebec: Memberships = {
      items: [person('self', 'A', { priceCents: 9_999 }), person(41, 'B', { priceCents: 9_999 })],
      taxes: [
        { name: 'GST', ratePercent: 5 },
        { name: 'QST', ratePercent: 9.975 },
      ],
    };
    // 9,999 × 5 % = 499.95 → 500; × 9.975 % = 997.40 → 997; per line, then summed.
    expect(purchaseTotals(quebec, ['self', 41])).toEqual({
      subtotalCents: 19_998,
      taxes: [
        { name: 'GST', ratePercent: 5, amountCents: 1_000 },
        { name: 'QST', ratePercent: 9.975, amountCents: 1_994 },
      ],
      totalCents: 22_992,
    });
  });

  it('nothing ticked, or a venue without tax: no tax lines', () => {
    expect(purchaseTotals(MEMBERSHIPS, [])).toEqual({ subtotalCents: 0, taxes: [], totalCents: 0 });
    expect(purchaseTotals({ ...MEMBERSHIPS, taxes: [] }, [41])).toEqual({ subtotalCents: 12_000, taxes: [], totalCents: 12_000 });
  });
});

describe('memberships machine', () => {
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

  /** The real purchase and checkout children, with the app's effects as spies and the API as a fake. */
  function withRealCheckout(placeOrder: (lines: OrderLineRequest[]) => Promise<PlacedOrder>) {
    const redirectToCheckout = vi.fn();
    const loadMemberships = vi.fn(async () => MEMBERSHIPS);
    const machine = membershipsMachine.provide({
      actors: {
        loadMemberships: fromPromise(loadMemberships),
        purchase: purchaseMachine.provide({
          actors: {
            loginGate: loginGateMachine,
            checkout: checkoutMachine.provide({ actors: { placeOrder: fromPromise(({ input }) => placeOrder(input.lines)) }, actions: { redirectToCheckout } }),
          },
        }),
      },
    });
    return { machine, redirectToCheckout, loadMemberships };
  }
  type Live = ReturnType<typeof createActor<ReturnType<typeof withRealCheckout>['machine']>>;
  const purchaseOf = (actor: Live) => actor.getSnapshot().children.purchase!;

  it('ticks two people, pays through the purchase child and leaves for the payment page; choosing again comes back', async () => {
    const placeOrder = vi.fn(async () => HELD);
    const { machine, redirectToCheckout } = withRealCheckout(placeOrder);
    const actor = createActor(machine, { input: {} }).start();
    await settle();
    actor.send({ type: 'memberships.buy' });
    await settle();
    purchaseOf(actor).send({ type: 'purchase.toggle', participantId: 41 });
    // Sam's membership runs: he cannot be ticked.
    purchaseOf(actor).send({ type: 'purchase.toggle', participantId: 42 });
    expect(purchaseOf(actor).getSnapshot().context.picks).toEqual(['self', 41]);
    purchaseOf(actor).send({ type: 'purchase.confirm' });
    expect(placeOrder).toHaveBeenCalledWith([
      { product: 'membership', participantId: 'self' },
      { product: 'membership', participantId: 41 },
    ]);
    await settle();
    expect(redirectToCheckout).toHaveBeenCalledWith(expect.anything(), { url: HELD.checkoutUrl });
    expect(purchaseOf(actor).getSnapshot().children.checkout!.getSnapshot().value).toBe('redirecting');
    purchaseOf(actor).send({ type: 'purchase.chooseAgain' });
    await settle();
    expect(actor.getSnapshot().value).toBe('purchasing');
    expect(purchaseOf(actor).getSnapshot().value).toBe('choosing');
    expect(purchaseOf(actor).getSnapshot().context.picks).toEqual(['self', 41]);
    // Closing the dialog ends the purchase; the list stays.
    purchaseOf(actor).send({ type: 'purchase.close' });
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a refused order (409) keeps the dialog open with the reason; nothing else happens', async () => {
    const placeOrder = vi.fn(async (): Promise<PlacedOrder> => {
      throw Object.assign(new Error(ALREADY_HELD.message), ALREADY_HELD);
    });
    const { machine, loadMemberships } = withRealCheckout(placeOrder);
    const actor = createActor(machine, { input: {} }).start();
    await settle();
    actor.send({ type: 'memberships.buy', participantId: 41 });
    await settle();
    purchaseOf(actor).send({ type: 'purchase.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('purchasing');
    expect(purchaseOf(actor).getSnapshot().value).toBe('choosing');
    expect(purchaseOf(actor).getSnapshot().context.picks).toEqual([41]);
    expect(purchaseOf(actor).getSnapshot().context.error).toMatchObject({ status: 409, code: 'membership_already_held' });
    expect(loadMemberships).toHaveBeenCalledTimes(1);
  });

  it('a free order is confirmed at once and the list is read again', async () => {
    const placeOrder = vi.fn(async () => FREE);
    const { machine, loadMemberships } = withRealCheckout(placeOrder);
    const actor = createActor(machine, { input: {} }).start();
    await settle();
    actor.send({ type: 'memberships.buy' });
    await settle();
    purchaseOf(actor).send({ type: 'purchase.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(loadMemberships).toHaveBeenCalledTimes(2);
  });

  it('staff cannot open the purchase or cancel (they sell at the desk)', async () => {
    const h = createHarness(membershipsMachine, { input: { userId: 5, buyOnLoad: true } }).start();
    await h.resolve('loadMemberships', MEMBERSHIPS);
    expect(h.snapshot.value).toBe('idle');
    h.send({ type: 'memberships.buy' });
    h.send({ type: 'cancel.request', id: 700 });
    expect(h.snapshot.value).toBe('idle');
  });
});
