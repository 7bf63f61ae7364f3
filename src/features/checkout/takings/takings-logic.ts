import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { type Takings, takingsMachine, type TakingsRange } from '@machines/checkout';
import { useApi } from '@/lib/actors';

/** The takings report wired to the API. */
export function useTakingsLogic() {
  const api = useApi();
  return useMemo(
    () => takingsMachine.provide({ actors: { loadTakings: fromPromise<Takings, TakingsRange>(({ input }) => api.orders.takings(input.from, input.to)) } }),
    [api],
  );
}
