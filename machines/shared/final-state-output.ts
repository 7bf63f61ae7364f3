import type { DoneStateEvent } from 'xstate';

/**
 * A machine's `output` that is the output of the final state it reached. xstate hands the root
 * `output` that state's done event with its output typed `unknown`; `T` is what each final state
 * gives (the one assertion of it, instead of one per machine).
 */
export const finalStateOutput =
  <T>() =>
  ({ event }: { event: DoneStateEvent }): T =>
    event.output as T;
