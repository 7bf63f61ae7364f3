import { HttpFailure } from '@/lib/http-client';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { accountProfileMachine } from '@machines/account/account-profile.machine';
import { useAppActors } from '@/lib/actors';

const PROFILE_SAVED_MESSAGE = 'Your changes are saved.';
const noSuchAccount = () => new HttpFailure('No such account.', 404);

/** The route's id is numeric; anything else cannot name an account. */
export function parseAccountId(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  return /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : Number.NaN;
}

/** The account profile machine wired to users/me, users/{id} and the PATCH of changed fields. */
export function useAccountProfileLogic() {
  const { api, notice } = useAppActors();
  return useMemo(
    () =>
      accountProfileMachine.provide({
        actors: {
          loadProfile: fromPromise(async ({ input }) => {
            if (input.id === undefined) return api.users.me();
            if (Number.isNaN(input.id)) throw noSuchAccount();
            return api.users.get(input.id);
          }),
          saveProfile: fromPromise(async ({ input }) => {
            // The form sends text; the API wants the changed fields only, as strings.
            const changes = Object.fromEntries(Object.entries(input.changes).map(([field, value]) => [field, value ?? '']));
            return api.users.update(input.id ?? 'me', changes);
          }),
        },
        actions: {
          notifySaved: () => notice.send({ type: 'notice.show', message: PROFILE_SAVED_MESSAGE, intent: 'success' }),
        },
      }),
    [api, notice],
  );
}
