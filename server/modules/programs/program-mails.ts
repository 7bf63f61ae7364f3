import type { Locale } from '../../lib/request-locale.js';
import { formatMoney } from '../../lib/money.js';
import { translator } from '../../lib/server-i18n.js';
import { describeInstant, describePeriod } from '../../lib/venue-time.js';
import { calendarFile, calendarFileOf } from '../bookings/index.js';
import type { MailMessage } from '../mail/index.js';

const VENUE = 'Courtside Pickleball';

/** Who a program e-mail is for: the account holder, in their language. */
export interface ProgramRecipient {
  email: string;
  firstName: string;
  locale: Locale;
}

/** The session as e-mails speak of it. */
export interface MailSession {
  id: number;
  title: string;
  startsAt: Date;
  endsAt: Date;
  courts: number[];
  timeZone: string;
}

const when = (session: MailSession, locale: Locale) => describePeriod(session.startsAt, session.endsAt, session.timeZone, locale);
const courts = (session: MailSession) => session.courts.join(', ');

/** The .ics of one registration, in the recipient's language. */
export function sessionCalendar(session: MailSession, registrationId: number, appOrigin: string, locale: Locale, cancelled = false) {
  const t = translator(locale);
  return {
    filename: `courtside-session-${session.id}.ics`,
    content: calendarFile({
      uid: `program-registration-${registrationId}@${new URL(appOrigin).hostname}`,
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      stamp: new Date(),
      summary: t('mail.program.calendarSummary', { title: session.title, venue: VENUE }),
      description: t('mail.program.calendarDescription', { title: session.title, when: when(session, locale), courts: courts(session), appOrigin }),
      location: VENUE,
      cancelled,
    }),
  };
}

/** The .ics of a place in a whole program: one event per date. */
export function programCalendar(
  program: { id: number; title: string; timeZone: string; sessions: { id: number; startsAt: Date; endsAt: Date; courts: number[] }[] },
  enrolmentId: number,
  appOrigin: string,
  locale: Locale,
  cancelled = false,
) {
  const t = translator(locale);
  const host = new URL(appOrigin).hostname;
  return {
    filename: `courtside-program-${program.id}.ics`,
    content: calendarFileOf(
      program.sessions.map((session) => ({
        uid: `program-enrolment-${enrolmentId}-${session.id}@${host}`,
        startsAt: session.startsAt,
        endsAt: session.endsAt,
        stamp: new Date(),
        summary: t('mail.program.calendarSummary', { title: program.title, venue: VENUE }),
        description: t('mail.program.calendarDescription', {
          title: program.title,
          when: describePeriod(session.startsAt, session.endsAt, program.timeZone, locale),
          courts: session.courts.join(', '),
          appOrigin,
        }),
        location: VENUE,
        cancelled,
      })),
    ),
  };
}

/** A waitlist offer: the spot is held for `name` until the window ends. */
export function offerMail(to: ProgramRecipient, session: MailSession, name: string, expiresAt: Date, appOrigin: string): MailMessage {
  const t = translator(to.locale);
  const values = { title: session.title, when: when(session, to.locale), name, until: describeInstant(expiresAt, session.timeZone, to.locale), appOrigin };
  return {
    to: to.email,
    subject: t('mail.program.offerSubject', values),
    text: [t('mail.common.greeting', { firstName: to.firstName }), '', t('mail.program.offer', values)].join('\n'),
  };
}

/** The 24-hour reminder, with the calendar file. */
export function reminderMail(to: ProgramRecipient, session: MailSession, name: string, registrationId: number, appOrigin: string): MailMessage {
  const t = translator(to.locale);
  const values = { title: session.title, when: when(session, to.locale), name, courts: courts(session), appOrigin };
  const calendar = sessionCalendar(session, registrationId, appOrigin, to.locale);
  return {
    to: to.email,
    subject: t('mail.program.reminderSubject', values),
    text: [t('mail.common.greeting', { firstName: to.firstName }), '', t('mail.program.reminder', values)].join('\n'),
    attachments: [{ filename: calendar.filename, content: calendar.content, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
}

/** The 24-hour reminder before a program's first date, with every date in the calendar file. */
export function programReminderMail(
  to: ProgramRecipient,
  program: { id: number; title: string; timeZone: string; sessions: { id: number; startsAt: Date; endsAt: Date; courts: number[] }[] },
  name: string,
  enrolmentId: number,
  appOrigin: string,
): MailMessage {
  const t = translator(to.locale);
  const first = program.sessions[0];
  const values = { title: program.title, when: describePeriod(first.startsAt, first.endsAt, program.timeZone, to.locale), name, courts: first.courts.join(', '), appOrigin };
  const calendar = programCalendar(program, enrolmentId, appOrigin, to.locale);
  return {
    to: to.email,
    subject: t('mail.program.reminderSubject', values),
    text: [t('mail.common.greeting', { firstName: to.firstName }), '', t('mail.program.reminder', values)].join('\n'),
    attachments: [{ filename: calendar.filename, content: calendar.content, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
}

/** The owner moved a session (time or courts): the old and new times, with the updated calendar file. */
export function sessionMovedMail(to: ProgramRecipient, session: MailSession, before: { startsAt: Date; endsAt: Date }, name: string, registrationId: number, appOrigin: string): MailMessage {
  const t = translator(to.locale);
  const values = { title: session.title, when: when(session, to.locale), before: describePeriod(before.startsAt, before.endsAt, session.timeZone, to.locale), courts: courts(session), name, appOrigin };
  const calendar = sessionCalendar(session, registrationId, appOrigin, to.locale);
  return {
    to: to.email,
    subject: t('mail.program.movedSubject', values),
    text: [t('mail.common.greeting', { firstName: to.firstName }), '', t('mail.program.moved', values)].join('\n'),
    attachments: [{ filename: calendar.filename, content: calendar.content, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
}

/** The owner cancelled the session: the reason, and each person's refund. */
export function sessionCancelledMail(to: ProgramRecipient, session: MailSession, reason: string, people: { name: string; refundCents: number }[], appOrigin: string): MailMessage {
  const t = translator(to.locale);
  const values = { title: session.title, when: when(session, to.locale), reason, appOrigin };
  return {
    to: to.email,
    subject: t('mail.program.cancelledSubject', values),
    text: [
      t('mail.common.greeting', { firstName: to.firstName }),
      '',
      t('mail.program.cancelled', values),
      ...people.map((person) =>
        person.refundCents > 0
          ? t('mail.program.cancelledRefund', { name: person.name, amount: formatMoney(person.refundCents, 'CAD', to.locale) })
          : t('mail.program.cancelledNoCharge', { name: person.name }),
      ),
      '',
      t('mail.program.sorry', values),
    ].join('\n'),
  };
}
