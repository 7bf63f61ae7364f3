import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { loginGateMachine } from '@machines/auth/login-gate.machine';
import { checkoutMachine } from '@machines/checkout/checkout.machine';
import { purchaseMachine, type PurchaseOutcome } from '@machines/checkout/purchase.machine';
import type { PlacedOrder } from '@machines/checkout/order-shapes';
import { invitationMachine, type Invitation, type InvitationInput } from '@machines/programs/invitation.machine';
import { HttpFailure } from '@/lib/http-client';
import { aFreePlacedOrder, aPlacedOrder, CHECKOUT_URL } from '../checkout/order-fixtures';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { AGE_ERROR, invitationIn, LAPSED_ERROR, NOT_FOUND, openInvitation, TOKEN } from './invitation-fixtures';

const CONFIRMED: PurchaseOutcome = { result: 'confirmed', order: aFreePlacedOrder().order };
const ABANDONED: PurchaseOutcome = { result: 'abandoned', order: aPlacedOrder().order };
const LAPSED_REFUSAL: PurchaseOutcome = { result: 'refused', error: LAPSED_ERROR };
const DISMISSED: PurchaseOutcome = { result: 'dismissed' };

describe.each<InvitationInput>([
  { token: TOKEN, isLoggedIn: true },
  { token: TOKEN, isLoggedIn: false },
])('invitation page model (logged in: $isLoggedIn)', (input) => {
  const model = createMachineTestModel(invitationMachine, {
    input,
    events: [
      { type: 'xstate.done.actor.loadInvitation', output: openInvitation },
      { type: 'xstate.done.actor.loadInvitation', output: invitationIn('lapsed') },
      { type: 'xstate.error.actor.loadInvitation', error: NOT_FOUND },
      { type: 'xstate.error.actor.loadInvitation', error: { status: 500, message: 'Down' } },
      { type: 'invitation.retry' },
      { type: 'invitation.accept' },
      { type: 'xstate.done.actor.purchase', output: CONFIRMED },
      { type: 'xstate.done.actor.purchase', output: ABANDONED },
      // 409 on accept: the invitation lapsed meanwhile.
      { type: 'xstate.done.actor.purchase', output: LAPSED_REFUSAL },
      // The visitor closed the login.
      { type: 'xstate.done.actor.purchase', output: DISMISSED },
      { type: 'xstate.error.actor.purchase', error: AGE_ERROR },
      { type: 'session.loggedIn' },
      { type: 'session.loggedOut' },
    ],
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(invitationMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(invitationMachine, { input, spy: ['notifyAccepted'] });
      await runPath(path, h, {
        effects: (event) => (event.type === 'xstate.done.actor.purchase' && event.output === CONFIRMED ? ['notifyAccepted'] : []),
        states: {
          loading: (s) => {
            expect(h.lastInput('loadInvitation')).toEqual({ token: TOKEN });
            expect(s.hasTag('busy')).toBe(true);
          },
          notFound: (s) => {
            expect(s.context.invitation).toBeNull();
            expect(s.can({ type: 'invitation.retry' })).toBe(false);
          },
          failed: (s) => {
            expect(s.context.error?.status).toBe(500);
            expect(s.can({ type: 'invitation.retry' })).toBe(true);
          },
          // Only an open invitation offers Accept: a lapsed one (read so, or refused so) explains instead.
          'shown.idle': (s) => expect(s.can({ type: 'invitation.accept' })).toBe(s.context.invitation?.state === 'open'),
          'shown.accepting': (s) => {
            expect(s.context.invitation?.state).toBe('open');
            // The accept names the place itself: an order with no lines of the caller's.
            expect(h.lastInput('purchase')).toMatchObject({ offer: { kind: 'order', lines: [] } });
          },
        },
        events: {
          // The purchase's gate is asked with what the page knew of the session when the player pressed Accept.
          'invitation.accept': (_, from) => {
            if (h.snapshot.matches({ shown: 'accepting' })) expect(h.lastInput('purchase')).toMatchObject({ isLoggedIn: from!.context.isLoggedIn });
          },
          'xstate.done.actor.purchase': (step) => {
            const output = step.event.output as PurchaseOutcome;
            if (output.result === 'confirmed') {
              expect(h.snapshot.matches('loading')).toBe(true);
              expect(h.snapshot.context.joined).toBe(true);
            }
            if (output.result === 'refused') {
              // The page stays, says why, and the invitation now reads as lapsed.
              expect(h.snapshot.matches({ shown: 'idle' })).toBe(true);
              expect(h.snapshot.context.error).toEqual(LAPSED_ERROR);
              expect(h.snapshot.context.invitation?.state).toBe('lapsed');
            }
          },
          'xstate.error.actor.purchase': () => {
            expect(h.snapshot.matches({ shown: 'idle' })).toBe(true);
            expect(h.snapshot.context.error).toEqual(AGE_ERROR);
            expect(h.snapshot.context.invitation?.state).toBe('open');
          },
        },
      });
    });
  }
});

