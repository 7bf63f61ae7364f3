import type { Locale } from '../../lib/request-locale.js';
import { translator } from '../../lib/server-i18n.js';
import { VENUE_NAME } from '../../lib/venue-identity.js';
import type { MailMessage } from '../mail/index.js';
import { RESET_TOKEN_TTL_MINUTES } from './password-resets.js';

/** In the language of the request that asked for the link (the account may not be read yet). */
export function passwordResetLinkMail(to: string, firstName: string, link: string, locale: Locale = 'en-CA'): MailMessage {
  const t = translator(locale);
  return {
    to,
    subject: t('mail.reset.subject', { venue: VENUE_NAME }),
    text: [
      t('mail.common.greeting', { firstName }),
      '',
      t('mail.reset.asked', { venue: VENUE_NAME }),
      t('mail.reset.chooseWithin', { minutes: RESET_TOKEN_TTL_MINUTES }),
      '',
      link,
      '',
      t('mail.reset.ignore'),
    ].join('\n'),
  };
}

export function passwordChangedMail(to: string, firstName: string, appOrigin: string, locale: Locale = 'en-CA'): MailMessage {
  const t = translator(locale);
  return {
    to,
    subject: t('mail.passwordChanged.subject', { venue: VENUE_NAME }),
    text: [
      t('mail.common.greeting', { firstName }),
      '',
      t('mail.passwordChanged.changed', { venue: VENUE_NAME }),
      t('mail.passwordChanged.notYou', { appOrigin }),
    ].join('\n'),
  };
}

export function welcomeMail(to: string, firstName: string, appOrigin: string, locale: Locale = 'en-CA'): MailMessage {
  const t = translator(locale);
  return {
    to,
    subject: t('mail.welcome.subject', { venue: VENUE_NAME }),
    text: [t('mail.common.greeting', { firstName }), '', t('mail.welcome.ready', { appOrigin })].join('\n'),
  };
}
