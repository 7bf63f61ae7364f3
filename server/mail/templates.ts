import type { MailMessage } from './mailer.js';
import { RESET_TOKEN_TTL_MINUTES } from '../services/password-resets.js';

const VENUE = 'Courtside Pickleball';

export function passwordResetLinkMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: `Reset your ${VENUE} password`,
    text: [
      `Hi ${firstName},`,
      '',
      `Someone (hopefully you) asked to reset the password of your ${VENUE} account.`,
      `Choose a new password here within ${RESET_TOKEN_TTL_MINUTES} minutes:`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

export function passwordChangedMail(to: string, firstName: string, appOrigin: string): MailMessage {
  return {
    to,
    subject: `Your ${VENUE} password was changed`,
    text: [
      `Hi ${firstName},`,
      '',
      `The password of your ${VENUE} account was just changed, and every device was logged out.`,
      `If this was not you, reset it at once from ${appOrigin}/ and tell the front desk.`,
    ].join('\n'),
  };
}

export function welcomeMail(to: string, firstName: string, appOrigin: string): MailMessage {
  return {
    to,
    subject: `Welcome to ${VENUE}`,
    text: [`Hi ${firstName},`, '', `Your account is ready. Book a court any time at ${appOrigin}/bookings`].join('\n'),
  };
}

/** One booking as the booking e-mails show it; the caller formats times in the venue's zone. */
export interface BookingLine {
  bookingId: number;
  court: number;
  when: string;
  amount: string;
}

const bookingLines = (lines: BookingLine[]) => lines.map((line) => `  • Court ${line.court}, ${line.when} (booking #${line.bookingId}, ${line.amount})`);

export function bookingCancelledMail(input: { to: string; firstName: string; line: BookingLine; refund: string | null; byStaff: boolean; appOrigin: string }): MailMessage {
  return {
    to: input.to,
    subject: `Your ${VENUE} court booking was cancelled`,
    text: [
      `Hi ${input.firstName},`,
      '',
      `${input.byStaff ? 'The front desk cancelled' : 'You cancelled'} this booking:`,
      ...bookingLines([input.line]),
      '',
      input.refund ? `A refund of ${input.refund} is on its way to the card you paid with; banks take 5 to 10 business days to show it.` : 'No refund applies to this cancellation.',
      '',
      `Book another time at ${input.appOrigin}/bookings`,
    ].join('\n'),
  };
}