/** The machine with the real purchase child (its login gate and checkout): only the network and the browser are fakes. */
function live(options: { isLoggedIn: boolean; invitation?: Invitation; placed?: () => Promise<PlacedOrder> }) {
  const loadInvitation = vi.fn(async (_token: string) => options.invitation ?? openInvitation);
  const accept = vi.fn(options.placed ?? (async () => aPlacedOrder()));
  const requestLogin = vi.fn();
  const redirectToCheckout = vi.fn();
  const notifyAccepted = vi.fn();
  const actor = createActor(
    invitationMachine.provide({
      actors: {
        loadInvitation: fromPromise(({ input }) => loadInvitation(input.token)),
        watchSession: fromCallback(() => {}),
        purchase: purchaseMachine.provide({
          actors: {
            loginGate: loginGateMachine.provide({ actions: { requestLogin } }),
            checkout: checkoutMachine.provide({
              actors: { placeOrder: fromPromise(() => accept()) },
              actions: { redirectToCheckout: (_, { url }) => redirectToCheckout(url) },
            }),
          },
        }),
      },
      actions: { notifyAccepted },
    }),
    { input: { token: TOKEN, isLoggedIn: options.isLoggedIn } },
  ).start();
  const purchase = () => actor.getSnapshot().children.purchase!;
  return { actor, purchase, loadInvitation, accept, requestLogin, redirectToCheckout, notifyAccepted };
}

describe('accepting through the purchase child', () => {
  it('a logged-in member accepts: the order is placed and the browser goes to the payment page', async () => {
    const { actor, purchase, accept, requestLogin, redirectToCheckout } = live({ isLoggedIn: true });
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'invitation.accept' });
    await vi.waitFor(() => expect(redirectToCheckout).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(requestLogin).not.toHaveBeenCalled();
    expect(accept).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ shown: 'accepting' })).toBe(true);
    // Back from the payment page without paying: the invitation again, Accept offered.
    purchase().send({ type: 'purchase.chooseAgain' });
    await waitFor(actor, (s) => s.matches({ shown: 'idle' }));
    expect(actor.getSnapshot().can({ type: 'invitation.accept' })).toBe(true);
  });

  it('a visitor logs in first, then the accept carries on by itself', async () => {
    const { actor, purchase, accept, requestLogin, redirectToCheckout } = live({ isLoggedIn: false });
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'invitation.accept' });
    expect(requestLogin).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ shown: 'accepting' })).toBe(true);
    expect(purchase().getSnapshot().matches('gate')).toBe(true);
    expect(accept).not.toHaveBeenCalled();
    // The app's session tells the gate and the page (its watchSession).
    purchase().getSnapshot().children.loginGate!.send({ type: 'session.loggedIn' });
    actor.send({ type: 'session.loggedIn' });
    await vi.waitFor(() => expect(redirectToCheckout).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(accept).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.isLoggedIn).toBe(true);
  });

  it('a visitor who closes the login modal stays on the invitation, nothing ordered', async () => {
    const { actor, purchase, accept } = live({ isLoggedIn: false });
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'invitation.accept' });
    purchase().getSnapshot().children.loginGate!.send({ type: 'loginGate.dismissed' });
    await waitFor(actor, (s) => s.matches({ shown: 'idle' }));
    expect(accept).not.toHaveBeenCalled();
  });

  it('a free entry is confirmed at once: the player is told, and the invitation is read again, now accepted', async () => {
    const { actor, loadInvitation, redirectToCheckout, notifyAccepted } = live({ isLoggedIn: true, placed: async () => aFreePlacedOrder() });
    await waitFor(actor, (s) => s.matches('shown'));
    loadInvitation.mockResolvedValue(invitationIn('accepted'));
    actor.send({ type: 'invitation.accept' });
    await waitFor(actor, (s) => s.matches('shown') && s.context.invitation?.state === 'accepted');
    expect(redirectToCheckout).not.toHaveBeenCalled();
    expect(notifyAccepted).toHaveBeenCalledTimes(1);
    expect(loadInvitation).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.joined).toBe(true);
  });

  it('a 409 on accept keeps the page with the reason', async () => {
    const { actor, redirectToCheckout } = live({
      isLoggedIn: true,
      placed: () => Promise.reject(new HttpFailure(LAPSED_ERROR.message, 409, undefined, undefined, LAPSED_ERROR.code)),
    });
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'invitation.accept' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().matches({ shown: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual(LAPSED_ERROR);
    expect(actor.getSnapshot().context.invitation?.state).toBe('lapsed');
    expect(redirectToCheckout).not.toHaveBeenCalled();
  });

  it('a lapsed invitation is shown, and Accept is refused', async () => {
    const { actor, accept } = live({ isLoggedIn: true, invitation: invitationIn('lapsed') });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(actor.getSnapshot().can({ type: 'invitation.accept' })).toBe(false);
    actor.send({ type: 'invitation.accept' });
    expect(actor.getSnapshot().matches({ shown: 'idle' })).toBe(true);
    expect(accept).not.toHaveBeenCalled();
  });
});
