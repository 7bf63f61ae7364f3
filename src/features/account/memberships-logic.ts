import { useMemo } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { membershipsMachine } from '@machines/account';
import { translate } from '@/i18n/translate';
import { useAppActors } from '@/lib/actors';
import { usePurchaseLogic } from '@/features/checkout';

export const BUY_FLAG = 'showBuyOnLoad';

export type MembershipsActor = ActorRefFrom<typeof membershipsMachine>;

/** The address without `?showBuyOnLoad` (other parameters kept). */
function withoutBuyFlag(url: string): string {
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.delete(BUY_FLAG);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

/**
 * The memberships machine wired to the API, the checkout kit's purchase and the app's notices and address;
 * `onCancelled` (stable) hears a cooling-off cancellation (its refund shows in Purchases).
 */
export function useMembershipsLogic(onCancelled?: () => void) {
  const { api, notice, env } = useAppActors();
  const purchase = usePurchaseLogic();
  return useMemo(
    () =>
      membershipsMachine.provide({
        actors: {
          loadMemberships: fromPromise(({ input }) => api.memberships.mine(input.userId)),
          cancelMembership: fromPromise(({ input }) => api.memberships.cancel(input.id)),
          purchase,
        },
        actions: {
          forgetBuyOnLoad: () => {
            const url = env.currentUrl();
            const without = withoutBuyFlag(url);
            if (without !== url) env.navigate(without, { replace: true });
          },
          notifyPurchased: () => notice.send({ type: 'notice.show', message: translate('account.membership.purchased'), intent: 'success' }),
          notifyCancelled: () => {
            notice.send({ type: 'notice.show', message: translate('account.membership.cancelled'), intent: 'success' });
            onCancelled?.();
          },
        },
      }),
    [api, notice, env, purchase, onCancelled],
  );
}
