import { assign, sendTo, setup, type ActorRef, type Snapshot } from 'xstate';
import { loginGateMachine } from '../auth';
import { toApiError, type ApiError, finalStateOutput, type ParticipantId } from '../shared';
import { checkoutMachine, type CheckoutOutput } from './checkout.machine';
import type { Order, OrderLineRequest } from './order-shapes';

/**
 * One purchase of any product: who is buying (a visitor logs in first), for whom (the people on the
 * account the caller offers), then pay (the checkout child). Every product's flow invokes it with
 * what it sells and reads the outcome in `onDone`; it knows no product.
 */

/** A line the caller already knows (a court, an invitation's accept): paid as soon as the buyer is known. */
interface OrderOffer {
  kind: 'order';
  lines: OrderLineRequest[];
}

/** A choice of who the order is for: one line per person ticked, each the offer's `line` with their `participantId`. */
export interface PeopleOffer {
  kind: 'people';
  /** Everyone on the account, in the order shown: the picks, and so the lines, keep it. */
  people: ParticipantId[];
  /** Who cannot be chosen (already in, outside the ages, nothing to buy…): shown, never ticked. */
  barred: ParticipantId[];
  /** Ticked when the choice opens. */
  picks: ParticipantId[];
  line: { product: string } & Record<string, unknown>;
}

export type PurchaseOffer = OrderOffer | PeopleOffer;

/** What the purchase sends its caller once the buyer is known, when it was started without an offer. */
export type PurchaseRequest = { type: 'purchase.prepare' };

/** The caller that offers the choice: it reads its page again as the buyer, then sends `purchase.offer`. */
export type OfferingCaller = ActorRef<Snapshot<unknown>, PurchaseRequest>;

export type PurchaseInput = { isLoggedIn: boolean } & ({ offer: PurchaseOffer } | { offerFrom: OfferingCaller });

export interface PurchaseContext {
  isLoggedIn: boolean;
  offer: PurchaseOffer | null;
  offerFrom: OfferingCaller | null;
  /** Who is ticked (a people offer), in the offer's order. */
  picks: ParticipantId[];
  /** Why the server refused the order (its `code` words it), kept over the choice until the next one. */
  error: ApiError | null;
  /** The order confirmed at once, or left on the payment page. */
  order: Order | null;
}

export type PurchaseEvent =
  /** From the caller: who may be chosen, now that it has read its page as the buyer. */
  | { type: 'purchase.offer'; offer: PeopleOffer }
  | { type: 'purchase.toggle'; participantId: ParticipantId }
  | { type: 'purchase.confirm' }
  | { type: 'purchase.close' }
  /** On the way to the payment page (or back from it): change the choice, or start over. */
  | { type: 'purchase.chooseAgain' };

/** What the caller reads in `onDone` (`event.output`). */
export type PurchaseOutcome =
  /** Nothing was owed: the order is confirmed (a paid order comes back through the checkout return page). */
  | { result: 'confirmed'; order: Order }
  /** An order offer the server refused (409 taken, 400 with fields keyed `lines.<i>.<field>`…): the caller says why. */
  | { result: 'refused'; error: ApiError }
  /** An order offer the buyer came back from without paying and started over; the hold ends on its own. */
  | { result: 'abandoned'; order: Order }
  /** The visitor closed the login without logging in. */
  | { result: 'dismissed' }
  /** The buyer closed the choice of people. */
  | { result: 'closed' };

/** The refusal a purchase (or its checkout) ended with: the server refused the order; the caller words it by its code. */
export const refusalIn = (outcome: PurchaseOutcome | CheckoutOutput): ApiError | null => (outcome.result === 'refused' ? outcome.error : null);

/** The order a purchase confirmed at once (nothing owed). */
export const confirmedOrderIn = (outcome: PurchaseOutcome): Order | null => (outcome.result === 'confirmed' ? outcome.order : null);

const linesOf = (offer: PurchaseOffer | null, picks: ParticipantId[]): OrderLineRequest[] =>
  offer?.kind === 'people' ? picks.map((participantId) => ({ ...offer.line, participantId })) : (offer?.lines ?? []);

const peopleOf = (offer: PurchaseOffer | null) => (offer?.kind === 'people' ? offer : null);

const orderOf = (output: CheckoutOutput): Order | null => (output.result === 'refused' ? null : output.order);

