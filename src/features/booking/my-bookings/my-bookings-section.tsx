import {
  Badge,
  Body1,
  Button,
  Card,
  Link as FluentLink,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Subtitle1,
  Tab,
  TabList,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import type { Booking, BookingScope } from '@machines/booking/booking-shapes';
import { useApi } from '@/lib/actors';
import { formatCad } from '@/lib/money';
import { useAccountClasses } from '@/lib/account-styles';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { formatInstant, formatTimeSpan, formatVenueDate } from '@/lib/venue-time';
import { STATUS_COLOURS, STATUS_LABELS } from './booking-format';
import { useMyBookingsLogic } from './my-bookings-logic';
import { failureText } from '@/i18n/failure-text';
import { type MessageId, type Translate, useT } from '@/i18n/translate';
import { ReceiptDialog } from './receipt-dialog';
import { ReleaseBookingDialog } from './release-booking-dialog';

const useClasses = makeStyles({
  item: { gap: tokens.spacingVerticalXS },
  when: { fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

const EMPTY: Record<BookingScope, MessageId> = { upcoming: 'booking.mine.noUpcoming', past: 'booking.mine.noPast' };

/** The logged-in member's own bookings: upcoming and past, resume paying, calendar, receipt, cancel. */
export function MyBookingsSection({ onBookingCancelled }: { onBookingCancelled?: () => void }) {
  const account = useAccountClasses();
  const t = useT();
  const actor = useActorRef(useMyBookingsLogic(), { input: {} });
  const tab = useSelector(actor, (s) => s.context.tab);
  const bookings = useSelector(actor, (s) => s.context.bookings);
  const loading = useSelector(actor, (s) => s.matches({ list: 'loading' }));
  const error = useSelector(actor, (s) => (s.matches({ list: 'loadFailed' }) ? s.context.error : null));
  // Which booking's cancel dialog is open (presentational; the dialog runs its own machine).
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const reload = useCallback(() => actor.send({ type: 'myBookings.reload' }), [actor]);
  const cancelled = useCallback(() => {
    reload();
    onBookingCancelled?.();
  }, [reload, onBookingCancelled]);

  return (
    <Card className={account.card} aria-labelledby="my-bookings-heading">
      <Subtitle1 as="h2" id="my-bookings-heading">
        {t('booking.mine.title')}
      </Subtitle1>
      <TabList
        selectedValue={tab}
        onTabSelect={(_, data) => actor.send({ type: 'myBookings.tabChanged', tab: data.value as BookingScope })}
        aria-label={t('booking.mine.title')}
      >
        <Tab value="upcoming" id="my-bookings-tab-upcoming" aria-controls="my-bookings-panel">
          {t('booking.mine.upcoming')}
        </Tab>
        <Tab value="past" id="my-bookings-tab-past" aria-controls="my-bookings-panel">
          {t('booking.mine.past')}
        </Tab>
      </TabList>
      <div role="tabpanel" id="my-bookings-panel" aria-labelledby={`my-bookings-tab-${tab}`}>
        {loading && bookings.length === 0 ? (
          <Spinner size="small" label={t('booking.mine.loading')} />
        ) : error ? (
          <MessageBar intent="error">
            <MessageBarBody>{`${t('booking.mine.loadFailed')} ${failureText(t, error)}`}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={reload}>{t('booking.common.tryAgain')}</Button>
            </MessageBarActions>
          </MessageBar>
        ) : bookings.length === 0 ? (
          <Body1 className={account.status}>{t(EMPTY[tab])}</Body1>
        ) : (
          <ul className={account.list} aria-label={tab === 'upcoming' ? t('booking.mine.upcomingList') : t('booking.mine.pastList')}>
            {bookings.map((booking) => (
              <BookingItem
                key={booking.id}
                booking={booking}
                upcoming={tab === 'upcoming'}
                onReceipt={(orderId) => actor.send({ type: 'myBookings.receiptOpened', orderId })}
                onCancel={() => setCancelling(booking)}
                onRelease={() => actor.send({ type: 'myBookings.releaseAsked', booking })}
              />
            ))}
          </ul>
        )}
      </div>
      <ReceiptDialog actor={actor} />
      <ReleaseBookingDialog actor={actor} />
      {cancelling && <CancelBookingDialog key={cancelling.id} booking={cancelling} onCancelled={cancelled} onClose={() => setCancelling(null)} />}
    </Card>
  );
}

/** What the booking cost as Purchases says it: the total paid with tax, or the price marked "before tax" when no total came. */
const priceWords = (t: Translate, booking: Booking) =>
  booking.totalCents != null ? t('booking.mine.paidWithTax', { price: formatCad(booking.totalCents) }) : t('booking.mine.beforeTax', { price: formatCad(booking.priceCents) });

function BookingItem({
  booking,
  upcoming,
  onReceipt,
  onCancel,
  onRelease,
}: {
  booking: Booking;
  upcoming: boolean;
  onReceipt: (orderId: string) => void;
  onCancel: () => void;
  onRelease: () => void;
}) {
  const account = useAccountClasses();
  const classes = useClasses();
  const t = useT();
  const api = useApi();
  const date = formatVenueDate(booking.startsAt, booking.timeZone);
  const time = formatTimeSpan(booking, booking.timeZone);
  const what = t('booking.mine.what', { court: booking.court, date, time });
  const held = booking.status === 'held';
  const confirmed = booking.status === 'confirmed';
  // Only online bookings are the member's to cancel here; the desk's are changed at the desk.
  const atDesk = booking.source !== 'online';

  return (
    <li className={mergeClasses(account.item, classes.item)} aria-label={what}>
      <div className={account.headline}>
        <Text className={classes.when}>{date}</Text>
        <Badge appearance="tint" color={STATUS_COLOURS[booking.status]}>
          {t(STATUS_LABELS[booking.status])}
        </Badge>
      </div>
      <Text>{t('booking.mine.line', { time, court: booking.court, price: priceWords(t, booking) })}</Text>
      {held && booking.holdExpiresAt && (
        <Text className={account.meta}>{t('booking.mine.heldUntil', { time: formatInstant(booking.holdExpiresAt, booking.timeZone) })}</Text>
      )}
      {booking.status === 'cancelled' && booking.cancelReason && <Text className={account.meta}>{booking.cancelReason}</Text>}
      <div className={classes.actions}>
        {held && upcoming && booking.checkoutUrl && (
          <FluentLink href={booking.checkoutUrl} aria-label={t('booking.mine.resumePaymentLabel', { what })}>
            {t('booking.mine.resumePayment')}
          </FluentLink>
        )}
        {held && upcoming && (
          <Button size="small" onClick={onRelease} aria-label={t('booking.mine.releaseLabel', { what })}>
            {t('booking.mine.release')}
          </Button>
        )}
        {confirmed && upcoming && (
          <FluentLink href={api.bookings.calendarUrl(booking.id)} download aria-label={t('booking.mine.addToCalendarLabel', { what })}>
            {t('booking.mine.addToCalendar')}
          </FluentLink>
        )}
        {booking.orderId && booking.status !== 'held' && booking.status !== 'expired' && (
          <Button size="small" onClick={() => onReceipt(booking.orderId!)} aria-label={t('booking.mine.receiptLabel', { what })}>
            {t('booking.mine.receipt')}
          </Button>
        )}
        {confirmed && upcoming && !atDesk && (
          <Button size="small" onClick={onCancel} aria-label={t('booking.mine.cancelLabel', { what })}>
            {t('booking.mine.cancel')}
          </Button>
        )}
        {confirmed && upcoming && atDesk && <Text className={account.meta}>{t('booking.mine.bookedAtDesk')}</Text>}
      </div>
    </li>
  );
}
