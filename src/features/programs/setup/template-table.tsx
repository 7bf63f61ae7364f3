import {
  Body1,
  Button,
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
import type { DropInTemplate } from '@machines/programs';
import { useT } from '@/i18n/translate';
import { formatCad } from '@/lib/money';
import { useStackingTableClasses } from '@/lib/stacking-table';
import { useLocalizedText } from '@/lib/localized/use-localized-text';
import { courtList, wallSpan, weekdayName } from './setup-format';

const useClasses = makeStyles({
  caption: { fontWeight: tokens.fontWeightSemibold },
  // Ten columns share a narrow desktop: a long word ("Remboursement") breaks rather than run into the next column.
  cell: { overflowWrap: 'anywhere' },
  day: { fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, paddingBlock: tokens.spacingVerticalXS },
});

const COLUMNS = ['day', 'time', 'title', 'level', 'courts', 'capacity', 'prices', 'opens', 'cutoff', 'actions'] as const;
type Column = (typeof COLUMNS)[number];

/** The weekly templates, Sunday to Saturday, with Edit and Delete on each: columns on a wide screen, a card per template on a phone. */
export function TemplateTable({
  templates,
  disabled,
  onEdit,
  onDelete,
}: {
  templates: DropInTemplate[];
  disabled: boolean;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
}) {
  const t = useT();
  const textOf = useLocalizedText();
  const classes = useClasses();
  const table = useStackingTableClasses();
  if (templates.length === 0) return <Body1>{t('programsStaff.templates.none')}</Body1>;
  const sorted = [...templates].sort((a, b) => a.weekday - b.weekday || a.startTime.localeCompare(b.startTime));
  const wide = (column: Column) => (column === 'title' || column === 'prices' || column === 'actions' ? table.wide : undefined);
  /** A cell with its column's name shown before it on a phone, where the header row is hidden. */
  const cell = (column: Column, content: ReactNode) => (
    <TableCell className={mergeClasses(table.cell, wide(column), classes.cell)}>
      <span className={table.label} aria-hidden>
        {t(`programsStaff.col.${column}`)}
      </span>
      <span>{content}</span>
    </TableCell>
  );
  return (
    <>
      <Text id="template-table-caption" className={classes.caption}>
        {t('programsStaff.templates.caption')}
      </Text>
      <Table noNativeElements aria-labelledby="template-table-caption" className={table.table}>
        <TableHeader className={table.header}>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableHeaderCell key={column} className={mergeClasses(table.cell, wide(column), classes.cell)}>
                {t(`programsStaff.col.${column}`)}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {sorted.map((template) => {
            const day = weekdayName(template.weekday);
            return (
              <TableRow key={template.id} className={table.row}>
                <TableCell role="rowheader" className={mergeClasses(table.cell, classes.day)}>
                  {day}
                </TableCell>
                {cell('time', wallSpan(template.startTime, template.endTime))}
                {cell(
                  'title',
                  template.openPlay ? (
                    <>
                      {textOf(template.title)}
                      <br />
                      <Text size={200}>{t('programsStaff.openPlay.summary', { rule: template.openPlay.rule })}</Text>
                    </>
                  ) : (
                    textOf(template.title)
                  ),
                )}
                {cell('level', template.level)}
                {cell('courts', courtList(template.courts))}
                {cell(
                  'capacity',
                  t('programsStaff.templates.capacity', { courts: template.courts.length, players: template.playersPerCourt, capacity: template.capacity }),
                )}
                {cell(
                  'prices',
                  t('programsStaff.templates.prices', { member: formatCad(template.memberPriceCents), nonMember: formatCad(template.nonMemberPriceCents) }),
                )}
                {cell('opens', t('programsStaff.templates.opens', { days: template.opensDaysBefore }))}
                {cell('cutoff', t('programsStaff.templates.cutoff', { hours: template.cancellationCutoffHours }))}
                <TableCell className={mergeClasses(table.cell, table.wide)}>
                  <div className={classes.actions}>
                    <Button
                      size="small"
                      disabledFocusable={disabled}
                      aria-label={t('programsStaff.templates.editLabel', { title: textOf(template.title), day })}
                      onClick={() => onEdit(template.id)}
                    >
                      {t('programsStaff.common.edit')}
                    </Button>
                    <Button
                      size="small"
                      disabledFocusable={disabled}
                      aria-label={t('programsStaff.templates.deleteLabel', { title: textOf(template.title), day })}
                      onClick={() => onDelete(template.id)}
                    >
                      {t('programsStaff.common.delete')}
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </>
  );
}
