import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { Takings } from '@machines/checkout/order-shapes';
import { takingsMachine, type TakingsRange } from '@machines/checkout/takings.machine';
import { useApi } from '@/lib/actors';

/** The takings report wired to the API. */
export function useTakingsLogic() {
  const api = useApi();
  return useMemo(
    () => takingsMachine.provide({ actors: { loadTakings: fromPromise<Takings, TakingsRange>(({ input }) => api.orders.takings(input.from, input.to)) } }),
    [api],
  );
}
