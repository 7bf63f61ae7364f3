import { inLocale } from '../../../lib/localized.js';
import type { Locale } from '../../../lib/request-locale.js';
import { formatMoney } from '../../../lib/money.js';
import { translator } from '../../../lib/server-i18n.js';
import { VENUE_NAME } from '../../../lib/venue-identity.js';
import { describeInstant, describePeriod } from '../../../lib/venue-time.js';
import { calendarFileOf, type CalendarEvent } from '../../booking/index.js';
import type { MailMessage } from '../../mail/index.js';
import type { ProgramTitles } from '../schedule/index.js';
import { courtValues, whoValues, type MailPerson } from './mail-words.js';

/** Who a program e-mail is for: the account holder, in their language. */
export interface ProgramRecipient {
  email: string;
  firstName: string;
  locale: Locale;
}

/** The session as e-mails speak of it. */
export interface MailSession {
  id: number;
  /** Both languages: each mail names the program in its recipient's (else the other). */
  title: ProgramTitles;
  startsAt: Date;
  endsAt: Date;
  courts: number[];
  timeZone: string;
}

/** A whole program as e-mails speak of it: its dates, each with its courts. */
export interface MailProgram {
  id: number;
  title: ProgramTitles;
  timeZone: string;
  sessions: { id: number; startsAt: Date; endsAt: Date; courts: number[] }[];
}

/** One place of the household the e-mail is about: its row's id (a calendar event's key) and whose it is. */
export interface MailPlace extends MailPerson {
  id: number;
}

const ICS = 'text/calendar; charset=utf-8; method=PUBLISH';
const when = (session: MailSession, locale: Locale) => describePeriod(session.startsAt, session.endsAt, session.timeZone, locale);

/** One date's calendar event; its uid is the place's, so a later file updates the event the receipt added. */
function placeEvent(
  title: string,
  date: { startsAt: Date; endsAt: Date; courts: number[] },
  uid: string,
  timeZone: string,
  link: string,
  locale: Locale,
  cancelled: boolean,
): CalendarEvent {
  const t = translator(locale);
  return {
    uid,
    startsAt: date.startsAt,
    endsAt: date.endsAt,
    stamp: new Date(),
    summary: t('mail.program.calendarSummary', { title, venue: VENUE_NAME }),
    description: t('mail.program.calendarDescription', {
      title,
      when: describePeriod(date.startsAt, date.endsAt, timeZone, locale),
      ...courtValues(t, locale, date.courts, 'courtsNoun'),
      link,
    }),
    location: VENUE_NAME,
    cancelled,
  };
}

/** The .ics of a session's places (one event per place, keyed as the receipt keyed it), in the recipient's language. */
function placesCalendar(session: MailSession, registrationIds: number[], appOrigin: string, locale: Locale, cancelled = false) {
  const host = new URL(appOrigin).hostname;
  return {
    filename: `courtside-session-${session.id}.ics`,
    content: calendarFileOf(
      registrationIds.map((id) =>
        placeEvent(inLocale(session.title, locale), session, `program-registration-${id}@${host}`, session.timeZone, `${appOrigin}/drop-in`, locale, cancelled),
      ),
    ),
  };
}

/** The .ics of one registration, in the recipient's language. */
export const sessionCalendar = (session: MailSession, registrationId: number, appOrigin: string, locale: Locale, cancelled = false) =>
  placesCalendar(session, [registrationId], appOrigin, locale, cancelled);

/** The .ics of places in a whole program: one event per date and place. */
function programPlacesCalendar(program: MailProgram, enrolmentIds: number[], appOrigin: string, locale: Locale, cancelled = false) {
  const host = new URL(appOrigin).hostname;
  const link = `${appOrigin}/lesson-info/${program.id}`;
  return {
    filename: `courtside-program-${program.id}.ics`,
    content: calendarFileOf(
      enrolmentIds.flatMap((enrolmentId) =>
        program.sessions.map((session) =>
          placeEvent(
            inLocale(program.title, locale),
            session,
            `program-enrolment-${enrolmentId}-${session.id}@${host}`,
            program.timeZone,
            link,
            locale,
            cancelled,
          ),
        ),
      ),
    ),
  };
}

/** The .ics of a place in a whole program: one event per date. */
export const programCalendar = (program: MailProgram, enrolmentId: number, appOrigin: string, locale: Locale, cancelled = false) =>
  programPlacesCalendar(program, [enrolmentId], appOrigin, locale, cancelled);

const greeting = (to: ProgramRecipient) => translator(to.locale)('mail.common.greeting', { firstName: to.firstName });

/** A waitlist offer: the spot is held for `person` until the window ends. */
export function offerMail(to: ProgramRecipient, session: MailSession, person: MailPerson, expiresAt: Date, appOrigin: string): MailMessage {
  const t = translator(to.locale);
  const values = {
    title: inLocale(session.title, to.locale),
    when: when(session, to.locale),
    ...whoValues(t, to.locale, [person]),
    until: describeInstant(expiresAt, session.timeZone, to.locale),
    appOrigin,
  };
  return {
    to: to.email,
    subject: t('mail.program.offerSubject', values),
    text: [greeting(to), '', t('mail.program.offer', values)].join('\n'),
  };
}

