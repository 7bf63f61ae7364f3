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
import type { Order } from '@machines/order-shapes';
import { formatCad } from '@/lib/money';
import { ORDER_STATUS_COLOURS, ORDER_STATUS_WORDS, formatOrderInstant, orderNumber } from '@/lib/order-format';

const WIDE = '@media (min-width: 720px)';

// One table for every width: rows stack as cards on a phone, line up as columns on wider screens.
const useClasses = makeStyles({
  table: { width: '100%' },
  header: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    [WIDE]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' },
  },
  row: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    paddingBlock: tokens.spacingVerticalS,
    [WIDE]: { display: 'flex', gap: 0, paddingBlock: 0 },
  },
  selected: { backgroundColor: tokens.colorBrandBackground2 },
  cell: {
    minWidth: 0,
    height: 'auto',
    minHeight: tokens.lineHeightBase300,
    paddingBlock: 0,
    [WIDE]: { flexGrow: 1, flexBasis: 0, minHeight: '44px', paddingBlock: tokens.spacingVerticalXS },
  },
  wide: { [WIDE]: { flexGrow: 2 } },
  number: { fontWeight: tokens.fontWeightSemibold },
  customer: { display: 'grid', overflowWrap: 'anywhere' },
  email: { color: tokens.colorNeutralForeground2 },
  label: { color: tokens.colorNeutralForeground3, marginRight: tokens.spacingHorizontalXS, [WIDE]: { display: 'none' } },
});

export const customerName = (order: Order) => order.customer?.name ?? 'No account';

/** The orders found: number, when, who, total and status; Open shows one below. */
export function OrderResults({ orders, openId, onOpen }: { orders: Order[]; openId: string | null; onOpen: (orderId: string) => void }) {
  const classes = useClasses();
  return (
    <Table noNativeElements aria-label="Orders found" className={classes.table}>
      <TableHeader className={classes.header}>
        <TableRow>
          <TableHeaderCell className={classes.cell}>Order</TableHeaderCell>
          <TableHeaderCell className={mergeClasses(classes.cell, classes.wide)}>Placed</TableHeaderCell>
          <TableHeaderCell className={mergeClasses(classes.cell, classes.wide)}>Customer</TableHeaderCell>
          <TableHeaderCell className={classes.cell}>Total</TableHeaderCell>
          <TableHeaderCell className={classes.cell}>Status</TableHeaderCell>
          <TableHeaderCell className={classes.cell}>Details</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((order) => {
          const name = orderNumber(order);
          const open = order.id === openId;
          return (
            <TableRow key={order.id} className={mergeClasses(classes.row, open && classes.selected)} aria-label={name} aria-current={open ? 'true' : undefined}>
              <TableCell className={mergeClasses(classes.cell, classes.number)}>{name}</TableCell>
              <TableCell className={mergeClasses(classes.cell, classes.wide)}>
                <span className={classes.label} aria-hidden>
                  Placed
                </span>
                {formatOrderInstant(order.createdAt, order.timeZone)}
              </TableCell>
              <TableCell className={mergeClasses(classes.cell, classes.wide)}>
                <span className={classes.customer}>
                  <span>{customerName(order)}</span>
                  {order.customer?.email && <span className={classes.email}>{order.customer.email}</span>}
                </span>
              </TableCell>
              <TableCell className={classes.cell}>
                <span className={classes.label} aria-hidden>
                  Total
                </span>
                {formatCad(order.totalCents)}
              </TableCell>
              <TableCell className={classes.cell}>
                <Badge appearance="tint" color={ORDER_STATUS_COLOURS[order.status]}>
                  {ORDER_STATUS_WORDS[order.status]}
                </Badge>
              </TableCell>
              <TableCell className={classes.cell}>
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
