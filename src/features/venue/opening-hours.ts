import { WEEKDAYS, closingTimeField, openingTimeField, type CompanySettings, type Weekday } from '@machines/settings/company-settings';
import { formatMinutesOfDay } from '@/lib/venue-clock';

export interface OpeningHoursRow {
  day: Weekday;
  label: string;
  /** Luxon weekday: 1 = Monday … 7 = Sunday. */
  isoWeekday: number;
  /** Null when the venue is closed that day (opening equals closing). */
  hours: string | null;
}

/** Monday first, the way a Canadian week reads on a poster. */
const MONDAY_FIRST = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

export function openingHours(settings: CompanySettings): OpeningHoursRow[] {
  return MONDAY_FIRST.map(({ key, label }, index) => {
    const opening = settings[openingTimeField(key)];
    const closing = settings[closingTimeField(key)];
    const hours =
      opening === closing ? null : `${formatMinutesOfDay(opening)} – ${formatMinutesOfDay(closing)}`;
    return { day: key, label, isoWeekday: index + 1, hours };
  });
}
