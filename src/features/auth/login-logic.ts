import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { isAuthFailure } from '@machines/api-error';
import { FAILED_LOGIN_MESSAGE, loginMachine } from '@machines/login.machine';
import { useAppActors } from '@/app/app-actors-context';
import { outputOf, useOnLoggedIn } from './logged-in';

/** The login machine wired to the API, the notice and the session. */
export function useLoginLogic() {
  const { api, notice } = useAppActors();
  const onLoggedIn = useOnLoggedIn();
  return useMemo(
    () =>
      loginMachine.provide({
        actors: {
          submitLogin: fromPromise(async ({ input }) => {
            try {
              return await api.auth.login(input);
            } catch (error) {
              // Spec §5: an alert says Failed Login. The machine has no action for it, so the
              // call reports it on its way out; the form shows the machine's own message too.
              if (isAuthFailure(error)) notice.send({ type: 'notice.show', message: FAILED_LOGIN_MESSAGE, intent: 'error' });
              throw error;
            }
          }),
        },
        actions: {
          onLoggedIn: ({ event }) => onLoggedIn(outputOf(event)),
        },
      }),
    [api, notice, onLoggedIn],
  );
}
