import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { loginMachine } from '@machines/auth';
import { failureText } from '@/i18n/failure-text';
import { translate } from '@/i18n/translate';
import { useAppActors } from '@/lib/actors';

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
          // Spec §5: an alert says Failed Login (the form shows it too), with the server's reason when
          // it refused the request itself: no password gets past that, so the visitor must read why.
          notifyLoginFailed: (_, { reason }) =>
            notice.send({
              type: 'notice.show',
              message: reason ? translate('auth.login.failedLoginBecause', { reason: failureText(translate, reason) }) : translate('auth.login.failedLogin'),
              intent: 'error',
            }),
          // The login modal machine finishes the login: viewer, session, closing, return URL.
          onLoggedIn: (_, { profile }) => loginModal.send({ type: 'loginModal.loggedIn', profile }),
        },
      }),
    [api, notice, loginModal],
  );
}
