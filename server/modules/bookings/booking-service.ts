import { and, asc, count, desc, eq, gt, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { isDeadlockError, isOverlapError } from '../../lib/db-errors.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.js';
import { formatMoney } from '../../lib/money.js';
import { daySchedule, describeCourtLine, describeInstant, describePeriod, lastBookableDate, venueToday, wallClock, type DaySchedule, type Slot } from '../../lib/venue-time.js';
import { hasActiveMembership } from '../memberships/index.js';
import { lineByReference, orders, payments, refundableOnLine, refunds, type OrderLineRow, type OrderRow, type OrderService } from '../orders/index.js';
import type { PaymentsService } from '../payments/index.js';
import type { Buyer, HeldLine, HoldContext, LineCancellationTerms, LineDetails } from '../products/index.js';
import { readBookingRules, readCompanySettings, taxRates, type BookingRules, type CompanySettings } from '../settings/index.js';
import { users } from '../users/index.js';
import { toBookingView, type BookingView } from './booking-views.js';
import type { BookingNotifications } from './notifications.js';
import { policySnapshot } from './policy.js';
import { bookings, type BookingRow } from './schema.js';

/** Who is asking, as far as bookings care: staff see and book every court; members pay less. */
export type Caller = Buyer;

/** The product kind of a court booking on an order line. */
export const COURT_BOOKING = 'court_booking';

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

export type DeskBookingInput = SlotChoice & { court: number | 'any'; paymentMethod?: 'cash' | 'card_terminal'; paymentReference?: string } & (
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
  /** Set once the orders service exists (it is built after this one; see bookings-plugin.ts). */
  orders!: OrderService;

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
      // Prices are before tax; the screen says "+ tax" and shows the total with tax before payment.
      taxes: taxRates(settings),
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

  /**
   * The court_booking product's hold step, inside the order's transaction: checks the caller's
   * limits, prices the hours (member or default price) and inserts the held booking on the best
   * court. Online holds are for the caller; desk holds are for a member or a walk-in.
   */
  async holdCourt(ctx: HoldContext, input: OnlineBookingInput): Promise<HeldLine> {
    const { tx, now, settings, buyer, customer, channel, order } = ctx;
    const rules = await readBookingRules(tx);
    this.assertCourt(input.court, settings);
    const span = this.span(daySchedule(settings, input.date), input);
    if (channel === 'desk') {
      if (span.at(-1)!.endsAt <= now) throw badRequest('Please correct the highlighted fields.', { startTime: 'That time is over.' });
    } else {
      await this.validateUserLimits(buyer, rules, input, span, settings, now);
    }
    const start = span[0].startsAt;
    const end = span.at(-1)!.endsAt;
    const when = describePeriod(start, end, settings.timeZone);
    await this.releaseStaleHolds(tx, start, end, now);
    if (channel === 'online' && !buyer.isStaff && customer.userId) {
      const [{ upcoming }] = await tx
        .select({ upcoming: count() })
        .from(bookings)
        .where(and(eq(bookings.userId, customer.userId), gt(bookings.endsAt, now), live(now)));
      if (upcoming >= rules.maxUpcomingBookingsPerMember) {
        throw conflict(
          `You already have ${upcoming} upcoming booking${upcoming === 1 ? '' : 's'}, the most a member may hold at once. Cancel one or book again after one has passed.`,
        );
      }
    }
    const member = customer.userId ? await hasActiveMembership(tx, customer.userId, now) : false;
    const perHour = member ? settings.memberOneHourRentalPrice : settings.defaultOneHourRentalPrice;
    const booking = await this.insertBooking(
      tx,
      { requested: input.court, date: input.date, settings, span, staff: buyer.isStaff || channel === 'desk', now, when },
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
    return {
      reference: String(booking.id),
      description: describeCourtLine(booking.court, start, end, settings.timeZone),
      unitPriceCents: perHour,
      quantity: input.hours,
      participantUserId: customer.userId,
      note:
        channel === 'desk'
          ? `Court ${booking.court} booked at the front desk for ${customer.userId ? 'a member' : `walk-in ${customer.name ?? ''}`.trim()}, ${when}`
          : `Court ${booking.court} held for ${when} at ${formatMoney(perHour)} per hour (${member ? 'member' : 'default'} price)`,
    };
  }

  /** The product's fulfil step: the held (or lapsed) booking is confirmed, unless its court was taken meanwhile. */
  async fulfilCourt(tx: Tx, line: OrderLineRow, now: Date): Promise<'fulfilled' | 'gone'> {
    const id = Number(line.reference);
    try {
      // A savepoint: if the court was taken meanwhile, only this attempt rolls back.
      const revived = await tx.transaction(async (savepoint) =>
        savepoint
          .update(bookings)
          .set({ status: 'confirmed', holdExpiresAt: null, updatedAt: now })
          .where(and(eq(bookings.id, id), inArray(bookings.status, ['held', 'expired'])))
          .returning({ id: bookings.id }),
      );
      if (revived.length > 0) return 'fulfilled';
    } catch (error) {
      if (!isOverlapError(error)) throw error;
      return 'gone';
    }
    const [row] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id));
    return row?.status === 'confirmed' ? 'fulfilled' : 'gone';
  }

  /** The product's release step: a held booking frees its court at once. */
  async releaseCourt(tx: Tx, line: OrderLineRow, now: Date) {
    await tx
      .update(bookings)
      .set({ status: 'expired', holdExpiresAt: null, updatedAt: now })
      .where(and(eq(bookings.id, Number(line.reference)), eq(bookings.status, 'held')));
  }

  /** The product's cancellation terms for a line, under the policy kept on its booking. */
  async lineCancellationTerms(db: Reader, line: OrderLineRow, now: Date): Promise<LineCancellationTerms> {
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, Number(line.reference)));
    if (!booking) return { cancellable: false, reason: 'This booking no longer exists.', refundCents: 0 };
    const { timeZone } = await readCompanySettings(db as Database);
    const terms = this.terms(booking, now, timeZone, await refundableOnLine(db, line));
    return { cancellable: terms.cancellable, reason: terms.reason, refundCents: terms.refundAmountCents };
  }

  /** What views and receipts add to court lines: when they are, and their calendar file. */
  async lineDetails(db: Reader, lines: OrderLineRow[]): Promise<Map<number, LineDetails>> {
    const ids = lines.map((line) => Number(line.reference)).filter((id) => Number.isInteger(id) && id > 0);
    const rows = ids.length ? await db.select({ id: bookings.id, startsAt: bookings.startsAt, endsAt: bookings.endsAt, status: bookings.status, source: bookings.source, policy: bookings.policy }).from(bookings).where(inArray(bookings.id, ids)) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return new Map(
      lines.map((line) => {
        const row = byId.get(Number(line.reference));
        const calendarPath = row && (row.status === 'confirmed' || row.status === 'cancelled') ? `/api/bookings/${row.id}/calendar.ics` : null;
        const policyNote = !row
          ? null
          : row.source === 'desk'
            ? 'To cancel, call or visit the front desk.'
            : row.policy
              ? `Cancel online up to ${row.policy.cancellationCutoffHours} hours before the start for a full refund; after that no refund applies.`
              : null;
        return [line.id, { startsAt: row?.startsAt ?? null, endsAt: row?.endsAt ?? null, calendarPath, policyNote }];
      }),
    );
  }

  /** The calendar file a receipt e-mail attaches for a court line. */
  async lineCalendar(db: Reader, line: OrderLineRow) {
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, Number(line.reference)));
    if (!booking || booking.status !== 'confirmed') return null;
    const { timeZone } = await readCompanySettings(db as Database);
    return { filename: `courtside-booking-${booking.id}.ics`, content: this.notices.calendar(booking, timeZone) };
  }

  /**
   * Inside a transaction about to reserve [start, end): orders whose lapsed holds overlap it are
   * released first, so an expired hold never blocks a new booking while it waits for the sweeper.
   */
  private async releaseStaleHolds(tx: Tx, start: Date, end: Date, now: Date) {
    const stale = await tx
      .selectDistinct({ orderId: bookings.orderId })
      .from(bookings)
      .where(and(eq(bookings.status, 'held'), lte(bookings.holdExpiresAt, now), sql`${bookings.during} && ${range(start, end)}`));
    await this.payments.releaseLapsedOrders(
      tx,
      stale.map((row) => row.orderId).filter((id): id is string => id !== null),
      now,
    );
  }

  /** A member's (or visitor's) booking: the court shortcut of POST /api/orders, answering as it always has. */
  async createOnline(caller: Caller, input: OnlineBookingInput) {
    const placed = await this.orders.place({
      buyer: caller,
      customer: { userId: caller.id, email: caller.email, name: null },
      channel: 'online',
      lines: [{ product: COURT_BOOKING, date: input.date, startTime: input.startTime, startsAt: input.startsAt, hours: input.hours, court: input.court }],
      nameLines: false,
    });
    const [line] = placed.lines;
    const { booking, order } = (await this.load(Number(line.reference)))!;
    const { timeZone } = await readCompanySettings(this.db);
    const kind = (await hasActiveMembership(this.db, caller.id, placed.order.createdAt)) ? ('member' as const) : ('default' as const);
    const confirmed = placed.order.status === 'paid';
    return {
      orderId: placed.order.id,
      booking: toBookingView(booking, timeZone, order),
      amountCents: placed.order.amountCents,
      currency: 'CAD' as const,
      price: { perHourCents: line.unitPriceCents, kind },
      status: confirmed ? ('confirmed' as const) : ('held' as const),
      checkoutUrl: placed.checkoutUrl,
      sessionId: placed.sessionId,
      expiresAt: confirmed ? null : (placed.order.holdExpiresAt?.toISOString() ?? null),
    };
  }

  /** Staff at the desk: a booking for a member or a walk-in, paid there and confirmed at once. */
  async createDesk(staff: Caller, input: DeskBookingInput) {
    let customer: { userId: number | null; email: string | null; name: string | null };
    if (input.kind === 'member') {
      const [user] = await this.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, input.userId));
      if (!user) throw badRequest('Please correct the highlighted fields.', { userId: 'There is no account with that id.' });
      customer = { userId: user.id, email: user.email, name: null };
    } else {
      customer = { userId: null, email: input.email ?? null, name: input.name };
    }
    const placed = await this.orders.place({
      buyer: staff,
      customer,
      channel: 'desk',
      lines: [{ product: COURT_BOOKING, date: input.date, startTime: input.startTime, startsAt: input.startsAt, hours: input.hours, court: input.court }],
      deskPayment: { method: input.paymentMethod ?? 'cash', reference: input.paymentReference ?? null, recordedById: staff.id },
      nameLines: false,
    });
    const { booking } = (await this.load(Number(placed.lines[0].reference)))!;
    const { timeZone } = await readCompanySettings(this.db);
    return toBookingView(booking, timeZone);
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
      await this.releaseStaleHolds(tx, start, end, now);
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
  terms(booking: BookingRow, now: Date, timeZone: string, refundableCents: number) {
    const policy = booking.policy ?? { cancellationCutoffHours: 0, refundBeforeCutoff: 'full' as const, refundAfterCutoff: 'none' as const };
    const cutoffAt = new Date(booking.startsAt.getTime() - policy.cancellationCutoffHours * 3_600_000);
    const beforeCutoff = now < cutoffAt;
    const refund = beforeCutoff ? ('full' as const) : ('none' as const);
    // "Full" is everything paid for the booking's line, tax included, less what was refunded already.
    const refundAmountCents = beforeCutoff ? refundableCents : 0;
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
    return this.terms(booking, this.now(), timeZone, await this.refundableFor(this.db, booking));
  }

  /** What is left to refund on the booking's order line (0 for blocks and unpaid holds). */
  private async refundableFor(db: Reader, booking: BookingRow) {
    const line = await lineByReference(db, COURT_BOOKING, String(booking.id));
    return line ? refundableOnLine(db, line) : 0;
  }

  /** The member cancels their own booking: refund in full before the cutoff, nothing after. */
  async cancelByMember(caller: Caller, bookingId: number, expectedRefund?: 'full' | 'none') {
    const found = await this.visibleTo(caller, bookingId);
    if (found.booking.userId !== caller.id) throw notFound('There is no such booking.');
    const { timeZone } = await readCompanySettings(this.db);
    const now = this.now();
    const result = await this.db.transaction(async (tx) => {
      const { booking, order } = await this.lockForChange(tx, bookingId);
      const line = await lineByReference(tx, COURT_BOOKING, String(booking.id));
      const terms = this.terms(booking, now, timeZone, line ? await refundableOnLine(tx, line) : 0);
      if (!terms.cancellable) throw conflict(terms.reason!);
      if (expectedRefund && expectedRefund !== terms.refund) {
        throw conflict(
          terms.refund === 'none'
            ? 'The free-cancellation cutoff has just passed: cancelling now gives no refund. Confirm again to cancel anyway.'
            : 'Cancelling now gives a full refund. Confirm again to cancel.',
        );
      }
      const cancelled = await this.markCancelled(tx, booking, caller.id, 'Cancelled by the member', now);
      const refundId =
        terms.refundAmountCents > 0 && order && line ? await this.orders.queueLineRefund(tx, { order, line, amountCents: terms.refundAmountCents, reason: 'cancellation', byId: caller.id }) : null;
      if (order) {
        await this.payments.note(
          tx,
          order,
          `Court ${booking.court} cancelled by the member ${terms.refund === 'full' ? `before the cutoff; refund of ${formatMoney(terms.refundAmountCents)} requested` : 'after the cutoff; no refund'}`,
        );
      }
      return { cancelled, refundId };
    });
    return this.afterCancel(result.cancelled, result.refundId, false, timeZone);
  }

  /**
   * The member lets go of their own held booking before paying: the order's checkout is closed
   * first (so nobody pays it after) and everything it held is released, as the cancel return does.
   */
  async releaseHeld(caller: Caller, bookingId: number) {
    const { booking, order } = await this.visibleTo(caller, bookingId);
    if (booking.userId !== caller.id) throw notFound('There is no such booking.');
    if (booking.status === 'confirmed') throw conflict('This booking is paid: cancel it instead.');
    if (order && booking.status === 'held') await this.payments.cancelCheckout(order);
    const { timeZone } = await readCompanySettings(this.db);
    const after = (await this.load(bookingId))!;
    if (after.booking.status === 'confirmed') throw conflict('This booking was paid just now: cancel it instead.');
    return toBookingView(after.booking, timeZone, after.order);
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
        // The checkout is closed, so the whole order (every line it holds) is let go.
        await this.payments.releaseLockedOrder(tx, order.id, 'cancelled', `Held court ${booking.court} cancelled by staff before payment`);
        closeCheckout = order.providerSessionId;
      } else if (order && booking.status === 'confirmed') {
        const line = await lineByReference(tx, COURT_BOOKING, String(booking.id));
        const amount = line ? Math.min(await refundableOnLine(tx, line), await this.paidFor(tx, order.id)) : 0;
        if (options.refund && amount > 0 && line) refundId = await this.orders.queueLineRefund(tx, { order, line, amountCents: amount, reason: 'cancellation-by-staff', byId: staff.id });
        await this.payments.note(
          tx,
          order,
          `Court ${booking.court} cancelled by staff${options.reason ? ` (${options.reason})` : ''}; ${refundId ? `refund of ${formatMoney(amount)} requested` : 'no refund'}`,
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
