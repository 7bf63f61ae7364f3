import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { Order, OrderLine } from '@machines/checkout';
import { useT, type MessageId, type Translate } from '@/i18n/translate';
import { formatCad } from './money';
import { lineStatusWords, paymentWords, refundWords, taxLabel } from './order-format';
import { formatZonedInstant } from './venue-time';
import { STACKING_TABLE_WIDE, useStackingTableClasses } from './stacking-table';

const useClasses = makeStyles({
  item: { [STACKING_TABLE_WIDE]: { flexGrow: 3 } },
  description: { display: 'grid', fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  participant: { fontWeight: tokens.fontWeightRegular, color: tokens.colorNeutralForeground2 },
  status: { display: 'grid' },
  refunded: { color: tokens.colorNeutralForeground2 },
  totals: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) max-content',
    gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    [STACKING_TABLE_WIDE]: { maxWidth: '360px', marginLeft: 'auto' },
  },
  pair: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, textAlign: 'right' },
  total: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  money: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'grid', gap: tokens.spacingVerticalXXS },
});

/** "2 × $30.00" */
const quantityText = (t: Translate, line: OrderLine) => t('checkout.lines.quantityPrice', { quantity: line.quantity, price: formatCad(line.unitPriceCents) });

/**
 * The lines of an order: what, how many at what price, line total with its tax, status and what
 * was refunded. `lineAction` adds a last column (staff: Refund).
 */
