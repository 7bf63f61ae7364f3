import { useCallback, useMemo } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { invitationMachine } from '@machines/programs';
import { translate } from '@/i18n/translate';
import { useAppActors, watchSession } from '@/lib/actors';
import { usePurchaseLogic } from '@/features/checkout';

export type InvitationActor = ActorRefFrom<typeof invitationMachine>;

/** The invitation page's machine wired to the API, the checkout kit's purchase (login gate, checkout) and the notices. */
export function useInvitationLogic(token: string) {
  const { api, session, notice } = useAppActors();
  // The accept is this page's order: the kit places it, then sends the browser on to pay (or confirms a free entry).
  const accept = useCallback(() => api.invitations.accept(token), [api, token]);
  const purchase = usePurchaseLogic(translate('programs.invitation.logInToAccept'), accept);
  return useMemo(
    () =>
      invitationMachine.provide({
        actors: {
          loadInvitation: fromPromise(({ input }) => api.invitations.get(input.token)),
          watchSession: watchSession(session),
          purchase,
        },
        actions: {
          notifyAccepted: () => notice.send({ type: 'notice.show', message: translate('programs.invitation.notice.accepted'), intent: 'success' }),
        },
      }),
    [api, session, notice, purchase],
  );
}
