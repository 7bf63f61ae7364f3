// Preparing a registration that the purchase child buys (Drop In, a program's page): once it asks
// (`purchase.prepare`), the account's people are read; then either the page's own choice takes over,
// or the people are offered to the child, which ticks and pays.
import type { PeopleOffer } from '../checkout';
import type { Participant } from './program-shapes';

/** The account's people, as the `loadParticipants` answer gives them: the params of `setParticipants`, and of a guard on them. */
export const loadedPeople = ({ event }: { event: { output: Participant[] } }) => event.output;

/**
 * The `participants` state under `buying.preparing` of the machine `machineId`: the page's own choices
 * first (a place in line, nobody eligible, a tournament's entry), else the people offered to the purchase
 * child and `buying.offered`. A failure ends the task on the page, with the reason.
 */
export function preparingParticipants<const Choices extends readonly object[], Context>(
  machineId: string,
  ownChoices: Choices,
  offer: (context: Context) => PeopleOffer,
) {
  return {
    invoke: {
      id: 'loadParticipants',
      src: 'loadParticipants',
      onDone: [
        ...ownChoices,
        {
          target: `#${machineId}.buying.offered`,
          actions: [
            { type: 'setParticipants', params: loadedPeople },
            { type: 'offerChoice', params: ({ context }: { context: Context }) => offer(context) },
          ],
        },
      ],
      onError: {
        target: `#${machineId}.ready`,
        actions: ['endTask', { type: 'setError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) }],
      },
    },
  } as const;
}
