import type { Locale } from '../../lib/request-locale.js';
import { notFound } from '../../lib/http-error.js';
import { addDays, daySchedule, lastBookableDate, venueMidnight, venueToday, venueWallClock } from '../../lib/venue-time.js';
import { hasActiveMembership, membershipRunsUntil } from '../account/memberships/index.js';
import { lineTotalsOf, orderById, ordersByIds, type OrderRow } from '../checkout/orders/index.js';
import { moneyOfOrders } from '../checkout/payments/index.js';
import { readBookingRules, readCompanySettings, taxRates, type BookingRules, type CompanySettings } from '../settings/company/index.js';
import { contactsByIds } from '../users/index.js';
import { BookingPart, COURT_BOOKING, type Caller } from './booking-context.js';
import { toBookingView } from './booking-views.js';
import { bookingById, bookingsBetween, bookingsOfMember } from './bookings-repository.js';
import { courtsOf, offeredCourts } from './court-slots.js';
import type { BookingRow } from './schema.js';

const present = <T>(value: T | null): value is T => value !== null;

/** Reading bookings: availability, one booking, the member's list, calendar files and the staff day overview. */
/** Names program sessions' court blocks in a reader's language (programs plugs it in: booking knows no program). */
export type ProgramBlockNames = (sessionIds: number[], locale: Locale) => Promise<Map<number, string>>;

export class BookingQueries extends BookingPart {
  /** Until programs plugs in its names, a block shows the label it was written with. */
  private programBlockNames: ProgramBlockNames = async () => new Map();

  connectProgramBlockNames(names: ProgramBlockNames): void {
    this.programBlockNames = names;
  }
  /** The orders of these bookings, by id (bookings without an order have none). */
  private async ordersOf(rows: BookingRow[]): Promise<Map<string, OrderRow>> {
    const found = await ordersByIds(this.db, [...new Set(rows.map((row) => row.orderId).filter(present))]);
    return new Map(found.map((order) => [order.id, order]));
  }

  async availability(date: string, caller: Caller | null) {
    const now = this.now();
    const [settings, rules] = await Promise.all([readCompanySettings(this.db), readBookingRules(this.db)]);
    const schedule = daySchedule(settings, date);
    const staff = caller?.isStaff ?? false;
    // Memberships run whole venue days, so being a member on this date holds for every hour of it.
    const dayStart = venueMidnight(date, settings.timeZone);
    const member = caller ? await hasActiveMembership(this.db, caller.id, dayStart > now ? dayStart : now) : false;
    const today = venueToday(now, settings.timeZone);
    const lastDate = lastBookableDate(
      now,
      settings.timeZone,
      member ? Math.max(settings.memberBookingWindowDays, settings.userBookingWindowDays) : settings.userBookingWindowDays,
    );
    const busy = schedule.slots.length ? await this.ctx.busyDays.busy(this.db, date, schedule.slots[0].startsAt, schedule.slots.at(-1)!.endsAt, now) : [];
    const offered = offeredCourts(settings, schedule.slots, busy, staff);

    const beyondWindow = !staff && (date < today || date > lastDate);
    return {
      date,
      timeZone: settings.timeZone,
      closed: schedule.closed,
      opensAt: schedule.opensAt,
      closesAt: schedule.closesAt,
      numberOfCourts: settings.numberOfCourts,
      staffView: staff,
      price: {
        perHourCents: member ? settings.memberOneHourRentalPrice : settings.defaultOneHourRentalPrice,
        kind: member ? ('member' as const) : ('default' as const),
        memberPerHourCents: settings.memberOneHourRentalPrice,
        defaultPerHourCents: settings.defaultOneHourRentalPrice,
        currency: 'CAD' as const,
      },
      // Prices are before tax; the screen says "+ tax" and shows the total with tax before payment.
      taxes: taxRates(settings),
      bookableDates: staff ? null : { from: today, to: await this.lastBookableDay(caller, settings, now) },
      rules: { maxBookingHours: rules.maxBookingHours, cancellationCutoffHours: rules.cancellationCutoffHours, checkoutHoldMinutes: this.holdMinutes(rules) },
      slots: schedule.slots.map((slot, i) => {
        const reason = staff
          ? slot.endsAt <= now
            ? ('past' as const)
            : null
          : slot.startsAt <= now
            ? ('past' as const)
            : beyondWindow
              ? ('beyond-window' as const)
              : null;
        const openCourts = offered[i];
        return {
          index: slot.index,
          startTime: slot.startTime,
          endTime: slot.endTime,
          startsAt: slot.startsAtIso,
          endsAt: slot.endsAtIso,
          openCourts,
          bookable: reason === null && openCourts.length > 0,
          reason: reason ?? (openCourts.length === 0 ? ('full' as const) : null),
        };
      }),
    };
  }

