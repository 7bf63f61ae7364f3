import { badRequest, conflict } from '../../lib/http-error.js';
import type { DaySchedule, Slot } from '../../lib/venue-time.js';
import type { OrderService } from '../checkout/orders/index.js';
import type { CompanySettings } from '../settings/company/index.js';
import type { SlotChoice, Tx } from './booking-context.js';
import { bookingsAround, busyCourts, insertOnFreeCourt, type BusyPeriod, type NewCourtBooking } from './bookings-repository.js';

// Courts over time: which are busy, which are offered, and taking one without a race. Shared by
// availability, holds, desk bookings and blocks.

export const courtsOf = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/**
 * Per slot, the courts offered: every free court for staff; for members and visitors the
 * lowest-numbered free courts, at most maxNumberOfOnlineOpenCourtsShown of them.
 */
export function offeredCourts(settings: CompanySettings, slots: Slot[], busy: { court: number; startsAt: Date; endsAt: Date }[], staff: boolean) {
  const all = courtsOf(settings.numberOfCourts);
  const limit = staff ? all.length : settings.maxNumberOfOnlineOpenCourtsShown;
  const taken = takenCourts(slots, busy, all.length);
  return taken.map((isTaken) => {
    const free: number[] = [];
    for (const court of all) {
      if (free.length >= limit) break;
      if (!isTaken(court)) free.push(court);
    }
    return free;
  });
}

const HOUR = 3_600_000;

/**
 * Per slot, whether a court is taken. A day's slots (and a span of them) follow each other an hour
 * apart, so each booking marks the slots it covers by arithmetic, once: availability's hottest loop
 * was every slot against every booking of the day. Other slot lists are compared pairwise.
 */
function takenCourts(slots: Slot[], busy: { court: number; startsAt: Date; endsAt: Date }[], courts: number): ((court: number) => boolean)[] {
  if (slots.length === 0) return [];
  const first = slots[0].startsAt.getTime();
  const hourly = slots.every((slot, i) => slot.startsAt.getTime() === first + i * HOUR && slot.endsAt.getTime() === first + (i + 1) * HOUR);
  if (!hourly) {
    return slots.map((slot) => {
      const from = slot.startsAt.getTime();
      const to = slot.endsAt.getTime();
      const taken = new Set(busy.filter((period) => period.startsAt.getTime() < to && period.endsAt.getTime() > from).map((period) => period.court));
      return (court: number) => taken.has(court);
    });
  }
  const width = courts + 1;
  const marks = new Uint8Array(slots.length * width);
  for (const period of busy) {
    if (period.court < 1 || period.court > courts) continue; // a court the venue no longer has is never offered
    const lo = Math.max(0, Math.floor((period.startsAt.getTime() - first) / HOUR));
    const hi = Math.min(slots.length, Math.ceil((period.endsAt.getTime() - first) / HOUR));
    for (let i = lo; i < hi; i += 1) marks[i * width + period.court] = 1;
  }
  return slots.map((_, i) => (court: number) => marks[i * width + court] === 1);
}

/** The slots a choice covers; a 400 naming the field when it starts off the hour or runs past closing. */
export function slotSpan(schedule: DaySchedule, choice: SlotChoice): Slot[] {
  if (schedule.closed) throw badRequest('The venue is closed that day.', { date: 'The venue is closed that day.' }).coded('venue_closed');
  const index = choice.startsAt
    ? schedule.slots.findIndex((slot) => slot.startsAt.getTime() === Date.parse(choice.startsAt!))
    : schedule.slots.findIndex((slot) => slot.startTime === choice.startTime);
  if (index < 0) {
    const field = choice.startsAt ? 'startsAt' : 'startTime';
    throw badRequest('Please correct the highlighted fields.', {
      [field]: `No booking starts then: bookings start on the hour from ${schedule.slots[0].startTime} to ${schedule.slots.at(-1)!.startTime}.`,
    }).coded('slot_off_hour', { first: schedule.slots[0].startTime, last: schedule.slots.at(-1)!.startTime });
  }
  const room = schedule.slots.length - index;
  if (choice.hours > room) {
    throw badRequest('Please correct the highlighted fields.', {
      hours: `The venue closes at ${schedule.closesAt}: from ${schedule.slots[index].startTime} you can book at most ${room} hour${room === 1 ? '' : 's'}.`,
    }).coded('past_closing', { ...(schedule.closesAt ? { closesAt: schedule.closesAt } : {}), hours: room });
  }
  return schedule.slots.slice(index, index + choice.hours);
}

type Busy = BusyPeriod[];

