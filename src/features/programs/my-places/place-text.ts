import type { Translate } from '@/i18n/translate';
import { formatTimeSpan, formatVenueDate } from '@/lib/venue-time';
import { partnerText } from '../catalogue/catalogue-format';

/** "Tuesday, December 1, 2026 · 6:00 p.m. – 8:00 p.m.": when one session is, in the venue's zone. */
export const sessionWhen = (place: { startsAt: string; endsAt: string }, zone: string) =>
  `${formatVenueDate(place.startsAt, zone)} · ${formatTimeSpan(place, zone)}`;

/** A one-date program as a session; a longer one as "3 dates, December 28, 2026 to December 30, 2026". */
export function programWhen(t: Translate, place: { sessionCount: number; startsAt: string; endsAt: string }, zone: string): string {
  return place.sessionCount === 1
    ? sessionWhen(place, zone)
    : t('programs.myPrograms.dates', { count: place.sessionCount, first: formatVenueDate(place.startsAt, zone), last: formatVenueDate(place.endsAt, zone) });
}

/** A tournament place's division and partner: "Open doubles · with Bob M." (empty for other programs). */
export const teamText = (t: Translate, place: { status: string; divisionName?: string | null; partnerName?: string | null; entryComplete?: boolean }) =>
  [place.divisionName, partnerText(t, place)].filter(Boolean).join(' · ');
