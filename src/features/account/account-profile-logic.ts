import { HttpFailure } from '@/lib/http-client';
import { useMemo } from 'react';
import { fromPromise, waitFor } from 'xstate';
import { accountProfileMachine } from '@machines/account';
import { translate } from '@/i18n/translate';
import { useAppActors } from '@/lib/actors';

const noSuchAccount = () => new HttpFailure('No such account.', 404);

/** The route's id is numeric; anything else cannot name an account. */
export function parseAccountId(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  return /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : Number.NaN;
}

/** The account profile machine wired to users/me, users/{id}, the PATCH of changed fields and the screen's language. */
export function useAccountProfileLogic() {
  const { api, notice, locale } = useAppActors();
  return useMemo(
    () =>
      accountProfileMachine.provide({
        actors: {
          loadProfile: fromPromise(async ({ input }) => {
            if (input.id === undefined) return api.users.me();
            if (Number.isNaN(input.id)) throw noSuchAccount();
            return api.users.get(input.id);
          }),
          saveProfile: fromPromise(async ({ input }) => {
            // The form sends text; the API wants the changed fields only, as strings (the level as a number, or null: not rated).
            const changes = Object.fromEntries(
              Object.entries(input.changes).map(([field, value]) => [field, field === 'selfRatedLevel' ? value : (value ?? '')]),
            );
            return api.users.update(input.id ?? 'me', changes);
          }),
        },
        actions: {
          // The member's own language, now saved on the account, is the screen's: adopt it without
          // saving it back (the PATCH just did). Someone else's account (staff) leaves the screen alone.
          applyLocale: ({ context }) => {
            if (context.id === undefined && context.profile?.locale) locale.send({ type: 'locale.account', locale: context.profile.locale });
          },
          // Said in the language the screen ends up in (after a language change has loaded).
          notifySaved: () => {
            void waitFor(locale, (s) => s.matches('ready')).then(() =>
              notice.send({ type: 'notice.show', message: translate('account.profile.saved'), intent: 'success' }),
            );
          },
        },
      }),
    [api, notice, locale],
  );
}
