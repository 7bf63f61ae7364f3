import { Body1, Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { DropInTemplate } from '@machines/programs/program-shapes';
import { useT } from '@/i18n/translate';
import { formatCad } from '@/lib/money';
import { courtList, wallSpan, weekdayName } from './setup-format';

const useClasses = makeStyles({
  // The table scrolls sideways in its own box, so a phone's page never overflows.
  scroller: { maxWidth: '100%', overflowX: 'auto' },
  table: { borderCollapse: 'collapse', minWidth: '100%' },
  caption: { textAlign: 'left', padding: tokens.spacingVerticalS, fontWeight: tokens.fontWeightSemibold },
  th: { textAlign: 'left', padding: tokens.spacingHorizontalS, backgroundColor: tokens.colorNeutralBackground3, whiteSpace: 'nowrap' },
  td: { padding: tokens.spacingHorizontalS, borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, verticalAlign: 'top' },
  day: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

/** The weekly templates, Sunday to Saturday, with Edit and Delete on each. */
export function TemplateTable({ templates, disabled, onEdit, onDelete }: {
  templates: DropInTemplate[];
  disabled: boolean;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
}) {
  const t = useT();
  const classes = useClasses();
  if (templates.length === 0) return <Body1>{t('programsStaff.templates.none')}</Body1>;
  const sorted = [...templates].sort((a, b) => a.weekday - b.weekday || a.startTime.localeCompare(b.startTime));
  const columns = ['day', 'time', 'title', 'level', 'courts', 'capacity', 'prices', 'opens', 'cutoff', 'actions'] as const;
  return (
    <div className={classes.scroller} role="region" aria-label={t('programsStaff.templates.heading')} tabIndex={0}>
      <table className={classes.table}>
        <caption className={classes.caption}>{t('programsStaff.templates.caption')}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={classes.th}>
                {t(`programsStaff.col.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((template) => {
            const day = weekdayName(template.weekday);
            return (
              <tr key={template.id}>
                <th scope="row" className={mergeClasses(classes.td, classes.day)}>
                  {day}
                </th>
                <td className={mergeClasses(classes.td, classes.nowrap)}>{wallSpan(template.startTime, template.endTime)}</td>
                <td className={classes.td}>{template.title}</td>
                <td className={classes.td}>{template.level}</td>
                <td className={classes.td}>{courtList(template.courts)}</td>
                <td className={mergeClasses(classes.td, classes.nowrap)}>
                  {t('programsStaff.templates.capacity', { courts: template.courts.length, players: template.playersPerCourt, capacity: template.capacity })}
                </td>
                <td className={classes.td}>
                  {t('programsStaff.templates.prices', { member: formatCad(template.memberPriceCents), nonMember: formatCad(template.nonMemberPriceCents) })}
                </td>
                <td className={classes.td}>{t('programsStaff.templates.opens', { days: template.opensDaysBefore })}</td>
                <td className={classes.td}>{t('programsStaff.templates.cutoff', { hours: template.cancellationCutoffHours })}</td>
                <td className={classes.td}>
                  <div className={classes.actions}>
                    <Button size="small" disabledFocusable={disabled} aria-label={t('programsStaff.templates.editLabel', { title: template.title, day })} onClick={() => onEdit(template.id)}>
                      {t('programsStaff.common.edit')}
                    </Button>
                    <Button size="small" disabledFocusable={disabled} aria-label={t('programsStaff.templates.deleteLabel', { title: template.title, day })} onClick={() => onDelete(template.id)}>
                      {t('programsStaff.common.delete')}
                    </Button>
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
