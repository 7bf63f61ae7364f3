import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { formatMoney } from '../../lib/money.js';
import { describePeriod } from '../../lib/venue-time.js';
import type { Mailer } from '../mail/index.js';
import { orderById } from '../orders/index.js';
import { readCompanySettings } from '../settings/index.js';
import { contactOf } from '../users/index.js';
import { bookingCancelledMail, type BookingLine } from './booking-mails.js';
import { calendarFile } from './calendar.js';
import type { BookingRow } from './schema.js';

const VENUE_NAME = 'Courtside Pickleball';

/**
 * The booking e-mails beyond the order receipt (server/orders/order-notifications.ts): the
 * cancellation notice, and the calendar file receipts attach. A mail failure is logged, never undoes a booking.
 */
export class BookingNotifications {
  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly appOrigin: string,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  async bookingCancelled(booking: BookingRow, refundCents: number | null, byStaff: boolean) {
    await this.safely('cancellation notice', async () => {
      const order = booking.orderId ? await orderById(this.db, booking.orderId) : null;
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
      const user = await contactOf(this.db, userId);
      if (user) return { email: user.email, firstName: user.firstName };
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
