import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorOf, toApiError, type ApiError, isIsoDate } from '../shared';
import type { Takings } from './order-shapes';

export interface TakingsRange {
  /** First venue-local day, "YYYY-MM-DD". */
  from: string;
  /** Last venue-local day (inclusive), "YYYY-MM-DD". */
  to: string;
}

export type TakingsInput = TakingsRange;

export interface TakingsContext extends TakingsRange {
  /** The last report loaded; kept while another range loads, so the tables do not flash. */
  takings: Takings | null;
  /** Why the last load failed. */
  error: ApiError | null;
}

export type TakingsEvent = { type: 'takings.rangeChanged'; from: string; to: string } | { type: 'takings.retry' };

/** The longest range the server reports at once (a year, leap day included). */
const MAX_RANGE_DAYS = 366;

/** Why a range cannot be reported: a date missing, the end before the start, more than a year. The view words it. */
export type RangeProblem = 'missingDates' | 'endBeforeStart' | 'tooLong';

/** Why a range cannot be reported (the server's own rules), or null when it can. */
export function rangeProblem({ from, to }: TakingsRange): RangeProblem | null {
  if (!isIsoDate(from) || !isIsoDate(to)) return 'missingDates';
  if (to < from) return 'endBeforeStart';
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > MAX_RANGE_DAYS) return 'tooLong';
  return null;
}

export const isValidRange = (range: TakingsRange) => rangeProblem(range) === null;

/** Staff: money taken between two dates (gross, tax, refunds, net; by product and by payment method). */
export const takingsMachine = setup({
  types: {
    input: {} as TakingsInput,
    context: {} as TakingsContext,
    events: {} as TakingsEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** GET admin/takings?from=&to= */
    loadTakings: fromPromise<Takings, TakingsRange>(async () => {
      throw new Error('provide loadTakings');
    }),
  },
  actions: {
    setRange: assign(({ event }) => {
      assertEvent(event, 'takings.rangeChanged');
      return { from: event.from, to: event.to };
    }),
    setTakings: assign((_, takings: Takings) => ({ takings, error: null })),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
    clearError: assign({ error: null }),
  },
  guards: {
    isValidInput: ({ context }) => isValidRange(context),
    isValidRange: ({ event }) => event.type === 'takings.rangeChanged' && isValidRange(event),
    isOtherRange: ({ context, event }) => event.type === 'takings.rangeChanged' && (event.from !== context.from || event.to !== context.to),
  },
}).createMachine({
  id: 'takings',
  context: ({ input }) => ({ from: input.from, to: input.to, takings: null, error: null }),
  initial: 'starting',
  on: {
    // A start after the end (or a half-typed date) waits for a valid range; nothing is asked.
    'takings.rangeChanged': [
      { guard: 'isValidRange', target: '.loading', reenter: true, actions: ['setRange', 'clearError'] },
      { guard: 'isOtherRange', target: '.invalidRange', actions: 'setRange' },
    ],
  },
  states: {
    starting: {
      always: [{ guard: 'isValidInput', target: 'loading' }, { target: 'invalidRange' }],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadTakings',
        src: 'loadTakings',
        input: ({ context }) => ({ from: context.from, to: context.to }),
        onDone: { target: 'ready', actions: { type: 'setTakings', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: 'setError' },
      },
    },
    ready: {},
    loadFailed: {
      on: { 'takings.retry': { target: 'loading', actions: 'clearError' } },
    },
    invalidRange: {},
  },
});
