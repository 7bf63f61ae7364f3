import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import type { Order } from '@machines/checkout';
import { translate, useT, type Translate } from '@/i18n/translate';
import { formatCad } from '@/lib/money';
import { ORDER_STATUS_COLOURS, orderNumber, orderStatusWords } from '@/lib/order-format';
import { formatZonedInstant } from '@/lib/venue-time';
import { useStackingTableClasses } from '@/lib/stacking-table';

const useClasses = makeStyles({
  selected: { backgroundColor: tokens.colorBrandBackground2 },
  number: { fontWeight: tokens.fontWeightSemibold },
  customer: { display: 'grid', overflowWrap: 'anywhere' },
  email: { color: tokens.colorNeutralForeground2 },
});

export const customerName = (order: Order, t: Translate = translate) => order.customer?.name ?? t('checkout.orders.noAccount');

/** The orders found: number, when, who, total and status; Open shows one below. */
export function OrderResults({ orders, openId, onOpen }: { orders: Order[]; openId: string | null; onOpen: (orderId: string) => void }) {
  const t = useT();
  const table = useStackingTableClasses();
  const classes = useClasses();
  return (
    <Table noNativeElements aria-label={t('checkout.orders.found')} className={table.table}>
      <TableHeader className={table.header}>
        <TableRow>
          <TableHeaderCell className={table.cell}>{t('checkout.orders.order')}</TableHeaderCell>
          <TableHeaderCell className={mergeClasses(table.cell, table.wide)}>{t('checkout.orders.placed')}</TableHeaderCell>
          <TableHeaderCell className={mergeClasses(table.cell, table.wide)}>{t('checkout.orders.customer')}</TableHeaderCell>
          <TableHeaderCell className={table.cell}>{t('checkout.orders.total')}</TableHeaderCell>
          <TableHeaderCell className={table.cell}>{t('checkout.orders.status')}</TableHeaderCell>
          <TableHeaderCell className={table.cell}>{t('checkout.orders.details')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((order) => {
          const name = orderNumber(order, t);
          const open = order.id === openId;
          return (
            <TableRow key={order.id} className={mergeClasses(table.row, open && classes.selected)} aria-label={name} aria-current={open ? 'true' : undefined}>
              <TableCell className={mergeClasses(table.cell, classes.number)}>{name}</TableCell>
              <TableCell className={mergeClasses(table.cell, table.wide)}>
                <span className={table.label} aria-hidden>
                  {t('checkout.orders.placed')}
                </span>
                {formatZonedInstant(order.createdAt, order.timeZone)}
              </TableCell>
              <TableCell className={mergeClasses(table.cell, table.wide)}>
                <span className={classes.customer}>
                  <span>{customerName(order, t)}</span>
                  {order.customer?.email && <span className={classes.email}>{order.customer.email}</span>}
                </span>
              </TableCell>
              <TableCell className={table.cell}>
                <span className={table.label} aria-hidden>
                  {t('checkout.orders.total')}
                </span>
                {formatCad(order.totalCents)}
              </TableCell>
              <TableCell className={table.cell}>
                <Badge appearance="tint" color={ORDER_STATUS_COLOURS[order.status]}>
                  {orderStatusWords(order.status, t)}
                </Badge>
              </TableCell>
              <TableCell className={table.cell}>
                <Button
                  size="small"
                  appearance={open ? 'primary' : 'secondary'}
                  aria-label={t('checkout.orders.openLabel', { number: order.number })}
                  onClick={() => onOpen(order.id)}
                >
                  {t('checkout.orders.open')}
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