/** The 24-hour reminder: one per account and session, naming everyone of the household registered, with their calendar events. */
export function reminderMail(to: ProgramRecipient, session: MailSession, places: MailPlace[], appOrigin: string): MailMessage {
  const t = translator(to.locale);
  const values = {
    title: inLocale(session.title, to.locale),
    when: when(session, to.locale),
    ...whoValues(t, to.locale, places),
    ...courtValues(t, to.locale, session.courts, 'onCourts'),
    appOrigin,
  };
  const calendar = placesCalendar(
    session,
    places.map((place) => place.id),
    appOrigin,
    to.locale,
  );
  return {
    to: to.email,
    subject: t('mail.program.reminderSubject', values),
    text: [greeting(to), '', t('mail.program.reminder', values)].join('\n'),
    attachments: [{ filename: calendar.filename, content: calendar.content, contentType: ICS }],
  };
}

/** The 24-hour reminder before a program's first date: one per account, with every date of every place in the calendar file. */
export function programReminderMail(to: ProgramRecipient, program: MailProgram, places: MailPlace[], appOrigin: string): MailMessage {
  const t = translator(to.locale);
  const first = program.sessions[0];
  const values = {
    title: inLocale(program.title, to.locale),
    when: describePeriod(first.startsAt, first.endsAt, program.timeZone, to.locale),
    ...whoValues(t, to.locale, places),
    ...courtValues(t, to.locale, first.courts, 'onCourts'),
    appOrigin,
  };
  const calendar = programPlacesCalendar(
    program,
    places.map((place) => place.id),
    appOrigin,
    to.locale,
  );
  return {
    to: to.email,
    subject: t('mail.program.reminderSubject', values),
    text: [greeting(to), '', t('mail.program.reminder', values)].join('\n'),
    attachments: [{ filename: calendar.filename, content: calendar.content, contentType: ICS }],
  };
}

/** The owner moved a session (time or courts): the old and new times, with the updated calendar events of the household's places. */
export function sessionMovedMail(
  to: ProgramRecipient,
  session: MailSession,
  before: { startsAt: Date; endsAt: Date },
  places: MailPlace[],
  appOrigin: string,
): MailMessage {
  const t = translator(to.locale);
  const values = {
    title: inLocale(session.title, to.locale),
    when: when(session, to.locale),
    before: describePeriod(before.startsAt, before.endsAt, session.timeZone, to.locale),
    ...courtValues(t, to.locale, session.courts, 'onCourts'),
    ...whoValues(t, to.locale, places),
    appOrigin,
  };
  const calendar = placesCalendar(
    session,
    places.map((place) => place.id),
    appOrigin,
    to.locale,
  );
  return {
    to: to.email,
    subject: t('mail.program.movedSubject', values),
    text: [greeting(to), '', t('mail.program.moved', values)].join('\n'),
    attachments: [{ filename: calendar.filename, content: calendar.content, contentType: ICS }],
  };
}

/** The owner cancelled the session: the reason, and each person's refund. */
export function sessionCancelledMail(
  to: ProgramRecipient,
  session: MailSession,
  reason: string,
  people: (MailPerson & { refundCents: number })[],
  appOrigin: string,
): MailMessage {
  const t = translator(to.locale);
  const values = { title: inLocale(session.title, to.locale), when: when(session, to.locale), reason, appOrigin };
  return {
    to: to.email,
    subject: t('mail.program.cancelledSubject', values),
    text: [
      greeting(to),
      '',
      t('mail.program.cancelled', values),
      ...people.map((person) => {
        const whose = { self: person.self ? 'yes' : 'no', name: person.name };
        return person.refundCents > 0
          ? t('mail.program.cancelledRefund', { ...whose, amount: formatMoney(person.refundCents, 'CAD', to.locale) })
          : t('mail.program.cancelledNoCharge', whose);
      }),
      '',
      t('mail.program.sorry', values),
    ].join('\n'),
  };
}

/** A freed place in a camp, lesson, social or division, kept for `person` until the window ends. */
export function placeOfferMail(
  to: ProgramRecipient,
  program: { title: ProgramTitles; startsAt: Date; endsAt: Date; timeZone: string },
  person: MailPerson,
  expiresAt: Date,
  link: string,
): MailMessage {
  const t = translator(to.locale);
  const values = {
    title: inLocale(program.title, to.locale),
    when: describePeriod(program.startsAt, program.endsAt, program.timeZone, to.locale),
    ...whoValues(t, to.locale, [person]),
    until: describeInstant(expiresAt, program.timeZone, to.locale),
    link,
  };
  return {
    to: to.email,
    subject: t('mail.program.placeOfferSubject', values),
    text: [greeting(to), '', t('mail.program.placeOffer', values)].join('\n'),
  };
}