  /**
   * The last date the caller may book: today plus the user window, or further for a member, as far
   * as the member window and their running membership both reach.
   */
  private async lastBookableDay(caller: Caller | null, settings: CompanySettings, now: Date): Promise<string> {
    const userLast = lastBookableDate(now, settings.timeZone, settings.userBookingWindowDays);
    if (!caller || settings.memberBookingWindowDays <= settings.userBookingWindowDays) return userLast;
    const runsUntil = await membershipRunsUntil(this.db, caller.id, now);
    if (!runsUntil) return userLast;
    // The membership's last day: the venue date just before the midnight it ends at.
    const lastMemberDay = addDays(venueWallClock(runsUntil, settings.timeZone).date, -1);
    const memberLast = lastBookableDate(now, settings.timeZone, settings.memberBookingWindowDays);
    const reach = lastMemberDay < memberLast ? lastMemberDay : memberLast;
    return reach > userLast ? reach : userLast;
  }

  /** How long until the next hold on `date` runs out (ms), or null: live availability announces it then. */
  async msUntilNextHoldExpires(date: string): Promise<number | null> {
    const settings = await readCompanySettings(this.db);
    const { slots } = daySchedule(settings, date);
    if (!slots.length) return null;
    const now = this.now();
    const at = await this.ctx.busyDays.nextHoldExpiry(this.db, date, slots[0].startsAt, slots.at(-1)!.endsAt, now);
    return at === null ? null : at - now.getTime();
  }

  /** Stripe will not hold a checkout for less than half an hour; the hold is never shorter than that. */
  holdMinutes(rules: BookingRules) {
    return Math.max(rules.checkoutHoldMinutes, this.payments.active.minimumHoldMinutes);
  }

  async booking(bookingId: number): Promise<BookingRow | null> {
    return bookingById(this.db, bookingId);
  }

  async load(bookingId: number): Promise<{ booking: BookingRow; order: OrderRow | null } | null> {
    const booking = await this.booking(bookingId);
    if (!booking) return null;
    return { booking, order: booking.orderId ? await orderById(this.db, booking.orderId) : null };
  }

  /** A booking the caller may see: their own, or any for staff. Others' answer 404, as if absent. */
  async visibleTo(caller: Caller, bookingId: number) {
    const found = await this.load(bookingId);
    if (!found || (!caller.isStaff && found.booking.userId !== caller.id)) throw notFound('There is no such booking.').coded('booking_not_found');
    return found;
  }

  async view(caller: Caller, bookingId: number) {
    const { booking, order } = await this.visibleTo(caller, bookingId);
    const { timeZone } = await readCompanySettings(this.db);
    return toBookingView(booking, timeZone, order);
  }

  async mine(caller: Caller, scope: 'upcoming' | 'past') {
    const now = this.now();
    const { timeZone } = await readCompanySettings(this.db);
    // Released holds were never bookings in the member's eyes: the past leaves them out.
    const rows = await bookingsOfMember(this.db, caller.id, scope, now);
    const [orderOf, totals] = await Promise.all([
      this.ordersOf(rows),
      lineTotalsOf(
        this.db,
        COURT_BOOKING,
        rows.map((row) => String(row.id)),
      ),
    ]);
    // The member sees what each booking cost them, tax included, as their purchases do.
    return rows.map((booking) =>
      toBookingView(booking, timeZone, booking.orderId ? (orderOf.get(booking.orderId) ?? null) : null, totals.get(String(booking.id)) ?? null),
    );
  }

  async calendar(caller: Caller, bookingId: number, locale: Locale = 'en-CA') {
    const { booking } = await this.visibleTo(caller, bookingId);
    if (booking.status !== 'confirmed' && booking.status !== 'cancelled')
      throw notFound('Only confirmed bookings have a calendar file.').coded('no_calendar_file');
    const { timeZone } = await readCompanySettings(this.db);
    return { filename: `courtside-booking-${booking.id}.ics`, content: this.notices.calendar(booking, timeZone, booking.status === 'cancelled', locale) };
  }

