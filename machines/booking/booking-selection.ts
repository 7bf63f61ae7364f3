/**
 * The day's availability as the book-court machine sees it (the shape of GET /bookings/availability,
 * declared here because machines import nothing from src/), and the rules for a valid choice.
 */
export interface DaySlot {
  index: number;
  /** Wall-clock "HH:mm" in the venue's zone; the autumn day has "01:00" twice. */
  startTime: string;
  endTime: string;
  startsAt: string;
  endsAt: string;
  openCourts: number[];
  bookable: boolean;
  reason: 'past' | 'beyond-window' | 'full' | null;
}

export interface DayAvailability {
  date: string;
  timeZone: string;
  closed: boolean;
  opensAt: string | null;
  closesAt: string | null;
  numberOfCourts: number;
  staffView: boolean;
  price: { perHourCents: number; kind: 'member' | 'default'; memberPerHourCents: number; defaultPerHourCents: number; currency: 'CAD' };
  /** The sales taxes a line will carry (empty when the venue charges none); prices are before tax. */
  taxes: { name: string; ratePercent: number }[];
  bookableDates: { from: string; to: string } | null;
  rules: { maxBookingHours: number; cancellationCutoffHours: number; checkoutHoldMinutes: number };
  slots: DaySlot[];
}

export type CourtChoice = number | 'any';

/** What the member has picked on the grid. */
export interface BookingSelection {
  /** The slot's `index` (not its label, which can repeat on the autumn day). */
  startIndex: number | null;
  hours: number;
  court: CourtChoice;
}

/** POST /bookings body. */
export interface HoldRequest {
  date: string;
  startTime?: string;
  startsAt?: string;
  hours: number;
  court: CourtChoice;
}

export const EMPTY_SELECTION: BookingSelection = { startIndex: null, hours: 1, court: 'any' };

const slotAt = (day: DayAvailability, index: number) => day.slots.findIndex((slot) => slot.index === index);

/**
 * The most hours that can start at `startIndex`: up to closing, and for members and visitors
 * at most `rules.maxBookingHours` (staff have no limit). 0 when the slot does not exist.
 */
export function maxHoursFrom(day: DayAvailability, startIndex: number): number {
  const position = slotAt(day, startIndex);
  if (position < 0) return 0;
  const toClosing = day.slots.length - position;
  return day.staffView ? toClosing : Math.min(toClosing, Math.max(1, day.rules.maxBookingHours));
}

/** The slots a booking of `hours` from `startIndex` covers; empty when it would run past closing. */
export function spanSlots(day: DayAvailability, startIndex: number, hours: number): DaySlot[] {
  const position = slotAt(day, startIndex);
  if (position < 0 || hours < 1 || position + hours > day.slots.length) return [];
  return day.slots.slice(position, position + hours);
}

/** Courts open in every hour of the span (and every hour bookable); lowest first. */
export function courtsForSpan(day: DayAvailability, startIndex: number, hours: number): number[] {
  const span = spanSlots(day, startIndex, hours);
  if (!span.length || span.some((slot) => !slot.bookable)) return [];
  return span
    .map((slot) => slot.openCourts)
    .reduce((common, open) => common.filter((court) => open.includes(court)))
    .slice()
    .sort((a, b) => a - b);
}

/** Whether `date` (YYYY-MM-DD) may be chosen: staff (no window) any day, others within the window. */
export function isDateInWindow(day: DayAvailability | null, date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const window = day?.bookableDates;
  if (!day || day.staffView || !window) return true;
  return date >= window.from && date <= window.to;
}

/** A choice the server could accept: a bookable start, hours within limits, a court open throughout. */
export function isBookableSelection(day: DayAvailability | null, selection: BookingSelection): boolean {
  if (!day || selection.startIndex === null) return false;
  if (selection.hours < 1 || selection.hours > maxHoursFrom(day, selection.startIndex)) return false;
  const courts = courtsForSpan(day, selection.startIndex, selection.hours);
  return selection.court === 'any' ? courts.length > 0 : courts.includes(selection.court);
}

/**
 * Keeps what still makes sense after the day changed (a reload after a conflict): the start if it
 * is still bookable, hours clamped to the new limit, the court if it is still open throughout.
 */
export function reconcileSelection(day: DayAvailability, selection: BookingSelection): BookingSelection {
  const { startIndex } = selection;
  if (startIndex === null) return { ...selection };
  const start = day.slots.find((slot) => slot.index === startIndex);
  if (!start || !start.bookable) return { ...EMPTY_SELECTION };
  const hours = Math.min(Math.max(1, selection.hours), maxHoursFrom(day, startIndex));
  const court = selection.court !== 'any' && !courtsForSpan(day, startIndex, hours).includes(selection.court) ? 'any' : selection.court;
  return { startIndex, hours, court };
}

/** The POST /bookings body: `startTime`, or `startsAt` when the label is ambiguous (autumn's repeated hour). */
export function holdRequest(day: DayAvailability, selection: BookingSelection): HoldRequest {
  const start = day.slots.find((slot) => slot.index === selection.startIndex);
  if (!start) throw new Error('No start chosen');
  const repeated = day.slots.filter((slot) => slot.startTime === start.startTime).length > 1;
  const when = repeated ? { startsAt: start.startsAt } : { startTime: start.startTime };
  return { date: day.date, ...when, hours: selection.hours, court: selection.court };
}

/** The same choice as one `court_booking` line of POST /orders (the checkout machine's input). */
export function courtBookingLine(day: DayAvailability, selection: BookingSelection): HoldRequest & { product: 'court_booking' } {
  return { product: 'court_booking', ...holdRequest(day, selection) };
}

/**
 * The taxes a booking of `subtotalCents` will carry, as the server computes them: per line,
 * half-up to the cent, in integers (rates in thousandths of a percent). What is shown before paying.
 */
export function taxesFor(day: Pick<DayAvailability, 'taxes'>, subtotalCents: number): { name: string; ratePercent: number; amountCents: number }[] {
  if (subtotalCents <= 0) return [];
  return day.taxes.map((tax) => ({
    ...tax,
    amountCents: Math.floor((subtotalCents * Math.round(tax.ratePercent * 1000) + 50_000) / 100_000),
  }));
}
