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
import { ReceiptDialog } from './receipt-dialog';
import { ReleaseBookingDialog } from './release-booking-dialog';

const useClasses = makeStyles({
  item: { gap: tokens.spacingVerticalXS },
  when: { fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

const EMPTY: Record<BookingScope, string> = { upcoming: 'No upcoming bookings.', past: 'No past bookings.' };

/** The logged-in member's own bookings: upcoming and past, resume paying, calendar, receipt, cancel. */
export function MyBookingsSection({ onBookingCancelled }: { onBookingCancelled?: () => void }) {
  const account = useAccountClasses();
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
        My bookings
      </Subtitle1>
      <TabList
        selectedValue={tab}
        onTabSelect={(_, data) => actor.send({ type: 'myBookings.tabChanged', tab: data.value as BookingScope })}
        aria-label="My bookings"
      >
        <Tab value="upcoming" id="my-bookings-tab-upcoming" aria-controls="my-bookings-panel">
          Upcoming
        </Tab>
        <Tab value="past" id="my-bookings-tab-past" aria-controls="my-bookings-panel">
          Past
        </Tab>
      </TabList>
      <div role="tabpanel" id="my-bookings-panel" aria-labelledby={`my-bookings-tab-${tab}`}>
        {loading && bookings.length === 0 ? (
          <Spinner size="small" label="Loading your bookings…" />
        ) : error ? (
          <MessageBar intent="error">
            <MessageBarBody>Your bookings could not be loaded. {error.message}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={reload}>Try again</Button>
            </MessageBarActions>
          </MessageBar>
        ) : bookings.length === 0 ? (
          <Body1 className={account.status}>{EMPTY[tab]}</Body1>
        ) : (
          <ul className={account.list} aria-label={tab === 'upcoming' ? 'Upcoming bookings' : 'Past bookings'}>
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
  const api = useApi();
  const date = formatVenueDate(booking.startsAt, booking.timeZone);
  const time = formatTimeSpan(booking, booking.timeZone);
  const what = `Court ${booking.court}, ${date}, ${time}`;
  const held = booking.status === 'held';
  const confirmed = booking.status === 'confirmed';
  // Only online bookings are the member's to cancel here; the desk's are changed at the desk.
  const atDesk = booking.source !== 'online';

  return (
    <li className={mergeClasses(account.item, classes.item)} aria-label={what}>
      <div className={account.headline}>
        <Text className={classes.when}>{date}</Text>
        <Badge appearance="tint" color={STATUS_COLOURS[booking.status]}>
          {STATUS_LABELS[booking.status]}
        </Badge>
      </div>
      <Text>
        {time} · Court {booking.court} · {formatCad(booking.priceCents)}
      </Text>
      {held && booking.holdExpiresAt && (
        <Text className={account.meta}>Held for you until {formatInstant(booking.holdExpiresAt, booking.timeZone)}: pay before then to keep the court.</Text>
      )}
      {booking.status === 'cancelled' && booking.cancelReason && <Text className={account.meta}>{booking.cancelReason}</Text>}
      <div className={classes.actions}>
        {held && upcoming && booking.checkoutUrl && (
          <FluentLink href={booking.checkoutUrl} aria-label={`Resume payment: ${what}`}>
            Resume payment
          </FluentLink>
        )}
        {held && upcoming && (
          <Button size="small" onClick={onRelease} aria-label={`Release: ${what}`}>
            Release
          </Button>
        )}
        {confirmed && upcoming && (
          <FluentLink href={api.bookings.calendarUrl(booking.id)} download aria-label={`Add to calendar: ${what}`}>
            Add to calendar
          </FluentLink>
        )}
        {booking.orderId && booking.status !== 'held' && booking.status !== 'expired' && (
          <Button size="small" onClick={() => onReceipt(booking.orderId!)} aria-label={`Receipt: ${what}`}>
            Receipt
          </Button>
        )}
        {confirmed && upcoming && !atDesk && (
          <Button size="small" onClick={onCancel} aria-label={`Cancel: ${what}`}>
            Cancel
          </Button>
        )}
        {confirmed && upcoming && atDesk && <Text className={account.meta}>Booked at the front desk: call or visit to cancel.</Text>}
      </div>
    </li>
  );
}
