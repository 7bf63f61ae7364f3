import { Badge, Body1, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import type { RosterEntry, Attendance } from '@machines/programs';
import { useT } from '@/i18n/translate';

const useClasses = makeStyles({
  scroller: { maxWidth: '100%', overflowX: 'auto' },
  table: { borderCollapse: 'collapse', minWidth: '100%' },
  caption: { textAlign: 'left', padding: tokens.spacingVerticalS, fontWeight: tokens.fontWeightSemibold },
  th: { textAlign: 'left', padding: tokens.spacingHorizontalS, backgroundColor: tokens.colorNeutralBackground3, whiteSpace: 'nowrap' },
  td: { padding: tokens.spacingHorizontalS, borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, verticalAlign: 'middle' },
  name: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, alignItems: 'center', fontWeight: tokens.fontWeightSemibold },
  toggles: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

const COLUMNS = ['participant', 'account', 'member', 'paid', 'attendance'] as const;

/** Who is coming: name, account, member or not, paid or not, and Checked in / No-show toggles. */
export function RosterTable({
  entries,
  disabled,
  onAttendance,
}: {
  entries: RosterEntry[];
  disabled: boolean;
  onAttendance: (id: number, status: Attendance) => void;
}) {
  const t = useT();
  const classes = useClasses();
  if (entries.length === 0) return <Body1>{t('programsStaff.roster.none')}</Body1>;
  const yesNo = (value: boolean) => (value ? t('programsStaff.common.yes') : t('programsStaff.common.no'));
  return (
    <div className={classes.scroller} role="region" aria-label={t('programsStaff.roster.caption')} tabIndex={0}>
      <table className={classes.table}>
        <caption className={classes.caption}>{t('programsStaff.roster.caption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={classes.th}>
                {t(`programsStaff.col.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const toggle = (status: Exclude<Attendance, null>) => onAttendance(entry.registrationId, entry.attendance === status ? null : status);
            return (
              <tr key={entry.registrationId}>
                <th scope="row" className={classes.td}>
                  <span className={classes.name}>
                    {entry.participantName}
                    {entry.walkIn && <Badge appearance="tint">{t('programsStaff.roster.walkIn')}</Badge>}
                    {entry.status === 'held' && (
                      <Badge appearance="tint" color="warning">
                        {t('programsStaff.roster.held')}
                      </Badge>
                    )}
                  </span>
                </th>
                <td className={classes.td}>{entry.accountName ?? '—'}</td>
                <td className={classes.td}>{yesNo(entry.member)}</td>
                <td className={classes.td}>{yesNo(entry.paid)}</td>
                <td className={classes.td}>
                  <div role="group" aria-label={t('programsStaff.attendance.group', { name: entry.participantName })} className={classes.toggles}>
                    <ToggleButton size="small" checked={entry.attendance === 'checked_in'} disabledFocusable={disabled} onClick={() => toggle('checked_in')}>
                      {t('programsStaff.attendance.checkedIn')}
                    </ToggleButton>
                    <ToggleButton size="small" checked={entry.attendance === 'no_show'} disabledFocusable={disabled} onClick={() => toggle('no_show')}>
                      {t('programsStaff.attendance.noShow')}
                    </ToggleButton>
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
