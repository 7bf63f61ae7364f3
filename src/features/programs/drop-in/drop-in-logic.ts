import { useMemo } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { dropInMachine, type Participant } from '@machines/programs';
import { translate } from '@/i18n/translate';
import { useAppActors, watchSession, type AppActors } from '@/lib/actors';
import { formatCad } from '@/lib/money';
import { usePurchaseLogic } from '@/features/checkout';

export type DropInActor = ActorRefFrom<typeof dropInMachine>;

/** The drop-in machine wired to the API, the checkout kit's purchase (login gate, checkout) and the app's notices. */
export function useDropInLogic() {
  const { api, session, notice } = useAppActors();
  const purchase = usePurchaseLogic(translate('programs.dropIn.register'));
  return useMemo(() => {
    const tell = (message: string) => notice.send({ type: 'notice.show', message, intent: 'success' });
    return dropInMachine.provide({
      actors: {
        loadSessions: fromPromise(({ input }) => api.programs.sessions(input.from, input.to)),
        loadParticipants: fromPromise<Participant[], void>(() => accountParticipants(api)),
        joinWaitlist: fromPromise(({ input }) => api.programs.joinWaitlist(input.sessionId, input.participantId)),
        cancelRegistration: fromPromise(({ input }) => api.programs.cancelRegistration(input.registrationId)),
        leaveWaitlist: fromPromise(({ input }) => api.programs.leaveWaitlist(input.entryId)),
        watchSession: watchSession(session),
        purchase,
      },
      actions: {
        notifyRegistered: () => tell(translate('programs.dropIn.notice.registered')),
        notifyWaitlisted: (_, { position }) => tell(translate('programs.dropIn.notice.waitlisted', { position })),
        notifyCancelled: (_, { refundCents }) =>
          tell(
            refundCents > 0
              ? translate('programs.dropIn.notice.cancelledRefund', { amount: formatCad(refundCents) })
              : translate('programs.dropIn.notice.cancelled'),
          ),
        notifyLeft: () => tell(translate('programs.dropIn.notice.left')),
      },
    });
  }, [api, session, notice, purchase]);
}

/** The account's people with their memberships' days: each one's price follows their own (drop-in, programs). */
export async function accountParticipants(api: AppActors['api']): Promise<Participant[]> {
  return (await api.memberships.mine()).items.map((item) => {
    const member = item.status === 'active' || item.status === 'expiring';
    return { id: item.participant.id, name: item.participant.name, memberFrom: member ? item.validFrom : null, memberUntil: member ? item.validUntil : null };
  });
}
