import {
  Body1,
  Button,
  Caption1,
  Card,
  Field,
  Link as FluentLink,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { StaffBooking, StaffDay, OverviewOutcome } from '@machines/booking';
import { isIsoDate } from '@machines/shared';
import { useApi } from '@/lib/actors';
import { formatCad } from '@/lib/money';
import { PageHeading } from '@/lib/page-heading';
import { useAdminClasses } from '@/lib/admin-styles';
import { BookDialog } from './bookings-overview/book-dialog';
import { DayGrid } from './bookings-overview/day-grid';
import { DayList } from './bookings-overview/day-list';
import { useBookingsOverviewLogic } from './bookings-overview/overview-logic';
import { STATUS_LABELS, whoLabel } from './bookings-overview/overview-format';
import { DEFAULT_TIME_ZONE, venueToday } from '@/lib/venue-clock';
import { formatDate, formatTime, formatTimeSpan } from '@/lib/venue-time';
import { StaffCancelDialog } from './bookings-overview/staff-cancel-dialog';
import { StaffNote } from '@/lib/staff-note';
import { NARROW_SCREEN_QUERY } from '@/lib/stacking-table';
import { bookingCancelReason } from '@/lib/cancel-reason-words';
import { useMediaQuery } from '@/lib/use-media-query';
import { VenueDatePicker } from '@/lib/venue-date-picker';
import { failureText } from '@/i18n/failure-text';
import { type Translate, useT } from '@/i18n/translate';

const useClasses = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalS },
  dateField: { minWidth: '150px' },
  totals: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXL}`, margin: 0 },
  total: { display: 'grid' },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'grid', gap: tokens.spacingVerticalXS },
});

/** Whether some free court of the day is not offered to members online (the desk's to sell). */
const keptForDesk = (day: StaffDay) =>
  day.slots.some((slot, i) => day.grid.some((column) => column.cells[i] === null && !slot.onlineCourts.includes(column.court)));

function outcomeText(t: Translate, outcome: OverviewOutcome, timeZone: string): string {
  if (outcome.kind === 'booked') {
    const b = outcome.booking;
    // The sentence ends on the date: a time ("10:00 a.m.") would end it with a double period.
    return t('booking.overview.booked', {
      kind: b.status === 'blocked' ? 'block' : 'booking',
      court: b.court,
      start: formatTime(b.startsAt, timeZone),
      end: formatTime(b.endsAt, timeZone),
      date: formatDate(b.date),
    });
  }
  const { booking, refund } = outcome.result;
  const kind = booking.status === 'cancelled' && booking.source === 'maintenance' ? 'block' : 'booking';
  return refund
    ? t('booking.overview.cancelledRefund', { kind, amount: formatCad(refund.amountCents), issued: refund.status === 'succeeded' ? 'yes' : 'no' })
    : t('booking.overview.cancelledNoRefund', { kind });
}

/** Staff: every court for one day, who holds it, what was paid; book on someone's behalf, cancel, export. */
export default function BookingsOverviewPage() {
  const classes = useClasses();
  const t = useT();
  const admin = useAdminClasses();
  const api = useApi();
  const [today] = useState(() => venueToday());
  const actor = useActorRef(useBookingsOverviewLogic(), { input: { date: today } });
  const date = useSelector(actor, (s) => s.context.date);
  const day = useSelector(actor, (s) => s.context.day);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const loadError = useSelector(actor, (s) => (s.matches('loadFailed') ? s.context.error : null));
  const outcome = useSelector(actor, (s) => s.context.outcome);
  const canAct = useSelector(actor, (s) => s.matches('ready'));
  const shown = day && day.date === date ? day : null;
  const cancelled = shown?.bookings.filter((b) => !b.live) ?? [];

  const cancel = (booking: StaffBooking) => actor.send({ type: 'overview.cancelOpened', id: booking.id });
  // A phone gets the day as a list of hours: the grid's courts would run off the screen.
  const Day = useMediaQuery(NARROW_SCREEN_QUERY) ? DayList : DayGrid;

  return (
    <div className={admin.page}>
      <PageHeading>{t('booking.overview.title')}</PageHeading>
      <StaffNote>{t('booking.overview.note')}</StaffNote>

      <Card className={admin.staffCard}>
        <div className={classes.toolbar}>
          <Button onClick={() => actor.send({ type: 'overview.previousDay' })}>{t('booking.common.previousDay')}</Button>
          <Field label={t('booking.common.date')} className={classes.dateField}>
            <VenueDatePicker value={date} onChange={(chosen) => isIsoDate(chosen) && actor.send({ type: 'overview.dateChanged', date: chosen })} />
          </Field>
          <Button onClick={() => actor.send({ type: 'overview.nextDay' })}>{t('booking.common.nextDay')}</Button>
          {date !== today && <Button onClick={() => actor.send({ type: 'overview.dateChanged', date: today })}>{t('booking.overview.today')}</Button>}
        </div>
        <div className={admin.actions}>
          <Button appearance="primary" disabledFocusable={!canAct} onClick={() => actor.send({ type: 'overview.bookOpened' })}>
            {t('booking.overview.book')}
          </Button>
          <FluentLink href={api.bookings.staffDayCsvUrl(date)} download>
            {t('booking.overview.exportCsv')}
          </FluentLink>
          {loading && <Spinner size="tiny" label={t('booking.overview.loadingDay')} />}
        </div>

        {outcome && (
          <MessageBar intent="success">
            <MessageBarBody>{outcomeText(t, outcome, day?.timeZone ?? DEFAULT_TIME_ZONE)}</MessageBarBody>
          </MessageBar>
        )}
        {loadError && (
          <MessageBar intent="error">
            <MessageBarBody>{`${t('booking.overview.loadFailed')} ${failureText(t, loadError)}`}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={() => actor.send({ type: 'overview.reload' })}>{t('booking.common.tryAgain')}</Button>
            </MessageBarActions>
          </MessageBar>
        )}

        {shown && (
          <>
            <Subtitle2 as="h2">{formatDate(shown.date)}</Subtitle2>
            <dl className={classes.totals} aria-label={t('booking.overview.totals')}>
              <div className={classes.total}>
                <dt className={classes.term}>{t('booking.overview.confirmedBookings')}</dt>
                <dd className={classes.value}>{shown.totals.confirmedBookings}</dd>
              </div>
              <div className={classes.total}>
                <dt className={classes.term}>{t('booking.overview.paid')}</dt>
                <dd className={classes.value}>{formatCad(shown.totals.paidCents)}</dd>
              </div>
              <div className={classes.total}>
                <dt className={classes.term}>{t('booking.overview.refunded')}</dt>
                <dd className={classes.value}>{formatCad(shown.totals.refundedCents)}</dd>
              </div>
            </dl>
            {shown.closed ? (
              <Body1>{t('booking.overview.closed')}</Body1>
            ) : (
              <>
                {keptForDesk(shown) && <Caption1 className={classes.term}>{t('booking.overview.deskOnlyNote')}</Caption1>}
                <Day
                  day={shown}
                  canCancel={canAct}
                  onCancel={cancel}
                  onBookFree={(court, startTime) => actor.send({ type: 'overview.freeCellChosen', court, startTime })}
                />
              </>
            )}
            {cancelled.length > 0 && (
              <>
                <Subtitle2 as="h3">{t('booking.overview.cancelledHeading')}</Subtitle2>
                <ul className={classes.list} aria-label={t('booking.overview.cancelledList')}>
                  {cancelled.map((b) => (
                    <li key={b.id}>
                      {t('booking.overview.cancelledItem', {
                        court: b.court,
                        time: formatTimeSpan(b, shown.timeZone),
                        who: whoLabel(t, b),
                        status: t(STATUS_LABELS[b.status]).toLocaleLowerCase(),
                        refunded: b.order && b.order.refundedCents > 0 ? formatCad(b.order.refundedCents) : 'none',
                        hasReason: bookingCancelReason(b, t) ? 'yes' : 'no',
                        reason: bookingCancelReason(b, t) ?? '',
                      })}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </Card>
      <BookDialog actor={actor} />
      <StaffCancelDialog actor={actor} />
    </div>
  );
}
