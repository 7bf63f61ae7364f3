import {
  Badge,
  Body1,
  Button,
  Spinner,
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
import type { ListedProgram } from '@machines/programs';
import { useT } from '@/i18n/translate';
import { useStackingTableClasses } from '@/lib/stacking-table';
import { useLocalizedText } from '@/lib/localized/use-localized-text';
import { KIND_TEXT, programDates, statusOf, type ProgramStatus } from './event-format';

const useClasses = makeStyles({
  caption: { fontWeight: tokens.fontWeightSemibold },
  title: { fontWeight: tokens.fontWeightSemibold },
  taken: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, paddingBlock: tokens.spacingVerticalXS },
  divisions: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXXS },
});

const BADGE_COLOR: Record<ProgramStatus, 'informative' | 'success' | 'subtle'> = { draft: 'informative', published: 'success', cancelled: 'subtle' };

interface ProgramActions {
  onEdit: (id: number) => void;
  onDuplicate: (id: number) => void;
  onPublish: (id: number, published: boolean) => void;
  onRegistrations: (id: number) => void;
  onCancel: (id: number) => void;
}

/** What is taken: registered / capacity, or for a tournament each division's entries / maximum. */
function Taken({ program }: { program: ListedProgram }) {
  const t = useT();
  const classes = useClasses();
  if (!program.registrationEnabled) return <>{t('programsStaff.events.infoOnly')}</>;
  if (program.kind !== 'tournament') return <>{t('programsStaff.events.registered', { registered: program.registered, capacity: program.capacity })}</>;
  return (
    <ul className={classes.divisions}>
      {program.divisions.map((division) => (
        <li key={division.id}>
          {t('programsStaff.events.divisionEntries', { name: division.name, entries: division.entries, maxEntries: division.maxEntries })}
        </li>
      ))}
    </ul>
  );
}

/** Every camp, clinic, lesson, social and tournament, newest first, with its status and the owner's actions: columns on a wide screen, a card per program on a phone. */
export function ProgramTable({
  programs,
  disabled,
  workingId,
  actions,
}: {
  programs: ListedProgram[];
  disabled: boolean;
  workingId: number | null;
  actions: ProgramActions;
}) {
  const t = useT();
  const textOf = useLocalizedText();
  const classes = useClasses();
  const table = useStackingTableClasses();
  if (programs.length === 0) return <Body1>{t('programsStaff.events.none')}</Body1>;
  const columns = ['title', 'kind', 'dates', 'registered', 'status', 'actions'] as const;
  const wide = (column: (typeof columns)[number]) => (column === 'title' || column === 'dates' || column === 'actions' ? table.wide : undefined);
  /** Its column's name before the value on a phone, where the header row is hidden. */
  const label = (column: (typeof columns)[number]) => (
    <span className={table.label} aria-hidden>
      {t(`programsStaff.events.col.${column}`)}
    </span>
  );
  return (
    <>
      <Text id="program-table-caption" className={classes.caption}>
        {t('programsStaff.events.caption')}
      </Text>
      <Table noNativeElements aria-labelledby="program-table-caption" className={table.table}>
        <TableHeader className={table.header}>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell key={column} className={mergeClasses(table.cell, wide(column))}>
                {t(`programsStaff.events.col.${column}`)}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {programs.map((program) => {
            const status = statusOf(program);
            const live = status !== 'cancelled';
            const named = { title: textOf(program.title) };
            return (
              <TableRow key={program.id} className={table.row}>
                <TableCell role="rowheader" className={mergeClasses(table.cell, table.wide, classes.title)}>
                  {named.title}
                </TableCell>
                <TableCell className={table.cell}>
                  {label('kind')}
                  <span>{t(KIND_TEXT[program.kind])}</span>
                </TableCell>
                <TableCell className={mergeClasses(table.cell, table.wide)}>
                  {label('dates')}
                  <span>{programDates(t, program)}</span>
                </TableCell>
                <TableCell className={table.cell}>
                  <div className={classes.taken}>
                    {label('registered')}
                    <span>
                      <Taken program={program} />
                    </span>
                  </div>
                </TableCell>
                <TableCell className={table.cell}>
                  {label('status')}
                  <Badge appearance="tint" color={BADGE_COLOR[status]}>
                    {t(`programsStaff.events.status.${status}`)}
                  </Badge>
                </TableCell>
                <TableCell className={mergeClasses(table.cell, table.wide)}>
                  <div className={classes.actions}>
                    {live && (
                      <Button
                        size="small"
                        disabledFocusable={disabled}
                        aria-label={t('programsStaff.events.editLabel', named)}
                        onClick={() => actions.onEdit(program.id)}
                      >
                        {t('programsStaff.common.edit')}
                      </Button>
                    )}
                    <Button
                      size="small"
                      disabledFocusable={disabled}
                      aria-label={t('programsStaff.events.duplicateLabel', named)}
                      onClick={() => actions.onDuplicate(program.id)}
                    >
                      {t('programsStaff.events.duplicate')}
                    </Button>
                    {live && (
                      <Button
                        size="small"
                        disabledFocusable={disabled}
                        aria-label={t(program.published ? 'programsStaff.events.unpublishLabel' : 'programsStaff.events.publishLabel', named)}
                        onClick={() => actions.onPublish(program.id, !program.published)}
                      >
                        {t(program.published ? 'programsStaff.events.unpublish' : 'programsStaff.events.publish')}
                      </Button>
                    )}
                    <Button
                      size="small"
                      disabledFocusable={disabled}
                      aria-label={t('programsStaff.events.registrationsLabel', named)}
                      onClick={() => actions.onRegistrations(program.id)}
                    >
                      {t('programsStaff.events.registrations')}
                    </Button>
                    {live && (
                      <Button
                        size="small"
                        disabledFocusable={disabled}
                        aria-label={t('programsStaff.events.cancelLabel', named)}
                        onClick={() => actions.onCancel(program.id)}
                      >
                        {t('programsStaff.events.cancel')}
                      </Button>
                    )}
                    {workingId === program.id && <Spinner size="tiny" label={t('programsStaff.common.loading')} />}
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
