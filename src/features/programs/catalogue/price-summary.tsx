import { makeStyles, tokens } from '@fluentui/react-components';
import { Fragment } from 'react';
import { taxesFor } from '@machines/booking';
import type { TaxRate } from '@machines/programs';
import { useT } from '@/i18n/translate';
import { formatCad } from '@/lib/money';
import { taxLabel } from '@/lib/order-format';

const useClasses = makeStyles({
  summary: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, textAlign: 'end' },
});

/** The taxes a registration's subtotal carries now, and the total (what the order will charge). */
export function withTaxes(rates: TaxRate[], subtotalCents: number) {
  const taxes = taxesFor({ taxes: rates }, subtotalCents);
  return { taxes, totalCents: subtotalCents + taxes.reduce((sum, tax) => sum + tax.amountCents, 0) };
}

/** Subtotal (named by `subtotalLabel` when given, else shown only with taxes), each tax, and the total. */
export function PriceSummary({ rates, subtotalCents, subtotalLabel }: { rates: TaxRate[]; subtotalCents: number; subtotalLabel?: string }) {
  const t = useT();
  const classes = useClasses();
  const { taxes, totalCents } = withTaxes(rates, subtotalCents);
  return (
    <dl className={classes.summary}>
      {subtotalLabel || taxes.length ? (
        <>
          <dt className={classes.term}>{subtotalLabel ?? t('programs.dropIn.dialog.subtotal')}</dt>
          <dd className={classes.value}>{formatCad(subtotalCents)}</dd>
        </>
      ) : null}
      {taxes.map((tax) => (
        <Fragment key={tax.name}>
          <dt className={classes.term}>{taxLabel(tax, t)}</dt>
          <dd className={classes.value}>{formatCad(tax.amountCents)}</dd>
        </Fragment>
      ))}
      <dt className={classes.term}>{t('programs.dropIn.dialog.total')}</dt>
      <dd className={classes.value}>{formatCad(totalCents)}</dd>
    </dl>
  );
}
