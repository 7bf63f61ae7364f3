import { Badge, Button, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Link } from 'wouter';
import type { StaffBooking, StaffDay } from '@machines/booking/booking-shapes';
import { formatCad } from '@/lib/money';
import { type Translate, useT } from '@/i18n/translate';
import { formatDate, formatTime, formatTimeSpan } from '@/lib/venue-time';
import { STATUS_COLOURS, STATUS_LABELS, rosterPath, whoLabel } from './overview-format';

const useClasses = makeStyles({
  // The grid scrolls sideways in its own box, so a phone's page never overflows.
  scroller: { maxWidth: '100%', overflowX: 'auto', border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
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
  // The whole free cell is the button, so a click anywhere in it (or Enter/Space on it) books there.
  freeButton: {
    width: '100%',
    minHeight: '100%',
    justifyContent: 'start',
    padding: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground3,
    fontWeight: tokens.fontWeightRegular,
  },
  booking: { display: 'grid', gap: tokens.spacingVerticalXXS, justifyItems: 'start' },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  member: { backgroundColor: tokens.colorPaletteGreenBackground1, borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorPaletteGreenBorderActive}` },
  walkIn: { backgroundColor: tokens.colorPaletteBlueBackground2, borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorPaletteBlueBorderActive}` },
  held: { backgroundColor: tokens.colorPaletteYellowBackground1, borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorPaletteYellowBorderActive}` },
  blocked: { backgroundColor: tokens.colorNeutralBackground5, borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorNeutralStrokeAccessible}` },
});

function moneyLine(t: Translate, booking: StaffBooking): string | null {
  if (booking.status === 'blocked') return null;
  const order = booking.order;
  const parts = [formatCad(booking.priceCents)];
  if (order) {
    parts.push(order.paidCents > 0 ? t('booking.dayGrid.paid', { amount: formatCad(order.paidCents) }) : t('booking.dayGrid.notPaid'));
    if (order.refundedCents > 0) parts.push(t('booking.dayGrid.refunded', { amount: formatCad(order.refundedCents) }));
  }
  return parts.join(', ');
}

/** Rows are hours, columns are courts; a booking of several hours spans its rows. */
export function DayGrid({
  day,
  canCancel,
  onCancel,
  onBookFree,
}: {
  day: StaffDay;
  canCancel: boolean;
  onCancel: (booking: StaffBooking) => void;
  /** A free cell was chosen: book that court from that hour ("HH:mm"). */
  onBookFree: (court: number, startTime: string) => void;
}) {
  const classes = useClasses();
  const t = useT();
  const byId = new Map(day.bookings.map((b) => [b.id, b]));
  const cellsOf = new Map(day.grid.map((column) => [column.court, column.cells]));

  const kindClass = (booking: StaffBooking) =>
    booking.status === 'held'
      ? classes.held
      : booking.status === 'blocked'
        ? classes.blocked
        : booking.who.kind === 'walk-in'
          ? classes.walkIn
          : classes.member;

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
                const cells = cellsOf.get(court) ?? [];
                const id = cells[i] ?? null;
                if (id === null) {
                  return (
                    <td key={court} className={mergeClasses(classes.cell, classes.free)}>
                      <Button
                        appearance="transparent"
                        className={classes.freeButton}
                        disabledFocusable={!canCancel}
                        aria-label={t('booking.dayGrid.freeLabel', { court, time: formatTime(slot.startsAt, day.timeZone) })}
                        onClick={() => onBookFree(court, slot.startTime)}
                      >
                        {t('booking.dayGrid.free')}
                      </Button>
                    </td>
                  );
                }
                if (i > 0 && cells[i - 1] === id) return null; // covered by the row span above
                let span = 1;
                while (cells[i + span] === id) span++;
                const booking = byId.get(id);
                if (!booking) return <td key={court} rowSpan={span} className={classes.cell} />;
                const who = whoLabel(t, booking);
                const money = moneyLine(t, booking);
                const action = booking.status === 'blocked' ? t('booking.dayGrid.removeBlock') : t('booking.dayGrid.cancel');
                return (
                  <td key={court} rowSpan={span} className={mergeClasses(classes.cell, kindClass(booking))}>
                    <div className={classes.booking}>
                      <Text className={classes.name}>{who}</Text>
                      <Badge appearance="tint" color={STATUS_COLOURS[booking.status]}>
                        {t(STATUS_LABELS[booking.status])}
                      </Badge>
                      <Text size={200}>
                        {formatTimeSpan(booking, day.timeZone)}
                      </Text>
                      {money && <Text size={200}>{money}</Text>}
                      {booking.who.kind === 'program' && booking.sessionId ? (
                        <Link href={rosterPath(booking.sessionId)} aria-label={t('programsStaff.overview.rosterLabel', { title: who, court: booking.court, time: formatTimeSpan(booking, day.timeZone) })}>
                          {t('programsStaff.overview.roster')}
                        </Link>
                      ) : (
                      <Button
                        size="small"
                        disabledFocusable={!canCancel}
                        aria-label={t('booking.dayGrid.actionLabel', { action, court: booking.court, time: formatTimeSpan(booking, day.timeZone), who })}
                        onClick={() => onCancel(booking)}
                      >
                        {action}
                      </Button>
                      )}
                    </div>
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
