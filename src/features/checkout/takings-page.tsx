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
import { Trans } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { rangeProblem, type TakingsRange } from '@machines/checkout';
import { failureText } from '@/i18n/failure-text';
import { useT, type MessageId, type Translate } from '@/i18n/translate';
import { useApi } from '@/lib/actors';
import { formatCad } from '@/lib/money';
import { paymentMethodWords, productWords, taxLabel } from '@/lib/order-format';
import { PageHeading } from '@/lib/page-heading';
import { venueToday, zoneName } from '@/lib/venue-clock';
import { formatDate, periodEnd, periodStart, wallTimeToInstant } from '@/lib/venue-time';
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

/** The report's totals: each term and its amount. */
const TOTALS = [
  ['checkout.takings.gross', 'grossCents'],
  ['checkout.takings.tax', 'taxCents'],
  ['checkout.takings.refunds', 'refundsCents'],
  ['checkout.takings.net', 'netCents'],
] as const;

const formatRange = (t: Translate, { from, to }: TakingsRange) =>
  from === to ? formatDate(from, 'long') : t('checkout.takings.range', { from: formatDate(from, 'long'), to: formatDate(to, 'long') });

/** "Eastern Standard Time": the zone's long name on the range's first day, as other screens name it (never "America/Toronto"). */
const rangeZoneName = ({ from, timeZone }: { from: string; timeZone: string }) =>
  zoneName(timeZone, wallTimeToInstant({ date: from, time: '12:00' }, timeZone));

function presets(today: string): { label: MessageId; from: string; to: string }[] {
  return [
    { label: 'checkout.takings.thisMonth', from: periodStart(today, 'month'), to: today },
    { label: 'checkout.takings.lastMonth', from: periodStart(today, 'month', 1), to: periodEnd(today, 'month', 1) },
    { label: 'checkout.takings.thisYear', from: periodStart(today, 'year'), to: today },
  ];
}

/** Staff: money received and refunded between two venue dates, for the bank and the tax return. */
export default function TakingsPage() {
  const t = useT();
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
  const ownProblem = invalid ? rangeProblem({ from, to }) : null;
  // Ours in the language on screen; a range the server refused keeps the server's words for it.
  const problem = ownProblem
    ? t('checkout.takings.rangeProblem', { problem: ownProblem })
    : invalid
      ? null
      : (loadError?.fields?.to ?? loadError?.fields?.from ?? null);
  const shown = !invalid ? takings : null;

  const change = (range: TakingsRange) => actor.send({ type: 'takings.rangeChanged', ...range });

  return (
    <div className={admin.page}>
      <PageHeading>{t('nav.takings')}</PageHeading>
      <StaffNote>
        <Trans id="checkout.takings.note" components={{ 0: <Link href="/admin/orders" className={classes.link} /> }} />
      </StaffNote>

      <Card className={admin.staffCard}>
        <div className={classes.toolbar}>
          <Field label={t('checkout.takings.from')} className={classes.dateField}>
            <VenueDatePicker value={from} max={today} onChange={(date) => change({ from: date, to })} />
          </Field>
          <Field
            label={t('checkout.takings.to')}
            className={classes.dateField}
            validationMessage={problem ?? undefined}
            validationState={problem ? 'error' : 'none'}
          >
            <VenueDatePicker value={to} onChange={(date) => change({ from, to: date })} />
          </Field>
          <div className={classes.presets}>
            {presets(today).map((preset) => (
              <Button key={preset.label} size="small" onClick={() => change(preset)}>
                {t(preset.label)}
              </Button>
            ))}
          </div>
        </div>
        <div className={admin.actions}>
          {!invalid && (
            <FluentLink href={api.orders.takingsCsvUrl(from, to)} download>
              <ArrowDownloadRegular className={classes.downloadIcon} aria-hidden />
              {t('checkout.takings.downloadCsv')}
            </FluentLink>
          )}
          {loading && <Spinner size="tiny" label={t('checkout.takings.loading')} />}
        </div>

        {loadError && (
          <MessageBar intent="error">
            <MessageBarBody>{t('checkout.takings.loadFailed', { error: failureText(t, loadError) })}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={() => actor.send({ type: 'takings.retry' })}>{t('checkout.order.tryAgain')}</Button>
            </MessageBarActions>
          </MessageBar>
        )}

        {shown && (
          <>
            <Subtitle2 as="h2">{formatRange(t, shown)}</Subtitle2>
            <Text className={classes.meta}>
              {t('checkout.takings.meta', { zone: rangeZoneName(shown), payments: shown.totals.payments, refunds: shown.totals.refunds })}
            </Text>
            <dl className={classes.totals} aria-label={t('checkout.takings.totals')}>
              {TOTALS.map(([term, key]) => (
                <div key={term} className={classes.total}>
                  <dt className={classes.term}>{t(term)}</dt>
                  <dd className={classes.value}>{formatCad(shown.totals[key])}</dd>
                </div>
              ))}
            </dl>
            <Text size={200} className={classes.meta}>
              {t('checkout.takings.explained')}
            </Text>

            <Subtitle2 as="h3">{t('checkout.takings.byProduct')}</Subtitle2>
            {shown.byProduct.length ? (
              <TakingsTable
                label={t('checkout.takings.byProduct')}
                firstColumn={t('checkout.takings.product')}
                rows={shown.byProduct.map((row) => ({ name: productWords(row.product, t), money: row }))}
              />
            ) : (
              <Text className={classes.meta}>{t('checkout.takings.noMoney')}</Text>
            )}

            <Subtitle2 as="h3">{t('checkout.takings.byMethod')}</Subtitle2>
            {shown.byMethod.length ? (
              <TakingsTable
                label={t('checkout.takings.byMethod')}
                firstColumn={t('checkout.takings.method')}
                rows={shown.byMethod.map((row) => ({ name: paymentMethodWords(row.method, t), money: row }))}
              />
            ) : (
              <Text className={classes.meta}>{t('checkout.takings.noMoney')}</Text>
            )}

            <Subtitle2 as="h3">{t('checkout.takings.taxes')}</Subtitle2>
            {shown.taxes.length ? (
              <ul className={classes.list} aria-label={t('checkout.takings.taxes')}>
                {shown.taxes.map((tax) => (
                  <li key={`${tax.name}@${tax.ratePercent}`}>{t('checkout.takings.taxLine', { tax: taxLabel(tax, t), amount: formatCad(tax.amountCents) })}</li>
                ))}
              </ul>
            ) : (
              <Text className={classes.meta}>{t('checkout.takings.noTax')}</Text>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
