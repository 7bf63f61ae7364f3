import { formatMoney } from '../../lib/money.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { describeInstant } from '../../lib/venue-time.js';
import { lineByReference, lockOrderWhereId, type OrderRow } from '../checkout/orders/index.js';
import { historyNote } from '../checkout/products/index.js';
import { lineRefundRoom, refundableOnLine, type RefundRow } from '../checkout/payments/index.js';
import { readCompanySettings } from '../settings/company/index.js';
import { BookingPart, COURT_BOOKING, type BookingContext, type Caller, type Reader, type Tx } from './booking-context.js';
import type { BookingQueries } from './booking-queries.js';
import { toBookingView } from './booking-views.js';
import { lockBooking, markCancelled, orderIdOfBookingQuery } from './bookings-repository.js';
import type { CancelReason } from './cancel-reasons.js';
import type { BookingRow } from './schema.js';

/** The code of the reason bookingTerms gives for refusing a member's cancellation (the same tests, in order). */
function notCancellableCode(booking: BookingRow, now: Date): string {
  if (booking.status === 'held') return 'booking_awaiting_payment';
  if (booking.status !== 'confirmed') return 'booking_not_active';
  if (booking.source !== 'online') return 'booking_made_at_desk';
  if (booking.startsAt <= now) return 'booking_started';
  return 'conflict';
}

