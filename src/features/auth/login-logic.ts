import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { FAILED_LOGIN_MESSAGE, loginMachine } from '@machines/auth/login.machine';
import { useAppActors } from '@/lib/actors';
import { outputOf, useOnLoggedIn } from './logged-in';

/** The login machine wired to the API, the notice and the session. */
export function useLoginLogic() {
  const { api, notice } = useAppActors();
  const onLoggedIn = useOnLoggedIn();
  return useMemo(
    () =>
      loginMachine.provide({
        actors: {
          submitLogin: fromPromise(({ input }) => api.auth.login(input)),
        },
        actions: {
          // Spec §5: an alert says Failed Login (the form shows the machine's message too).
          notifyLoginFailed: () => notice.send({ type: 'notice.show', message: FAILED_LOGIN_MESSAGE, intent: 'error' }),
          onLoggedIn: ({ event }) => onLoggedIn(outputOf(event)),
        },
      }),
    [api, notice, onLoggedIn],
  );
}
