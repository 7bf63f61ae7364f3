import { Badge, Body1, Button, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'wouter';
import { type ProgramSession, weekdayOfDate } from '@machines/programs';
import { shiftDate } from '@machines/shared';
import { useT } from '@/i18n/translate';
import { formatDate } from '@/lib/venue-time';
import { courtList, wallSpan } from './setup-format';

const useClasses = makeStyles({
  weeks: { display: 'grid', gap: tokens.spacingVerticalL },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  day: { display: 'grid', gap: tokens.spacingVerticalXS },
  session: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalS,
    borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  cancelled: { borderLeftColor: tokens.colorNeutralStroke1, color: tokens.colorNeutralForeground3 },
  what: { display: 'grid', flexGrow: 1, minWidth: '12rem' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
});

/** Monday of the date's week ("YYYY-MM-DD"). */
const weekOf = (date: string) => shiftDate(date, -((weekdayOfDate(date) + 6) % 7));

function groupBy<T>(items: T[], key: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups];
}

const rosterPath = (sessionId: number) => `/admin/bookings-overview/sessions/${sessionId}`;

/** The next eight weeks by week and day: registered/capacity, cancelled ones marked, and each date's actions. */
export function SessionCalendar({
  sessions,
  disabled,
  onChange,
  onCancel,
}: {
  sessions: ProgramSession[];
  disabled: boolean;
  onChange: (id: number) => void;
  onCancel: (id: number) => void;
}) {
  const t = useT();
  const classes = useClasses();
  if (sessions.length === 0) return <Body1>{t('programsStaff.calendar.none')}</Body1>;
  const sorted = [...sessions].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return (
    <div className={classes.weeks}>
      {groupBy(sorted, (s) => weekOf(s.date)).map(([week, inWeek]) => (
        <section key={week} aria-labelledby={`week-${week}`}>
          <Subtitle2 as="h3" id={`week-${week}`}>
            {t('programsStaff.calendar.week', { date: formatDate(week, 'long') })}
          </Subtitle2>
          {groupBy(inWeek, (s) => s.date).map(([date, onDay]) => (
            <div key={date} className={classes.day}>
              <Text as="h4" weight="semibold">
                {formatDate(date)}
              </Text>
              <ul className={classes.list}>
                {onDay.map((session) => {
                  const cancelled = session.status === 'cancelled';
                  const label = { title: session.title, date: formatDate(session.date) };
                  return (
                    <li key={session.id} className={cancelled ? `${classes.session} ${classes.cancelled}` : classes.session}>
                      <div className={classes.what}>
                        <Text weight="semibold">
                          {wallSpan(session.startTime, session.endTime)} · {session.title}
                        </Text>
                        <Text size={200}>
                          {[session.level, t('programsStaff.calendar.courts', { courts: courtList(session.courts) })].filter(Boolean).join(' · ')}
                        </Text>
                      </div>
                      {cancelled ? (
                        <Badge appearance="tint" color="subtle">
                          {t('programsStaff.calendar.cancelled')}
                        </Badge>
                      ) : (
                        <Text>{t('programsStaff.calendar.registered', { registered: session.capacity - session.spotsLeft, capacity: session.capacity })}</Text>
                      )}
                      <div className={classes.actions}>
                        <Link href={rosterPath(session.id)} aria-label={t('programsStaff.calendar.rosterLabel', label)}>
                          {t('programsStaff.calendar.roster')}
                        </Link>
                        {!cancelled && (
                          <>
                            <Button
                              size="small"
                              disabledFocusable={disabled}
                              aria-label={t('programsStaff.calendar.changeLabel', label)}
                              onClick={() => onChange(session.id)}
                            >
                              {t('programsStaff.calendar.change')}
                            </Button>
                            <Button
                              size="small"
                              disabledFocusable={disabled}
                              aria-label={t('programsStaff.calendar.cancelLabel', label)}
                              onClick={() => onCancel(session.id)}
                            >
                              {t('programsStaff.calendar.cancel')}
                            </Button>
                          </>
                        )}
                      </div>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
