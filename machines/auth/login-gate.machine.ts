import { fromCallback, setup } from 'xstate';
import { finalStateOutput } from '../shared';

/**
 * A purchase started by a visitor passes through here: logged in → done at once; otherwise the
 * app opens the login modal and the gate waits for the login or for the modal to close. The
 * parent keeps the visitor's choice, so after the login the same choice carries on.
 */
export interface LoginGateInput {
  isLoggedIn: boolean;
}

export interface LoginGateContext {
  isLoggedIn: boolean;
}

/** `loggedIn: false` means the visitor closed the login modal without logging in. */
export interface LoginGateOutput {
  loggedIn: boolean;
}

export type LoginGateEvent = { type: 'session.loggedIn' } | { type: 'loginGate.dismissed' };

export const loginGateMachine = setup({
  types: {
    input: {} as LoginGateInput,
    context: {} as LoginGateContext,
    events: {} as LoginGateEvent,
    output: {} as LoginGateOutput,
  },
  actors: {
    /**
     * While waiting: the app sends back `session.loggedIn` once the visitor has logged in (or
     * signed up), and `loginGate.dismissed` when the login modal closes without a login.
     */
    watchLogin: fromCallback(() => {}),
  },
  actions: {
    /** Open the login modal (no return URL: the page stays and carries on). */
    requestLogin: () => {},
  },
  guards: {
    isLoggedIn: ({ context }) => context.isLoggedIn,
  },
}).createMachine({
  id: 'loginGate',
  context: ({ input }) => ({ isLoggedIn: input.isLoggedIn }),
  // The final state reached says what happened (its own `output`).
  output: finalStateOutput<LoginGateOutput>(),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'isLoggedIn', target: 'loggedIn' },
        { target: 'waitingForLogin', actions: 'requestLogin' },
      ],
    },
    waitingForLogin: {
      invoke: { id: 'watchLogin', src: 'watchLogin' },
      on: {
        'session.loggedIn': { target: 'loggedIn' },
        'loginGate.dismissed': { target: 'cancelled' },
      },
    },
    loggedIn: { type: 'final', output: { loggedIn: true } satisfies LoginGateOutput },
    cancelled: { type: 'final', output: { loggedIn: false } satisfies LoginGateOutput },
  },
});
