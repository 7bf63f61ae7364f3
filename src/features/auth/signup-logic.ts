import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { signupMachine } from '@machines/auth/signup.machine';
import { useAppActors } from '@/lib/actors';
import { outputOf, useOnLoggedIn } from './logged-in';

/** Signup wired to the API; its automatic login ends like a login from the form. */
export function useSignupLogic() {
  const { api } = useAppActors();
  const onLoggedIn = useOnLoggedIn();
  return useMemo(
    () =>
      signupMachine.provide({
        actors: {
          submitSignup: fromPromise(({ input }) => api.auth.signup(input)),
          submitLogin: fromPromise(({ input }) => api.auth.login(input)),
        },
        actions: {
          onLoggedIn: ({ event }) => onLoggedIn(outputOf(event)),
        },
      }),
    [api, onLoggedIn],
  );
}