/** What cancelling now would mean, under the policy the booking was made with. */
export function bookingTerms(booking: BookingRow, now: Date, timeZone: string, refundableCents: number) {
  const policy = booking.policy ?? { cancellationCutoffHours: 0, refundBeforeCutoff: 'full' as const, refundAfterCutoff: 'none' as const };
  const cutoffAt = new Date(booking.startsAt.getTime() - policy.cancellationCutoffHours * 3_600_000);
  const beforeCutoff = now < cutoffAt;
  const refund = beforeCutoff ? ('full' as const) : ('none' as const);
  // "Full" is everything paid for the booking's line, tax included, less what was refunded already.
  const refundAmountCents = beforeCutoff ? refundableCents : 0;
  let reason: string | null = null;
  if (booking.status !== 'confirmed')
    reason = booking.status === 'held' ? 'This booking is still waiting for payment: cancel the checkout instead.' : `This booking is ${booking.status}.`;
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

/** Cancelling and letting go: the member's own cancellation and release, staff cancellations, and their refunds. */
export class BookingCancellation extends BookingPart {
  constructor(
    ctx: BookingContext,
    private readonly queries: BookingQueries,
  ) {
    super(ctx);
  }

  async cancellationTerms(caller: Caller, bookingId: number) {
    const { booking } = await this.queries.visibleTo(caller, bookingId);
    if (booking.userId !== caller.id) throw notFound('There is no such booking.').coded('booking_not_found');
    const { timeZone } = await readCompanySettings(this.db);
    return bookingTerms(booking, this.now(), timeZone, await this.refundableFor(this.db, booking));
  }

  /** What is left to refund on the booking's order line (0 for blocks and unpaid holds). */
  private async refundableFor(db: Reader, booking: BookingRow) {
    const line = await lineByReference(db, COURT_BOOKING, String(booking.id));
    return line ? refundableOnLine(db, line) : 0;
  }

  /** The member cancels their own booking: refund in full before the cutoff, nothing after. */
  async cancelByMember(caller: Caller, bookingId: number, expectedRefund?: 'full' | 'none') {
    const { timeZone } = await readCompanySettings(this.db);
    const now = this.now();
    const result = await this.db.transaction(async (tx) => {
      const { booking, order } = await this.lockForChange(tx, bookingId);
      // Someone else's booking answers as if absent (checked on the locked row: no read before the transaction).
      if (booking.userId !== caller.id) throw notFound('There is no such booking.').coded('booking_not_found');
      const line = await lineByReference(tx, COURT_BOOKING, String(booking.id));
      // What is left to refund and the payments it may come from, read once under the lock.
      const room = line ? await lineRefundRoom(tx, line) : null;
      const terms = bookingTerms(booking, now, timeZone, room?.refundable ?? 0);
      if (!terms.cancellable) throw conflict(terms.reason!).coded(notCancellableCode(booking, now));
      if (expectedRefund && expectedRefund !== terms.refund) {
        throw conflict(
          terms.refund === 'none'
            ? 'The free-cancellation cutoff has just passed: cancelling now gives no refund. Confirm again to cancel anyway.'
            : 'Cancelling now gives a full refund. Confirm again to cancel.',
        ).coded(terms.refund === 'none' ? 'refund_cutoff_passed' : 'refund_now_full');
      }
      const cancelled = await this.markCancelled(tx, booking, caller.id, { code: 'cancelled_by_member' }, now);
      const note = historyNote('court_cancelled_by_member', {
        court: booking.court,
        refund: terms.refund,
        amountCents: terms.refund === 'full' ? terms.refundAmountCents : 0,
      });
      let refund: RefundRow | null = null;
      // The refund writes the note with its own (a network-free provider's refund is settled right here).
      if (terms.refundAmountCents > 0 && order && line && room)
        refund = await this.payments.refundLine(tx, {
          order,
          line,
          room,
          amountCents: terms.refundAmountCents,
          reason: 'cancellation',
          byId: caller.id,
          note: () => note,
        });
      else if (order) await this.orders.note(tx, order, note);
      return { cancelled, refund, order };
    });
    return this.afterCancel(result.cancelled, result.refund, false, timeZone, result.order);
  }

  /**
   * The member lets go of their own held booking before paying: the order's checkout is closed
   * first (so nobody pays it after) and everything it held is released, as the cancel return does.
   */
  async releaseHeld(caller: Caller, bookingId: number) {
    const { booking, order } = await this.queries.visibleTo(caller, bookingId);
    if (booking.userId !== caller.id) throw notFound('There is no such booking.').coded('booking_not_found');
    if (booking.status === 'confirmed') throw conflict('This booking is paid: cancel it instead.').coded('booking_paid');
    if (order && booking.status === 'held') await this.payments.cancelCheckout(order);
    const { timeZone } = await readCompanySettings(this.db);
    const after = (await this.queries.load(bookingId))!;
    if (after.booking.status === 'confirmed') throw conflict('This booking was paid just now: cancel it instead.').coded('booking_paid');
    return toBookingView(after.booking, timeZone, after.order);
  }

  /** Staff cancel anything live, with or without a refund of what was paid. */
  async cancelByStaff(staff: Caller, bookingId: number, options: { refund: boolean; reason?: string }) {
    if (!(await this.queries.load(bookingId))) throw notFound('There is no such booking.').coded('booking_not_found');
    const { timeZone } = await readCompanySettings(this.db);
    const now = this.now();
    const result = await this.db.transaction(async (tx) => {
      const { booking, order } = await this.lockForChange(tx, bookingId);
      if (!['held', 'confirmed', 'blocked'].includes(booking.status))
        throw conflict(`This booking is already ${booking.status}.`).coded('booking_already', { status: booking.status });
      // A program session's court goes with its session: its registrants are refunded there.
      if (booking.source === 'program')
        throw conflict('This court is held for a drop-in session: change or cancel the session in drop-in setup.').coded('program_block');
      const cancelled = await this.markCancelled(
        tx,
        booking,
        staff.id,
        options.reason ? { text: options.reason } : { code: booking.status === 'blocked' ? 'block_removed_by_staff' : 'cancelled_by_staff' },
        now,
      );
      let refund: RefundRow | null = null;
      let closeCheckout: string | null = null;
      if (order && booking.status === 'held' && order.status === 'awaiting_payment') {
        // The checkout is closed, so the whole order (every line it holds) is let go.
        await this.orders.releaseLockedOrder(tx, order.id, 'cancelled', historyNote('held_court_cancelled_by_staff', { court: booking.court }));
        closeCheckout = order.providerSessionId;
      } else if (order && booking.status === 'confirmed') {
        const line = await lineByReference(tx, COURT_BOOKING, String(booking.id));
        const room = line ? await lineRefundRoom(tx, line) : null;
        const amount = room ? Math.min(room.refundable, room.netPaid) : 0;
        const note = (refunded: boolean) =>
          historyNote('court_cancelled_by_staff', {
            court: booking.court,
            withReason: options.reason ? 'yes' : 'no',
            reason: options.reason ?? '',
            amountCents: refunded ? amount : 0,
          });
        if (options.refund && amount > 0 && line && room)
          refund = await this.payments.refundLine(tx, { order, line, room, amountCents: amount, reason: 'cancellation-by-staff', byId: staff.id, note });
        else await this.orders.note(tx, order, note(false));
      }
      return { cancelled, refund, closeCheckout, order, wasBlock: booking.status === 'blocked' };
    });
    if (result.closeCheckout && result.order && result.order.provider !== 'desk') {
      await this.payments
        .provider(result.order.provider)
        .expireCheckout(result.closeCheckout)
        .catch((error: unknown) => this.log.warn({ err: error, orderId: result.order!.id }, 'could not close the checkout of a cancelled hold'));
    }
    if (result.wasBlock) return { booking: toBookingView(result.cancelled, timeZone), refund: null };
    return this.afterCancel(result.cancelled, result.refund, true, timeZone, result.order);
  }

  private async afterCancel(booking: BookingRow, refunded: RefundRow | null, byStaff: boolean, timeZone: string, order: OrderRow | null) {
    // A refund settled in the cancelling transaction costs no statement here; a queued one is sent now.
    const refund = refunded ? await this.payments.processRefund(refunded, { notify: false }) : null;
    await this.notices.bookingCancelled(booking, refund ? refund.amountCents : null, byStaff, order);
    return {
      booking: toBookingView(booking, timeZone),
      refund: refund ? { id: refund.id, amountCents: refund.amountCents, currency: 'CAD' as const, status: refund.status } : null,
    };
  }

  /** Orders before bookings, always: the same lock order as fulfilment, so the two never deadlock. */
  private async lockForChange(tx: Tx, bookingId: number) {
    // The booking's order found and locked in one statement (the booking is read without a lock in it).
    const order = await lockOrderWhereId(tx, orderIdOfBookingQuery(bookingId));
    const booking = await lockBooking(tx, bookingId);
    if (!booking) throw notFound('There is no such booking.').coded('booking_not_found');
    return { booking, order: order ?? null };
  }

  private async markCancelled(tx: Tx, booking: BookingRow, byId: number, reason: CancelReason, now: Date) {
    return markCancelled(tx, booking.id, { byId, reason }, now);
  }
}
