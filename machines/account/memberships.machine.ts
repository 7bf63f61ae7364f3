import { and, assign, fromPromise, sendTo, setup } from 'xstate';
import { errorOf, toApiError, type ApiError } from '../shared/api-error';
import { checkoutMachine, type CheckoutOutput } from '../checkout';
import { membershipLines, type Memberships, type ParticipantId } from './membership-shapes';

export interface MembershipsInput {
  /** Staff looking at someone else's account: read only (staff sell at the desk, not by card). */
  userId?: number;
  /** `?showBuyOnLoad`: open the purchase dialog as soon as the list is in. */
  buyOnLoad?: boolean;
}

export interface MembershipsContext {
  userId?: number;
  buyOnLoad: boolean;
  memberships: Memberships | null;
  /** Who is ticked in the purchase dialog. */
  picks: ParticipantId[];
  /** The membership the holder asked to cancel (cooling-off), waiting for their confirmation. */
  cancellingId: number | null;
  /** A failed load, a refused order (409/400) or a refused cancellation. */
  error: ApiError | null;
}

export type MembershipsEvent =
  | { type: 'memberships.reload' }
  /** Buy or Renew: opens the dialog, with that person ticked (the holder when none is named). */
  | { type: 'purchase.open'; participantId?: ParticipantId }
  | { type: 'purchase.toggle'; participantId: ParticipantId }
  | { type: 'purchase.confirm' }
  | { type: 'purchase.close' }
  /** On the way to the payment page (or back from it): change who is included. */
  | { type: 'purchase.chooseAgain' }
  | { type: 'cancel.request'; id: number }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' };

const outputOf = <T>(event: { type: string }) => (event as { output?: T }).output as T;

/** Why the order was refused: the checkout's `refused` output, or the error of a checkout that crashed. */
function refusal(event: { type: string }): ApiError {
  const output = outputOf<CheckoutOutput | undefined>(event);
  return output?.result === 'refused' ? output.error : toApiError(errorOf(event));
}

const buyable = (context: MembershipsContext, id: ParticipantId | undefined) =>
  context.memberships?.items.some((item) => item.participant.id === id && item.canBuy) ?? false;

/** Nobody on the account can buy or renew now (everyone's membership runs, renewal not open yet). */
const nothingBuyable = (memberships: Memberships | null | undefined) => !(memberships?.items ?? []).some((item) => item.canBuy);

/** Who the dialog starts with: the person named (Buy or Renew on their row), else the holder, else the first who can buy. */
function firstPick(context: MembershipsContext, named: ParticipantId | undefined): ParticipantId[] {
  const first = [named, 'self' as const].find((id) => id !== undefined && buyable(context, id)) ?? context.memberships?.items.find((item) => item.canBuy)?.participant.id;
  return first !== undefined ? [first] : [];
}

/**
 * The Membership section: each person's status, Buy or Renew (one order with a membership line per
 * ticked person, through the checkout kit) and the cooling-off cancellation.
 */
