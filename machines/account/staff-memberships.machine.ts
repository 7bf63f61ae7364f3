import { assertEvent, assign, fromPromise, raise, setup } from 'xstate';
import { errorOf, hasStatus, toApiError, type ApiError, type ParticipantId } from '../shared';
import type { Order } from '../checkout';
import type { Memberships, PersonMembership, SalesTaxRate } from './membership-shapes';
import type { DeskMethod, DeskSaleRequest } from './staff-account-shapes';

export interface StaffMembershipsInput {
  userId: number;
}

/** What is wrong with the sale form before it is sent. */
type SaleProblem = 'nobodyPicked';

export interface StaffMembershipsContext {
  userId: number;
  /** The holder first, then each family member, as the server lists them. */
  people: PersonMembership[];
  /** The sales-tax rates a membership line carries now, for the sale's preview. */
  taxes: SalesTaxRate[];
  /** The last failed read; a failed reload keeps the people shown. */
  listError: ApiError | null;
  sale: DeskSaleRequest | null;
  saleProblem: SaleProblem | null;
  /** Why the last sale was refused (the form stays open). */
  saleError: ApiError | null;
  /** The order the last sale made: its number and total are shown. */
  sold: Order | null;
}

export type StaffMembershipsEvent =
  | { type: 'memberships.reload' }
  | { type: 'sale.opened' }
  | { type: 'sale.submitted'; participantIds: ParticipantId[]; method: DeskMethod; reference?: string }
  | { type: 'sale.closed' };

/** The people whose membership can be bought or renewed now. */
export const buyablePeople = (people: PersonMembership[]) => people.filter((person) => person.canBuy);

const isBuyable = (people: PersonMembership[], id: ParticipantId) => people.some((person) => person.participant.id === id && person.canBuy);

const NO_SALE = { sale: null, saleProblem: null, saleError: null, sold: null };

/**
 * Staff on someone's account: each person's membership, and a sale at the desk (pick the people
 * who can buy, cash or card terminal, an optional slip number), paid on the spot. A sale reads the
 * people again and tells the app, which reads the audit trail and the orders again.
 */
export const staffMembershipsMachine = setup({
  types: {
    input: {} as StaffMembershipsInput,
    context: {} as StaffMembershipsContext,
    events: {} as StaffMembershipsEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** GET staff/accounts/{userId}/memberships */
    loadMemberships: fromPromise<Memberships, { userId: number }>(async () => {
      throw new Error('provide loadMemberships');
    }),
    /** POST staff/accounts/{userId}/memberships { participantIds, method, reference? } → 201 { order } */
    sellMemberships: fromPromise<Order, DeskSaleRequest>(async () => {
      throw new Error('provide sellMemberships');
    }),
  },
  actions: {
    setPeople: assign((_, { items, taxes }: Memberships) => ({ people: items, taxes, listError: null })),
    setListError: assign({ listError: ({ event }) => toApiError(errorOf(event)) }),
    clearListError: assign({ listError: null }),
    openSale: assign(NO_SALE),
    setSale: assign({
      sale: ({ context, event }) => {
        assertEvent(event, 'sale.submitted');
        const reference = event.reference?.trim();
        return { userId: context.userId, participantIds: event.participantIds, method: event.method, ...(reference ? { reference } : {}) };
      },
      saleProblem: null,
      saleError: null,
    }),
    setSaleProblem: assign({ saleProblem: 'nobodyPicked' as const, saleError: null }),
    setSold: assign((_, sold: Order) => ({ sold, sale: null })),
    setSaleError: assign({ saleError: ({ event }) => toApiError(errorOf(event)), sale: null }),
    closeSale: assign(NO_SALE),
    reloadPeople: raise({ type: 'memberships.reload' }),
    /** The app reads the audit trail and the orders again. */
    notifyChanged: () => {},
  },
  guards: {
    canSell: ({ context }) => buyablePeople(context.people).length > 0,
    isValidSale: ({ context, event }) =>
      event.type === 'sale.submitted' && event.participantIds.length > 0 && event.participantIds.every((id) => isBuyable(context.people, id)),
    isConflict: ({ event }) => hasStatus(errorOf(event), 409),
  },
}).createMachine({
  id: 'staffMemberships',
  context: ({ input }) => ({ userId: input.userId, people: [], taxes: [], listError: null, ...NO_SALE }),
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadMemberships',
            src: 'loadMemberships',
            input: ({ context }) => ({ userId: context.userId }),
            onDone: { target: 'ready', actions: { type: 'setPeople', params: ({ event }) => event.output } },
            onError: { target: 'loadFailed', actions: 'setListError' },
          },
          on: { 'memberships.reload': { target: 'loading', reenter: true } },
        },
        loadFailed: {
          on: { 'memberships.reload': { target: 'loading', actions: 'clearListError' } },
        },
        ready: {
          on: { 'memberships.reload': { target: 'reloading', actions: 'clearListError' } },
        },
        /** The people stay on screen while they are read again. */
        reloading: {
          tags: ['busy'],
          invoke: {
            id: 'loadMemberships',
            src: 'loadMemberships',
            input: ({ context }) => ({ userId: context.userId }),
            onDone: { target: 'ready', actions: { type: 'setPeople', params: ({ event }) => event.output } },
            onError: { target: 'ready', actions: 'setListError' },
          },
          on: { 'memberships.reload': { target: 'reloading', reenter: true } },
        },
      },
    },
    sale: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'sale.opened': { guard: 'canSell', target: 'form', actions: 'openSale' } },
        },
        form: {
          on: {
            'sale.submitted': [{ guard: 'isValidSale', target: 'selling', actions: 'setSale' }, { actions: 'setSaleProblem' }],
            'sale.closed': { target: 'closed', actions: 'closeSale' },
          },
        },
        selling: {
          tags: ['busy'],
          invoke: {
            id: 'sellMemberships',
            src: 'sellMemberships',
            input: ({ context }) => context.sale!,
            onDone: { target: 'sold', actions: [{ type: 'setSold', params: ({ event }) => event.output }, 'reloadPeople', 'notifyChanged'] },
            onError: [
              // Someone bought one meanwhile, or a renewal is not open yet: read the people again.
              { guard: 'isConflict', target: 'form', actions: ['setSaleError', 'reloadPeople'] },
              { target: 'form', actions: 'setSaleError' },
            ],
          },
        },
        sold: {
          on: { 'sale.closed': { target: 'closed', actions: 'closeSale' } },
        },
      },
    },
  },
});
