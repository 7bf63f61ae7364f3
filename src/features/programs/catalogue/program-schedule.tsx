import { Subtitle1 } from '@fluentui/react-components';
import type { ProgramDetail } from '@machines/programs';
import { useT } from '@/i18n/translate';
import { formatDate, formatTimeSpan } from '@/lib/venue-time';
import { useCatalogueClasses } from './catalogue-styles';
import { useProgramClasses } from './program-styles';

/** Every date of the program with its times, in the venue's zone. */
export function ProgramSchedule({ program, timeZone }: { program: ProgramDetail; timeZone: string }) {
  const t = useT();
  const classes = useCatalogueClasses();
  const own = useProgramClasses();
  return (
    <section className={own.section} aria-labelledby="program-schedule">
      <Subtitle1 as="h2" id="program-schedule" className={classes.heading}>
        {t('programs.program.schedule', { count: program.sessions.length })}
      </Subtitle1>
      <ol className={own.list}>
        {program.sessions.map((session) => (
          <li key={session.id}>{t('programs.program.sessionLine', { date: formatDate(session.date), times: formatTimeSpan(session, timeZone) })}</li>
        ))}
      </ol>
    </section>
  );
}
