import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { Order, OrderLine } from '@machines/checkout/order-shapes';
import { formatCad } from './money';
import { LINE_STATUS_WORDS, paymentWords, refundWords, taxLabel } from './order-format';
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
const quantityText = (line: OrderLine) => `${line.quantity} × ${formatCad(line.unitPriceCents)}`;

/**
 * The lines of an order: what, how many at what price, line total with its tax, status and what
 * was refunded. `lineAction` adds a last column (staff: Refund).
 */
export function OrderLinesTable({ order, lineAction, actionHeader = 'Actions' }: { order: Order; lineAction?: (line: OrderLine) => ReactNode; actionHeader?: string }) {
  const table = useStackingTableClasses();
  const classes = useClasses();
  return (
    <Table noNativeElements aria-label={`Lines of Order ${order.number}`} className={table.table} size="small">
      <TableHeader className={table.header}>
        <TableRow>
          <TableHeaderCell className={mergeClasses(table.cellSmall, classes.item)}>Item</TableHeaderCell>
          <TableHeaderCell className={mergeClasses(table.cellSmall, table.amount)}>Quantity</TableHeaderCell>
          <TableHeaderCell className={mergeClasses(table.cellSmall, table.amount)}>Total</TableHeaderCell>
          <TableHeaderCell className={table.cellSmall}>Status</TableHeaderCell>
          {lineAction && <TableHeaderCell className={table.cellSmall}>{actionHeader}</TableHeaderCell>}
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
                  {line.participant && <span className={classes.participant}>For {line.participant.name}</span>}
                </span>
              </TableCell>
              <TableCell className={mergeClasses(table.cellSmall, table.amount)}>
                <span className={table.label} aria-hidden>
                  Quantity
                </span>
                {quantityText(line)}
              </TableCell>
              <TableCell className={mergeClasses(table.cellSmall, table.amount)}>
                <span className={table.label} aria-hidden>
                  Total
                </span>
                <span>
                  {formatCad(line.totalCents)}
                  {line.taxes.length > 0 && (
                    <Text size={200} className={classes.refunded}>
                      {' '}
                      (incl. {line.taxes.map((tax) => `${taxLabel(tax)} ${formatCad(tax.amountCents)}`).join(', ')})
                    </Text>
                  )}
                </span>
              </TableCell>
              <TableCell className={table.cellSmall}>
                <span className={classes.status}>
                  <span>{LINE_STATUS_WORDS[line.status]}</span>
                  {line.refundedCents > 0 && <span className={classes.refunded}>{formatCad(line.refundedCents)} refunded</span>}
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
  const classes = useClasses();
  return (
    <dl className={classes.totals} aria-label={`Totals of Order ${order.number}`}>
      <dt className={classes.term}>Subtotal</dt>
      <dd className={classes.value}>{formatCad(order.subtotalCents)}</dd>
      {order.taxes.map((tax) => (
        <div key={`${tax.name}@${tax.ratePercent}`} className={classes.pair}>
          <dt className={classes.term}>{taxLabel(tax)}</dt>
          <dd className={classes.value}>{formatCad(tax.amountCents)}</dd>
        </div>
      ))}
      <dt className={mergeClasses(classes.term, classes.total)}>Total</dt>
      <dd className={mergeClasses(classes.value, classes.total)}>{formatCad(order.totalCents)}</dd>
      {order.refundedCents > 0 && (
        <>
          <dt className={classes.term}>Refunded</dt>
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
  const classes = useClasses();
  const lineName = (lineId: number | null) => order.lines.find((line) => line.id === lineId)?.description;
  return (
    <>
      {order.payments.length > 0 && (
        <ul className={classes.money} aria-label={`Payments of Order ${order.number}`}>
          {order.payments.map((payment) => (
            <li key={payment.id}>
              {paymentWords(payment)}: {formatCad(payment.amountCents)} on {formatZonedInstant(payment.createdAt, order.timeZone)}
              {audience === 'staff' && payment.reference ? ` (reference ${payment.reference})` : ''}
            </li>
          ))}
        </ul>
      )}
      {order.refunds.length > 0 && (
        <ul className={classes.money} aria-label={`Refunds of Order ${order.number}`}>
          {order.refunds.map((refund) => {
            const line = lineName(refund.lineId);
            return (
              <li key={refund.id}>
                {refundWords(refund, order.timeZone, audience === 'member' ? 'your' : 'the')}
                {line ? ` for ${line}` : ''}
                {refund.reason ? `: ${refund.reason}` : ''}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
