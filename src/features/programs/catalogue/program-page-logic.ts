import { useMemo } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { type ProgramPageData, programPageMachine } from '@machines/programs';
import { translate } from '@/i18n/translate';
import { useAppActors, watchSession, type AppActors } from '@/lib/actors';
import { usePurchaseLogic } from '@/features/checkout';
import { accountParticipants } from '../drop-in/drop-in-logic';

export type ProgramPageActor = ActorRefFrom<typeof programPageMachine>;

/** `?showRegisterOnLoad=true` (or bare): open registration on arrival. */
const REGISTER_FLAG = 'showRegisterOnLoad';

export const asksToRegister = (search: string) => {
  const value = new URLSearchParams(search).get(REGISTER_FLAG);
  return value !== null && value !== 'false' && value !== '0';
};

/** The address without `?showRegisterOnLoad` (other parameters kept). */
function withoutRegisterFlag(url: string): string {
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.delete(REGISTER_FLAG);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

/** The program, with the venue's zone, the taxes a registration carries and the server's clock it answers alongside. */
async function loadProgramPage(api: AppActors['api'], programId: number): Promise<ProgramPageData> {
  const program = await api.programs.program(programId);
  return { program, timeZone: program.timeZone, taxes: program.taxes, now: program.now };
}

/** The program page's machine wired to the API, the checkout kit's purchase (login gate, checkout), the address and the notices. */
export function useProgramPageLogic() {
  const { api, session, notice, env } = useAppActors();
  const purchase = usePurchaseLogic(translate('programs.program.logInToRegister'));
  return useMemo(
    () =>
      programPageMachine.provide({
        actors: {
          loadProgram: fromPromise(({ input }) => loadProgramPage(api, input.programId)),
          loadParticipants: fromPromise(() => accountParticipants(api)),
          cancelEnrolment: fromPromise(({ input }) => api.programs.cancelEnrolment(input.enrolmentId)),
          joinWaitlist: fromPromise(({ input }) => api.programs.joinProgramWaitlist(input.programId, input.participantId, input.divisionId)),
          leaveWaitlist: fromPromise(({ input }) => api.programs.leaveProgramWaitlist(input.programId, input.entryId)),
          watchSession: watchSession(session),
          purchase,
        },
        actions: {
          forgetRegisterOnLoad: () => {
            const url = env.currentUrl();
            const without = withoutRegisterFlag(url);
            if (without !== url) env.navigate(without, { replace: true });
          },
          notifyRegistered: () => notice.send({ type: 'notice.show', message: translate('programs.program.notice.registered'), intent: 'success' }),
          notifyWaitlisted: (_, { position }) =>
            notice.send({ type: 'notice.show', message: translate('programs.waitlist.notice.joined', { position }), intent: 'success' }),
          notifyLeft: () => notice.send({ type: 'notice.show', message: translate('programs.waitlist.notice.left'), intent: 'success' }),
        },
      }),
    [api, session, notice, env, purchase],
  );
}
