/** The `output` of an `xstate.done.actor.*` event (named actions only see the machine's own events). */
export const outputOf = (event: { type: string }): unknown => (event as { output?: unknown }).output;
