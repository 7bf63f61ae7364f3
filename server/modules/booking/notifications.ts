import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { formatMoney } from '../../lib/money.js';
import type { Locale } from '../../lib/request-locale.js';
import { translator } from '../../lib/server-i18n.js';
import { VENUE_NAME } from '../../lib/venue-identity.js';
import { describePeriod } from '../../lib/venue-time.js';
import type { Mailer } from '../mail/index.js';
import { orderById, type OrderRow } from '../checkout/orders/index.js';
import { readCompanySettings } from '../settings/company/index.js';
import { contactOf } from '../users/index.js';
import { bookingCancelledMail, type BookingLine } from './booking-mails.js';
import { calendarFile } from './calendar.js';
import type { BookingRow } from './schema.js';

/**
 * The booking e-mails beyond the order receipt (server/modules/checkout/orders/order-notifications.ts): the
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

  /** `order`: the booking's order as the cancelling transaction locked it, when it did (not read again). */
  async bookingCancelled(booking: BookingRow, refundCents: number | null, byStaff: boolean, order?: Pick<OrderRow, 'customerEmail' | 'locale'> | null) {
    await this.safely('cancellation notice', async () => {
      if (order === undefined) order = booking.orderId ? await orderById(this.db, booking.orderId) : null;
      const recipient = await this.recipient(booking.userId, order?.customerEmail ?? null, order?.locale ?? null);
      if (!recipient) return;
      const { timeZone } = await readCompanySettings(this.db);
      const { locale } = recipient;
      await this.mailer.send(
        bookingCancelledMail({
          to: recipient.email,
          firstName: recipient.firstName,
          line: this.line(booking, timeZone, locale),
          refund: refundCents ? formatMoney(refundCents, 'CAD', locale) : null,
          byStaff,
          appOrigin: this.appOrigin,
          locale,
        }),
      );
    });
  }

  /** The booking's .ics, its SUMMARY and DESCRIPTION in the given language. */
  calendar(row: Pick<BookingRow, 'id' | 'court' | 'startsAt' | 'endsAt'>, timeZone: string, cancelled = false, locale: Locale = 'en-CA') {
    const t = translator(locale);
    return calendarFile({
      uid: `booking-${row.id}@${new URL(this.appOrigin).hostname}`,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      stamp: this.now(),
      summary: t('mail.calendar.summary', { court: row.court, venue: VENUE_NAME }),
      description: t('mail.calendar.description', {
        bookingId: row.id,
        court: row.court,
        when: describePeriod(row.startsAt, row.endsAt, timeZone, locale),
        appOrigin: this.appOrigin,
      }),
      location: VENUE_NAME,
      cancelled,
    });
  }

  private line(row: BookingRow, timeZone: string, locale: Locale): BookingLine {
    return {
      bookingId: row.id,
      court: row.court,
      when: describePeriod(row.startsAt, row.endsAt, timeZone, locale),
      amount: formatMoney(row.priceCents, 'CAD', locale),
    };
  }

  /** The account's address and language; a walk-in's e-mail, in the language the desk sold in. */
  private async recipient(userId: number | null, fallbackEmail: string | null, orderLocale: Locale | null) {
    if (userId) {
      const user = await contactOf(this.db, userId);
      if (user) return { email: user.email, firstName: user.firstName as string | null, locale: user.locale };
    }
    return fallbackEmail ? { email: fallbackEmail, firstName: null, locale: orderLocale ?? ('en-CA' as const) } : null;
  }

  private async safely(what: string, send: () => Promise<void>) {
    try {
      await send();
    } catch (error) {
      this.log.error({ err: error }, `could not send the ${what} e-mail`);
    }
  }
}