export const membershipsMachine = setup({
  types: {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- setup() takes the input type from this assertion
    input: {} as MembershipsInput,
    context: {} as MembershipsContext,
    events: {} as MembershipsEvent,
    tags: {} as 'busy',
    children: {} as { checkout: 'checkout' },
  },
  actors: {
    /** GET memberships/mine (or staff/accounts/:userId/memberships). */
    loadMemberships: fromPromise<Memberships, { userId?: number }>(async () => {
      throw new Error('provide loadMemberships');
    }),
    /** POST memberships/:id/cancel: answers the list again. */
    cancelMembership: fromPromise<Memberships, { id: number }>(async () => {
      throw new Error('provide cancelMembership');
    }),
    /** Places the order of the membership lines; provide it with `placeOrder` and `redirectToCheckout`. */
    checkout: checkoutMachine,
  },
  actions: {
    /** The flag has done its job: the app drops it from the address, so a reload or Back does not reopen the dialog. */
    forgetBuyOnLoad: () => {},
    /** Nothing was owed: the memberships are confirmed at once (the app tells the holder). */
    notifyPurchased: () => {},
    notifyCancelled: () => {},
    setMemberships: assign({ memberships: ({ event }) => outputOf<Memberships>(event), error: null }),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
    clearError: assign({ error: null }),
    startPurchase: assign(({ context, event }) => ({ picks: firstPick(context, event.type === 'purchase.open' ? event.participantId : undefined), error: null, buyOnLoad: false })),
    dropBuyOnLoad: assign({ buyOnLoad: false }),
    togglePick: assign(({ context, event }) => {
      if (event.type !== 'purchase.toggle') return {};
      const ticked = context.picks.includes(event.participantId);
      // Kept in the list's order, so the order's lines are too.
      const picks = ticked
        ? context.picks.filter((id) => id !== event.participantId)
        : (context.memberships?.items ?? []).map((item) => item.participant.id).filter((id) => id === event.participantId || context.picks.includes(id));
      return { picks, error: null };
    }),
    closePurchase: assign({ picks: [], error: null }),
    setPurchaseError: assign({ error: ({ event }) => refusal(event) }),
    abandonCheckout: sendTo('checkout', { type: 'checkout.abandon' }),
    askToCancel: assign({ cancellingId: ({ event }) => (event.type === 'cancel.request' ? event.id : null), error: null }),
    forgetCancel: assign({ cancellingId: null, error: null }),
  },
  guards: {
    isOwn: ({ context }) => context.userId === undefined,
    opensOnLoad: ({ context }) => context.buyOnLoad && context.userId === undefined,
    /** The answer just in leaves nobody to buy for. */
    hasNothingToBuy: ({ event }) => nothingBuyable(outputOf<Memberships | undefined>(event)),
    isNothingBuyable: ({ context }) => nothingBuyable(context.memberships),
    isBuyable: ({ context, event }) => event.type === 'purchase.toggle' && buyable(context, event.participantId),
    hasPicks: ({ context }) => context.picks.length > 0,
    isCancellable: ({ context, event }) =>
      event.type === 'cancel.request' &&
      context.userId === undefined &&
      (context.memberships?.items.some((item) => item.id === event.id && item.cancellableUntil !== null) ?? false),
    isConfirmed: ({ event }) => outputOf<CheckoutOutput>(event)?.result === 'confirmed',
    isAbandoned: ({ event }) => outputOf<CheckoutOutput>(event)?.result === 'abandoned',
  },
}).createMachine({
  id: 'memberships',
  context: ({ input }) => ({
    userId: input.userId,
    buyOnLoad: input.buyOnLoad ?? false,
    memberships: null,
    picks: [],
    cancellingId: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    // Also after a purchase or when asked again: the list on screen stays while it loads.
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadMemberships',
        src: 'loadMemberships',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: [
          { guard: and(['opensOnLoad', 'hasNothingToBuy']), target: 'nothingToBuy', actions: ['setMemberships', 'dropBuyOnLoad', 'forgetBuyOnLoad'] },
          { guard: 'opensOnLoad', target: 'purchasing', actions: ['setMemberships', 'startPurchase', 'forgetBuyOnLoad'] },
          { target: 'idle', actions: 'setMemberships' },
        ],
        onError: { target: 'loadFailed', actions: 'setError' },
      },
    },
    loadFailed: {
      on: { 'memberships.reload': { target: 'loading', actions: 'clearError' } },
    },
    idle: {
      on: {
        'purchase.open': [
          { guard: and(['isOwn', 'isNothingBuyable']), target: 'nothingToBuy' },
          { guard: 'isOwn', target: 'purchasing', actions: 'startPurchase' },
        ],
        'cancel.request': { guard: 'isCancellable', target: 'confirmingCancel', actions: 'askToCancel' },
        'memberships.reload': { target: 'loading', actions: 'clearError' },
      },
    },
    purchasing: {
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            'purchase.toggle': { guard: 'isBuyable', actions: 'togglePick' },
            'purchase.confirm': { guard: 'hasPicks', target: 'paying', actions: 'clearError' },
            'purchase.close': { target: '#memberships.idle', actions: 'closePurchase' },
          },
        },
        // Placing the order, then (in the checkout child) leaving for the payment page.
        paying: {
          tags: ['busy'],
          invoke: {
            id: 'checkout',
            src: 'checkout',
            input: ({ context }) => ({ lines: membershipLines(context.memberships!, context.picks) }),
            onDone: [
              { guard: 'isConfirmed', target: '#memberships.loading', actions: ['closePurchase', 'notifyPurchased'] },
              { guard: 'isAbandoned', target: 'choosing' },
              // 409 (already held, renewal not open…) or 400: the dialog stays open with the server's words.
              { target: 'choosing', actions: 'setPurchaseError' },
            ],
            onError: { target: 'choosing', actions: 'setPurchaseError' },
          },
          on: { 'purchase.chooseAgain': { actions: 'abandonCheckout' } },
        },
      },
    },
    // Asked to buy where nobody can (every membership runs and its renewal is not open yet): the
    // dialog says why for each person, rather than a choice of nobody at $0.00.
    nothingToBuy: {
      on: { 'purchase.close': { target: 'idle' } },
    },
    confirmingCancel: {
      on: {
        'cancel.confirm': { target: 'cancelling' },
        'cancel.dismiss': { target: 'idle', actions: 'forgetCancel' },
      },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancelMembership',
        src: 'cancelMembership',
        input: ({ context }) => ({ id: context.cancellingId! }),
        onDone: { target: 'idle', actions: ['setMemberships', 'forgetCancel', 'notifyCancelled'] },
        // 409 `membership_cooling_off_over`…: the confirmation stays with the server's words.
        onError: { target: 'confirmingCancel', actions: 'setError' },
      },
    },
  },
});
