import { Badge, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'wouter';
import type { StaffBooking } from '@machines/booking';
import { useT } from '@/i18n/translate';
import { formatTimeSpan } from '@/lib/venue-time';
import { STATUS_COLOURS, STATUS_LABELS, moneyLine, rosterPath, whoLabel } from './overview-format';

const useClasses = makeStyles({
  booking: { display: 'grid', gap: tokens.spacingVerticalXXS, justifyItems: 'start' },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
});

/** The colour band that tells members, walk-ins, unpaid holds and blocks apart, in the grid and the list alike. */
export const useBookingKindClasses = makeStyles({
  member: { backgroundColor: tokens.colorPaletteGreenBackground1, borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorPaletteGreenBorderActive}` },
  walkIn: { backgroundColor: tokens.colorPaletteBlueBackground2, borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorPaletteBlueBorderActive}` },
  held: { backgroundColor: tokens.colorPaletteYellowBackground1, borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorPaletteYellowBorderActive}` },
  blocked: { backgroundColor: tokens.colorNeutralBackground5, borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorNeutralStrokeAccessible}` },
});

export function bookingKind(booking: StaffBooking): 'member' | 'walkIn' | 'held' | 'blocked' {
  if (booking.status === 'held') return 'held';
  if (booking.status === 'blocked') return 'blocked';
  return booking.who.kind === 'walk-in' ? 'walkIn' : 'member';
}

/** Who holds a court, its status, time and money, and what the desk can do: cancel it, remove the block, or open the session's roster. */
export function BookingSummary({
  booking,
  timeZone,
  canCancel,
  onCancel,
}: {
  booking: StaffBooking;
  timeZone: string;
  canCancel: boolean;
  onCancel: (booking: StaffBooking) => void;
}) {
  const classes = useClasses();
  const t = useT();
  const who = whoLabel(t, booking);
  const money = moneyLine(t, booking);
  const time = formatTimeSpan(booking, timeZone);
  const action = booking.status === 'blocked' ? t('booking.dayGrid.removeBlock') : t('booking.dayGrid.cancel');
  return (
    <div className={classes.booking}>
      <Text className={classes.name}>{who}</Text>
      <Badge appearance="tint" color={STATUS_COLOURS[booking.status]}>
        {t(STATUS_LABELS[booking.status])}
      </Badge>
      <Text size={200}>{time}</Text>
      {money && <Text size={200}>{money}</Text>}
      {booking.who.kind === 'program' && booking.sessionId ? (
        <Link href={rosterPath(booking.sessionId)} aria-label={t('programsStaff.overview.rosterLabel', { title: who, court: booking.court, time })}>
          {t('programsStaff.overview.roster')}
        </Link>
      ) : (
        <Button
          size="small"
          disabledFocusable={!canCancel}
          aria-label={t('booking.dayGrid.actionLabel', { action, court: booking.court, time, who })}
          onClick={() => onCancel(booking)}
        >
          {action}
        </Button>
      )}
    </div>
  );
}
