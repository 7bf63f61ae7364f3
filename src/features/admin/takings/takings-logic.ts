import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { Takings } from '@machines/order-shapes';
import { takingsMachine, type TakingsRange } from '@machines/takings.machine';
import { useApi } from '@/app/app-actors-context';

/** The takings report wired to the API. */
export function useTakingsLogic() {
  const api = useApi();
  return useMemo(
    () => takingsMachine.provide({ actors: { loadTakings: fromPromise<Takings, TakingsRange>(({ input }) => api.orders.takings(input.from, input.to)) } }),
    [api],
  );
}
