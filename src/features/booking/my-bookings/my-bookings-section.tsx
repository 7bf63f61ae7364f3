import { Badge, Button, Link as FluentLink, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import type { Booking, BookingScope } from '@machines/booking';
import { useApi } from '@/lib/actors';
import { formatCad } from '@/lib/money';
import { useAccountClasses } from '@/lib/account-styles';
import { bookingCancelReason } from '@/lib/cancel-reason-words';
import { LoadableList } from '@/lib/loadable-list';
import { ScopedListCard } from '@/lib/scoped-list-card';
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
    <ScopedListCard
      id="my-bookings"
      className={account.card}
      title={t('booking.mine.title')}
      scope={tab}
      scopeLabels={{ upcoming: t('booking.mine.upcoming'), past: t('booking.mine.past') }}
      onScopeChange={(chosen) => actor.send({ type: 'myBookings.tabChanged', tab: chosen })}
      extra={
        <>
          <ReceiptDialog actor={actor} />
          <ReleaseBookingDialog actor={actor} />
          {cancelling && <CancelBookingDialog key={cancelling.id} booking={cancelling} onCancelled={cancelled} onClose={() => setCancelling(null)} />}
        </>
      }
    >
      <LoadableList
        loading={loading && bookings.length === 0}
        loadingLabel={t('booking.mine.loading')}
        failure={error ? `${t('booking.mine.loadFailed')} ${failureText(t, error)}` : null}
        retryLabel={t('booking.common.tryAgain')}
        onRetry={reload}
        empty={bookings.length === 0}
        emptyText={t(EMPTY[tab])}
      >
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
      </LoadableList>
    </ScopedListCard>
  );
}

/** What the booking cost as Purchases says it: the total paid with tax, or the price marked "before tax" when no total came. */
const priceWords = (t: Translate, booking: Booking) =>
  booking.totalCents != null
    ? t('booking.mine.paidWithTax', { price: formatCad(booking.totalCents) })
    : t('booking.mine.beforeTax', { price: formatCad(booking.priceCents) });

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
  const reason = bookingCancelReason(booking, t);

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
      {booking.status === 'cancelled' && reason && <Text className={account.meta}>{reason}</Text>}
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
