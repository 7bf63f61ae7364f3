import { Spinner } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { needCatalogs } from '@/i18n/catalogs';
import { useT } from '@/i18n/translate';

// Staff only: its chunk and the admin catalogue load when a staff member opens someone's account,
// never for a member looking at their own.
const StaffAccountPanel = lazy(async () => (await Promise.all([import('./staff-account-panel'), needCatalogs('admin')]))[0]);

/**
 * Someone's account as staff see it below their profile (/account/{id}): family, memberships at the
 * desk, orders, bookings, drop-in and program places and the audit trail, one lazily loaded panel
 * driven by one machine.
 */
export function StaffAccountTools({ userId }: { userId: number }) {
  const t = useT();
  return (
    <Suspense fallback={<Spinner size="small" label={t('account.page.loading')} />}>
      <StaffAccountPanel userId={userId} />
    </Suspense>
  );
}
