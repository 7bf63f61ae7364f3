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
import type { Order } from '@machines/checkout/order-shapes';
import { formatCad } from '@/lib/money';
import { ORDER_STATUS_COLOURS, ORDER_STATUS_WORDS, orderNumber } from '@/lib/order-format';
import { formatZonedInstant } from '@/lib/venue-time';
import { useStackingTableClasses } from '@/lib/stacking-table';

const useClasses = makeStyles({
  selected: { backgroundColor: tokens.colorBrandBackground2 },
  number: { fontWeight: tokens.fontWeightSemibold },
  customer: { display: 'grid', overflowWrap: 'anywhere' },
  email: { color: tokens.colorNeutralForeground2 },
});

export const customerName = (order: Order) => order.customer?.name ?? 'No account';

/** The orders found: number, when, who, total and status; Open shows one below. */
export function OrderResults({ orders, openId, onOpen }: { orders: Order[]; openId: string | null; onOpen: (orderId: string) => void }) {
  const table = useStackingTableClasses();
  const classes = useClasses();
  return (
    <Table noNativeElements aria-label="Orders found" className={table.table}>
      <TableHeader className={table.header}>
        <TableRow>
          <TableHeaderCell className={table.cell}>Order</TableHeaderCell>
          <TableHeaderCell className={mergeClasses(table.cell, table.wide)}>Placed</TableHeaderCell>
          <TableHeaderCell className={mergeClasses(table.cell, table.wide)}>Customer</TableHeaderCell>
          <TableHeaderCell className={table.cell}>Total</TableHeaderCell>
          <TableHeaderCell className={table.cell}>Status</TableHeaderCell>
          <TableHeaderCell className={table.cell}>Details</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((order) => {
          const name = orderNumber(order);
          const open = order.id === openId;
          return (
            <TableRow key={order.id} className={mergeClasses(table.row, open && classes.selected)} aria-label={name} aria-current={open ? 'true' : undefined}>
              <TableCell className={mergeClasses(table.cell, classes.number)}>{name}</TableCell>
              <TableCell className={mergeClasses(table.cell, table.wide)}>
                <span className={table.label} aria-hidden>
                  Placed
                </span>
                {formatZonedInstant(order.createdAt, order.timeZone)}
              </TableCell>
              <TableCell className={mergeClasses(table.cell, table.wide)}>
                <span className={classes.customer}>
                  <span>{customerName(order)}</span>
                  {order.customer?.email && <span className={classes.email}>{order.customer.email}</span>}
                </span>
              </TableCell>
              <TableCell className={table.cell}>
                <span className={table.label} aria-hidden>
                  Total
                </span>
                {formatCad(order.totalCents)}
              </TableCell>
              <TableCell className={table.cell}>
                <Badge appearance="tint" color={ORDER_STATUS_COLOURS[order.status]}>
                  {ORDER_STATUS_WORDS[order.status]}
                </Badge>
              </TableCell>
              <TableCell className={table.cell}>
                <Button size="small" appearance={open ? 'primary' : 'secondary'} aria-label={`Open ${name}`} onClick={() => onOpen(order.id)}>
                  Open
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
