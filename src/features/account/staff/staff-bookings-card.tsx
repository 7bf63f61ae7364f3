import { Badge, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { StaffBookingRow } from '@machines/account';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { useAccountClasses } from '@/lib/account-styles';
import { useAdminClasses } from '@/lib/admin-styles';
import { bookingCancelReason } from '@/lib/cancel-reason-words';
import { LoadableList } from '@/lib/loadable-list';
import { formatCad } from '@/lib/money';
import { ScopedListCard } from '@/lib/scoped-list-card';
import { formatTimeSpan, formatVenueDate } from '@/lib/venue-time';
import { useStaffBookingsLogic } from './staff-account-logic';

const useClasses = makeStyles({
  when: { fontWeight: tokens.fontWeightSemibold },
});

const STATUS_COLOURS: Record<StaffBookingRow['status'], 'success' | 'warning' | 'subtle' | 'informative'> = {
  held: 'warning',
  confirmed: 'success',
  cancelled: 'subtle',
  expired: 'subtle',
  blocked: 'informative',
};

/** Someone's court bookings, upcoming or past: read-only (staff cancel from the bookings overview). */
export function StaffBookingsCard({ userId }: { userId: number }) {
  const t = useT();
  const account = useAccountClasses();
  const admin = useAdminClasses();
  const actor = useActorRef(useStaffBookingsLogic(), { input: { userId } });
  const scope = useSelector(actor, (s) => s.context.scope);
  const bookings = useSelector(actor, (s) => s.context.bookings);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const error = useSelector(actor, (s) => (s.matches('loadFailed') ? s.context.error : null));

  return (
    <ScopedListCard
      id="staff-bookings"
      className={admin.staffCard}
      title={t('admin.account.bookings.title')}
      note={t('admin.account.bookings.note')}
      scope={scope}
      scopeLabels={{ upcoming: t('admin.account.bookings.upcoming'), past: t('admin.account.bookings.past') }}
      onScopeChange={(chosen) => actor.send({ type: 'staffBookings.scopeChanged', scope: chosen })}
    >
      <LoadableList
        loading={loading}
        loadingLabel={t('admin.account.bookings.loading')}
        failure={error ? t('admin.account.bookings.loadFailed', { error: failureText(t, error) }) : null}
        retryLabel={t('admin.account.tryAgain')}
        onRetry={() => actor.send({ type: 'staffBookings.retry' })}
        empty={bookings.length === 0}
        emptyText={t('admin.account.bookings.none', { scope })}
      >
        <ul className={account.list} aria-label={t('admin.account.bookings.listLabel', { scope })}>
          {bookings.map((booking) => (
            <BookingRow key={booking.id} booking={booking} />
          ))}
        </ul>
      </LoadableList>
    </ScopedListCard>
  );
}

function BookingRow({ booking }: { booking: StaffBookingRow }) {
  const t = useT();
  const account = useAccountClasses();
  const classes = useClasses();
  const date = formatVenueDate(booking.startsAt, booking.timeZone);
  const time = formatTimeSpan(booking, booking.timeZone);
  const reason = bookingCancelReason(booking, t);
  return (
    <li className={account.item} aria-label={t('admin.account.bookings.what', { court: booking.court, date, time })}>
      <div className={account.headline}>
        <Text className={classes.when}>{date}</Text>
        <Badge appearance="tint" color={STATUS_COLOURS[booking.status]}>
          {t('admin.account.bookings.status', { status: booking.status })}
        </Badge>
      </div>
      <Text>{t('admin.account.bookings.line', { time, court: booking.court, price: formatCad(booking.priceCents) })}</Text>
      {booking.source === 'desk' && <Text className={account.meta}>{t('admin.account.bookings.atDesk')}</Text>}
      {booking.status === 'cancelled' && reason && <Text className={account.meta}>{reason}</Text>}
    </li>
  );
}
