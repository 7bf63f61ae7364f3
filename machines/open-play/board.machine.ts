import { sendTo, setup } from 'xstate';
import { liveSessionMachine } from './live-session.machine';

export interface BoardInput {
  sessionId: number;
  /** The board link's `?key=`; null when the address has none. */
  secret: string | null;
}

/**
 * The court board (/open-play/:sessionId/board?key=…): the live core read with the board's secret,
 * read again every few minutes so the check-in QR code always carries a code that still works.
 */
export const boardMachine = setup({
  types: {
    context: {} as BoardInput,
    input: {} as BoardInput,
    children: {} as { live: 'live' },
  },
  actors: { live: liveSessionMachine },
  actions: {
    refreshLive: sendTo('live', { type: 'live.refresh' }),
  },
  guards: {
    hasKey: ({ context }) => context.secret !== null && context.secret !== '',
  },
  delays: {
    /** A check-in code works 10 to 20 minutes: a fresh one every 5 keeps the QR code valid. */
    qrRefresh: 5 * 60_000,
  },
}).createMachine({
  id: 'board',
  context: ({ input }) => ({ sessionId: input.sessionId, secret: input.secret }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasKey', target: 'showing' }, { target: 'noKey' }] },
    /** The address has no key: the board says where to get its link. */
    noKey: {},
    showing: {
      invoke: {
        id: 'live',
        src: 'live',
        input: ({ context }) => ({ source: { kind: 'board' as const, sessionId: context.sessionId, secret: context.secret ?? '' } }),
      },
      initial: 'waiting',
      states: {
        waiting: { after: { qrRefresh: { target: 'waiting', reenter: true, actions: 'refreshLive' } } },
      },
    },
  },
});
