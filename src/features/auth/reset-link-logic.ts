import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { passwordResetRequestMachine } from '@machines/auth';
import { useAppActors } from '@/lib/actors';

/** "Forgot password": asks the server to e-mail a reset link. */
export function useResetLinkLogic() {
  const { api } = useAppActors();
  return useMemo(
    () =>
      passwordResetRequestMachine.provide({
        actors: { requestResetLink: fromPromise(({ input }) => api.auth.requestResetLink(input.email)) },
      }),
    [api],
  );
}
