import { inLocale } from '../../../lib/localized.js';
import { formatMoney } from '../../../lib/money.js';
import type { Locale } from '../../../lib/request-locale.js';
import { translator } from '../../../lib/server-i18n.js';
import { describeInstant, describePeriod } from '../../../lib/venue-time.js';
import type { MailMessage } from '../../mail/index.js';
import type { ProgramTitles } from '../schedule/index.js';
import type { ProgramRecipient } from '../shared/index.js';

/** A tournament, a division and when it starts, as the e-mails speak of them. */
export interface MailEntry {
  /** Both languages: each mail names the tournament in its recipient's (else the other). */
  title: ProgramTitles;
  division: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
}

const when = (entry: MailEntry, locale: Locale) => describePeriod(entry.startsAt, entry.endsAt, entry.timeZone, locale);

/**
 * The partner's invitation: accept and pay by the window's end through the link. Someone with an
 * account (`firstName`) is greeted by name and told to log in; anyone else to create an account on
 * the link's page, where the accept carries on after either.
 */
export function invitationMail(
  to: { email: string; locale: Locale; firstName: string | null },
  entry: MailEntry,
  inviter: string,
  feeCents: number,
  expiresAt: Date,
  link: string,
): MailMessage {
  const t = translator(to.locale);
  const values = {
    inviter,
    title: inLocale(entry.title, to.locale),
    division: entry.division,
    when: when(entry, to.locale),
    fee: formatMoney(feeCents, 'CAD', to.locale),
    until: describeInstant(expiresAt, entry.timeZone, to.locale),
    link,
    account: to.firstName !== null ? 'existing' : 'none',
    email: to.email,
  };
  const greeting = to.firstName !== null ? t('mail.common.greeting', { firstName: to.firstName }) : t('mail.common.greetingAnonymous');
  return { to: to.email, subject: t('mail.tournament.inviteSubject', values), text: [greeting, '', t('mail.tournament.invite', values)].join('\n') };
}

/** The invitation lapsed: the inviter's entry is withdrawn and refunded. */
export function invitationLapsedMail(to: ProgramRecipient, entry: MailEntry, refundCents: number, appOrigin: string): MailMessage {
  const t = translator(to.locale);
  const refund =
    refundCents > 0 ? t('mail.tournament.lapsedRefund', { amount: formatMoney(refundCents, 'CAD', to.locale) }) : t('mail.tournament.lapsedNoCharge');
  const values = { title: inLocale(entry.title, to.locale), division: entry.division, refund, appOrigin };
  return {
    to: to.email,
    subject: t('mail.tournament.lapsedSubject', values),
    text: [t('mail.common.greeting', { firstName: to.firstName }), '', t('mail.tournament.lapsed', values)].join('\n'),
  };
}

/** The partner paid: the team is complete. */
export function partnerJoinedMail(to: ProgramRecipient, entry: MailEntry, partner: string): MailMessage {
  const t = translator(to.locale);
  const values = { title: inLocale(entry.title, to.locale), division: entry.division, when: when(entry, to.locale), partner };
  return {
    to: to.email,
    subject: t('mail.tournament.joinedSubject', values),
    text: [t('mail.common.greeting', { firstName: to.firstName }), '', t('mail.tournament.joined', values)].join('\n'),
  };
}
