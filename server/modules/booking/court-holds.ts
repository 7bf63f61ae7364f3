import type { Locale } from '../../lib/request-locale.js';
import type { Database } from '../../db/client.js';
import { isOverlapError } from '../../lib/db-errors.js';
import { badRequest, conflict } from '../../lib/http-error.js';
import { translator } from '../../lib/server-i18n.js';
import { daySchedule, describeCourtLine, describePeriod, lastBookableDate, venueToday, type Slot } from '../../lib/venue-time.js';
import { hasActiveMembershipWithin } from '../account/memberships/index.js';
import { refundableOnLine } from '../checkout/payments/index.js';
import { historyNote, type HeldLine, type HoldContext, type LineCancellationTerms, type LineDetails, type SoldLine } from '../checkout/products/index.js';
import { readBookingRulesWithin, readCompanySettings, type BookingRules, type CompanySettings } from '../settings/company/index.js';
import { bookingTerms } from './booking-cancellation.js';
import { BookingPart, type Caller, type OnlineBookingInput, type Reader, type SlotChoice, type Tx } from './booking-context.js';
import { assertCourt, courtsAround, insertBooking, slotSpan } from './court-slots.js';
import { bookingById, bookingStatus, bookingSummaries, confirmHeld, expireHeld } from './bookings-repository.js';
import { policySnapshot } from './policy.js';
import type { BookingRow } from './schema.js';

/** What the checkout page says an unpaid court line holds, and what was let go once it ended. */
const COURT_CHECKOUT_WORDS: NonNullable<LineDetails['checkout']> = {
  held: (locale, when) => translator(locale)('checkout.held.court', { when }),
  released: (locale) => translator(locale)('checkout.released.court'),
};

/** What views and receipts add to a court line, from its booking (none when it is gone). */
function courtLineDetails(row: Pick<BookingRow, 'id' | 'court' | 'startsAt' | 'endsAt' | 'status' | 'source' | 'policy'> | undefined): LineDetails {
  const calendarPath = row && (row.status === 'confirmed' || row.status === 'cancelled') ? `/api/bookings/${row.id}/calendar.ics` : null;
  const policyNote = !row
    ? null
    : row.source === 'desk'
      ? 'To cancel, call or visit the front desk.'
      : row.policy
        ? `Cancel online up to ${row.policy.cancellationCutoffHours} hours before the start for a full refund; after that no refund applies.`
        : null;
  const policy = !row
    ? null
    : row.source === 'desk'
      ? { kind: 'desk' as const }
      : row.policy
        ? { kind: 'online' as const, cutoffHours: row.policy.cancellationCutoffHours }
        : null;
  const describe = row ? (locale: Locale, timeZone: string) => describeCourtLine(row.court, row.startsAt, row.endsAt, timeZone, locale) : undefined;
  return { startsAt: row?.startsAt ?? null, endsAt: row?.endsAt ?? null, calendarPath, policyNote, policy, describe, checkout: COURT_CHECKOUT_WORDS };
}

/** The court_booking product's steps on the order registry: hold, fulfil, release, terms, details, calendar. */
export class CourtHolds extends BookingPart {
  /** A member at the hour played books `memberBookingWindowDays` ahead; everyone else `userBookingWindowDays`. */
  private async validateUserLimits(
    caller: Caller,
    rules: BookingRules,
    choice: SlotChoice,
    span: Slot[],
    settings: CompanySettings,
    now: Date,
    member: boolean,
  ) {
    if (caller.isStaff) {
      if (span.at(-1)!.endsAt <= now) throw badRequest('Please correct the highlighted fields.', { startTime: 'That time is over.' }).coded('slot_over');
      return;
    }
    const fields: Record<string, string> = {};
    if (choice.hours > rules.maxBookingHours) fields.hours = `Book at most ${rules.maxBookingHours} hour${rules.maxBookingHours === 1 ? '' : 's'} at a time.`;
    const today = venueToday(now, settings.timeZone);
    const windowDays = member ? Math.max(settings.memberBookingWindowDays, settings.userBookingWindowDays) : settings.userBookingWindowDays;
    const lastDate = lastBookableDate(now, settings.timeZone, windowDays);
    if (choice.date > lastDate) fields.date = `Bookings open ${windowDays} days ahead: choose a date up to ${lastDate}.`;
    else if (choice.date < today || span[0].startsAt <= now)
      fields[choice.startsAt ? 'startsAt' : 'startTime'] = 'That time has already started: choose a later one.';
    if (Object.keys(fields).length) {
      // The first refusal names the code; the params carry every limit the fields speak of.
      const code = fields.hours ? 'max_booking_hours' : fields.date ? 'booking_window' : 'slot_started';
      const params = {
        ...(fields.hours ? { hours: rules.maxBookingHours } : {}),
        ...(fields.date ? { days: windowDays, lastDate } : {}),
      };
      throw badRequest('Please correct the highlighted fields.', fields).coded(code, params);
    }
  }

