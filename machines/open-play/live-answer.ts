import type { DoneActorEvent, EventObject } from 'xstate';
import type { BoardView } from './open-play-shapes';

// The part the player's panel and the desk's console share: each action answers with the session's
// new view, handed to the live core they invoke as `live` so it shows at once, before the stream.

/** `sendTo('live', viewAnswered)`, only ever run on an action's done event, whose output is the new view. */
export const viewAnswered = ({ event }: { event: EventObject }) => ({ type: 'live.view' as const, view: (event as DoneActorEvent<BoardView>).output });

/** An action's answer: the new view to `live`, a form closed, the status line set; back to `idle`. */
export function answered<Done extends string, Close extends string = never>(
  done: Done,
  close?: Close,
): { target: 'idle'; actions: ('showView' | NoInfer<Close> | { type: 'setDone'; params: NoInfer<Done> })[] } {
  return { target: 'idle', actions: ['showView', ...(close ? [close] : []), { type: 'setDone', params: done }] };
}

/** A refusal: its message kept, back to `back`. */
export const failed = <Back extends string>(back: Back) => ({ target: back, actions: 'setError' as const });
