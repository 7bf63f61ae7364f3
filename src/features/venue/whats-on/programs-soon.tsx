import { Text } from '@fluentui/react-components';
import { Link } from 'wouter';
import type { ProgramSoon } from '@machines/venue';
import { useT } from '@/i18n/translate';
import { formatCad } from '@/lib/money';
import { formatDayMonthIn, formatVenueDates } from '@/lib/venue-clock';
import { contentLang } from '@/lib/localized/content-lang';
import { useWhatsOnItemClasses } from './whats-on-item-styles';

/** The next camps, clinics, lessons, socials and tournaments; each opens its page (register there). */
export function ProgramsSoon({ programs, timeZone }: { programs: ProgramSoon[]; timeZone: string }) {
  const classes = useWhatsOnItemClasses();
  const t = useT();
  return (
    <>
      {programs.length === 0 ? (
        <Text>{t('venue.whatsOn.programs.none')}</Text>
      ) : (
        <ul className={classes.list}>
          {programs.map((program) => (
            <li key={program.id}>
              <Link href={`/lesson-info/${program.id}`} className={classes.item}>
                <span className={classes.itemTop}>
                  {t('venue.whatsOn.programs.kindAndDates', { kind: program.kind, dates: formatVenueDates(program.firstDate, program.lastDate) })}
                </span>
                <span lang={contentLang(program)}>
                  {program.level ? t('venue.whatsOn.titleAndLevel', { title: program.title, level: program.level }) : program.title}
                </span>
                <span className={classes.itemFacts}>
                  <span>
                    {program.priceFromCents > 0
                      ? t('venue.whatsOn.programs.from', { price: formatCad(program.priceFromCents) })
                      : t('venue.whatsOn.programs.free')}
                  </span>
                  <span>{placesText(t, program, timeZone)}</span>
                  <span className={classes.action}>{t('venue.whatsOn.programs.details')}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link href="/events" className={classes.more}>
        {t('venue.whatsOn.programs.all')}
      </Link>
    </>
  );
}

/** "4 spots left", "Full: join the waitlist", "Registration opens March 1", "No registration: just come". */
function placesText(t: ReturnType<typeof useT>, program: ProgramSoon, timeZone: string): string {
  switch (program.registration) {
    case 'full':
      return t('venue.whatsOn.programs.full');
    case 'info_only':
      return t('venue.whatsOn.programs.justCome');
    case 'not_open':
      return program.registrationOpensAt
        ? t('venue.whatsOn.programs.opens', { date: formatDayMonthIn(program.registrationOpensAt, timeZone) })
        : t('venue.whatsOn.programs.notOpen');
    default:
      return t('venue.whatsOn.programs.spots', { count: program.spotsLeft });
  }
}
