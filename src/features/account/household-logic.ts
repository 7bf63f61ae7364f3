import { useMemo } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { householdMachine } from '@machines/account';
import { translate } from '@/i18n/translate';
import { useAppActors } from '@/lib/actors';

export type HouseholdActor = ActorRefFrom<typeof householdMachine>;

/**
 * The household machine wired to the family routes (the staff's for `userId`) and the app's notices;
 * `onChanged` (stable) hears every saved or removed member: the memberships list names them too.
 */
export function useHouseholdLogic(onChanged?: () => void) {
  const { api, notice } = useAppActors();
  return useMemo(
    () =>
      householdMachine.provide({
        actors: {
          loadMembers: fromPromise(({ input }) => api.households.list(input.userId)),
          saveMember: fromPromise(({ input }) =>
            input.id === null ? api.households.add(input.request, input.userId) : api.households.update(input.id, input.request, input.userId),
          ),
          removeMember: fromPromise(({ input }) => api.households.remove(input.id, input.userId)),
        },
        actions: {
          notifySaved: () => {
            notice.send({ type: 'notice.show', message: translate('account.family.saved'), intent: 'success' });
            onChanged?.();
          },
          notifyRemoved: () => {
            notice.send({ type: 'notice.show', message: translate('account.family.removed'), intent: 'success' });
            onChanged?.();
          },
        },
      }),
    [api, notice, onChanged],
  );
}
