import type { MailMessage } from '../mail/index.js';

const VENUE = 'Courtside Pickleball';

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
