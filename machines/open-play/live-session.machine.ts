import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { errorOf, toApiError, type ApiError } from '../shared';
import type { BoardView, LiveSource } from './open-play-shapes';

export type LiveSessionEvent =
  /** From `watchView`: a `state` event of the stream. */
  | { type: 'live.state'; view: BoardView }
  /** From `watchView`: the stream opened (again). */
  | { type: 'live.opened' }
  /** From `watchView`: the stream dropped (EventSource tries again by itself); `at` is when. */
  | { type: 'live.lost'; at: string }
  /** From `watchNetwork`: the browser went offline (`at`: when) or came back. */
  | { type: 'live.offline'; at: string }
  | { type: 'live.online' }
  /** From `watchClock`: the time now, so a game's minutes tick. */
  | { type: 'live.tick'; now: string }
  /** From the machine around it: the view an action answered with. */
  | { type: 'live.view'; view: BoardView }
  /** Read the view again in the background (the board's check-in code). */
  | { type: 'live.refresh' }
  | { type: 'live.retry' };

export interface LiveSessionContext {
  source: LiveSource;
  /** The last view; kept while reconnecting, offline or reloading, and shown as stale then. */
  view: BoardView | null;
  error: ApiError | null;
  /** When the shown view stopped being live (the stream dropped, the browser went offline); null while live. */
  staleSince: string | null;
  /** The clock, from `watchClock` (null until its first tick). */
  now: string | null;
}

/** 404 and 403 do not heal by themselves (an unknown board, no place): only the retry button reads again. */
const mayHeal = (error: ApiError | null) => error?.status !== 404 && error?.status !== 403 && error?.status !== 401;

const notOlder = (shown: BoardView | null, view: BoardView) => !shown || view.version >= shown.version;

/**
 * The shared core of open play's live screens (the court board, a player's panel, the desk console,
 * which invoke it as `live`): read the view, follow the stream, and say how fresh what is shown is.
 * A view replaces the shown one only when it is not older (`version`), so a late answer never undoes
 * a newer change.
 */
export const liveSessionMachine = setup({
  types: {
    context: {} as LiveSessionContext,
    events: {} as LiveSessionEvent,
    input: {} as { source: LiveSource },
    tags: {} as 'busy' | 'stale',
  },
  actors: {
    /** GET open-play/sessions/:sessionId, or open-play/boards/:secret for a board. */
    loadView: fromPromise<BoardView, LiveSource>(async () => {
      throw new Error('provide loadView');
    }),
    /** The stream (…/stream): sends `live.state`, `live.opened` and `live.lost`; reconnects by itself. */
    watchView: fromCallback<LiveSessionEvent, LiveSource>(() => {}),
    /** The browser's online and offline events: sends `live.offline` (also at once when it starts offline) and `live.online`. */
    watchNetwork: fromCallback<LiveSessionEvent>(() => {}),
    /** Sends `live.tick` now and then. */
    watchClock: fromCallback<LiveSessionEvent>(() => {}),
  },
  actions: {
    setView: assign((_, view: BoardView) => ({ view, error: null })),
    /** A read's answer, unless a newer view came meanwhile (the stream's or an action's). */
    takeRead: assign(({ context }, view: BoardView) => (notOlder(context.view, view) ? { view, error: null } : {})),
    clearStale: assign({ staleSince: null }),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
    clearError: assign({ error: null }),
    markStale: assign({
      staleSince: ({ context, event }) => context.staleSince ?? (event.type === 'live.lost' || event.type === 'live.offline' ? event.at : context.staleSince),
    }),
    setNow: assign({ now: ({ context, event }) => (event.type === 'live.tick' ? event.now : context.now) }),
  },
  guards: {
    /** A stream event or an action's answer: only a newer version replaces the view. */
    isNewer: ({ context, event }) =>
      (event.type === 'live.state' || event.type === 'live.view') && (!context.view || event.view.version > context.view.version),
    /** A read: replaces the view unless a newer one came meanwhile. */
    isNotOlder: ({ context }, view: BoardView) => notOlder(context.view, view),
    isStale: ({ context }) => context.staleSince !== null,
    mayHeal: ({ context }) => mayHeal(context.error),
  },
  delays: {
    /** A board on a wall has nobody to press Retry. */
    retryDelay: 30_000,
  },
}).createMachine({
  id: 'liveSession',
  context: ({ input }) => ({ source: input.source, view: null, error: null, staleSince: null, now: null }),
  invoke: [
    { id: 'watchNetwork', src: 'watchNetwork' },
    { id: 'watchClock', src: 'watchClock' },
  ],
  on: {
    'live.tick': { actions: 'setNow' },
    'live.offline': { target: '.offline', actions: 'markStale' },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'loadView',
        src: 'loadView',
        input: ({ context }) => context.source,
        onDone: { target: 'connected', actions: { type: 'takeRead', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'setError' },
      },
    },
    failed: {
      after: { retryDelay: { guard: 'mayHeal', target: 'loading' } },
      on: { 'live.retry': { target: 'loading' } },
    },
    // The stream runs in every state inside: EventSource reconnects by itself while `reconnecting`.
    connected: {
      invoke: { id: 'watchView', src: 'watchView', input: ({ context }) => context.source },
      on: {
        'live.state': { guard: 'isNewer', actions: { type: 'setView', params: ({ event }) => event.view } },
        'live.view': { guard: 'isNewer', actions: { type: 'setView', params: ({ event }) => event.view } },
      },
      initial: 'live',
      states: {
        // Live means fresh: whatever marked the view stale is over.
        live: {
          entry: 'clearStale',
          on: {
            'live.lost': { target: 'reconnecting', actions: 'markStale' },
            'live.refresh': { target: 'refreshing' },
          },
        },
        reconnecting: {
          tags: ['stale'],
          on: {
            // Back: read the view again, whatever the stream says first.
            'live.opened': { target: 'refreshing' },
            'live.state': {
              guard: { type: 'isNotOlder', params: ({ event }) => event.view },
              target: 'live',
              actions: { type: 'setView', params: ({ event }) => event.view },
            },
          },
        },
        refreshing: {
          tags: ['busy'],
          invoke: {
            id: 'loadView',
            src: 'loadView',
            input: ({ context }) => context.source,
            onDone: { target: 'live', actions: { type: 'takeRead', params: ({ event }) => event.output } },
            // The stream is open again and sends the view itself; still marked stale until it does.
            onError: [{ guard: 'isStale', target: 'reconnecting' }, { target: 'live' }],
          },
          on: { 'live.lost': { target: 'reconnecting', actions: 'markStale' } },
        },
      },
    },
    offline: {
      tags: ['stale'],
      // Back online: read again and reopen the stream.
      on: { 'live.online': { target: 'loading' } },
    },
  },
});
