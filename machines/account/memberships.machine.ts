import { and, assign, fromPromise, setup } from 'xstate';
import { toApiError, type ApiError, type ParticipantId } from '../shared';
import { purchaseMachine, type PeopleOffer, type PurchaseOutcome } from '../checkout';
import type { Memberships } from './membership-shapes';

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
  /** Who is ticked when the purchase dialog opens (the purchase child keeps the choice from there). */
  firstPicks: ParticipantId[];
  /** The membership the holder asked to cancel (cooling-off), waiting for their confirmation. */
  cancellingId: number | null;
  /** A failed load or a refused cancellation (a refused order is the purchase child's, shown in its dialog). */
  error: ApiError | null;
}

export type MembershipsEvent =
  | { type: 'memberships.reload' }
  /** Buy or Renew: opens the dialog (the purchase child), with that person ticked (the holder when none is named). */
  | { type: 'memberships.buy'; participantId?: ParticipantId }
  /** Closes the reasons nobody can buy. */
  | { type: 'memberships.close' }
  | { type: 'cancel.request'; id: number }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' };

const buyable = (context: MembershipsContext, id: ParticipantId | undefined) =>
  context.memberships?.items.some((item) => item.participant.id === id && item.canBuy) ?? false;

/** Nobody on the account can buy or renew now (everyone's membership runs, renewal not open yet). */
const nothingBuyable = (memberships: Memberships | null | undefined) => !(memberships?.items ?? []).some((item) => item.canBuy);

/** Who the dialog starts with: the person named (Buy or Renew on their row), else the holder, else the first who can buy. */
function firstPick(context: MembershipsContext, named: ParticipantId | undefined): ParticipantId[] {
  const first =
    [named, 'self' as const].find((id) => id !== undefined && buyable(context, id)) ?? context.memberships?.items.find((item) => item.canBuy)?.participant.id;
  return first !== undefined ? [first] : [];
}

/** The choice the purchase opens with: everyone listed, those who cannot buy now barred, one membership line each. */
const membershipOffer = (context: MembershipsContext): PeopleOffer => {
  const items = context.memberships?.items ?? [];
  return {
    kind: 'people',
    people: items.map((item) => item.participant.id),
    barred: items.filter((item) => !item.canBuy).map((item) => item.participant.id),
    picks: context.firstPicks,
    line: { product: 'membership' },
  };
};

/**
 * The Membership section: each person's status, Buy or Renew (one order with a membership line per
 * ticked person, through the purchase child) and the cooling-off cancellation.
 */
export const membershipsMachine = setup({
  types: {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- setup() takes the input type from this assertion
    input: {} as MembershipsInput,
    context: {} as MembershipsContext,
    events: {} as MembershipsEvent,
    tags: {} as 'busy',
    children: {} as { purchase: 'purchase' },
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
    /** The choice of people, then the order of their membership lines; provide it with its login gate and checkout. */
    purchase: purchaseMachine,
  },
  actions: {
    /** The flag has done its job: the app drops it from the address, so a reload or Back does not reopen the dialog. */
    forgetBuyOnLoad: () => {},
    /** Nothing was owed: the memberships are confirmed at once (the app tells the holder). */
    notifyPurchased: () => {},
    notifyCancelled: () => {},
    setMemberships: assign((_, memberships: Memberships) => ({ memberships, error: null })),
    setError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    clearError: assign({ error: null }),
    startPurchase: assign(({ context, event }) => ({
      firstPicks: firstPick(context, event.type === 'memberships.buy' ? event.participantId : undefined),
      error: null,
      buyOnLoad: false,
    })),
    dropBuyOnLoad: assign({ buyOnLoad: false }),
    closePurchase: assign({ firstPicks: [], error: null }),
    askToCancel: assign({ cancellingId: ({ event }) => (event.type === 'cancel.request' ? event.id : null), error: null }),
    forgetCancel: assign({ cancellingId: null, error: null }),
  },
  guards: {
    isOwn: ({ context }) => context.userId === undefined,
    opensOnLoad: ({ context }) => context.buyOnLoad && context.userId === undefined,
    /** Asked to open the purchase, and the answer just in leaves nobody to buy for. */
    opensOnNothingToBuy: ({ context }, memberships: Memberships) => context.buyOnLoad && context.userId === undefined && nothingBuyable(memberships),
    isNothingBuyable: ({ context }) => nothingBuyable(context.memberships),
    isCancellable: ({ context, event }) =>
      event.type === 'cancel.request' &&
      context.userId === undefined &&
      (context.memberships?.items.some((item) => item.id === event.id && item.cancellableUntil !== null) ?? false),
    isConfirmed: (_, outcome: PurchaseOutcome) => outcome.result === 'confirmed',
  },
}).createMachine({
  id: 'memberships',
  context: ({ input }) => ({
    userId: input.userId,
    buyOnLoad: input.buyOnLoad ?? false,
    memberships: null,
    firstPicks: [],
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
          {
            guard: { type: 'opensOnNothingToBuy', params: ({ event }) => event.output },
            target: 'nothingToBuy',
            actions: [{ type: 'setMemberships', params: ({ event }) => event.output }, 'dropBuyOnLoad', 'forgetBuyOnLoad'],
          },
          {
            guard: 'opensOnLoad',
            target: 'purchasing',
            actions: [{ type: 'setMemberships', params: ({ event }) => event.output }, 'startPurchase', 'forgetBuyOnLoad'],
          },
          { target: 'idle', actions: { type: 'setMemberships', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      on: { 'memberships.reload': { target: 'loading', actions: 'clearError' } },
    },
    idle: {
      on: {
        'memberships.buy': [
          { guard: and(['isOwn', 'isNothingBuyable']), target: 'nothingToBuy' },
          { guard: 'isOwn', target: 'purchasing', actions: 'startPurchase' },
        ],
        'cancel.request': { guard: 'isCancellable', target: 'confirmingCancel', actions: 'askToCancel' },
        'memberships.reload': { target: 'loading', actions: 'clearError' },
      },
    },
    // The purchase child: who is ticked, then the order of their membership lines and the payment page.
    purchasing: {
      invoke: {
        id: 'purchase',
        src: 'purchase',
        input: ({ context }) => ({ isLoggedIn: true, offer: membershipOffer(context) }),
        onDone: [
          { guard: { type: 'isConfirmed', params: ({ event }) => event.output }, target: 'loading', actions: ['closePurchase', 'notifyPurchased'] },
          // Closed: the dialog goes, the list stays.
          { target: 'idle', actions: 'closePurchase' },
        ],
        onError: { target: 'idle', actions: ['closePurchase', { type: 'setError', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
    // Asked to buy where nobody can (every membership runs and its renewal is not open yet): the
    // dialog says why for each person, rather than a choice of nobody at $0.00.
    nothingToBuy: {
      on: { 'memberships.close': { target: 'idle' } },
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
        onDone: { target: 'idle', actions: [{ type: 'setMemberships', params: ({ event }) => event.output }, 'forgetCancel', 'notifyCancelled'] },
        // 409 `membership_cooling_off_over`…: the confirmation stays with the server's words.
        onError: { target: 'confirmingCancel', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