export const purchaseMachine = setup({
  types: {
    input: {} as PurchaseInput,
    context: {} as PurchaseContext,
    events: {} as PurchaseEvent,
    output: {} as PurchaseOutcome,
    tags: {} as 'busy',
    children: {} as { loginGate: 'loginGate'; checkout: 'checkout' },
  },
  actors: {
    /** A visitor logs in on the way; provide it with its own effects (`requestLogin`, `watchLogin`). */
    loginGate: loginGateMachine,
    /** Places the order; provide it with `placeOrder` and `redirectToCheckout`. */
    checkout: checkoutMachine,
  },
  actions: {
    /** Asks the caller for the choice (`purchase.prepare`); it answers with `purchase.offer`. */
    askForOffer: sendTo(({ context }) => context.offerFrom!, { type: 'purchase.prepare' }),
    setOffer: assign(({ event }) => (event.type === 'purchase.offer' ? { offer: event.offer, picks: event.offer.picks, error: null } : {})),
    togglePick: assign(({ context, event }) => {
      if (event.type !== 'purchase.toggle') return {};
      const ticked = context.picks.includes(event.participantId);
      const picks = ticked
        ? context.picks.filter((id) => id !== event.participantId)
        : (peopleOf(context.offer)?.people ?? []).filter((id) => id === event.participantId || context.picks.includes(id));
      return { picks, error: null };
    }),
    clearError: assign({ error: null }),
    setOrder: assign((_, params: { order: Order | null }) => ({ order: params.order })),
    setRefusal: assign((_, params: { error: ApiError | null }) => ({ error: params.error })),
    abandonCheckout: sendTo('checkout', { type: 'checkout.abandon' }),
  },
  guards: {
    isDismissed: (_, params: { loggedIn: boolean }) => !params.loggedIn,
    isOrderOffer: ({ context }) => context.offer?.kind === 'order',
    hasOffer: ({ context }) => context.offer !== null,
    canPick: ({ context, event }) => {
      const offer = peopleOf(context.offer);
      return event.type === 'purchase.toggle' && offer !== null && offer.people.includes(event.participantId) && !offer.barred.includes(event.participantId);
    },
    hasPicks: ({ context }) => context.picks.length > 0,
    isConfirmed: (_, params: { result: CheckoutOutput['result'] }) => params.result === 'confirmed',
    isAbandoned: (_, params: { result: CheckoutOutput['result'] }) => params.result === 'abandoned',
    isOrderAbandoned: ({ context }, params: { result: CheckoutOutput['result'] }) => params.result === 'abandoned' && context.offer?.kind === 'order',
  },
}).createMachine({
  id: 'purchase',
  context: ({ input }) => ({
    isLoggedIn: input.isLoggedIn,
    offer: 'offer' in input ? input.offer : null,
    offerFrom: 'offerFrom' in input ? input.offerFrom : null,
    picks: 'offer' in input && input.offer.kind === 'people' ? input.offer.picks : [],
    error: null,
    order: null,
  }),
  // The final state reached says what happened (its own `output`).
  output: finalStateOutput<PurchaseOutcome>(),
  initial: 'gate',
  states: {
    // Who is buying: a visitor logs in (or signs up) first; the caller keeps what was chosen meanwhile.
    gate: {
      invoke: {
        id: 'loginGate',
        src: 'loginGate',
        input: ({ context }) => ({ isLoggedIn: context.isLoggedIn }),
        onDone: [
          { guard: { type: 'isDismissed', params: ({ event }) => event.output }, target: 'dismissed' },
          // An order is paid at once; a choice opens, or is asked of the caller.
          { guard: 'isOrderOffer', target: 'paying' },
          { guard: 'hasOffer', target: 'choosing' },
          { target: 'preparing' },
        ],
      },
    },
    // For whom: the caller reads its page again as the buyer (their places, prices, who may come), then offers the choice.
    preparing: {
      tags: ['busy'],
      entry: 'askForOffer',
      on: { 'purchase.offer': { target: 'choosing', actions: 'setOffer' } },
    },
    choosing: {
      on: {
        'purchase.toggle': { guard: 'canPick', actions: 'togglePick' },
        'purchase.confirm': { guard: 'hasPicks', target: 'paying', actions: 'clearError' },
        'purchase.close': { target: 'closed' },
      },
    },
    // Then pay: placing the order, then (in the checkout child) leaving for the payment page.
    paying: {
      tags: ['busy'],
      invoke: {
        id: 'checkout',
        src: 'checkout',
        input: ({ context }) => ({ lines: linesOf(context.offer, context.picks) }),
        onDone: [
          {
            guard: { type: 'isConfirmed', params: ({ event }) => event.output },
            target: 'confirmed',
            actions: { type: 'setOrder', params: ({ event }) => ({ order: orderOf(event.output) }) },
          },
          // Back from the payment page and starting over (the hold ends on its own): an order's page takes over; a choice stays open.
          {
            guard: { type: 'isOrderAbandoned', params: ({ event }) => event.output },
            target: 'abandoned',
            actions: { type: 'setOrder', params: ({ event }) => ({ order: orderOf(event.output) }) },
          },
          { guard: { type: 'isAbandoned', params: ({ event }) => event.output }, target: 'choosing' },
          // 409 taken or full, 400 a field…: an order's page says why; a choice stays open with the reason.
          { guard: 'isOrderOffer', target: 'refused', actions: { type: 'setRefusal', params: ({ event }) => ({ error: refusalIn(event.output) }) } },
          { target: 'choosing', actions: { type: 'setRefusal', params: ({ event }) => ({ error: refusalIn(event.output) }) } },
        ],
        onError: [
          { guard: 'isOrderOffer', target: 'refused', actions: { type: 'setRefusal', params: ({ event }) => ({ error: toApiError(event.error) }) } },
          { target: 'choosing', actions: { type: 'setRefusal', params: ({ event }) => ({ error: toApiError(event.error) }) } },
        ],
      },
      on: { 'purchase.chooseAgain': { actions: 'abandonCheckout' } },
    },
    confirmed: { type: 'final', output: ({ context }): PurchaseOutcome => ({ result: 'confirmed', order: context.order! }) },
    abandoned: { type: 'final', output: ({ context }): PurchaseOutcome => ({ result: 'abandoned', order: context.order! }) },
    refused: { type: 'final', output: ({ context }): PurchaseOutcome => ({ result: 'refused', error: context.error! }) },
    dismissed: { type: 'final', output: { result: 'dismissed' } satisfies PurchaseOutcome },
    closed: { type: 'final', output: { result: 'closed' } satisfies PurchaseOutcome },
  },
});
