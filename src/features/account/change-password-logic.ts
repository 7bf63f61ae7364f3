import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { passwordResetRequestMachine } from '@machines/auth';
import { useAppActors } from '@/lib/actors';

/** "Change password" sends the same e-mailed reset link as "Forgot password", to the account's address. */
export function useChangePasswordLogic() {
  const { api } = useAppActors();
  return useMemo(
    () =>
      passwordResetRequestMachine.provide({
        actors: { requestResetLink: fromPromise(({ input }) => api.auth.requestResetLink(input.email)) },
      }),
    [api],
  );
}
