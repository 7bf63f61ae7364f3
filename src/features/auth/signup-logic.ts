import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { signupMachine } from '@machines/auth';
import { useAppActors } from '@/lib/actors';

/** Signup wired to the API; its automatic login ends like a login from the form. */
export function useSignupLogic() {
  const { api, loginModal } = useAppActors();
  return useMemo(
    () =>
      signupMachine.provide({
        actors: {
          submitSignup: fromPromise(({ input }) => api.auth.signup(input)),
          submitLogin: fromPromise(({ input }) => api.auth.login(input)),
        },
        actions: {
          // The login modal machine finishes the login: viewer, session, closing, return URL.
          onLoggedIn: (_, { profile }) => loginModal.send({ type: 'loginModal.loggedIn', profile }),
        },
      }),
    [api, loginModal],
  );
}
