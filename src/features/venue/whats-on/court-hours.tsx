import { Text, mergeClasses } from '@fluentui/react-components';
import { Link } from 'wouter';
import type { WhatsOn } from '@machines/venue';
import { useT } from '@/i18n/translate';
import { formatVenueDay, formatWallTime } from '@/lib/venue-clock';
import { useWhatsOnItemClasses } from './whats-on-item-styles';

/** The hours a card has room for: the rest of a long day is one tap away on Book Court. */
const SHOWN_HOURS = 12;

/** The rest of today's hours (or tomorrow's), each with the courts free online; a free one opens Book Court on it. */
export function CourtHours({ courts }: { courts: WhatsOn['courts'] }) {
  const classes = useWhatsOnItemClasses();
  const t = useT();
  const hours = courts.hours.slice(0, SHOWN_HOURS);
  return (
    <>
      <Text className={classes.note}>{t('venue.whatsOn.courts.day', { day: courts.day, date: formatVenueDay(courts.date) })}</Text>
      {courts.closed || hours.length === 0 ? (
        <Text>{t('venue.whatsOn.courts.closed')}</Text>
      ) : (
        <>
          {hours.some((hour) => hour.bookable) ? null : <Text>{t('venue.whatsOn.courts.allTaken', { day: courts.day })}</Text>}
          <ul className={classes.hours} aria-label={t('venue.whatsOn.courts.list', { day: courts.day })}>
            {hours.map((hour) => {
              const time = formatWallTime(hour.startTime);
              return (
                <li key={hour.startsAt}>
                  {hour.bookable ? (
                    <Link
                      href={`/bookings?date=${courts.date}&start=${hour.startTime}`}
                      className={classes.hour}
                      aria-label={t('venue.whatsOn.courts.hourLink', { day: courts.day, time, count: hour.freeCourts })}
                    >
                      {/* The space keeps the time and the count two words, so the link's name (its aria-label) holds
                          the words it shows (WCAG 2.5.3): "10 h 00 4 terrains", not "10 h 004 terrains". */}
                      <span className={classes.hourTime}>{time}</span>{' '}
                      <span className={classes.hourCourts}>{t('venue.whatsOn.courts.free', { count: hour.freeCourts })}</span>
                    </Link>
                  ) : (
                    // Read as its time and "Full": no link, nothing to book.
                    <span className={mergeClasses(classes.hour, classes.hourFull)}>
                      <span className={classes.hourTime}>{time}</span> <span className={classes.hourCourts}>{t('venue.whatsOn.courts.full')}</span>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <Link href="/bookings" className={classes.more}>
        {t('venue.whatsOn.courts.more')}
      </Link>
    </>
  );
}
