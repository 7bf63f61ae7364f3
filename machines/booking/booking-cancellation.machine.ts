import { assign, fromPromise, setup } from 'xstate';
import { errorOf, hasStatus, toApiError, type ApiError } from '../shared';
import type { CancellationTerms, CancelResult, RefundKind } from './booking-shapes';

export interface BookingCancellationInput {
  bookingId: number;
}

export interface BookingCancellationContext {
  bookingId: number;
  /** What cancelling now gives, as the server last said. */
  terms: CancellationTerms | null;
  /** Why the terms were asked for again (the server's 409, its code and values: the cutoff passed meanwhile). */
  termsChanged: ApiError | null;
  result: CancelResult | null;
  /** The last failed load or cancel (other than a 409, which reloads the terms). */
  error: ApiError | null;
}

export type BookingCancellationEvent = { type: 'cancellation.confirm' } | { type: 'cancellation.retry' };

/**
 * One member cancelling one booking: read the terms, confirm, cancel with the refund that was
 * shown. A 409 means the terms changed (or it is no longer cancellable): read them again and ask again.
 */
export const bookingCancellationMachine = setup({
  types: {
    input: {} as BookingCancellationInput,
    context: {} as BookingCancellationContext,
    events: {} as BookingCancellationEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** GET bookings/{id}/cancellation */
    loadTerms: fromPromise<CancellationTerms, { bookingId: number }>(async () => {
      throw new Error('provide loadTerms');
    }),
    /** POST bookings/{id}/cancel { expectedRefund } */
    cancelBooking: fromPromise<CancelResult, { bookingId: number; expectedRefund: RefundKind }>(async () => {
      throw new Error('provide cancelBooking');
    }),
  },
  actions: {
    setTerms: assign((_, terms: CancellationTerms) => ({ terms, error: null })),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
    clearError: assign({ error: null }),
    setTermsChanged: assign({ termsChanged: ({ event }) => toApiError(errorOf(event)), error: null }),
    setResult: assign((_, result: CancelResult) => ({ result, termsChanged: null })),
    /** The app reloads the member's list. */
    notifyCancelled: () => {},
  },
  guards: {
    isCancellable: (_, terms: CancellationTerms) => terms.cancellable,
    isConflict: ({ event }) => hasStatus(errorOf(event), 409),
  },
}).createMachine({
  id: 'bookingCancellation',
  context: ({ input }) => ({ bookingId: input.bookingId, terms: null, termsChanged: null, result: null, error: null }),
  initial: 'loadingTerms',
  states: {
    loadingTerms: {
      tags: ['busy'],
      invoke: {
        id: 'loadTerms',
        src: 'loadTerms',
        input: ({ context }) => ({ bookingId: context.bookingId }),
        onDone: [
          {
            guard: { type: 'isCancellable', params: ({ event }) => event.output },
            target: 'confirming',
            actions: { type: 'setTerms', params: ({ event }) => event.output },
          },
          { target: 'notCancellable', actions: { type: 'setTerms', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: 'setError' },
      },
    },
    loadFailed: {
      on: { 'cancellation.retry': { target: 'loadingTerms', actions: 'clearError' } },
    },
    confirming: {
      on: { 'cancellation.confirm': { target: 'cancelling', actions: 'clearError' } },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancelBooking',
        src: 'cancelBooking',
        input: ({ context }) => ({ bookingId: context.bookingId, expectedRefund: context.terms!.refund }),
        onDone: { target: 'done', actions: [{ type: 'setResult', params: ({ event }) => event.output }, 'notifyCancelled'] },
        onError: [
          { guard: 'isConflict', target: 'loadingTerms', actions: 'setTermsChanged' },
          { target: 'confirming', actions: 'setError' },
        ],
      },
    },
    notCancellable: { type: 'final' },
    done: { type: 'final' },
  },
});