/** Courts the caller may take for the whole span, lowest first, with why a named court is refused. */
function candidates(settings: CompanySettings, span: Slot[], busy: Busy, staff: boolean) {
  const offered = offeredCourts(settings, span, busy, staff);
  const all = courtsOf(settings.numberOfCourts);
  const taken = new Set(busy.map((b) => b.court));
  return { courts: all.filter((court) => offered.every((list) => list.includes(court))), taken };
}

/** The courts to try, best first; throws the 409 the UI shows when there is none. */
function chooseCourts(
  requested: number | 'any',
  found: { courts: number[]; taken: Set<number> },
  when: string,
  period: { startsAt: string; endsAt: string },
): number[] {
  if (requested === 'any') {
    if (found.courts.length === 0)
      throw conflict(`No court is free for the whole of ${when}. Please choose another time or fewer hours.`).coded('no_court_free', period);
    return found.courts;
  }
  if (found.taken.has(requested))
    throw conflict(`Court ${requested} is already booked during ${when}. Please choose another court or time.`).coded('court_taken', {
      court: requested,
      ...period,
    });
  if (!found.courts.includes(requested)) {
    const others = found.courts.length ? `courts ${found.courts.join(', ')} are` : 'no other court is';
    throw conflict(`Court ${requested} is not offered online during ${when}; ${others} (or choose "any").`).coded('court_not_offered', {
      court: requested,
      ...period,
    });
  }
  return [requested];
}

/**
 * Inserts the booking on the best court the caller may take, given the courts found busy when
 * the caller read them (courtsAround). The court-day lock, taken by the insert itself, orders
 * concurrent writers, so a competitor's overlapping row is committed by the time the insert looks: ON CONFLICT DO NOTHING
 * (the exclusion constraint as arbiter) answers no row instead of failing, and the courts are read
 * again from a fresh snapshot and the next one is tried. "Any court" keeps going while a court is
 * offered; a named court ends with the message for what now holds it. No savepoint is needed: a
 * deadlock (two multi-line orders locking court-days in opposite orders) fails the transaction,
 * which the order placement retries whole.
 */
export async function insertBooking(
  tx: Tx,
  input: { requested: number | 'any'; date: string; settings: CompanySettings; span: Slot[]; staff: boolean; now: Date; when: string; busy: Busy },
  values: NewCourtBooking,
) {
  let busy = input.busy;
  for (let attempt = 0; attempt <= input.settings.numberOfCourts + 2; attempt += 1) {
    if (attempt > 0) busy = await busyCourts(tx, input.span[0].startsAt, input.span.at(-1)!.endsAt, input.now);
    const [court] = chooseCourts(input.requested, candidates(input.settings, input.span, busy, input.staff), input.when, {
      startsAt: input.span[0].startsAt.toISOString(),
      endsAt: input.span.at(-1)!.endsAt.toISOString(),
    });
    const row = await insertOnFreeCourt(tx, court, input.date, values);
    if (row) return row;
  }
  throw conflict(`Someone has just booked that time. Please choose another time or court.`).coded('time_taken');
}

export function assertCourt(court: number | 'any', settings: CompanySettings) {
  if (court !== 'any' && court > settings.numberOfCourts) {
    throw badRequest('Please correct the highlighted fields.', { court: `The venue has courts 1 to ${settings.numberOfCourts}.` }).coded('no_such_court', {
      max: settings.numberOfCourts,
    });
  }
}

/** The orders' lifecycle step that lets go of lapsed holds in the way of a new reservation. */
export type LapsedHoldReleaser = Pick<OrderService, 'releaseLapsedOrders'>;

/**
 * Inside a transaction about to reserve [start, end), in one statement: the live bookings in the
 * way, the orders whose lapsed holds overlap it (released here first, so an expired hold never
 * blocks a new booking while it waits for the sweeper) and, for a member, their live upcoming
 * bookings (the limit on how many one may hold).
 */
export async function courtsAround(orders: LapsedHoldReleaser, tx: Tx, start: Date, end: Date, now: Date, countFor: number | null) {
  const rows = await bookingsAround(tx, start, end, now, countFor);
  const at = now.getTime();
  const busy: Busy = [];
  const stale = new Set<string>();
  let upcoming = 0;
  for (const row of rows) {
    if (row.court === null) upcoming = row.upcoming;
    else if (row.status !== 'held' || (row.holdExpiresAt && row.holdExpiresAt.getTime() > at)) busy.push(row);
    else if (row.orderId && row.holdExpiresAt) stale.add(row.orderId);
  }
  await orders.releaseLapsedOrders(tx, [...stale], now);
  return { busy, upcoming };
}

/** For writers that only need the lapsed holds in [start, end) out of the way (staff blocks). */
export async function releaseStaleHolds(orders: LapsedHoldReleaser, tx: Tx, start: Date, end: Date, now: Date) {
  await courtsAround(orders, tx, start, end, now, null);
}
