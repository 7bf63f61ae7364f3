import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { type Coach, type Partner, coachesListMachine, partnersListMachine } from '@machines/content';
import { useApi } from '@/lib/actors';

/** /coaches: the list machine reading GET /api/coaches. */
export function useCoachesListLogic() {
  const api = useApi();
  return useMemo(() => coachesListMachine.provide({ actors: { loadItems: fromPromise<Coach[]>(() => api.content.coaches()) } }), [api]);
}

/** /partners: the list machine reading GET /api/partners. */
export function usePartnersListLogic() {
  const api = useApi();
  return useMemo(() => partnersListMachine.provide({ actors: { loadItems: fromPromise<Partner[]>(() => api.content.partners()) } }), [api]);
}
