import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { errorOf, toApiError, type ApiError } from '../shared';
import type { WhatsOn } from './whats-on-shapes';

/**
 * How long after a live change the home page reads again. The answer may be cached for 10 s
 * (`Cache-Control: public, max-age=10` on GET /api/whats-on): a read at least that long after the
 * previous one cannot be answered from the browser's copy. Waiting also folds a burst of changes
 * (a hold, then its payment) into one read.
 */
export const SETTLE_MS = 11_000;
/** Read again this often anyway: drop-in places and programs change without a court changing, and hours pass. */
export const REFRESH_EVERY_MS = 120_000;

export interface WhatsOnContext {
  whatsOn: WhatsOn | null;
  /** The first read failed (the view words it from its code). */
  error: ApiError | null;
}

export type WhatsOnEvent =
  | { type: 'whatsOn.reload' }
  /** From `watchCourts`: someone booked, cancelled or a hold ran out on the shown court date. */
  | { type: 'whatsOn.changed'; date: string };

/**
 * The home page's "what is on": read when the page opens, then kept fresh: read again a little after
 * any change to the shown court date (the app follows Book Court's live stream) and every two
 * minutes. What is on screen stays while it is read again; a failed refresh keeps it.
 */
export const whatsOnMachine = setup({
  types: {
    context: {} as WhatsOnContext,
    events: {} as WhatsOnEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** GET /whats-on */
    loadWhatsOn: fromPromise<WhatsOn, void>(async () => {
      throw new Error('provide loadWhatsOn');
    }),
    /** Runs while a court date is shown: sends `whatsOn.changed` when its availability changes. */
    watchCourts: fromCallback<{ type: string }, { date: string }>(() => {}),
  },
  delays: { settle: SETTLE_MS, refreshEvery: REFRESH_EVERY_MS },
  actions: {
    setWhatsOn: assign((_, whatsOn: WhatsOn) => ({ whatsOn, error: null })),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
    clearError: assign({ error: null }),
  },
  guards: {
    isShownDate: ({ context, event }) => event.type === 'whatsOn.changed' && event.date === context.whatsOn?.courts.date,
    /** The answer shows another court date (today ended): the watch follows it. */
    movedToAnotherDate: ({ context }, whatsOn: WhatsOn) => whatsOn.courts.date !== context.whatsOn?.courts.date,
  },
}).createMachine({
  id: 'whatsOn',
  context: { whatsOn: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadWhatsOn',
        src: 'loadWhatsOn',
        onDone: { target: 'showing', actions: { type: 'setWhatsOn', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: 'setError' },
      },
    },
    loadFailed: {
      on: { 'whatsOn.reload': { target: 'loading', actions: 'clearError' } },
    },
    showing: {
      invoke: { id: 'watchCourts', src: 'watchCourts', input: ({ context }) => ({ date: context.whatsOn!.courts.date }) },
      initial: 'current',
      states: {
        current: {
          after: { refreshEvery: 'refreshing' },
          on: { 'whatsOn.changed': { guard: 'isShownDate', target: 'settling' } },
        },
        // Further changes meanwhile are read with the first one.
        settling: {
          after: { settle: 'refreshing' },
        },
        refreshing: {
          invoke: {
            id: 'loadWhatsOn',
            src: 'loadWhatsOn',
            onDone: [
              // Re-entering `showing` restarts the watch on the new date.
              {
                guard: { type: 'movedToAnotherDate', params: ({ event }) => event.output },
                target: '#whatsOn.showing',
                reenter: true,
                actions: { type: 'setWhatsOn', params: ({ event }) => event.output },
              },
              { target: 'current', actions: { type: 'setWhatsOn', params: ({ event }) => event.output } },
            ],
            // Keep what is shown; the next change or the next round tries again.
            onError: { target: 'current' },
          },
          // The answer on its way may predate the change: wait, then ask again.
          on: { 'whatsOn.changed': { guard: 'isShownDate', target: 'settling' } },
        },
      },
    },
  },
});
