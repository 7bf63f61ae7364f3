import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { staffResetLinkMachine, type StaffResetLink } from '@machines/users';
import { useApi } from '@/lib/actors';

export function useStaffResetLinkLogic() {
  const api = useApi();
  return useMemo(
    () =>
      staffResetLinkMachine.provide({
        actors: {
          createResetLink: fromPromise<StaffResetLink, { email: string }>(({ input }) => api.auth.staffResetLink(input.email)),
        },
      }),
    [api],
  );
}
