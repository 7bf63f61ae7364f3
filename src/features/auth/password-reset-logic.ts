import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { toApiError } from '@machines/shared';
import { passwordResetMachine } from '@machines/auth';
import { translate } from '@/i18n/translate';
import { useAppActors } from '@/lib/actors';

/** The route's id is numeric; anything else is an invalid link, without asking the server. */
export function parseResetId(raw: string | undefined): number {
  return raw !== undefined && /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
}

const isUsableId = (id: number) => Number.isSafeInteger(id) && id > 0;

/** The reset page's machine: verify the link, save the new password; a bad link opens login on Home. */
export function usePasswordResetLogic() {
  const { api, loginModal, notice, env } = useAppActors();
  return useMemo(
    () =>
      passwordResetMachine.provide({
        actors: {
          verifyResetToken: fromPromise(async ({ input }) => (isUsableId(input.id) ? api.auth.verifyResetToken(input.id, input.token) : false)),
          resetPassword: fromPromise(async ({ input }) => {
            try {
              return await api.auth.resetPassword(input);
            } catch (error) {
              // The server's reason is in fields.password (e.g. "not your e-mail address"), in its
              // words only (no code per field), so surface that instead of "highlighted fields".
              const apiError = toApiError(error);
              throw apiError.fields?.password ? { ...apiError, code: undefined, params: undefined, message: apiError.fields.password } : error;
            }
          }),
        },
        actions: {
          openLoginModal: () => {
            notice.send({ type: 'notice.show', message: translate('auth.resetPassword.invalidNotice'), intent: 'warning' });
            loginModal.send({ type: 'loginModal.open' });
          },
          goHome: () => env.navigate('/', { replace: true }),
        },
      }),
    [api, loginModal, notice, env],
  );
}
