import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { toApiError } from '@machines/shared/api-error';
import { passwordResetMachine } from '@machines/auth/password-reset.machine';
import { useAppActors } from '@/lib/actors';

const INVALID_RESET_LINK_MESSAGE = 'That password reset link is not valid any more. Ask for a new one under Forgot password.';

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
          verifyResetToken: fromPromise(async ({ input }) =>
            isUsableId(input.id) ? api.auth.verifyResetToken(input.id, input.token) : false,
          ),
          resetPassword: fromPromise(async ({ input }) => {
            try {
              return await api.auth.resetPassword(input);
            } catch (error) {
              // The machine keeps only the message; the server's reason is in fields.password
              // (e.g. "not your e-mail address"), so surface that instead of "highlighted fields".
              const apiError = toApiError(error);
              throw apiError.fields?.password ? { ...apiError, message: apiError.fields.password } : error;
            }
          }),
        },
        actions: {
          openLoginModal: () => {
            notice.send({ type: 'notice.show', message: INVALID_RESET_LINK_MESSAGE, intent: 'warning' });
            loginModal.send({ type: 'loginModal.open' });
          },
          goHome: () => env.navigate('/', { replace: true }),
        },
      }),
    [api, loginModal, notice, env],
  );
}
