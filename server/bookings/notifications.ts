import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { bookings, orders, refunds, users, type BookingRow } from '../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import { bookingCancelledMail, bookingReceiptMail, refundIssuedMail, type BookingLine } from '../mail/templates.js';
import type { PaymentNotices } from '../payments/payments-service.js';
import { calendarFile } from './calendar.js';
import { readCompanySettings } from './rules.js';
import { describePeriod, formatMoney } from './venue-time.js';

const VENUE_NAME = 'Courtside Pickleball';

const REFUND_REASONS: Record<string, string> = {
  'late-payment-court-taken':
    'Your payment arrived after the hold on your court had ended, and someone else had booked that court in the meantime, so we could not confirm your booking.',
  'second-payment': 'We received a second payment for an order that was already paid.',
  'amount-mismatch': 'The amount we received did not match your order, so we could not confirm the booking.',
  cancellation: 'This is the refund for your cancelled booking.',
  'cancellation-by-staff': 'This is the refund for your booking that the front desk cancelled.',
};

/**
 * The booking e-mails: a receipt with a calendar file on confirmation, a notice on cancellation
 * and on a refund. Sent after the database commit; a mail failure is logged, never undoes a booking.
 */
export class BookingNotifications implements PaymentNotices {
  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly appOrigin: string,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  async bookingConfirmed(orderId: string) {
    await this.safely('receipt', async () => {
      const [order] = await this.db.select().from(orders).where(eq(orders.id, orderId));
      const rows = await this.db.select().from(bookings).where(and(eq(bookings.orderId, orderId), eq(bookings.status, 'confirmed')));
      const recipient = await this.recipient(order.userId, order.customerEmail);
      if (!recipient || rows.length === 0) return;
      const { timeZone } = await readCompanySettings(this.db);
      const first = rows[0];
      const cutoff = first.policy?.cancellationCutoffHours;
      await this.mailer.send(
        bookingReceiptMail({
          to: recipient.email,
          firstName: recipient.firstName,
          orderId,
          lines: rows.map((row) => this.line(row, timeZone)),
          total: formatMoney(order.amountCents, order.currency),
          paidWith: order.provider === 'desk' ? 'paid at the front desk' : order.provider === 'local' ? 'test payment: no money moved' : 'card',
          cancellation:
            order.provider === 'desk'
              ? 'To cancel, call or visit the front desk.'
              : cutoff === undefined
                ? ''
                : `Cancel online up to ${cutoff} hours before the start for a full refund; after that no refund applies.`,
          appOrigin: this.appOrigin,
          calendar: { filename: `courtside-booking-${first.id}.ics`, content: this.calendar(first, timeZone) },
        }),
      );
    });
  }

  async refundIssued(refundId: number) {
    await this.safely('refund notice', async () => {
      const [row] = await this.db
        .select({ refund: refunds, order: orders })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .where(eq(refunds.id, refundId));
      const recipient = await this.recipient(row.order.userId, row.order.customerEmail);
      if (!recipient) return;
      await this.mailer.send(
        refundIssuedMail({
          to: recipient.email,
          firstName: recipient.firstName,
          amount: formatMoney(row.refund.amountCents, row.refund.currency),
          why: REFUND_REASONS[row.refund.reason] ?? 'We have refunded a payment to you.',
          appOrigin: this.appOrigin,
        }),
      );
    });
  }

  async bookingCancelled(booking: BookingRow, refundCents: number | null, byStaff: boolean) {
    await this.safely('cancellation notice', async () => {
      const [order] = booking.orderId ? await this.db.select().from(orders).where(eq(orders.id, booking.orderId)) : [];
      const recipient = await this.recipient(booking.userId, order?.customerEmail ?? null);
      if (!recipient) return;
      const { timeZone } = await readCompanySettings(this.db);
      await this.mailer.send(
        bookingCancelledMail({
          to: recipient.email,
          firstName: recipient.firstName,
          line: this.line(booking, timeZone),
          refund: refundCents ? formatMoney(refundCents) : null,
          byStaff,
          appOrigin: this.appOrigin,
        }),
      );
    });
  }

  calendar(row: BookingRow, timeZone: string, cancelled = false) {
    return calendarFile({
      uid: `booking-${row.id}@${new URL(this.appOrigin).hostname}`,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      stamp: this.now(),
      summary: `Pickleball: court ${row.court} at ${VENUE_NAME}`,
      description: `Booking #${row.id}, court ${row.court}, ${describePeriod(row.startsAt, row.endsAt, timeZone)}. Manage it at ${this.appOrigin}/account`,
      location: VENUE_NAME,
      cancelled,
    });
  }

  private line(row: BookingRow, timeZone: string): BookingLine {
    return { bookingId: row.id, court: row.court, when: describePeriod(row.startsAt, row.endsAt, timeZone), amount: formatMoney(row.priceCents) };
  }

  private async recipient(userId: number | null, fallbackEmail: string | null) {
    if (userId) {
      const [user] = await this.db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId));
      if (user) return user;
    }
    return fallbackEmail ? { email: fallbackEmail, firstName: 'there' } : null;
  }

  private async safely(what: string, send: () => Promise<void>) {
    try {
      await send();
    } catch (error) {
      this.log.error({ err: error }, `could not send the ${what} e-mail`);
    }
  }
}
