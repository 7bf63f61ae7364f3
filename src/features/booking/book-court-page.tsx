import {
  Body1,
  Caption1,
  Button,
  Card,
  Field,
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
import { Link, useSearch } from 'wouter';
import { courtsForSpan, maxHoursFrom, spanSlots, taxesFor } from '@machines/booking';
import { useSessionStatus } from '@/lib/actors';
import { CheckoutRedirectCard, usePurchase } from '@/features/checkout';
import { formatCad } from '@/lib/money';
import { taxLabel } from '@/lib/order-format';
import { PageHeading } from '@/lib/page-heading';
import { VenueDatePicker } from '@/lib/venue-date-picker';
import { requestedSlot, useBookCourtLogic } from './book-court-logic';
import { venueToday } from '@/lib/venue-clock';
import { formatDate } from '@/lib/venue-time';
import { shiftDate } from '@machines/shared';
import { failureText, fieldErrorText } from '@/i18n/failure-text';
import { type MessageId, useT } from '@/i18n/translate';
import { courtsKeptForDeskNote, dayNotice, timeSpanText } from './availability-format';
import { CourtGrid } from './court-grid';
import { MemberOffer } from './member-offer';

const useClasses = makeStyles({
  // The bottom padding keeps the last lines clear of the sticky summary bar.
  // One column no wider than the screen: a long message wraps instead of widening the page.
  page: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalXXXL },
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

const FIELD_NAMES: Record<string, MessageId> = {
  date: 'booking.common.date',
  startTime: 'booking.bookCourt.fieldStart',
  startsAt: 'booking.bookCourt.fieldStart',
  hours: 'booking.common.hours',
  court: 'booking.common.court',
};

/** Book Court: pick a day, an hour and a court, then order it (the checkout kit) and go to the payment page. */
export default function BookCourtPage() {
  const classes = useClasses();
  const t = useT();
  const logic = useBookCourtLogic();
  const { isLoggedIn } = useSessionStatus();
  const [today] = useState(venueToday);
  // `?date=&start=` (the home page's free hours): the machine shows that day and picks that hour if still free.
  const search = useSearch();
  const actor = useActorRef(logic, { input: { date: today, isLoggedIn, requested: requestedSlot(search) } });
  // eslint-disable-next-line @typescript-eslint/unbound-method -- xstate binds an actor's send in its constructor
  const send = actor.send;

  const value = useSelector(actor, (s) => s.value as string);
  // The purchase child: logging in on the way, then placing the order and leaving for the payment page.
  const purchase = usePurchase(useSelector(actor, (s) => s.children.purchase));
  const busy = useSelector(actor, (s) => s.hasTag('busy')) || purchase.paying;
  const date = useSelector(actor, (s) => s.context.date);
  const day = useSelector(actor, (s) => s.context.availability);
  const selection = useSelector(actor, (s) => s.context.selection);
  const conflict = useSelector(actor, (s) => s.context.conflict);
  const taken = useSelector(actor, (s) => s.context.taken);
  const error = useSelector(actor, (s) => s.context.error);
  const lineFieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  // The order's line 0 is this booking: its refusals are keyed `lines.0.<field>` in the answer.
  const fieldErrors = Object.fromEntries(
    Object.entries(lineFieldErrors).map(([field, text]) => [field, fieldErrorText(t, error, `lines.0.${field}`, text)]),
  ) as Record<string, string | undefined>;
  const order = useSelector(actor, (s) => s.context.order);
  const canConfirm = useSelector(actor, (s) => s.can({ type: 'booking.confirm' }));
  const canGoBack = useSelector(actor, (s) => s.can({ type: 'booking.dateChosen', date: shiftDate(s.context.date, -1) }));
  const canGoForward = useSelector(actor, (s) => s.can({ type: 'booking.dateChosen', date: shiftDate(s.context.date, 1) }));
  const waitingForLogin = purchase.signingIn;
  const { placed } = purchase;

  if (purchase.redirecting && placed) {
    return (
      <section className={classes.page}>
        <PageHeading>{t('booking.bookCourt.title')}</PageHeading>
        <CheckoutRedirectCard placed={placed} chooseAgainLabel={t('booking.bookCourt.chooseAnotherTime')} onChooseAgain={purchase.chooseAgain} />
      </section>
    );
  }

  if (value === 'booked' && order) {
    return (
      <section className={classes.page}>
        <PageHeading>{t('booking.bookCourt.confirmedTitle')}</PageHeading>
        <Card className={classes.card}>
          <Body1>{t('booking.bookCourt.confirmedFree', { lines: order.lines.map((line) => line.description).join('; ') })}</Body1>
          <div className={classes.actions}>
            <Link href="/account" asChild>
              <Button as="a" appearance="primary">
                {t('booking.bookCourt.myBookings')}
              </Button>
            </Link>
            <Button onClick={() => send({ type: 'booking.bookAnother' })}>{t('booking.bookCourt.bookAnother')}</Button>
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
  const notice = day && (value === 'ready' || value === 'refreshing') ? dayNotice(t, day) : null;
  const keptForDesk = day && value === 'ready' ? courtsKeptForDeskNote(t, day) : null;
  // Prices are before tax: say so, and show the tax and the total with tax before paying.
  const plusTax = Boolean(day?.taxes.length);
  const subtotalCents = day ? day.price.perHourCents * selection.hours : 0;
  const taxes = day ? taxesFor(day, subtotalCents) : [];
  const totalCents = subtotalCents + taxes.reduce((sum, tax) => sum + tax.amountCents, 0);
  const timeText = span.length && day ? timeSpanText(t, { startsAt: span[0].startsAt, endsAt: span[span.length - 1].endsAt }, day.timeZone) : '—';
  const courtText = selection.court === 'any' ? t('booking.common.anyFreeCourt') : t('booking.common.courtNumber', { court: selection.court });

  return (
    <section className={classes.page}>
      <PageHeading>{t('booking.bookCourt.title')}</PageHeading>

      {day ? (
        <div className={classes.price}>
          <Subtitle2>
            {t(plusTax ? 'booking.bookCourt.pricePerHourPlusTax' : 'booking.bookCourt.pricePerHour', { price: formatCad(day.price.perHourCents) })}
          </Subtitle2>
          <MemberOffer day={day} />
        </div>
      ) : null}

      <div className={classes.toolbar}>
        <Button icon={<ChevronLeftRegular />} disabled={!canGoBack} onClick={() => send({ type: 'booking.dateChosen', date: shiftDate(date, -1) })}>
          {t('booking.common.previousDay')}
        </Button>
        <Field label={t('booking.common.date')} validationMessage={fieldErrors.date}>
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
          {t('booking.common.nextDay')}
        </Button>
      </div>

      {/* Live updates: a polite region, present before its message so screen readers announce it. */}
      <div role="status" aria-live="polite">
        {taken ? (
          <MessageBar intent="info">
            <MessageBarBody>{t(taken)}</MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
      {conflict ? (
        <MessageBar intent="warning">
          <MessageBarBody>{failureText(t, conflict)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{failureText(t, error)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {value === 'loadFailed' ? (
        <div className={classes.actions}>
          <Button onClick={() => send({ type: 'booking.reload' })}>{t('booking.common.tryAgain')}</Button>
        </div>
      ) : null}

      {value === 'loadingAvailability' ? <Spinner label={t('booking.bookCourt.loadingCourts')} /> : null}
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
      {keptForDesk ? <Caption1>{keptForDesk}</Caption1> : null}

      {day && start && value !== 'loadingAvailability' ? (
        <Card className={classes.card} aria-label={t('booking.bookCourt.yourBooking')}>
          <Subtitle2 as="h2">{t('booking.bookCourt.yourBooking')}</Subtitle2>
          <div className={classes.choices}>
            <Field label={t('booking.common.court')} validationMessage={fieldErrors.court}>
              <RadioGroup
                value={String(selection.court)}
                disabled={busy || waitingForLogin}
                onChange={(_, data) => send({ type: 'booking.courtChosen', court: data.value === 'any' ? 'any' : Number(data.value) })}
              >
                <Radio value="any" label={t('booking.common.anyFreeCourt')} />
                {openCourts.map((court) => (
                  <Radio key={court} value={String(court)} label={t('booking.common.courtNumber', { court })} />
                ))}
              </RadioGroup>
            </Field>
            <Field label={t('booking.common.hours')} validationMessage={fieldErrors.hours}>
              <Select
                className={classes.hours}
                value={String(selection.hours)}
                disabled={busy || waitingForLogin}
                onChange={(_, data) => send({ type: 'booking.hoursChosen', hours: Number(data.value) })}
              >
                {Array.from({ length: maxHours }, (_, i) => i + 1).map((hours) => (
                  <option key={hours} value={hours}>
                    {t('booking.bookCourt.hoursOption', { count: hours })}
                  </option>
                ))}
              </Select>
            </Field>
          </div>

          <dl className={classes.summary}>
            <dt className={classes.term}>{t('booking.common.date')}</dt>
            <dd className={classes.value}>{formatDate(day.date)}</dd>
            <dt className={classes.term}>{t('booking.common.time')}</dt>
            <dd className={classes.value}>{timeText}</dd>
            <dt className={classes.term}>{t('booking.common.court')}</dt>
            <dd className={classes.value}>{courtText}</dd>
            <dt className={classes.term}>{t('booking.common.hours')}</dt>
            <dd className={classes.value}>{selection.hours}</dd>
            {taxes.length ? (
              <>
                <dt className={classes.term}>{t('booking.bookCourt.subtotal')}</dt>
                <dd className={classes.value}>{formatCad(subtotalCents)}</dd>
                {taxes.map((tax) => (
                  <Fragment key={tax.name}>
                    <dt className={classes.term}>{taxLabel(tax, t)}</dt>
                    <dd className={classes.value}>{formatCad(tax.amountCents)}</dd>
                  </Fragment>
                ))}
              </>
            ) : null}
            <dt className={classes.term}>{t('booking.bookCourt.total')}</dt>
            <dd className={classes.value}>{formatCad(totalCents)}</dd>
          </dl>
          {openCourts.length ? null : <Body1>{t('booking.bookCourt.noCourtForHours', { count: selection.hours })}</Body1>}
          <Body1>{t('booking.bookCourt.terms', { cutoffHours: day.rules.cancellationCutoffHours, holdMinutes: day.rules.checkoutHoldMinutes })}</Body1>
          {fieldErrors.startTime || fieldErrors.startsAt ? (
            <ul className={classes.fieldErrors}>
              {Object.entries(fieldErrors)
                .filter(([field]) => field === 'startTime' || field === 'startsAt')
                .map(([field, message]) => (
                  <li key={field}>{t('booking.bookCourt.fieldError', { field: t(FIELD_NAMES[field]), message })}</li>
                ))}
            </ul>
          ) : null}
          {waitingForLogin ? (
            <MessageBar intent="info">
              <MessageBarBody>{t('booking.bookCourt.loginToBook')}</MessageBarBody>
            </MessageBar>
          ) : null}
        </Card>
      ) : day && value === 'ready' && !notice ? (
        <Body1>{t('booking.bookCourt.chooseCourtAndTime')}</Body1>
      ) : null}

      {day && start && value !== 'loadingAvailability' ? (
        // The one Confirm and pay button, in a bar that sticks to the bottom of the screen.
        <div className={classes.bar} role="region" aria-label={t('booking.bookCourt.summaryRegion')}>
          <div className={classes.barText}>
            <Text>{t('booking.bookCourt.summaryLine', { time: timeText, court: courtText })}</Text>
            <Text className={classes.barTotal}>
              {t(taxes.length ? 'booking.bookCourt.barTotalWithTax' : 'booking.bookCourt.barTotal', { total: formatCad(totalCents) })}
            </Text>
          </div>
          <div className={classes.actions}>
            {purchase.paying ? <Spinner size="tiny" label={t('booking.bookCourt.holding')} /> : null}
            <Button appearance="primary" disabledFocusable={!canConfirm} onClick={() => send({ type: 'booking.confirm' })}>
              {t('booking.bookCourt.confirmAndPay')}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
