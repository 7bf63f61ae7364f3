import { Button, Caption1, Subtitle2, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useT } from '@/i18n/translate';
import { formatDate, formatTimeSpan } from '@/lib/venue-time';
import { BookingSummary, bookingKind, useBookingKindClasses } from './booking-summary';
import { dayIndex, type DayViewProps } from './day-view';
import { whoLabel } from './overview-format';

const useClasses = makeStyles({
  hours: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalM },
  hour: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  heading: { margin: 0 },
  courts: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  booking: { display: 'grid', gap: tokens.spacingVerticalXXS, padding: tokens.spacingHorizontalS, borderRadius: tokens.borderRadiusMedium },
  continued: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  free: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  deskOnly: { backgroundColor: tokens.colorNeutralBackground3 },
});

/**
 * The day on a phone: one card per hour, each with the bookings that start then (and what the desk
 * can do with them), the courts still held from earlier, and a button per free court, marked "desk
 * only" where members are not offered it online. Nothing scrolls sideways.
 */
export function DayList({ day, canCancel, onCancel, onBookFree }: DayViewProps) {
  const classes = useClasses();
  const kinds = useBookingKindClasses();
  const t = useT();
  const { bookingById, cellsOf } = dayIndex(day);

  return (
    <ol className={classes.hours} aria-label={t('booking.dayList.label', { date: formatDate(day.date) })}>
      {day.slots.map((slot, i) => {
        const heading = `overview-hour-${slot.index}`;
        const free = day.courts.filter((court) => (cellsOf(court)[i] ?? null) === null);
        const taken = day.courts.filter((court) => !free.includes(court));
        return (
          <li key={slot.index} className={classes.hour}>
            <Subtitle2 as="h3" id={heading} className={classes.heading}>
              {formatTimeSpan(slot, day.timeZone)}
            </Subtitle2>
            {taken.length > 0 && (
              <ul className={classes.courts}>
                {taken.map((court) => {
                  const cells = cellsOf(court);
                  const id = cells[i] ?? null;
                  const booking = id === null ? undefined : bookingById.get(id);
                  if (!booking) return null;
                  if (i > 0 && cells[i - 1] === id) {
                    return (
                      <li key={court}>
                        <Text size={200} className={classes.continued}>
                          {t('booking.dayList.continued', { court, who: whoLabel(t, booking) })}
                        </Text>
                      </li>
                    );
                  }
                  return (
                    <li key={court} className={mergeClasses(classes.booking, kinds[bookingKind(booking)])}>
                      <Caption1>{t('booking.common.courtNumber', { court })}</Caption1>
                      <BookingSummary booking={booking} timeZone={day.timeZone} canCancel={canCancel} onCancel={onCancel} />
                    </li>
                  );
                })}
              </ul>
            )}
            {free.length > 0 && (
              <div role="group" aria-label={t('booking.dayList.freeGroup', { time: formatTimeSpan(slot, day.timeZone) })} className={classes.free}>
                {free.map((court) => {
                  const deskOnly = !slot.onlineCourts.includes(court);
                  return (
                    <Button
                      key={court}
                      size="small"
                      className={deskOnly ? classes.deskOnly : undefined}
                      disabledFocusable={!canCancel}
                      onClick={() => onBookFree(court, slot.startTime)}
                    >
                      {t('booking.dayList.freeCourt', { court, deskOnly: deskOnly ? 'yes' : 'no' })}
                    </Button>
                  );
                })}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
