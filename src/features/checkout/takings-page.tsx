import {
  Button,
  Card,
  Field,
  Link as FluentLink,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { rangeProblem, type TakingsRange } from '@machines/checkout/takings.machine';
import { useApi } from '@/lib/actors';
import { formatCad } from '@/lib/money';
import { PAYMENT_METHOD_WORDS, productWords, taxLabel } from '@/lib/order-format';
import { PageHeading } from '@/lib/page-heading';
import { venueToday } from '@/lib/venue-clock';
import { formatDate, periodEnd, periodStart } from '@/lib/venue-time';
import { VenueDatePicker } from '@/lib/venue-date-picker';
import { useAdminClasses } from '@/lib/admin-styles';
import { StaffNote } from '@/lib/staff-note';
import { useTakingsLogic } from './takings/takings-logic';
import { TakingsTable } from './takings/takings-tables';

const useClasses = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'start', gap: tokens.spacingHorizontalM },
  dateField: { minWidth: '170px' },
  presets: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignSelf: 'end' },
  totals: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXXL}`, margin: 0 },
  total: { display: 'grid' },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  meta: { color: tokens.colorNeutralForeground2 },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'grid', gap: tokens.spacingVerticalXXS },
  link: { color: tokens.colorBrandForegroundLink },
  downloadIcon: { verticalAlign: 'middle', marginRight: tokens.spacingHorizontalXXS },
});

const formatRange = ({ from, to }: TakingsRange) =>
  from === to ? formatDate(from, 'long') : `${formatDate(from, 'long')} to ${formatDate(to, 'long')}`;

function presets(today: string) {
  return [
    { label: 'This month', from: periodStart(today, 'month'), to: today },
    { label: 'Last month', from: periodStart(today, 'month', 1), to: periodEnd(today, 'month', 1) },
    { label: 'This year', from: periodStart(today, 'year'), to: today },
  ];
}

/** Staff: money received and refunded between two venue dates, for the bank and the tax return. */
export default function TakingsPage() {
  const classes = useClasses();
  const admin = useAdminClasses();
  const api = useApi();
  const [today] = useState(() => venueToday());
  const [initial] = useState(() => presets(today)[0]);
  const actor = useActorRef(useTakingsLogic(), { input: { from: initial.from, to: initial.to } });
  const from = useSelector(actor, (s) => s.context.from);
  const to = useSelector(actor, (s) => s.context.to);
  const takings = useSelector(actor, (s) => s.context.takings);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const loadError = useSelector(actor, (s) => (s.matches('loadFailed') ? s.context.error : null));
  const invalid = useSelector(actor, (s) => s.matches('invalidRange'));
  const problem = invalid ? rangeProblem({ from, to }) : (loadError?.fields?.to ?? loadError?.fields?.from ?? null);
  const shown = !invalid ? takings : null;

  const change = (range: TakingsRange) => actor.send({ type: 'takings.rangeChanged', ...range });

  return (
    <div className={admin.page}>
      <PageHeading>Takings</PageHeading>
      <StaffNote>
        Money received and refunded between two dates, by the day it moved, for the bank and the tax return. One order is in{' '}
        <Link href="/admin/orders" className={classes.link}>
          Orders
        </Link>
        .
      </StaffNote>

      <Card className={admin.staffCard}>
        <div className={classes.toolbar}>
          <Field label="From" className={classes.dateField}>
            <VenueDatePicker value={from} max={today} onChange={(date) => change({ from: date, to })} />
          </Field>
          <Field label="To" className={classes.dateField} validationMessage={problem ?? undefined} validationState={problem ? 'error' : 'none'}>
            <VenueDatePicker value={to} onChange={(date) => change({ from, to: date })} />
          </Field>
          <div className={classes.presets}>
            {presets(today).map((preset) => (
              <Button key={preset.label} size="small" onClick={() => change(preset)}>
                {preset.label}
              </Button>
            ))}
          </div>
        </div>
        <div className={admin.actions}>
          {!invalid && (
            <FluentLink href={api.orders.takingsCsvUrl(from, to)} download>
              <ArrowDownloadRegular className={classes.downloadIcon} aria-hidden />
              Download CSV
            </FluentLink>
          )}
          {loading && <Spinner size="tiny" label="Loading the takings…" />}
        </div>

        {loadError && (
          <MessageBar intent="error">
            <MessageBarBody>The takings could not be loaded. {loadError.message}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={() => actor.send({ type: 'takings.retry' })}>Try again</Button>
            </MessageBarActions>
          </MessageBar>
        )}

        {shown && (
          <>
            <Subtitle2 as="h2">{formatRange(shown)}</Subtitle2>
            <Text className={classes.meta}>
              Dates in the venue’s time zone ({shown.timeZone}). {shown.totals.payments} {shown.totals.payments === 1 ? 'payment' : 'payments'},{' '}
              {shown.totals.refunds} {shown.totals.refunds === 1 ? 'refund' : 'refunds'}.
            </Text>
            <dl className={classes.totals} aria-label="Totals">
              {(
                [
                  ['Gross', shown.totals.grossCents],
                  ['Tax', shown.totals.taxCents],
                  ['Refunds', shown.totals.refundsCents],
                  ['Net', shown.totals.netCents],
                ] as const
              ).map(([term, cents]) => (
                <div key={term} className={classes.total}>
                  <dt className={classes.term}>{term}</dt>
                  <dd className={classes.value}>{formatCad(cents)}</dd>
                </div>
              ))}
            </dl>
            <Text size={200} className={classes.meta}>
              Gross includes tax; net is gross less refunds. Tax is what was collected less the tax given back with refunds.
            </Text>

            <Subtitle2 as="h3">By product</Subtitle2>
            {shown.byProduct.length ? (
              <TakingsTable label="By product" firstColumn="Product" rows={shown.byProduct.map((row) => ({ name: productWords(row.product), money: row }))} />
            ) : (
              <Text className={classes.meta}>No money moved in these dates.</Text>
            )}

            <Subtitle2 as="h3">By payment method</Subtitle2>
            {shown.byMethod.length ? (
              <TakingsTable label="By payment method" firstColumn="Payment method" rows={shown.byMethod.map((row) => ({ name: PAYMENT_METHOD_WORDS[row.method], money: row }))} />
            ) : (
              <Text className={classes.meta}>No money moved in these dates.</Text>
            )}

            <Subtitle2 as="h3">Taxes</Subtitle2>
            {shown.taxes.length ? (
              <ul className={classes.list} aria-label="Taxes">
                {shown.taxes.map((tax) => (
                  <li key={`${tax.name}@${tax.ratePercent}`}>
                    {taxLabel(tax)}: {formatCad(tax.amountCents)}
                  </li>
                ))}
              </ul>
            ) : (
              <Text className={classes.meta}>No tax collected in these dates.</Text>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
