import { useMemo } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { catalogueMachine } from '@machines/programs';
import { useAppActors, watchSession } from '@/lib/actors';

export type CatalogueActor = ActorRefFrom<typeof catalogueMachine>;

/** A catalogue page's machine wired to the API and the app's session (prices are the caller's). */
export function useCatalogueLogic() {
  const { api, session } = useAppActors();
  return useMemo(
    () =>
      catalogueMachine.provide({
        actors: {
          loadPrograms: fromPromise(({ input }) => api.programs.list(input.kinds)),
          watchSession: watchSession(session),
        },
      }),
    [api, session],
  );
}
