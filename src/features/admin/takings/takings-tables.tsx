import {
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
import type { TakingsRow } from '@machines/order-shapes';
import { formatCad } from '@/lib/money';

const WIDE = '@media (min-width: 720px)';

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
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`,
    paddingBlock: tokens.spacingVerticalS,
    [WIDE]: { display: 'flex', gap: 0, paddingBlock: 0 },
  },
  cell: {
    minWidth: 0,
    height: 'auto',
    minHeight: tokens.lineHeightBase300,
    paddingBlock: 0,
    [WIDE]: { flexGrow: 1, flexBasis: 0, minHeight: '40px', paddingBlock: tokens.spacingVerticalXS },
  },
  name: { gridColumn: '1 / -1', fontWeight: tokens.fontWeightSemibold, [WIDE]: { flexGrow: 2 } },
  amount: { [WIDE]: { justifyContent: 'flex-end', textAlign: 'right' } },
  label: { color: tokens.colorNeutralForeground3, marginRight: tokens.spacingHorizontalXS, [WIDE]: { display: 'none' } },
});

const COLUMNS = [
  { key: 'grossCents', title: 'Gross' },
  { key: 'taxCents', title: 'Tax' },
  { key: 'refundsCents', title: 'Refunds' },
  { key: 'netCents', title: 'Net' },
] as const;

/** Gross, tax, refunds and net per row (a product kind or a payment method); stacks on a phone. */
export function TakingsTable({ label, firstColumn, rows }: { label: string; firstColumn: string; rows: { name: string; money: TakingsRow }[] }) {
  const classes = useClasses();
  return (
    <Table noNativeElements aria-label={label} className={classes.table} size="small">
      <TableHeader className={classes.header}>
        <TableRow>
          <TableHeaderCell className={mergeClasses(classes.cell, classes.name)}>{firstColumn}</TableHeaderCell>
          {COLUMNS.map((column) => (
            <TableHeaderCell key={column.key} className={mergeClasses(classes.cell, classes.amount)}>
              {column.title}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map(({ name, money }) => (
          <TableRow key={name} className={classes.row}>
            <TableCell className={mergeClasses(classes.cell, classes.name)}>{name}</TableCell>
            {COLUMNS.map((column) => (
              <TableCell key={column.key} className={mergeClasses(classes.cell, classes.amount)}>
                <span className={classes.label} aria-hidden>
                  {column.title}
                </span>
                {formatCad(money[column.key])}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
