import { and, asc, count, desc, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { bookings, orders, payments, refunds, users, type BookingRow, type OrderRow } from '../db/schema.js';
import { badRequest, conflict, HttpError, notFound } from '../lib/http-error.js';
import type { CompanySettings } from '../routes/company-settings/index.js';
import { isDeadlockError, isOverlapError } from '../payments/db-errors.js';
import type { PaymentsService } from '../payments/payments-service.js';
import { hasActiveMembership, type Caller } from './caller.js';
import { toBookingView, type BookingView } from './booking-views.js';
import type { BookingNotifications } from './notifications.js';
import { policySnapshot, readBookingRules, readCompanySettings, type BookingRules } from './rules.js';
import { daySchedule, describeInstant, describePeriod, formatMoney, lastBookableDate, venueToday, wallClock, type DaySchedule, type Slot } from './venue-time.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Pick<Database, 'select'>;

/** Where a booking starts: a wall-clock label (first occurrence on a DST day) or the exact instant. */
export interface SlotChoice {
  date: string;
  startTime?: string;
  startsAt?: string;
  hours: number;
}

export interface OnlineBookingInput extends SlotChoice {
  court: number | 'any';
}

export type DeskBookingInput = SlotChoice & { court: number | 'any' } & (
    | { kind: 'member'; userId: number }
    | { kind: 'walk-in'; name: string; email?: string }
  );

export interface BlockInput extends SlotChoice {
  court: number;
  reason: string;
}

const range = (start: Date, end: Date) => sql`tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`;

/** Live bookings occupy their court: confirmed, blocked, and held until the hold runs out. */
const live = (now: Date): SQL =>
  or(
    inArray(bookings.status, ['confirmed', 'blocked']),
    and(eq(bookings.status, 'held'), gt(bookings.holdExpiresAt, now)),
  )!;

const courtsOf = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Advisory-lock namespace for "one writer at a time per court and venue date" ('CTSD'). */
const COURT_DAY_LOCK = 0x43545344;

/**
 * Two transactions inserting overlapping rows at the same instant each see the other's
 * uncommitted row and wait for each other, which only PostgreSQL's deadlock detector resolves (a
 * second later). Taking this lock first orders them: the second sees the first's committed row and
 * fails at once. Bookings never cross a venue date, so court and date cover every overlap.
 */
async function lockCourtDay(tx: Tx, court: number, date: string) {
  const day = Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  await tx.execute(sql`select pg_advisory_xact_lock(${COURT_DAY_LOCK}::int, ${court * 100_000 + day}::int)`);
}

export class BookingService {
  constructor(
    private readonly db: Database,
    private readonly payments: PaymentsService,
    private readonly notices: BookingNotifications,
    private readonly now: () => Date,
    private readonly appOrigin: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  // ── Availability ────────────────────────────────────────────────────────────────────────────

  async availability(date: string, caller: Caller | null) {
    const now = this.now();
    const [settings, rules] = await Promise.all([readCompanySettings(this.db), readBookingRules(this.db)]);
    const schedule = daySchedule(settings, date);
    const staff = caller?.isStaff ?? false;
    const member = caller ? await hasActiveMembership(this.db, caller.id, now) : false;
    const today = venueToday(now, settings.timeZone);
    const lastDate = lastBookableDate(now, settings.timeZone, settings.userBookingWindowDays);
    const busy = schedule.slots.length ? await this.busyCourts(this.db, schedule.slots[0].startsAt, schedule.slots.at(-1)!.endsAt, now) : [];
    const offered = this.offeredCourts(settings, schedule.slots, busy, staff);

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
      bookableDates: staff ? null : { from: today, to: lastDate },
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
          startsAt: slot.startsAt.toISOString(),
          endsAt: slot.endsAt.toISOString(),
          openCourts,
          bookable: reason === null && openCourts.length > 0,
          reason: reason ?? (openCourts.length === 0 ? ('full' as const) : null),
        };
      }),
    };
  }

  /** Stripe will not hold a checkout for less than half an hour; the hold is never shorter than that. */
  holdMinutes(rules: BookingRules) {
    return Math.max(rules.checkoutHoldMinutes, this.payments.active.minimumHoldMinutes);
  }

  private async busyCourts(db: Reader, start: Date, end: Date, now: Date) {
    return db
      .select({ court: bookings.court, startsAt: bookings.startsAt, endsAt: bookings.endsAt })
      .from(bookings)
      .where(and(live(now), sql`${bookings.during} && ${range(start, end)}`));
  }

  /**
   * Per slot, the courts offered: every free court for staff; for members and visitors the
   * lowest-numbered free courts, at most maxNumberOfOnlineOpenCourtsShown of them.
   */
  private offeredCourts(settings: CompanySettings, slots: Slot[], busy: { court: number; startsAt: Date; endsAt: Date }[], staff: boolean) {
    return slots.map((slot) => {
      const taken = new Set(busy.filter((b) => b.startsAt < slot.endsAt && b.endsAt > slot.startsAt).map((b) => b.court));
      const free = courtsOf(settings.numberOfCourts).filter((court) => !taken.has(court));
      return staff ? free : free.slice(0, settings.maxNumberOfOnlineOpenCourtsShown);
    });
  }

  // ── Making bookings ────────────────────────────────────────────────────────────────────────

  private span(schedule: DaySchedule, choice: SlotChoice): Slot[] {
    if (schedule.closed) throw badRequest('The venue is closed that day.', { date: 'The venue is closed that day.' });
    const index = choice.startsAt
      ? schedule.slots.findIndex((slot) => slot.startsAt.getTime() === Date.parse(choice.startsAt!))
      : schedule.slots.findIndex((slot) => slot.startTime === choice.startTime);
    if (index < 0) {
      const field = choice.startsAt ? 'startsAt' : 'startTime';
      throw badRequest('Please correct the highlighted fields.', {
        [field]: `No booking starts then: bookings start on the hour from ${schedule.slots[0].startTime} to ${schedule.slots.at(-1)!.startTime}.`,
      });
    }
    const room = schedule.slots.length - index;
    if (choice.hours > room) {
      throw badRequest('Please correct the highlighted fields.', {
        hours: `The venue closes at ${schedule.closesAt}: from ${schedule.slots[index].startTime} you can book at most ${room} hour${room === 1 ? '' : 's'}.`,
      });
    }
    return schedule.slots.slice(index, index + choice.hours);
  }

  /** Courts the caller may take for the whole span, lowest first, with why a named court is refused. */
  private async candidates(tx: Tx, settings: CompanySettings, span: Slot[], staff: boolean, now: Date) {
    const busy = await this.busyCourts(tx, span[0].startsAt, span.at(-1)!.endsAt, now);
    const offered = this.offeredCourts(settings, span, busy, staff);
    const all = courtsOf(settings.numberOfCourts);
    const taken = new Set(busy.map((b) => b.court));
    return { courts: all.filter((court) => offered.every((list) => list.includes(court))), taken };
  }

  /** The courts to try, best first; throws the 409 the UI shows when there is none. */
  private chooseCourts(requested: number | 'any', found: { courts: number[]; taken: Set<number> }, when: string): number[] {
    if (requested === 'any') {
      if (found.courts.length === 0) throw conflict(`No court is free for the whole of ${when}. Please choose another time or fewer hours.`);
      return found.courts;
    }
    if (found.taken.has(requested)) throw conflict(`Court ${requested} is already booked during ${when}. Please choose another court or time.`);
    if (!found.courts.includes(requested)) {
      const others = found.courts.length ? `courts ${found.courts.join(', ')} are` : 'no other court is';
      throw conflict(`Court ${requested} is not offered online during ${when}; ${others} (or choose "any").`);
    }
    return [requested];
  }

  /**
   * Inserts the booking on the best court the caller may take, in a savepoint. When a concurrent
   * booking wins the court (the exclusion constraint answers 23P01), the candidates are read again,
   * from a fresh snapshot, and the next one is tried: "any court" keeps going while a court is
   * offered, and a named court ends with the message for what now holds it.
   */
  private async insertBooking(
    tx: Tx,
    input: { requested: number | 'any'; date: string; settings: CompanySettings; span: Slot[]; staff: boolean; now: Date; when: string },
    values: Omit<typeof bookings.$inferInsert, 'court'>,
  ) {
    for (let attempt = 0; attempt <= input.settings.numberOfCourts + 2; attempt += 1) {
      const found = await this.candidates(tx, input.settings, input.span, input.staff, input.now);
      const [court] = this.chooseCourts(input.requested, found, input.when);
      try {
        const [row] = await tx.transaction(async (savepoint) => {
          await lockCourtDay(savepoint, court, input.date);
          return savepoint.insert(bookings).values({ ...values, court }).returning();
        });
        return row;
      } catch (error) {
        if (!isOverlapError(error) && !isDeadlockError(error)) throw error;
      }
    }
    throw conflict(`Someone has just booked that time. Please choose another time or court.`);
  }

  private async validateUserLimits(caller: Caller, rules: BookingRules, choice: SlotChoice, span: Slot[], settings: CompanySettings, now: Date) {
    if (caller.isStaff) {
      if (span.at(-1)!.endsAt <= now) throw badRequest('Please correct the highlighted fields.', { startTime: 'That time is over.' });
      return;
    }
    const fields: Record<string, string> = {};
    if (choice.hours > rules.maxBookingHours) fields.hours = `Book at most ${rules.maxBookingHours} hour${rules.maxBookingHours === 1 ? '' : 's'} at a time.`;
    const today = venueToday(now, settings.timeZone);
    const lastDate = lastBookableDate(now, settings.timeZone, settings.userBookingWindowDays);
    if (choice.date > lastDate) fields.date = `Bookings open ${settings.userBookingWindowDays} days ahead: choose a date up to ${lastDate}.`;
    else if (choice.date < today || span[0].startsAt <= now) fields[choice.startsAt ? 'startsAt' : 'startTime'] = 'That time has already started: choose a later one.';
    if (Object.keys(fields).length) throw badRequest('Please correct the highlighted fields.', fields);
  }

  /** A member's (or visitor's) booking: hold the court, then send them to the provider's checkout. */
  async createOnline(caller: Caller, input: OnlineBookingInput) {
    const now = this.now();
    const [settings, rules] = await Promise.all([readCompanySettings(this.db), readBookingRules(this.db)]);
    this.assertCourt(input.court, settings);
    const schedule = daySchedule(settings, input.date);
    const span = this.span(schedule, input);
    await this.validateUserLimits(caller, rules, input, span, settings, now);

    const start = span[0].startsAt;
    const end = span.at(-1)!.endsAt;
    const when = describePeriod(start, end, settings.timeZone);
    const member = await hasActiveMembership(this.db, caller.id, now);
    const perHour = member ? settings.memberOneHourRentalPrice : settings.defaultOneHourRentalPrice;
    const amountCents = perHour * input.hours;
    const holdExpiresAt = new Date(now.getTime() + this.holdMinutes(rules) * 60_000);
    const free = amountCents === 0;

    const { order, booking } = await this.db.transaction(async (tx) => {
      // One booking at a time per member, so two tabs cannot both squeeze under the limit.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, caller.id)).for('update');
      await this.payments.releaseStaleHolds(tx, start, end, now);
      if (!caller.isStaff) {
        const [{ upcoming }] = await tx
          .select({ upcoming: count() })
          .from(bookings)
          .where(and(eq(bookings.userId, caller.id), gt(bookings.endsAt, now), live(now)));
        if (upcoming >= rules.maxUpcomingBookingsPerMember) {
          throw conflict(
            `You already have ${upcoming} upcoming booking${upcoming === 1 ? '' : 's'}, the most a member may hold at once. Cancel one or book again after one has passed.`,
          );
        }
      }
      // Refuse early (before writing an order) when nothing the caller may take is free.
      this.chooseCourts(input.court, await this.candidates(tx, settings, span, caller.isStaff, now), when);
      const [order] = await tx
        .insert(orders)
        .values({
          userId: caller.id,
          createdById: caller.id,
          provider: this.payments.active.name,
          status: free ? 'paid' : 'awaiting_payment',
          amountCents,
          currency: 'CAD',
          description: `Court rental, ${when}`,
          customerEmail: caller.email,
          holdExpiresAt: free ? null : holdExpiresAt,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const booking = await this.insertBooking(
        tx,
        { requested: input.court, date: input.date, settings, span, staff: caller.isStaff, now, when },
        {
          startsAt: start,
          endsAt: end,
          status: free ? 'confirmed' : 'held',
          source: 'online',
          userId: caller.id,
          orderId: order.id,
          createdById: caller.id,
          priceCents: amountCents,
          policy: policySnapshot(rules),
          holdExpiresAt: free ? null : holdExpiresAt,
          createdAt: now,
          updatedAt: now,
        },
      );
      await this.payments.note(
        tx,
        order,
        free
          ? `Court ${booking.court} booked for ${when}; nothing to pay, confirmed at once`
          : `Court ${booking.court} held for ${when} until ${holdExpiresAt.toISOString()} at ${formatMoney(perHour)} per hour (${member ? 'member' : 'default'} price)`,
      );
      return { order, booking };
    });

    const base = {
      orderId: order.id,
      booking: toBookingView(booking, settings.timeZone),
      amountCents,
      currency: 'CAD' as const,
      price: { perHourCents: perHour, kind: member ? ('member' as const) : ('default' as const) },
    };
    if (free) {
      await this.notices.bookingConfirmed(order.id);
      return { ...base, status: 'confirmed' as const, checkoutUrl: null, sessionId: null, expiresAt: null };
    }

    try {
      const checkout = await this.payments.openCheckout(order, {
        lineItems: [{ name: `Court ${booking.court} rental, ${when}`, quantity: input.hours, unitAmountCents: perHour }],
        customerEmail: caller.email,
        successUrl: `${this.appOrigin}/redirect/checkout-success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${this.appOrigin}/redirect/checkout-cancel?session_id={CHECKOUT_SESSION_ID}`,
      });
      return {
        ...base,
        booking: { ...base.booking, checkoutUrl: checkout.url },
        status: 'held' as const,
        checkoutUrl: checkout.url,
        sessionId: checkout.sessionId,
        expiresAt: holdExpiresAt.toISOString(),
      };
    } catch (error) {
      this.log.error({ err: error, orderId: order.id }, 'could not open a checkout; releasing the hold');
      await this.payments.releaseHold(order.id, 'failed', `Could not open the checkout: ${(error as Error).message}`);
      throw new HttpError(502, 'The payment service did not answer, so nothing was booked or charged. Please try again in a moment.');
    }
  }

  /** Staff at the desk: a booking for a member or a walk-in, paid there and confirmed at once. */
  async createDesk(staff: Caller, input: DeskBookingInput) {
    const now = this.now();
    const settings = await readCompanySettings(this.db);
    const rules = await readBookingRules(this.db);
    this.assertCourt(input.court, settings);
    const span = this.span(daySchedule(settings, input.date), input);
    if (span.at(-1)!.endsAt <= now) throw badRequest('Please correct the highlighted fields.', { startTime: 'That time is over.' });
    const start = span[0].startsAt;
    const end = span.at(-1)!.endsAt;
    const when = describePeriod(start, end, settings.timeZone);

    let customer: { userId: number | null; email: string | null; walkInName: string | null; member: boolean };
    if (input.kind === 'member') {
      const [user] = await this.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, input.userId));
      if (!user) throw badRequest('Please correct the highlighted fields.', { userId: 'There is no account with that id.' });
      customer = { userId: user.id, email: user.email, walkInName: null, member: await hasActiveMembership(this.db, user.id, now) };
    } else {
      customer = { userId: null, email: input.email ?? null, walkInName: input.name, member: false };
    }
    const perHour = customer.member ? settings.memberOneHourRentalPrice : settings.defaultOneHourRentalPrice;
    const amountCents = perHour * input.hours;

    const { order, booking } = await this.db.transaction(async (tx) => {
      await this.payments.releaseStaleHolds(tx, start, end, now);
      this.chooseCourts(input.court, await this.candidates(tx, settings, span, true, now), when);
      const [order] = await tx
        .insert(orders)
        .values({
          userId: customer.userId,
          createdById: staff.id,
          provider: 'desk',
          status: 'paid',
          amountCents,
          currency: 'CAD',
          description: `Court rental at the desk, ${when}`,
          customerEmail: customer.email,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (amountCents > 0) {
        await tx.insert(payments).values({ orderId: order.id, provider: 'desk', providerPaymentId: `desk_${order.id}`, amountCents, currency: 'CAD', createdAt: now });
      }
      const booking = await this.insertBooking(
        tx,
        { requested: input.court, date: input.date, settings, span, staff: true, now, when },
        {
          startsAt: start,
          endsAt: end,
          status: 'confirmed',
          source: 'desk',
          userId: customer.userId,
          orderId: order.id,
          createdById: staff.id,
          priceCents: amountCents,
          policy: policySnapshot(rules),
          walkInName: customer.walkInName,
          createdAt: now,
          updatedAt: now,
        },
      );
      await this.payments.note(
        tx,
        order,
        `Court ${booking.court} booked for ${when} at the front desk by staff #${staff.id} for ${customer.walkInName ? `walk-in ${customer.walkInName}` : `member #${customer.userId}`}; ${formatMoney(amountCents)} paid at the desk`,
      );
      return { order, booking };
    });
    await this.notices.bookingConfirmed(order.id);
    return toBookingView(booking, settings.timeZone);
  }

  /** Staff: take a court out of play (maintenance, an event). Fails on any live booking in the way. */
  async block(staff: Caller, input: BlockInput) {
    const now = this.now();
    const settings = await readCompanySettings(this.db);
    this.assertCourt(input.court, settings);
    const span = this.span(daySchedule(settings, input.date), input);
    const start = span[0].startsAt;
    const end = span.at(-1)!.endsAt;
    if (end <= now) throw badRequest('Please correct the highlighted fields.', { startTime: 'That time is over.' });
    const when = describePeriod(start, end, settings.timeZone);
    const row = await this.db.transaction(async (tx) => {
      await this.payments.releaseStaleHolds(tx, start, end, now);
      try {
        const [row] = await tx.transaction(async (savepoint) => {
          await lockCourtDay(savepoint, input.court, input.date);
          return savepoint
            .insert(bookings)
            .values({ court: input.court, startsAt: start, endsAt: end, status: 'blocked', source: 'maintenance', blockReason: input.reason, createdById: staff.id, createdAt: now, updatedAt: now })
            .returning();
        });
        return row;
      } catch (error) {
        if (!isOverlapError(error)) throw error;
        throw conflict(`Court ${input.court} has a booking or block during ${when}; cancel it first.`);
      }
    });
    return toBookingView(row, settings.timeZone);
  }

  private assertCourt(court: number | 'any', settings: CompanySettings) {
    if (court !== 'any' && court > settings.numberOfCourts) {
      throw badRequest('Please correct the highlighted fields.', { court: `The venue has courts 1 to ${settings.numberOfCourts}.` });
    }
  }

  // ── Reading bookings ───────────────────────────────────────────────────────────────────────

  async load(bookingId: number): Promise<{ booking: BookingRow; order: OrderRow | null } | null> {
    const [row] = await this.db.select({ booking: bookings, order: orders }).from(bookings).leftJoin(orders, eq(orders.id, bookings.orderId)).where(eq(bookings.id, bookingId));
    return row ?? null;
  }

  /** A booking the caller may see: their own, or any for staff. Others' answer 404, as if absent. */
  async visibleTo(caller: Caller, bookingId: number) {
    const found = await this.load(bookingId);
    if (!found || (!caller.isStaff && found.booking.userId !== caller.id)) throw notFound('There is no such booking.');
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
    const upcoming = and(gt(bookings.endsAt, now), live(now));
    const rows = await this.db
      .select({ booking: bookings, order: orders })
      .from(bookings)
      .leftJoin(orders, eq(orders.id, bookings.orderId))
      .where(
        and(
          eq(bookings.userId, caller.id),
          // Released holds were never bookings in the member's eyes.
          scope === 'upcoming' ? upcoming : and(sql`not (${upcoming})`, ne(bookings.status, 'expired')),
        ),
      )
      .orderBy(scope === 'upcoming' ? asc(bookings.startsAt) : desc(bookings.startsAt))
      .limit(200);
    return rows.map(({ booking, order }) => toBookingView(booking, timeZone, order));
  }

  async calendar(caller: Caller, bookingId: number) {
    const { booking } = await this.visibleTo(caller, bookingId);
    if (booking.status !== 'confirmed' && booking.status !== 'cancelled') throw notFound('Only confirmed bookings have a calendar file.');
    const { timeZone } = await readCompanySettings(this.db);
    return { filename: `courtside-booking-${booking.id}.ics`, content: this.notices.calendar(booking, timeZone, booking.status === 'cancelled') };
  }

  // ── Cancelling ─────────────────────────────────────────────────────────────────────────────

  /** What cancelling now would mean, under the policy the booking was made with. */
  terms(booking: BookingRow, now: Date, timeZone: string) {
    const policy = booking.policy ?? { cancellationCutoffHours: 0, refundBeforeCutoff: 'full' as const, refundAfterCutoff: 'none' as const };
    const cutoffAt = new Date(booking.startsAt.getTime() - policy.cancellationCutoffHours * 3_600_000);
    const beforeCutoff = now < cutoffAt;
    const refund = beforeCutoff ? ('full' as const) : ('none' as const);
    const refundAmountCents = beforeCutoff ? booking.priceCents : 0;
    let reason: string | null = null;
    if (booking.status !== 'confirmed') reason = booking.status === 'held' ? 'This booking is still waiting for payment: cancel the checkout instead.' : `This booking is ${booking.status}.`;
    else if (booking.source !== 'online') reason = 'This booking was made at the front desk: please call or visit to cancel it.';
    else if (booking.startsAt <= now) reason = 'This booking has already started.';
    const cutoffText = describeInstant(cutoffAt, timeZone);
    return {
      bookingId: booking.id,
      cancellable: reason === null,
      reason,
      refund,
      refundAmountCents,
      currency: 'CAD' as const,
      startsAt: booking.startsAt.toISOString(),
      cutoffAt: cutoffAt.toISOString(),
      policy,
      message:
        reason ??
        (beforeCutoff
          ? `Cancel before ${cutoffText} for a full refund of ${formatMoney(refundAmountCents)}.`
          : `The free-cancellation cutoff passed on ${cutoffText}: cancelling now gives no refund.`),
    };
  }

  async cancellationTerms(caller: Caller, bookingId: number) {
    const { booking } = await this.visibleTo(caller, bookingId);
    if (booking.userId !== caller.id) throw notFound('There is no such booking.');
    const { timeZone } = await readCompanySettings(this.db);
    return this.terms(booking, this.now(), timeZone);
  }

  /** The member cancels their own booking: refund in full before the cutoff, nothing after. */
  async cancelByMember(caller: Caller, bookingId: number, expectedRefund?: 'full' | 'none') {
    const found = await this.visibleTo(caller, bookingId);
    if (found.booking.userId !== caller.id) throw notFound('There is no such booking.');
    const { timeZone } = await readCompanySettings(this.db);
    const now = this.now();
    const result = await this.db.transaction(async (tx) => {
      const { booking, order } = await this.lockForChange(tx, bookingId);
      const terms = this.terms(booking, now, timeZone);
      if (!terms.cancellable) throw conflict(terms.reason!);
      if (expectedRefund && expectedRefund !== terms.refund) {
        throw conflict(
          terms.refund === 'none'
            ? 'The free-cancellation cutoff has just passed: cancelling now gives no refund. Confirm again to cancel anyway.'
            : 'Cancelling now gives a full refund. Confirm again to cancel.',
        );
      }
      const cancelled = await this.markCancelled(tx, booking, caller.id, 'Cancelled by the member', now);
      const refundId = terms.refundAmountCents > 0 && order ? await this.queueBookingRefund(tx, order, booking, terms.refundAmountCents, 'cancellation', caller.id) : null;
      if (order) {
        await this.payments.note(
          tx,
          order,
          `Booking #${booking.id} cancelled by the member ${terms.refund === 'full' ? `before the cutoff; refund of ${formatMoney(terms.refundAmountCents)} requested` : 'after the cutoff; no refund'}`,
        );
      }
      return { cancelled, refundId };
    });
    return this.afterCancel(result.cancelled, result.refundId, false, timeZone);
  }

  /** Staff cancel anything live, with or without a refund of what was paid. */
  async cancelByStaff(staff: Caller, bookingId: number, options: { refund: boolean; reason?: string }) {
    if (!(await this.load(bookingId))) throw notFound('There is no such booking.');
    const { timeZone } = await readCompanySettings(this.db);
    const now = this.now();
    const result = await this.db.transaction(async (tx) => {
      const { booking, order } = await this.lockForChange(tx, bookingId);
      if (!['held', 'confirmed', 'blocked'].includes(booking.status)) throw conflict(`This booking is already ${booking.status}.`);
      const cancelled = await this.markCancelled(tx, booking, staff.id, options.reason ?? (booking.status === 'blocked' ? 'Block removed by staff' : 'Cancelled by staff'), now);
      let refundId: number | null = null;
      let closeCheckout: string | null = null;
      if (order && booking.status === 'held' && order.status === 'awaiting_payment') {
        await this.payments.setStatus(tx, order.id, 'cancelled', `Held booking #${booking.id} cancelled by staff #${staff.id} before payment`);
        closeCheckout = order.providerSessionId;
      } else if (order && booking.status === 'confirmed') {
        const paid = await this.paidFor(tx, order.id);
        const amount = Math.min(booking.priceCents, paid);
        if (options.refund && amount > 0) refundId = await this.queueBookingRefund(tx, order, booking, amount, 'cancellation-by-staff', staff.id);
        await this.payments.note(
          tx,
          order,
          `Booking #${booking.id} cancelled by staff #${staff.id}${options.reason ? ` (${options.reason})` : ''}; ${refundId ? `refund of ${formatMoney(amount)} requested` : 'no refund'}`,
        );
      }
      return { cancelled, refundId, closeCheckout, order, wasBlock: booking.status === 'blocked' };
    });
    if (result.closeCheckout && result.order && result.order.provider !== 'desk') {
      await this.payments
        .provider(result.order.provider)
        .expireCheckout(result.closeCheckout)
        .catch((error: unknown) => this.log.warn({ err: error, orderId: result.order!.id }, 'could not close the checkout of a cancelled hold'));
    }
    if (result.wasBlock) return { booking: toBookingView(result.cancelled, timeZone), refund: null };
    return this.afterCancel(result.cancelled, result.refundId, true, timeZone);
  }

  private async afterCancel(booking: BookingRow, refundId: number | null, byStaff: boolean, timeZone: string) {
    const refund = refundId ? await this.payments.processRefund(refundId, { notify: false }) : null;
    await this.notices.bookingCancelled(booking, refund ? refund.amountCents : null, byStaff);
    return {
      booking: toBookingView(booking, timeZone),
      refund: refund ? { id: refund.id, amountCents: refund.amountCents, currency: 'CAD' as const, status: refund.status } : null,
    };
  }

  /** Orders before bookings, always: the same lock order as fulfilment, so the two never deadlock. */
  private async lockForChange(tx: Tx, bookingId: number) {
    const [peek] = await tx.select({ orderId: bookings.orderId }).from(bookings).where(eq(bookings.id, bookingId));
    const [order] = peek?.orderId ? await tx.select().from(orders).where(eq(orders.id, peek.orderId)).for('update') : [];
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!booking) throw notFound('There is no such booking.');
    return { booking, order: order ?? null };
  }

  private async markCancelled(tx: Tx, booking: BookingRow, byId: number, reason: string, now: Date) {
    const [row] = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: now, cancelledById: byId, cancelReason: reason, holdExpiresAt: null, updatedAt: now })
      .where(eq(bookings.id, booking.id))
      .returning();
    return row;
  }

  private async paidFor(tx: Tx, orderId: string) {
    const [{ paid }] = await tx.select({ paid: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` }).from(payments).where(eq(payments.orderId, orderId));
    const [{ refunded }] = await tx
      .select({ refunded: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, ['pending', 'succeeded'])));
    return Number(paid) - Number(refunded);
  }

  private async queueBookingRefund(tx: Tx, order: OrderRow, booking: BookingRow, amountCents: number, reason: string, byId: number) {
    const [payment] = await tx.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.id)).limit(1);
    if (!payment) return null;
    return this.payments.queueRefund(tx, { order, payment, amountCents: Math.min(amountCents, payment.amountCents), reason, key: `refund-booking-${booking.id}`, bookingId: booking.id, createdById: byId });
  }

  // ── Staff overview ─────────────────────────────────────────────────────────────────────────

  async dayOverview(date: string) {
    const now = this.now();
    const settings = await readCompanySettings(this.db);
    const schedule = daySchedule(settings, date);
    const dayStart = wallClock(date, 0, settings.timeZone).toJSDate();
    const dayEnd = wallClock(date, 1440, settings.timeZone).toJSDate();
    const rows = await this.db
      .select({
        booking: bookings,
        order: orders,
        user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
        paidCents: sql<number>`(select coalesce(sum(${payments.amountCents}), 0)::int from ${payments} where ${payments.orderId} = ${bookings.orderId})`,
        refundedCents: sql<number>`(select coalesce(sum(${refunds.amountCents}), 0)::int from ${refunds} where ${refunds.orderId} = ${bookings.orderId} and ${refunds.status} = 'succeeded')`,
      })
      .from(bookings)
      .leftJoin(orders, eq(orders.id, bookings.orderId))
      .leftJoin(users, eq(users.id, bookings.userId))
      .where(and(sql`${bookings.during} && ${range(dayStart, dayEnd)}`, ne(bookings.status, 'expired')))
      .orderBy(asc(bookings.court), asc(bookings.startsAt), asc(bookings.id));

    const items = rows.map(({ booking, order, user, paidCents, refundedCents }) => ({
        ...toBookingView(booking, settings.timeZone, order),
        who:
          booking.source === 'maintenance'
            ? { kind: 'maintenance' as const, userId: null, name: booking.blockReason ?? 'Blocked', email: null }
            : user
              ? { kind: 'member' as const, userId: user.id, name: `${user.firstName} ${user.lastName}`, email: user.email }
              : { kind: 'walk-in' as const, userId: null, name: booking.walkInName ?? 'Walk-in', email: order?.customerEmail ?? null },
        live: booking.status === 'confirmed' || booking.status === 'blocked' || (booking.status === 'held' && (booking.holdExpiresAt ?? now) > now),
        order: order
          ? { id: order.id, status: order.status, provider: order.provider, amountCents: order.amountCents, paidCents: Number(paidCents), refundedCents: Number(refundedCents) }
          : null,
      }));
    const grid = courtsOf(settings.numberOfCourts).map((court) => ({
      court,
      cells: schedule.slots.map((slot) => items.find((item) => item.live && item.court === court && Date.parse(item.startsAt) < slot.endsAt.getTime() && Date.parse(item.endsAt) > slot.startsAt.getTime())?.id ?? null),
    }));
    return {
      date,
      timeZone: settings.timeZone,
      closed: schedule.closed,
      opensAt: schedule.opensAt,
      closesAt: schedule.closesAt,
      courts: courtsOf(settings.numberOfCourts),
      slots: schedule.slots.map((slot) => ({ index: slot.index, startTime: slot.startTime, endTime: slot.endTime, startsAt: slot.startsAt.toISOString(), endsAt: slot.endsAt.toISOString() })),
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
