import { daySchedule, describePeriod } from '../../lib/venue-time.js';
import { isOverlapError } from '../../lib/db-errors.js';
import { badRequest, conflict } from '../../lib/http-error.js';
import { hasActiveMembership } from '../account/memberships/index.js';
import { readCompanySettings } from '../settings/company/index.js';
import { contactOf } from '../users/index.js';
import {
  BookingPart,
  COURT_BOOKING,
  type BlockInput,
  type BookingContext,
  type Caller,
  type DeskBookingInput,
  type OnlineBookingInput,
} from './booking-context.js';
import type { BookingQueries } from './booking-queries.js';
import { toBookingView } from './booking-views.js';
import { insertBlock } from './bookings-repository.js';
import { assertCourt, releaseStaleHolds, slotSpan } from './court-slots.js';
import type { BookingRow } from './schema.js';

/** Making bookings: the member's online booking and the desk's, both as orders, and staff blocks. */
export class BookingPlacement extends BookingPart {
  constructor(
    ctx: BookingContext,
    private readonly queries: BookingQueries,
  ) {
    super(ctx);
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
    // The order is the one placement answered, as it now is. While it awaits payment the booking is as
    // its hold wrote it; an order confirmed at once (nothing to pay) confirmed it since: read it back.
    const booking =
      placed.order.status === 'awaiting_payment' && placed.held[0] ? (placed.held[0] as BookingRow) : (await this.queries.booking(Number(line.reference)))!;
    const order = placed.order;
    const { timeZone } = await readCompanySettings(this.db);
    // The member price is for a member at the hour played (as the hold priced it).
    const kind = (await hasActiveMembership(this.db, caller.id, booking.startsAt)) ? ('member' as const) : ('default' as const);
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
    let customer: { userId: number | null; email: string | null; name: string | null; locale?: 'en-CA' | 'fr-CA' };
    if (input.kind === 'member') {
      const user = await contactOf(this.db, input.userId);
      if (!user) throw badRequest('Please correct the highlighted fields.', { userId: 'There is no account with that id.' }).coded('account_not_found');
      customer = { userId: user.id, email: user.email, name: null, locale: input.locale };
    } else {
      customer = { userId: null, email: input.email ?? null, name: input.name, locale: input.locale };
    }
    const placed = await this.orders.place({
      buyer: staff,
      customer,
      channel: 'desk',
      lines: [{ product: COURT_BOOKING, date: input.date, startTime: input.startTime, startsAt: input.startsAt, hours: input.hours, court: input.court }],
      deskPayment: { method: input.paymentMethod ?? 'cash', reference: input.paymentReference ?? null, recordedById: staff.id },
      nameLines: false,
    });
    const { booking } = (await this.queries.load(Number(placed.lines[0].reference)))!;
    const { timeZone } = await readCompanySettings(this.db);
    return toBookingView(booking, timeZone);
  }

  /** Staff: take a court out of play (maintenance, an event). Fails on any live booking in the way. */
  async block(staff: Caller, input: BlockInput) {
    const now = this.now();
    const settings = await readCompanySettings(this.db);
    assertCourt(input.court, settings);
    const span = slotSpan(daySchedule(settings, input.date), input);
    const start = span[0].startsAt;
    const end = span.at(-1)!.endsAt;
    if (end <= now) throw badRequest('Please correct the highlighted fields.', { startTime: 'That time is over.' }).coded('slot_over');
    const when = describePeriod(start, end, settings.timeZone);
    const row = await this.db.transaction(async (tx) => {
      await releaseStaleHolds(this.orders, tx, start, end, now);
      try {
        return await tx.transaction((savepoint) =>
          insertBlock(savepoint, input.date, {
            court: input.court,
            startsAt: start,
            endsAt: end,
            status: 'blocked',
            source: 'maintenance',
            blockReason: input.reason,
            createdById: staff.id,
            createdAt: now,
            updatedAt: now,
          }),
        );
      } catch (error) {
        if (!isOverlapError(error)) throw error;
        throw conflict(`Court ${input.court} has a booking or block during ${when}; cancel it first.`).coded('court_busy', {
          court: input.court,
          startsAt: start.toISOString(),
          endsAt: end.toISOString(),
        });
      }
    });
    return toBookingView(row, settings.timeZone);
  }
}
