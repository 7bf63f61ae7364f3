import type { Locale } from '../../../lib/request-locale.js';
import { translator } from '../../../lib/server-i18n.js';
import { VENUE_NAME } from '../../../lib/venue-identity.js';
import { describeCalendarDate } from '../../../lib/venue-words.js';
import type { MailMessage } from '../../mail/index.js';
import type { MembershipReminderKind } from './schema.js';

/** "November 22, 2027" / "22 novembre 2027" ("1er mars 2027"). */
const longDate = (date: string, locale: Locale) => describeCalendarDate(date, locale);

/**
 * A reminder to the account holder: 30 or 7 days before the last day, or on the day it lapsed.
 * A family member's membership is named (`member`), the holder's own is "your".
 */
export function membershipReminderMail(input: {
  to: string;
  firstName: string;
  kind: MembershipReminderKind;
  /** The last valid day (YYYY-MM-DD). */
  validUntil: string;
  /** The family member's name, or null for the holder's own membership. */
  member: string | null;
  appOrigin: string;
  locale: Locale;
}): MailMessage {
  const t = translator(input.locale);
  const date = longDate(input.validUntil, input.locale);
  const values = { venue: VENUE_NAME, date, name: input.member ?? '', appOrigin: input.appOrigin };
  const own = input.member === null;
  const lapsed = input.kind === 'lapsed';
  const subject = lapsed
    ? t(own ? 'mail.membership.lapsedSubject' : 'mail.membership.lapsedSubjectMember', values)
    : t(own ? 'mail.membership.endingSubject' : 'mail.membership.endingSubjectMember', values);
  const body = lapsed
    ? t(own ? 'mail.membership.lapsed' : 'mail.membership.lapsedMember', values)
    : t(own ? 'mail.membership.ending' : 'mail.membership.endingMember', values);
  return {
    to: input.to,
    subject,
    text: [
      t('mail.common.greeting', { firstName: input.firstName }),
      '',
      body,
      '',
      t(lapsed ? 'mail.membership.renewLapsed' : 'mail.membership.renewEarly', values),
    ].join('\n'),
  };
}
