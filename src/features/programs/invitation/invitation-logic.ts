import { useMemo } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { OrderLineRequest, PlacedOrder } from '@machines/checkout/order-shapes';
import { invitationMachine } from '@machines/programs/invitation.machine';
import { translate } from '@/i18n/translate';
import { useAppActors } from '@/lib/actors';
import { useCheckoutLogic, useLoginGateLogic } from '@/features/checkout';
import { watchSession } from '../drop-in/drop-in-logic';

export type InvitationActor = ActorRefFrom<typeof invitationMachine>;

/** The invitation page's machine wired to the API, the checkout kit (login gate, checkout) and the notices. */
export function useInvitationLogic(token: string) {
  const { api, session, notice } = useAppActors();
  const loginGate = useLoginGateLogic(translate('programs.invitation.logInToAccept'));
  const checkout = useCheckoutLogic();
  return useMemo(
    () =>
      invitationMachine.provide({
        actors: {
          loadInvitation: fromPromise(({ input }) => api.invitations.get(input.token)),
          watchSession: watchSession(session),
          loginGate,
          // The accept is this page's order: the kit places it, then sends the browser on to pay (or confirms a free entry).
          checkout: checkout.provide({
            actors: { placeOrder: fromPromise<PlacedOrder, { lines: OrderLineRequest[] }>(() => api.invitations.accept(token)) },
          }),
        },
        actions: {
          notifyAccepted: () => notice.send({ type: 'notice.show', message: translate('programs.invitation.notice.accepted'), intent: 'success' }),
        },
      }),
    [api, session, notice, loginGate, checkout, token],
  );
}