  /**
   * The court_booking product's hold step, inside the order's transaction: checks the caller's
   * limits, prices the hours (member or default price) and inserts the held booking on the best
   * court. Online holds are for the caller; desk holds are for a member or a walk-in. Member price
   * and window follow the account holder's membership at the hour played, not at the booking.
   */
  async holdCourt(ctx: HoldContext, input: OnlineBookingInput): Promise<HeldLine> {
    const { tx, now, settings, buyer, customer, channel, order } = ctx;
    // From the app's memory when it holds them, else in the transaction (never a miss through the app's handle).
    const rules = await readBookingRulesWithin(tx, this.db);
    assertCourt(input.court, settings);
    const span = slotSpan(daySchedule(settings, input.date), input);
    const start = span[0].startsAt;
    const end = span.at(-1)!.endsAt;
    const member = customer.userId ? await hasActiveMembershipWithin(tx, this.db, customer.userId, start) : false;
    if (channel === 'desk') {
      if (span.at(-1)!.endsAt <= now) throw badRequest('Please correct the highlighted fields.', { startTime: 'That time is over.' }).coded('slot_over');
    } else {
      await this.validateUserLimits(buyer, rules, input, span, settings, now, member);
    }
    const when = describePeriod(start, end, settings.timeZone);
    const limited = channel === 'online' && !buyer.isStaff && customer.userId ? customer.userId : null;
    const { busy, upcoming } = await courtsAround(this.orders, tx, start, end, now, limited);
    if (limited !== null && upcoming >= rules.maxUpcomingBookingsPerMember) {
      throw conflict(
        `You already have ${upcoming} upcoming booking${upcoming === 1 ? '' : 's'}, the most a member may hold at once. Cancel one or book again after one has passed.`,
      ).coded('max_upcoming_bookings', { count: upcoming });
    }
    const perHour = member ? settings.memberOneHourRentalPrice : settings.defaultOneHourRentalPrice;
    const booking = await insertBooking(
      tx,
      { requested: input.court, date: input.date, settings, span, staff: buyer.isStaff || channel === 'desk', now, when, busy },
      {
        startsAt: start,
        endsAt: end,
        status: 'held',
        source: channel === 'desk' ? 'desk' : 'online',
        userId: customer.userId,
        orderId: order.id,
        createdById: buyer.id,
        priceCents: perHour * input.hours,
        policy: policySnapshot(rules),
        walkInName: customer.userId ? null : customer.name,
        holdExpiresAt: ctx.holdExpiresAt,
        createdAt: now,
        updatedAt: now,
      },
    );
    // In the buyer's language (the order's): the checkout page and the order's lines show it as sold.
    const description = describeCourtLine(booking.court, start, end, settings.timeZone, order.locale ?? 'en-CA');
    return {
      reference: String(booking.id),
      description,
      unitPriceCents: perHour,
      quantity: input.hours,
      participantUserId: customer.userId,
      note:
        channel === 'desk'
          ? historyNote('court_booked_at_desk', { description, customer: customer.userId ? 'member' : 'walk_in', name: customer.name ?? '' })
          : historyNote('court_held', { description, priceCents: perHour, rate: member ? 'member' : 'default' }),
      record: booking,
      details: courtLineDetails(booking),
    };
  }

  /** The product's fulfil step: the held (or lapsed) booking is confirmed, unless its court was taken meanwhile. */
  async fulfilCourt(tx: Tx, line: SoldLine, now: Date): Promise<'fulfilled' | 'gone'> {
    const id = Number(line.reference);
    // A line still held under the order's lock holds its court: confirming it cannot overlap another
    // booking, so it needs no savepoint (two statements fewer). Anything else takes the careful path.
    if (line.status === 'held' && (await confirmHeld(tx, id, now, ['held']))) return 'fulfilled';
    try {
      // A savepoint: if the court was taken meanwhile, only this attempt rolls back.
      if (await tx.transaction((savepoint) => confirmHeld(savepoint, id, now))) return 'fulfilled';
    } catch (error) {
      if (!isOverlapError(error)) throw error;
      return 'gone';
    }
    return (await bookingStatus(tx, id)) === 'confirmed' ? 'fulfilled' : 'gone';
  }

  /** The product's release step: a held booking frees its court at once. */
  async releaseCourt(tx: Tx, line: SoldLine, now: Date) {
    await expireHeld(tx, Number(line.reference), now);
  }

  /** The product's cancellation terms for a line, under the policy kept on its booking. */
  async lineCancellationTerms(db: Reader, line: SoldLine, now: Date): Promise<LineCancellationTerms> {
    const booking = await bookingById(db, Number(line.reference));
    if (!booking) return { cancellable: false, reason: 'This booking no longer exists.', refundCents: 0 };
    const { timeZone } = await readCompanySettings(db as Database);
    const terms = bookingTerms(booking, now, timeZone, await refundableOnLine(db, line));
    return { cancellable: terms.cancellable, reason: terms.reason, refundCents: terms.refundAmountCents };
  }

  /** What views and receipts add to court lines: when they are, and their calendar file. */
  async lineDetails(db: Reader, lines: SoldLine[]): Promise<Map<number, LineDetails>> {
    const ids = lines.map((line) => Number(line.reference)).filter((id) => Number.isInteger(id) && id > 0);
    const rows = await bookingSummaries(db, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return new Map(
      lines.map((line) => {
        const row = byId.get(Number(line.reference));
        // The receipt's calendar file from the same row (lineCalendar would read the booking again).
        const calendarFile = (locale: Locale, timeZone: string) =>
          row?.status === 'confirmed' ? { filename: `courtside-booking-${row.id}.ics`, content: this.notices.calendar(row, timeZone, false, locale) } : null;
        return [line.id, { ...courtLineDetails(row), calendarFile }];
      }),
    );
  }

  /** The calendar file a receipt e-mail attaches for a court line. */
  async lineCalendar(db: Reader, line: SoldLine, locale: Locale = 'en-CA') {
    const booking = await bookingById(db, Number(line.reference));
    if (!booking || booking.status !== 'confirmed') return null;
    const { timeZone } = await readCompanySettings(db as Database);
    return { filename: `courtside-booking-${booking.id}.ics`, content: this.notices.calendar(booking, timeZone, false, locale) };
  }
}
