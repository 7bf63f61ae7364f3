import { Button, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { dateWarnings } from '@machines/programs';
import { useT } from '@/i18n/translate';
import { MessageTitle } from '@/lib/message-title';
import { formatDate } from '@/lib/venue-time';
import { courtList, wallSpan } from '../setup/setup-format';
import { problemText } from './event-format';
import type { ProgramEditorActor } from './actor-types';

const useClasses = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalXS,
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  flagged: { borderLeftColor: tokens.colorPaletteRedBorder2 },
  what: { display: 'grid', flexGrow: 1, minWidth: '12rem' },
  warning: { color: tokens.colorPaletteRedForeground1 },
  conflicts: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/** The explicit dates the program will hold (what is saved), each removable, with court conflicts and hours marked. */
export function SessionDates({ editor }: { editor: ProgramEditorActor }) {
  const t = useT();
  const classes = useClasses();
  const { sessions, conflicts, problems, scheduleProblems, fieldErrors, scheduleLocked, bounds } = useSelector(editor, (s) => s.context);
  const warnings = dateWarnings(sessions, bounds);
  const message = problemText(t, problems.sessions ?? scheduleProblems.dates, fieldErrors.sessions);

  return (
    <section aria-labelledby="program-dates-heading">
      <Text as="h4" id="program-dates-heading" weight="semibold">
        {t('programsStaff.events.dates.heading', { count: sessions.length })}
      </Text>
      {conflicts.length > 0 && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageTitle>{t('programsStaff.events.conflicts.heading')}</MessageTitle>
            <ul className={classes.conflicts}>
              {conflicts.map((conflict) => (
                <li key={`${conflict.date}-${conflict.court}`}>
                  {t('programsStaff.events.conflicts.item', { date: formatDate(conflict.date), court: conflict.court })}
                </li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      )}
      {message && (
        <Text role="alert" className={classes.warning}>
          {message}
        </Text>
      )}
      {sessions.length === 0 ? (
        <Text>{t('programsStaff.events.dates.empty')}</Text>
      ) : (
        <ul className={classes.list}>
          {sessions.map((session, index) => {
            const taken = conflicts.filter((c) => c.date === session.date).map((c) => c.court);
            const warning = warnings[index];
            const date = formatDate(session.date);
            return (
              <li
                key={`${session.date}-${session.startTime}-${index}`}
                className={taken.length > 0 || warning ? `${classes.item} ${classes.flagged}` : classes.item}
              >
                <div className={classes.what}>
                  <Text weight="semibold">{date}</Text>
                  <Text size={200}>
                    {t('programsStaff.events.dates.item', { time: wallSpan(session.startTime, session.endTime), courts: courtList(session.courts) })}
                  </Text>
                  {taken.length > 0 && (
                    <Text size={200} className={classes.warning}>
                      {t('programsStaff.events.dates.taken', { courts: courtList(taken) })}
                    </Text>
                  )}
                  {warning && (
                    <Text size={200} className={classes.warning}>
                      {problemText(t, warning)}
                    </Text>
                  )}
                </div>
                {!scheduleLocked && (
                  <Button
                    size="small"
                    aria-label={t('programsStaff.events.dates.removeLabel', { date })}
                    onClick={() => editor.send({ type: 'schedule.dateRemoved', index })}
                  >
                    {t('programsStaff.events.dates.remove')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
