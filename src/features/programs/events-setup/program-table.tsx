import { Badge, Body1, Button, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ListedProgram } from '@machines/programs/event-shapes';
import { useT } from '@/i18n/translate';
import { KIND_TEXT, programDates, statusOf, type ProgramStatus } from './event-format';

const useClasses = makeStyles({
  // The table scrolls sideways in its own box, so a phone's page never overflows.
  scroller: { maxWidth: '100%', overflowX: 'auto' },
  table: { borderCollapse: 'collapse', minWidth: '100%' },
  caption: { textAlign: 'left', padding: tokens.spacingVerticalS, fontWeight: tokens.fontWeightSemibold },
  th: { textAlign: 'left', padding: tokens.spacingHorizontalS, backgroundColor: tokens.colorNeutralBackground3, whiteSpace: 'nowrap' },
  td: { padding: tokens.spacingHorizontalS, borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, verticalAlign: 'top' },
  title: { fontWeight: tokens.fontWeightSemibold, minWidth: '10rem' },
  nowrap: { whiteSpace: 'nowrap' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, minWidth: '16rem' },
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
        <li key={division.id}>{t('programsStaff.events.divisionEntries', { name: division.name, entries: division.entries, maxEntries: division.maxEntries })}</li>
      ))}
    </ul>
  );
}

/** Every camp, clinic, lesson, social and tournament, newest first, with its status and the owner's actions. */
export function ProgramTable({ programs, disabled, workingId, actions }: { programs: ListedProgram[]; disabled: boolean; workingId: number | null; actions: ProgramActions }) {
  const t = useT();
  const classes = useClasses();
  if (programs.length === 0) return <Body1>{t('programsStaff.events.none')}</Body1>;
  const columns = ['title', 'kind', 'dates', 'registered', 'status', 'actions'] as const;
  return (
    <div className={classes.scroller} role="region" aria-label={t('programsStaff.events.caption')} tabIndex={0}>
      <table className={classes.table}>
        <caption className={classes.caption}>{t('programsStaff.events.caption')}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={classes.th}>
                {t(`programsStaff.events.col.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {programs.map((program) => {
            const status = statusOf(program);
            const live = status !== 'cancelled';
            const named = { title: program.title };
            return (
              <tr key={program.id}>
                <th scope="row" className={mergeClasses(classes.td, classes.title)}>
                  {program.title}
                </th>
                <td className={classes.td}>{t(KIND_TEXT[program.kind])}</td>
                <td className={mergeClasses(classes.td, classes.nowrap)}>{programDates(t, program)}</td>
                <td className={mergeClasses(classes.td, classes.nowrap)}>
                  <Taken program={program} />
                </td>
                <td className={classes.td}>
                  <Badge appearance="tint" color={BADGE_COLOR[status]}>
                    {t(`programsStaff.events.status.${status}`)}
                  </Badge>
                </td>
                <td className={classes.td}>
                  <div className={classes.actions}>
                    {live && (
                      <Button size="small" disabledFocusable={disabled} aria-label={t('programsStaff.events.editLabel', named)} onClick={() => actions.onEdit(program.id)}>
                        {t('programsStaff.common.edit')}
                      </Button>
                    )}
                    <Button size="small" disabledFocusable={disabled} aria-label={t('programsStaff.events.duplicateLabel', named)} onClick={() => actions.onDuplicate(program.id)}>
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
                    <Button size="small" disabledFocusable={disabled} aria-label={t('programsStaff.events.registrationsLabel', named)} onClick={() => actions.onRegistrations(program.id)}>
                      {t('programsStaff.events.registrations')}
                    </Button>
                    {live && (
                      <Button size="small" disabledFocusable={disabled} aria-label={t('programsStaff.events.cancelLabel', named)} onClick={() => actions.onCancel(program.id)}>
                        {t('programsStaff.events.cancel')}
                      </Button>
                    )}
                    {workingId === program.id && <Spinner size="tiny" label={t('programsStaff.common.loading')} />}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
