import { Button, Caption1, ToggleButton, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { type BookingSelection, type DayAvailability, type DaySlot, courtsForSpan, spanSlots } from '@machines/booking';
import { useT } from '@/i18n/translate';
import { formatDate, formatTime } from '@/lib/venue-time';
import { type CellStatus, cellStatusText, timeSpanText } from './availability-format';

const NARROW = '@media (max-width: 719px)';

const useClasses = makeStyles({
  // Narrow screens get the list, wide ones the table: CSS decides, so nothing re-renders on resize.
  gridWrap: { display: 'block', overflowX: 'auto', [NARROW]: { display: 'none' } },
  list: { display: 'none', gap: tokens.spacingVerticalM, margin: 0, padding: 0, listStyleType: 'none', [NARROW]: { display: 'grid' } },
  table: { borderCollapse: 'collapse', minWidth: '100%' },
  caption: { textAlign: 'start', paddingBottom: tokens.spacingVerticalS, fontWeight: tokens.fontWeightSemibold },
  th: { padding: tokens.spacingHorizontalS, textAlign: 'start', whiteSpace: 'nowrap', fontWeight: tokens.fontWeightSemibold },
  td: { padding: tokens.spacingHorizontalXXS },
  cell: { width: '100%', minWidth: '88px' },
  chosen: { fontWeight: tokens.fontWeightSemibold },
  hour: { display: 'grid', gap: tokens.spacingVerticalXS },
  hourCourts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface CourtGridProps {
  day: DayAvailability;
  selection: BookingSelection;
  disabled: boolean;
  onChoose: (index: number, court: number) => void;
}

/** Which cells the current choice covers (the named court, or the first free one for "any"). */
function chosenCells(day: DayAvailability, selection: BookingSelection): Set<string> {
  const cells = new Set<string>();
  if (selection.startIndex === null) return cells;
  const court = selection.court === 'any' ? courtsForSpan(day, selection.startIndex, selection.hours)[0] : selection.court;
  if (court === undefined) return cells;
  for (const slot of spanSlots(day, selection.startIndex, selection.hours)) cells.add(`${slot.index}:${court}`);
  return cells;
}

function status(slot: DaySlot, court: number, chosen: boolean): CellStatus {
  if (chosen) return 'selected';
  if (!slot.bookable) return slot.reason ?? 'full';
  return slot.openCourts.includes(court) ? 'available' : 'taken';
}

/** Courts × hours: a table on wide screens, a list of hours with their free courts on narrow ones. */
export function CourtGrid({ day, selection, disabled, onChoose }: CourtGridProps) {
  const classes = useClasses();
  const t = useT();
  const courts = Array.from({ length: day.numberOfCourts }, (_, i) => i + 1);
  const chosen = chosenCells(day, selection);
  const zone = day.timeZone;

  return (
    <>
      <div className={classes.gridWrap}>
        <table className={classes.table}>
          <caption className={classes.caption}>{t('booking.grid.caption', { date: formatDate(day.date) })}</caption>
          <thead>
            <tr>
              <th scope="col" className={classes.th}>
                {t('booking.common.time')}
              </th>
              {courts.map((court) => (
                <th key={court} scope="col" className={classes.th}>
                  {t('booking.common.courtNumber', { court })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {day.slots.map((slot) => (
              <tr key={slot.index}>
                <th scope="row" className={classes.th}>
                  {formatTime(slot.startsAt, zone)}
                </th>
                {courts.map((court) => {
                  const isChosen = chosen.has(`${slot.index}:${court}`);
                  const open = slot.bookable && slot.openCourts.includes(court);
                  return (
                    <td key={court} className={classes.td}>
                      <ToggleButton
                        className={mergeClasses(classes.cell, isChosen && classes.chosen)}
                        size="small"
                        appearance={isChosen ? 'primary' : open ? 'outline' : 'subtle'}
                        checked={isChosen}
                        disabled={!open || disabled}
                        aria-label={t('booking.grid.cellLabel', {
                          court,
                          time: timeSpanText(t, slot, zone),
                          status: cellStatusText(t, status(slot, court, isChosen)),
                        })}
                        onClick={() => onChoose(slot.index, court)}
                      >
                        {/* Visible words are part of the accessible name (WCAG 2.5.3, label in name). */}
                        {isChosen ? t('booking.grid.selected') : open ? t('booking.grid.available') : '—'}
                      </ToggleButton>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className={classes.list} aria-label={t('booking.grid.listLabel', { date: formatDate(day.date) })}>
        {day.slots.map((slot) => {
          const label = timeSpanText(t, slot, zone);
          const free = slot.bookable ? slot.openCourts : [];
          return (
            <li key={slot.index} className={classes.hour}>
              <Caption1 as="h3" id={`hour-${slot.index}`}>
                {label}
              </Caption1>
              {free.length ? (
                <div role="group" aria-labelledby={`hour-${slot.index}`} className={classes.hourCourts}>
                  {free.map((court) => {
                    const isChosen = chosen.has(`${slot.index}:${court}`);
                    return (
                      <Button
                        key={court}
                        size="small"
                        appearance={isChosen ? 'primary' : 'outline'}
                        aria-pressed={isChosen}
                        disabled={disabled}
                        aria-label={t('booking.grid.bookCourtFrom', { court, time: label })}
                        onClick={() => onChoose(slot.index, court)}
                      >
                        {t('booking.common.courtNumber', { court })}
                      </Button>
                    );
                  })}
                </div>
              ) : (
                <Caption1 className={classes.muted}>{slot.bookable ? t('booking.grid.noFreeCourt') : cellStatusText(t, slot.reason ?? 'full')}</Caption1>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
