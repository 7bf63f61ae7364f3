import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { TakingsRow } from '@machines/checkout';
import { useT } from '@/i18n/translate';
import { formatCad } from '@/lib/money';
import { useStackingTableClasses } from '@/lib/stacking-table';

// Two amounts side by side on a phone, under the row's name.
const useClasses = makeStyles({
  row: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}` },
  name: { gridColumn: '1 / -1', fontWeight: tokens.fontWeightSemibold },
});

const COLUMNS = [
  { key: 'grossCents', title: 'checkout.takings.gross' },
  { key: 'taxCents', title: 'checkout.takings.tax' },
  { key: 'refundsCents', title: 'checkout.takings.refunds' },
  { key: 'netCents', title: 'checkout.takings.net' },
] as const;

/** Gross, tax, refunds and net per row (a product kind or a payment method); stacks on a phone. */
export function TakingsTable({ label, firstColumn, rows }: { label: string; firstColumn: string; rows: { name: string; money: TakingsRow }[] }) {
  const t = useT();
  const table = useStackingTableClasses();
  const classes = useClasses();
  return (
    <Table noNativeElements aria-label={label} className={table.table} size="small">
      <TableHeader className={table.header}>
        <TableRow>
          <TableHeaderCell className={mergeClasses(table.cellSmall, table.wide, classes.name)}>{firstColumn}</TableHeaderCell>
          {COLUMNS.map((column) => (
            <TableHeaderCell key={column.key} className={mergeClasses(table.cellSmall, table.amount)}>
              {t(column.title)}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map(({ name, money }) => (
          <TableRow key={name} className={mergeClasses(table.row, classes.row)}>
            <TableCell className={mergeClasses(table.cellSmall, table.wide, classes.name)}>{name}</TableCell>
            {COLUMNS.map((column) => (
              <TableCell key={column.key} className={mergeClasses(table.cellSmall, table.amount)}>
                <span className={table.label} aria-hidden>
                  {t(column.title)}
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