  async dayOverview(date: string, locale: Locale = 'en-CA') {
    const now = this.now();
    const settings = await readCompanySettings(this.db);
    const schedule = daySchedule(settings, date);
    const dayStart = venueMidnight(date, settings.timeZone);
    const dayEnd = venueMidnight(addDays(date, 1), settings.timeZone);
    const rows = await bookingsBetween(this.db, dayStart, dayEnd);
    // A program's block is named in the reader's language (its stored label is the record's, in English).
    const blockNames = await this.programBlockNames([...new Set(rows.map((row) => row.programSessionId).filter(present))], locale);

    // The orders, their money and the members come from their own modules, a fixed number of queries for the day.
    const orderOf = await this.ordersOf(rows);
    const [money, people] = await Promise.all([
      moneyOfOrders(this.db, [...orderOf.keys()]),
      contactsByIds(this.db, [...new Set(rows.map((row) => row.userId).filter(present))]),
    ]);
    const person = new Map(people.map((row) => [row.id, row]));
    const items = rows.map((booking) => {
      const order = booking.orderId ? (orderOf.get(booking.orderId) ?? null) : null;
      const user = booking.userId ? (person.get(booking.userId) ?? null) : null;
      const { paidCents, refundedCents } = (order && money.get(order.id)) ?? { paidCents: 0, refundedCents: 0 };
      return {
        ...toBookingView(booking, settings.timeZone, order),
        who:
          booking.source === 'maintenance'
            ? { kind: 'maintenance' as const, userId: null, name: booking.blockReason ?? 'Blocked', email: null }
            : booking.source === 'program'
              ? {
                  kind: 'program' as const,
                  userId: null,
                  name: (booking.programSessionId !== null ? blockNames.get(booking.programSessionId) : undefined) ?? booking.blockReason ?? 'Drop-in',
                  email: null,
                }
              : user
                ? { kind: 'member' as const, userId: user.id, name: `${user.firstName} ${user.lastName}`, email: user.email }
                : { kind: 'walk-in' as const, userId: null, name: booking.walkInName ?? 'Walk-in', email: order?.customerEmail ?? null },
        live: booking.status === 'confirmed' || booking.status === 'blocked' || (booking.status === 'held' && (booking.holdExpiresAt ?? now) > now),
        order: order
          ? {
              id: order.id,
              status: order.status,
              provider: order.provider,
              amountCents: order.amountCents,
              paidCents: Number(paidCents),
              refundedCents: Number(refundedCents),
            }
          : null,
      };
    });
    const grid = courtsOf(settings.numberOfCourts).map((court) => ({
      court,
      cells: schedule.slots.map(
        (slot) =>
          items.find(
            (item) =>
              item.live && item.court === court && Date.parse(item.startsAt) < slot.endsAt.getTime() && Date.parse(item.endsAt) > slot.startsAt.getTime(),
          )?.id ?? null,
      ),
    }));
    // What members are offered online at each hour (the lowest free courts, up to the setting): the desk sees the other free courts as its own.
    const busy = rows.filter((_, i) => items[i].live).map((row) => ({ court: row.court, startsAt: row.startsAt, endsAt: row.endsAt }));
    const online = offeredCourts(settings, schedule.slots, busy, false);
    return {
      date,
      timeZone: settings.timeZone,
      closed: schedule.closed,
      opensAt: schedule.opensAt,
      closesAt: schedule.closesAt,
      courts: courtsOf(settings.numberOfCourts),
      slots: schedule.slots.map((slot, i) => ({
        index: slot.index,
        startTime: slot.startTime,
        endTime: slot.endTime,
        startsAt: slot.startsAtIso,
        endsAt: slot.endsAtIso,
        onlineCourts: online[i],
      })),
      grid,
      bookings: items,
      totals: {
        confirmedBookings: items.filter((item) => item.status === 'confirmed').length,
        paidCents: items.reduce((total, item) => total + (item.status !== 'held' ? (item.order?.paidCents ?? 0) : 0), 0),
        refundedCents: items.reduce((total, item) => total + (item.order?.refundedCents ?? 0), 0),
      },
    };
  }
}
