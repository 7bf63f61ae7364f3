import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { loginMachine } from '@machines/auth/login.machine';
import { translate } from '@/i18n/translate';
import { useAppActors } from '@/lib/actors';
import { outputOf } from './login-output';

/** The login machine wired to the API, the notice and the session. */
export function useLoginLogic() {
  const { api, notice, loginModal } = useAppActors();
  return useMemo(
    () =>
      loginMachine.provide({
        actors: {
          submitLogin: fromPromise(({ input }) => api.auth.login(input)),
        },
        actions: {
          // Spec §5: an alert says Failed Login (the form shows the machine's message too).
          notifyLoginFailed: () => notice.send({ type: 'notice.show', message: translate('auth.login.failedLogin'), intent: 'error' }),
          // The login modal machine finishes the login: viewer, session, closing, return URL.
          onLoggedIn: ({ event }) => loginModal.send({ type: 'loginModal.loggedIn', profile: outputOf(event) }),
        },
      }),
    [api, notice, loginModal],
  );
}
