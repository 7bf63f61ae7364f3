import { Spinner } from '@fluentui/react-components';
import { lazy, Suspense, type RefObject } from 'react';
import { needCatalogs } from '@/i18n/catalogs';
import { useT } from '@/i18n/translate';

// Staff only: its chunk and the admin catalogue load when a staff member opens someone's account,
// never for a member looking at their own.
const StaffAccountPanel = lazy(async () => (await Promise.all([import('./staff-account-panel'), needCatalogs('admin')]))[0]);

/**
 * The staff's tools on someone's account (/account/{id}): memberships sold or refunded at the desk,
 * their orders and bookings, and the audit trail. The account page renders it below the sections
 * a member sees; `onAccountChanged` runs after a sale or a refund here, so the page can read its own
 * sections (the member's Membership) again, and the panel puts in `refreshRef` what the page calls
 * when it changed the account itself (a family member added by staff: a new person to sell to, a
 * new line in the audit trail).
 */
export function StaffAccountTools({ userId, onAccountChanged, refreshRef }: { userId: number; onAccountChanged?: () => void; refreshRef?: RefObject<(() => void) | null> }) {
  const t = useT();
  return (
    <Suspense fallback={<Spinner size="small" label={t('account.page.loading')} />}>
      <StaffAccountPanel userId={userId} onAccountChanged={onAccountChanged} refreshRef={refreshRef} />
    </Suspense>
  );
}
