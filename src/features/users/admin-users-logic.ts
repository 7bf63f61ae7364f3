import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { adminUsersMachine, type AdminUser, type RolesChange, type UserSearchResult } from '@machines/users';
import { useApi } from '@/lib/actors';

/** The admin users machine wired to the API: search accounts, set roles (owners only, server-checked). */
export function useAdminUsersLogic() {
  const api = useApi();
  return useMemo(
    () =>
      adminUsersMachine.provide({
        actors: {
          searchUsers: fromPromise<UserSearchResult, { query: string }>(({ input }) => api.users.search(input.query ? { search: input.query } : {})),
          setRoles: fromPromise<AdminUser | void, RolesChange>(({ input }) => api.auth.setRoles(input.id, input.roles)),
        },
      }),
    [api],
  );
}
