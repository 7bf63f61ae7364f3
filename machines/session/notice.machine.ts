import { assign, setup } from 'xstate';

type NoticeIntent = 'info' | 'success' | 'warning' | 'error';

interface Notice {
  message: string;
  intent: NoticeIntent;
}

export interface NoticeContext {
  notice: Notice | null;
}

export type NoticeEvent = { type: 'notice.show'; message: string; intent?: NoticeIntent } | { type: 'notice.dismiss' };

/** How long a transient notice stays up, in ms (the snackbar pattern of cypress-realworld-app). */
export const NOTICE_DURATION_MS = 6000;

/**
 * Transient messages such as "Failed Login" or "force re login": shown, then dismissed by the
 * visitor or after a delay. A new notice replaces the current one and restarts the delay.
 */
export const noticeMachine = setup({
  types: {
    context: {} as NoticeContext,
    events: {} as NoticeEvent,
  },
  actions: {
    setNotice: assign({
      notice: ({ event }) => (event.type === 'notice.show' ? { message: event.message, intent: event.intent ?? 'info' } : null),
    }),
    clearNotice: assign({ notice: null }),
  },
  delays: {
    noticeDuration: NOTICE_DURATION_MS,
  },
}).createMachine({
  id: 'notice',
  context: { notice: null },
  initial: 'hidden',
  states: {
    hidden: {
      on: { 'notice.show': { target: 'visible', actions: 'setNotice' } },
    },
    visible: {
      after: { noticeDuration: { target: 'hidden', actions: 'clearNotice' } },
      on: {
        'notice.show': { target: 'visible', reenter: true, actions: 'setNotice' },
        'notice.dismiss': { target: 'hidden', actions: 'clearNotice' },
      },
    },
  },
});
