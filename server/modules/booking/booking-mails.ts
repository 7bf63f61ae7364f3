import type { Locale } from '../../lib/request-locale.js';
import { translator, type Translate } from '../../lib/server-i18n.js';
import { VENUE_NAME } from '../../lib/venue-identity.js';
import type { MailMessage } from '../mail/index.js';

/** One booking as the booking e-mails show it; the caller formats times and money in the venue's zone and the recipient's language. */
export interface BookingLine {
  bookingId: number;
  court: number;
  when: string;
  amount: string;
}

const bookingLines = (t: Translate, lines: BookingLine[]) => lines.map((line) => t('mail.booking.line', { ...line }));

/** The greeting: the account's first name, or none for a walk-in known only by e-mail. */
const greeting = (t: Translate, firstName: string | null) => (firstName ? t('mail.common.greeting', { firstName }) : t('mail.common.greetingAnonymous'));

export function bookingCancelledMail(input: {
  to: string;
  firstName: string | null;
  line: BookingLine;
  refund: string | null;
  byStaff: boolean;
  appOrigin: string;
  locale?: Locale;
}): MailMessage {
  const t = translator(input.locale ?? 'en-CA');
  return {
    to: input.to,
    subject: t('mail.bookingCancelled.subject', { venue: VENUE_NAME }),
    text: [
      greeting(t, input.firstName),
      '',
      t(input.byStaff ? 'mail.bookingCancelled.byStaff' : 'mail.bookingCancelled.byYou'),
      ...bookingLines(t, [input.line]),
      '',
      input.refund ? t('mail.bookingCancelled.refund', { amount: input.refund }) : t('mail.bookingCancelled.noRefund'),
      '',
      t('mail.bookingCancelled.bookAgain', { appOrigin: input.appOrigin }),
    ].join('\n'),
  };
}
