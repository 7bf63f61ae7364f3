import {
  Badge,
  Button,
  Card,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Subtitle1,
  Tab,
  TabList,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { StaffBookingRow } from '@machines/account/staff-account-shapes';
import type { StaffBookingScope } from '@machines/account/staff-bookings.machine';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { useAccountClasses } from '@/lib/account-styles';
import { useAdminClasses } from '@/lib/admin-styles';
import { formatCad } from '@/lib/money';
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
    <Card className={admin.staffCard} aria-labelledby="staff-bookings-heading">
      <Subtitle1 as="h2" id="staff-bookings-heading">
        {t('admin.account.bookings.title')}
      </Subtitle1>
      <Text className={account.meta}>{t('admin.account.bookings.note')}</Text>
      <TabList
        selectedValue={scope}
        onTabSelect={(_, data) => actor.send({ type: 'staffBookings.scopeChanged', scope: data.value as StaffBookingScope })}
        aria-label={t('admin.account.bookings.title')}
      >
        <Tab value="upcoming" id="staff-bookings-tab-upcoming" aria-controls="staff-bookings-panel">
          {t('admin.account.bookings.upcoming')}
        </Tab>
        <Tab value="past" id="staff-bookings-tab-past" aria-controls="staff-bookings-panel">
          {t('admin.account.bookings.past')}
        </Tab>
      </TabList>
      <div role="tabpanel" id="staff-bookings-panel" aria-labelledby={`staff-bookings-tab-${scope}`}>
        {loading ? (
          <Spinner size="small" label={t('admin.account.bookings.loading')} />
        ) : error ? (
          <MessageBar intent="error">
            <MessageBarBody>{t('admin.account.bookings.loadFailed', { error: failureText(t, error) })}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={() => actor.send({ type: 'staffBookings.retry' })}>{t('admin.account.tryAgain')}</Button>
            </MessageBarActions>
          </MessageBar>
        ) : bookings.length === 0 ? (
          <Text className={account.status}>{t('admin.account.bookings.none', { scope })}</Text>
        ) : (
          <ul className={account.list} aria-label={t('admin.account.bookings.listLabel', { scope })}>
            {bookings.map((booking) => (
              <BookingRow key={booking.id} booking={booking} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

function BookingRow({ booking }: { booking: StaffBookingRow }) {
  const t = useT();
  const account = useAccountClasses();
  const classes = useClasses();
  const date = formatVenueDate(booking.startsAt, booking.timeZone);
  const time = formatTimeSpan(booking, booking.timeZone);
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
      {booking.status === 'cancelled' && booking.cancelReason && <Text className={account.meta}>{booking.cancelReason}</Text>}
    </li>
  );
}