export function OrderLinesTable({ order, lineAction, actionHeader }: { order: Order; lineAction?: (line: OrderLine) => ReactNode; actionHeader?: string }) {
  const t = useT();
  const table = useStackingTableClasses();
  const classes = useClasses();
  return (
    <Table noNativeElements aria-label={t('checkout.lines.label', { number: order.number })} className={table.table} size="small">
      <TableHeader className={table.header}>
        <TableRow>
          <TableHeaderCell className={mergeClasses(table.cellSmall, classes.item)}>{t('checkout.lines.item')}</TableHeaderCell>
          <TableHeaderCell className={mergeClasses(table.cellSmall, table.amount)}>{t('checkout.lines.quantity')}</TableHeaderCell>
          <TableHeaderCell className={mergeClasses(table.cellSmall, table.amount)}>{t('checkout.lines.total')}</TableHeaderCell>
          <TableHeaderCell className={table.cellSmall}>{t('checkout.lines.status')}</TableHeaderCell>
          {lineAction && <TableHeaderCell className={table.cellSmall}>{actionHeader ?? t('checkout.lines.actions')}</TableHeaderCell>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {[...order.lines]
          .sort((a, b) => a.position - b.position)
          .map((line) => (
            <TableRow key={line.id} className={table.row}>
              <TableCell className={mergeClasses(table.cellSmall, classes.item)}>
                <span className={classes.description}>
                  {line.description}
                  {line.participant && <span className={classes.participant}>{t('checkout.lines.participant', { name: line.participant.name })}</span>}
                </span>
              </TableCell>
              <TableCell className={mergeClasses(table.cellSmall, table.amount)}>
                <span className={table.label} aria-hidden>
                  {t('checkout.lines.quantity')}
                </span>
                {quantityText(t, line)}
              </TableCell>
              <TableCell className={mergeClasses(table.cellSmall, table.amount)}>
                <span className={table.label} aria-hidden>
                  {t('checkout.lines.total')}
                </span>
                <span>
                  {formatCad(line.totalCents)}
                  {line.taxExempt && (
                    <Text size={200} className={classes.refunded}>
                      {' '}
                      {t('checkout.lines.taxExempt')}
                    </Text>
                  )}
                  {line.taxes.length > 0 && (
                    <Text size={200} className={classes.refunded}>
                      {' '}
                      {t('checkout.lines.taxesIncluded', {
                        taxes: line.taxes.map((tax) => t('checkout.lines.taxAmount', { tax: taxLabel(tax, t), amount: formatCad(tax.amountCents) })).join(', '),
                      })}
                    </Text>
                  )}
                </span>
              </TableCell>
              <TableCell className={table.cellSmall}>
                <span className={classes.status}>
                  <span>{lineStatusWords(line.status, t)}</span>
                  {line.refundedCents > 0 && (
                    <span className={classes.refunded}>{t('checkout.lines.refunded', { amount: formatCad(line.refundedCents) })}</span>
                  )}
                </span>
              </TableCell>
              {lineAction && <TableCell className={table.cellSmall}>{lineAction(line)}</TableCell>}
            </TableRow>
          ))}
      </TableBody>
    </Table>
  );
}

/** Subtotal, each tax with its rate, total; and, when any, what was refunded. */
export function OrderTotals({ order }: { order: Order }) {
  const t = useT();
  const classes = useClasses();
  return (
    <dl className={classes.totals} aria-label={t('checkout.totals.label', { number: order.number })}>
      <dt className={classes.term}>{t('checkout.totals.subtotal')}</dt>
      <dd className={classes.value}>{formatCad(order.subtotalCents)}</dd>
      {order.taxes.map((tax) => (
        <div key={`${tax.name}@${tax.ratePercent}`} className={classes.pair}>
          <dt className={classes.term}>{taxLabel(tax, t)}</dt>
          <dd className={classes.value}>{formatCad(tax.amountCents)}</dd>
        </div>
      ))}
      <dt className={mergeClasses(classes.term, classes.total)}>{t('checkout.totals.total')}</dt>
      <dd className={mergeClasses(classes.value, classes.total)}>{formatCad(order.totalCents)}</dd>
      {order.refundedCents > 0 && (
        <>
          <dt className={classes.term}>{t('checkout.totals.refunded')}</dt>
          <dd className={classes.value}>{formatCad(order.refundedCents)}</dd>
        </>
      )}
    </dl>
  );
}

/**
 * Payments and refunds in words, venue-local with the zone. Staff also see a desk payment's
 * reference; members read "your card".
 */
export function OrderMoney({ order, audience }: { order: Order; audience: 'member' | 'staff' }) {
  const t = useT();
  const classes = useClasses();
  const lineName = (lineId: number | null) => order.lines.find((line) => line.id === lineId)?.description;
  return (
    <>
      {order.payments.length > 0 && (
        <ul className={classes.money} aria-label={t('checkout.money.paymentsLabel', { number: order.number })}>
          {order.payments.map((payment) => {
            const values = {
              how: paymentWords(payment, t),
              amount: formatCad(payment.amountCents),
              when: formatZonedInstant(payment.createdAt, order.timeZone),
            };
            return (
              <li key={payment.id}>
                {audience === 'staff' && payment.reference
                  ? t('checkout.money.paymentWithReference', { ...values, reference: payment.reference })
                  : t('checkout.money.payment', values)}
              </li>
            );
          })}
        </ul>
      )}
      {order.refunds.length > 0 && (
        <ul className={classes.money} aria-label={t('checkout.money.refundsLabel', { number: order.number })}>
          {order.refunds.map((refund) => {
            const line = lineName(refund.lineId);
            const words = refundWords(refund, order.timeZone, audience === 'member' ? 'your' : 'the', t);
            const forLine = line ? t('checkout.money.refundForLine', { refund: words, line }) : words;
            const reason = refundReasonWords(t, refund);
            return <li key={refund.id}>{reason ? t('checkout.money.refundWithReason', { refund: forLine, reason }) : forLine}</li>;
          })}
        </ul>
      )}
    </>
  );
}

const REFUND_REASONS: Record<string, MessageId> = {
  'late-payment-reservation-taken': 'checkout.refundReason.lateReservationTaken',
  'late-payment-court-taken': 'checkout.refundReason.lateCourtTaken',
  'second-payment': 'checkout.refundReason.secondPayment',
  'amount-mismatch': 'checkout.refundReason.amountMismatch',
  cancellation: 'checkout.refundReason.cancellation',
  'cancellation-by-staff': 'checkout.refundReason.cancellationByStaff',
};

/** A refund's reason in the language on screen: the app's words for a known code, else as written. */
function refundReasonWords(t: Translate, refund: { reason: string; reasonCode?: string | null }): string {
  const id = refund.reasonCode ? REFUND_REASONS[refund.reasonCode] : undefined;
  return id ? t(id) : refund.reason;
}
