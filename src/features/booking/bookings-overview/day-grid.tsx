import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useT } from '@/i18n/translate';
import { formatDate, formatTime, formatTimeSpan } from '@/lib/venue-time';
import { BookingSummary, bookingKind, useBookingKindClasses } from './booking-summary';
import { dayIndex, type DayViewProps } from './day-view';

const useClasses = makeStyles({
  // The grid scrolls sideways in its own box, so a phone's page never overflows.
  scroller: {
    maxWidth: '100%',
    overflowX: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  table: { borderCollapse: 'collapse', minWidth: '100%' },
  caption: { textAlign: 'left', padding: tokens.spacingVerticalS, fontWeight: tokens.fontWeightSemibold },
  th: {
    textAlign: 'left',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    backgroundColor: tokens.colorNeutralBackground3,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    whiteSpace: 'nowrap',
  },
  rowHeader: { position: 'sticky', left: 0, zIndex: 1 },
  cell: {
    verticalAlign: 'top',
    minWidth: '150px',
    padding: tokens.spacingHorizontalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderLeft: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  free: { padding: 0 },
  // Free, but members are told it is not offered online: the desk's to sell.
  deskOnly: { backgroundColor: tokens.colorNeutralBackground3 },
  // The whole free cell is the button, so a click anywhere in it (or Enter/Space on it) books there.
  freeButton: {
    width: '100%',
    minHeight: '100%',
    justifyContent: 'start',
    padding: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground3,
    fontWeight: tokens.fontWeightRegular,
  },
});

/** Rows are hours, columns are courts; a booking of several hours spans its rows. */
export function DayGrid({ day, canCancel, onCancel, onBookFree }: DayViewProps) {
  const classes = useClasses();
  const t = useT();
  const { bookingById, cellsOf } = dayIndex(day);
  const kinds = useBookingKindClasses();

  return (
    <div className={classes.scroller} role="region" aria-label={t('booking.dayGrid.region')} tabIndex={0}>
      <table className={classes.table}>
        <caption className={classes.caption}>{t('booking.grid.caption', { date: formatDate(day.date) })}</caption>
        <thead>
          <tr>
            <th scope="col" className={mergeClasses(classes.th, classes.rowHeader)}>
              {t('booking.common.time')}
            </th>
            {day.courts.map((court) => (
              <th key={court} scope="col" className={classes.th}>
                {t('booking.common.courtNumber', { court })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {day.slots.map((slot, i) => (
            <tr key={slot.index}>
              <th scope="row" className={mergeClasses(classes.th, classes.rowHeader)}>
                {formatTimeSpan(slot, day.timeZone)}
              </th>
              {day.courts.map((court) => {
                const cells = cellsOf(court);
                const id = cells[i] ?? null;
                if (id === null) {
                  const deskOnly = !slot.onlineCourts.includes(court);
                  return (
                    <td key={court} className={mergeClasses(classes.cell, classes.free, deskOnly && classes.deskOnly)}>
                      <Button
                        appearance="transparent"
                        className={classes.freeButton}
                        disabledFocusable={!canCancel}
                        aria-label={t(deskOnly ? 'booking.dayGrid.deskOnlyLabel' : 'booking.dayGrid.freeLabel', {
                          court,
                          time: formatTime(slot.startsAt, day.timeZone),
                        })}
                        onClick={() => onBookFree(court, slot.startTime)}
                      >
                        {t(deskOnly ? 'booking.dayGrid.deskOnly' : 'booking.dayGrid.free')}
                      </Button>
                    </td>
                  );
                }
                if (i > 0 && cells[i - 1] === id) return null; // covered by the row span above
                let span = 1;
                while (cells[i + span] === id) span++;
                const booking = bookingById.get(id);
                if (!booking) return <td key={court} rowSpan={span} className={classes.cell} />;
                return (
                  <td key={court} rowSpan={span} className={mergeClasses(classes.cell, kinds[bookingKind(booking)])}>
                    <BookingSummary booking={booking} timeZone={day.timeZone} canCancel={canCancel} onCancel={onCancel} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
