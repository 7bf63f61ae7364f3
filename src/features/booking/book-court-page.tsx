import {
  Body1,
  Caption1,
  Button,
  Card,
  Field,
  Link as FluentLink,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  Subtitle2,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { Fragment, useState } from 'react';
import { Link } from 'wouter';
import { courtsForSpan, maxHoursFrom, spanSlots, taxesFor } from '@machines/booking/booking-selection';
import { useSessionStatus } from '@/lib/actors';
import { CheckoutRedirectCard, useCheckoutProgress } from '@/features/checkout';
import { formatCad } from '@/lib/money';
import { taxLabel } from '@/lib/order-format';
import { PageHeading } from '@/lib/page-heading';
import { VenueDatePicker } from '@/lib/venue-date-picker';
import { useBookCourtLogic } from './book-court-logic';
import { venueToday } from '@/lib/venue-clock';
import { formatDate, formatTimeSpan } from '@/lib/venue-time';
import { shiftDate } from '@machines/shared/iso-date';
import { courtsKeptForDeskNote, dayNotice } from './booking-format';
import { CourtGrid } from './court-grid';

const useClasses = makeStyles({
  // The bottom padding keeps the last lines clear of the sticky summary bar.
  page: { display: 'grid', gap: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalXXXL },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM },
  price: { display: 'grid', gap: tokens.spacingVerticalXXS },
  card: { padding: tokens.spacingHorizontalXL, display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '640px' },
  // A form read top to bottom: court, then hours (its select right under its label), then the summary.
  choices: { display: 'grid', gap: tokens.spacingVerticalM, justifyItems: 'start' },
  hours: { minWidth: '160px' },
  // Stays at the bottom of the viewport while the page scrolls, so Confirm and pay is always in
  // reach (a phone's grid is taller than the screen); it sits in the flow, so it covers nothing for good.
  bar: {
    position: 'sticky',
    bottom: 0,
    zIndex: 1,
    maxWidth: '640px',
    boxSizing: 'border-box',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow8,
    borderRadius: tokens.borderRadiusMedium,
  },
  barText: { display: 'grid', minWidth: 0 },
  barTotal: { fontWeight: tokens.fontWeightSemibold },
  summary: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  fieldErrors: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

const FIELD_NAMES: Record<string, string> = { date: 'Date', startTime: 'Start', startsAt: 'Start', hours: 'Hours', court: 'Court' };

/** Book Court: pick a day, an hour and a court, then order it (the checkout kit) and go to the payment page. */
export default function BookCourtPage() {
  const classes = useClasses();
  const logic = useBookCourtLogic();
  const { isLoggedIn } = useSessionStatus();
  const [today] = useState(venueToday);
  const actor = useActorRef(logic, { input: { date: today, isLoggedIn } });
  // eslint-disable-next-line @typescript-eslint/unbound-method -- xstate binds an actor's send in its constructor
  const send = actor.send;

  const value = useSelector(actor, (s) => s.value as string);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const date = useSelector(actor, (s) => s.context.date);
  const day = useSelector(actor, (s) => s.context.availability);
  const selection = useSelector(actor, (s) => s.context.selection);
  const conflict = useSelector(actor, (s) => s.context.conflict);
  const taken = useSelector(actor, (s) => s.context.taken);
  const error = useSelector(actor, (s) => s.context.error);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const order = useSelector(actor, (s) => s.context.order);
  const checkout = useSelector(actor, (s) => s.children.checkout);
  const { redirecting, placed } = useCheckoutProgress(checkout);
  const canConfirm = useSelector(actor, (s) => s.can({ type: 'booking.confirm' }));
  const canGoBack = useSelector(actor, (s) => s.can({ type: 'booking.dateChosen', date: shiftDate(s.context.date, -1) }));
  const canGoForward = useSelector(actor, (s) => s.can({ type: 'booking.dateChosen', date: shiftDate(s.context.date, 1) }));
  const waitingForLogin = value === 'loggingIn';

  if (value === 'paying' && redirecting && placed) {
    return (
      <section className={classes.page}>
        <PageHeading>Book Court</PageHeading>
        <CheckoutRedirectCard placed={placed} chooseAgainLabel="Choose another time" onChooseAgain={() => send({ type: 'booking.bookAnother' })} />
      </section>
    );
  }

  if (value === 'booked' && order) {
    return (
      <section className={classes.page}>
        <PageHeading>Booking confirmed</PageHeading>
        <Card className={classes.card}>
          <Body1>
            {order.lines.map((line) => line.description).join('; ')}: it is yours. Nothing to pay: a confirmation e-mail is on its way.
          </Body1>
          <div className={classes.actions}>
            <Link href="/account" asChild>
              <Button as="a" appearance="primary">
                My bookings
              </Button>
            </Link>
            <Button onClick={() => send({ type: 'booking.bookAnother' })}>Book another</Button>
          </div>
        </Card>
      </section>
    );
  }

  const bookable = day?.bookableDates ?? null;
  const start = day && selection.startIndex !== null ? day.slots.find((slot) => slot.index === selection.startIndex) : undefined;
  const maxHours = day && start ? maxHoursFrom(day, start.index) : 0;
  const openCourts = day && start ? courtsForSpan(day, start.index, selection.hours) : [];
  const span = day && start ? spanSlots(day, start.index, selection.hours) : [];
  const notice = day && (value === 'ready' || value === 'refreshing') ? dayNotice(day) : null;
  // Prices are before tax: say so, and show the tax and the total with tax before paying.
  const plusTax = day?.taxes.length ? ' + tax' : '';
  const subtotalCents = day ? day.price.perHourCents * selection.hours : 0;
  const taxes = day ? taxesFor(day, subtotalCents) : [];
  const totalCents = subtotalCents + taxes.reduce((sum, tax) => sum + tax.amountCents, 0);
  const timeText = span.length && day ? formatTimeSpan({ startsAt: span[0].startsAt, endsAt: span[span.length - 1].endsAt }, day.timeZone, ' to ') : '—';
  const courtText = selection.court === 'any' ? 'Any free court' : `Court ${selection.court}`;
  const memberHint = day && !day.staffView && day.price.kind === 'default' && day.price.memberPerHourCents < day.price.perHourCents;

  return (
    <section className={classes.page}>
      <PageHeading>Book Court</PageHeading>

      {day ? (
        <div className={classes.price}>
          <Subtitle2>
            {formatCad(day.price.perHourCents)} per hour{plusTax}
          </Subtitle2>
          {memberHint ? (
            <Body1>
              Members pay {formatCad(day.price.memberPerHourCents)} per hour{plusTax}.{' '}
              <Link href="/account?showBuyOnLoad" asChild>
                <FluentLink>Become a member</FluentLink>
              </Link>
            </Body1>
          ) : null}
        </div>
      ) : null}

      <div className={classes.toolbar}>
        <Button icon={<ChevronLeftRegular />} disabled={!canGoBack} onClick={() => send({ type: 'booking.dateChosen', date: shiftDate(date, -1) })}>
          Previous day
        </Button>
        <Field label="Date" validationMessage={fieldErrors.date}>
          <VenueDatePicker
            value={date}
            min={bookable?.from}
            max={bookable?.to}
            disabled={busy || waitingForLogin}
            onChange={(chosen) => send({ type: 'booking.dateChosen', date: chosen })}
          />
        </Field>
        <Button
          icon={<ChevronRightRegular />}
          iconPosition="after"
          disabled={!canGoForward}
          onClick={() => send({ type: 'booking.dateChosen', date: shiftDate(date, 1) })}
        >
          Next day
        </Button>
      </div>

      {/* Live updates: a polite region, present before its message so screen readers announce it. */}
      <div role="status" aria-live="polite">
        {taken ? (
          <MessageBar intent="info">
            <MessageBarBody>{taken}</MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
      {conflict ? (
        <MessageBar intent="warning">
          <MessageBarBody>{conflict}</MessageBarBody>
        </MessageBar>
      ) : null}
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {value === 'loadFailed' ? (
        <div className={classes.actions}>
          <Button onClick={() => send({ type: 'booking.reload' })}>Try again</Button>
        </div>
      ) : null}

      {value === 'loadingAvailability' ? <Spinner label="Loading courts…" /> : null}
      {notice ? (
        <MessageBar intent="info">
          <MessageBarBody>{notice}</MessageBarBody>
        </MessageBar>
      ) : null}

      {day && value !== 'loadingAvailability' && value !== 'loadFailed' && !day.closed ? (
        <CourtGrid
          day={day}
          selection={selection}
          disabled={busy || waitingForLogin}
          onChoose={(index, court) => send({ type: 'booking.slotChosen', index, court })}
        />
      ) : null}
      {day && value === 'ready' && courtsKeptForDeskNote(day) ? <Caption1>{courtsKeptForDeskNote(day)}</Caption1> : null}

      {day && start && value !== 'loadingAvailability' ? (
        <Card className={classes.card} aria-label="Your booking">
          <Subtitle2 as="h2">Your booking</Subtitle2>
          <div className={classes.choices}>
            <Field label="Court" validationMessage={fieldErrors.court}>
              <RadioGroup
                value={String(selection.court)}
                disabled={busy || waitingForLogin}
                onChange={(_, data) => send({ type: 'booking.courtChosen', court: (data.value === 'any' ? 'any' : Number(data.value)) })}
              >
                <Radio value="any" label="Any free court" />
                {openCourts.map((court) => (
                  <Radio key={court} value={String(court)} label={`Court ${court}`} />
                ))}
              </RadioGroup>
            </Field>
            <Field label="Hours" validationMessage={fieldErrors.hours}>
              <Select
                className={classes.hours}
                value={String(selection.hours)}
                disabled={busy || waitingForLogin}
                onChange={(_, data) => send({ type: 'booking.hoursChosen', hours: Number(data.value) })}
              >
                {Array.from({ length: maxHours }, (_, i) => i + 1).map((hours) => (
                  <option key={hours} value={hours}>
                    {hours === 1 ? '1 hour' : `${hours} hours`}
                  </option>
                ))}
              </Select>
            </Field>
          </div>

          <dl className={classes.summary}>
            <dt className={classes.term}>Date</dt>
            <dd className={classes.value}>{formatDate(day.date)}</dd>
            <dt className={classes.term}>Time</dt>
            <dd className={classes.value}>{timeText}</dd>
            <dt className={classes.term}>Court</dt>
            <dd className={classes.value}>{courtText}</dd>
            <dt className={classes.term}>Hours</dt>
            <dd className={classes.value}>{selection.hours}</dd>
            {taxes.length ? (
              <>
                <dt className={classes.term}>Subtotal</dt>
                <dd className={classes.value}>{formatCad(subtotalCents)}</dd>
                {taxes.map((tax) => (
                  <Fragment key={taxLabel(tax)}>
                    <dt className={classes.term}>{taxLabel(tax)}</dt>
                    <dd className={classes.value}>{formatCad(tax.amountCents)}</dd>
                  </Fragment>
                ))}
              </>
            ) : null}
            <dt className={classes.term}>Total</dt>
            <dd className={classes.value}>{formatCad(totalCents)}</dd>
          </dl>
          {openCourts.length ? null : (
            <Body1>No court is free for all {selection.hours} hours. Choose fewer hours or another time.</Body1>
          )}
          <Body1>
            Free cancellation up to {day.rules.cancellationCutoffHours} hours before the start. We hold the court for{' '}
            {day.rules.checkoutHoldMinutes} minutes while you pay.
          </Body1>
          {fieldErrors.startTime || fieldErrors.startsAt ? (
            <ul className={classes.fieldErrors}>
              {Object.entries(fieldErrors)
                .filter(([field]) => field === 'startTime' || field === 'startsAt')
                .map(([field, message]) => (
                  <li key={field}>
                    {FIELD_NAMES[field]}: {message}
                  </li>
                ))}
            </ul>
          ) : null}
          {waitingForLogin ? (
            <MessageBar intent="info">
              <MessageBarBody>Log in or create an account to book. We keep your choice while you do.</MessageBarBody>
            </MessageBar>
          ) : null}
        </Card>
      ) : day && value === 'ready' && !notice ? (
        <Body1>Choose a free court and a start time.</Body1>
      ) : null}

      {day && start && value !== 'loadingAvailability' ? (
        // The one Confirm and pay button, in a bar that sticks to the bottom of the screen.
        <div className={classes.bar} role="region" aria-label="Booking summary">
          <div className={classes.barText}>
            <Text>
              {timeText} · {courtText}
            </Text>
            <Text className={classes.barTotal}>
              Total {formatCad(totalCents)}
              {taxes.length ? ' with tax' : ''}
            </Text>
          </div>
          <div className={classes.actions}>
            {value === 'paying' ? <Spinner size="tiny" label="Holding your court…" /> : null}
            <Button appearance="primary" disabledFocusable={!canConfirm} onClick={() => send({ type: 'booking.confirm' })}>
              Confirm and pay
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
