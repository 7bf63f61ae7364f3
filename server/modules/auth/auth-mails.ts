import type { MailMessage } from '../mail/index.js';
import { RESET_TOKEN_TTL_MINUTES } from './password-resets.js';

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
