import { pastEnrolmentsOf, teamsOf, upcomingEnrolmentsOf } from './events/index.js';
import { participantIdOf, participantNames, type Reader } from './shared/index.js';
import { pastRegistrationsOf, upcomingRegistrationsOf, waitlistLinesOf } from './registrations/index.js';
import { localize } from '../../lib/localized.js';
import type { Locale } from '../../lib/request-locale.js';
import { programsByIds, programTitles, sessionsByIds, sessionsOfPrograms } from './schedule/index.js';

/** Places still to come (live, not ended), or past (ended or cancelled), as staff choose. */
export type PlaceScope = 'upcoming' | 'past';

const iso = (date: Date) => date.toISOString();

/**
 * Staff on someone's account: the places its holder and family hold in drop-in sessions (with their
 * waitlist lines while they wait) and in camps, clinics, lessons, socials and tournaments, with each
 * place's status. Upcoming soonest first; past latest first.
 */
export async function accountPlaces(db: Reader, accountUserId: number, scope: PlaceScope, now: Date, locale: Locale) {
  const [registrations, waitlist, enrolments] = await Promise.all([
    scope === 'upcoming' ? upcomingRegistrationsOf(db, accountUserId, now) : pastRegistrationsOf(db, accountUserId, now),
    scope === 'upcoming' ? waitlistLinesOf(db, accountUserId, now, locale) : Promise.resolve([]),
    scope === 'upcoming' ? upcomingEnrolmentsOf(db, accountUserId, now) : pastEnrolmentsOf(db, accountUserId, now),
  ]);
  const programIds = [...new Set(enrolments.map((row) => row.programId))];
  const [sessions, programs, dates, names, teams] = await Promise.all([
    sessionsByIds(db, [...new Set(registrations.map((row) => row.sessionId))]),
    programsByIds(db, programIds),
    // A cancelled program keeps its dates on the staff's list, so past places read their cancelled sessions too.
    sessionsOfPrograms(db, programIds, { includeCancelled: scope === 'past' }),
    participantNames(db, [...registrations, ...enrolments]),
    teamsOf(db, enrolments, now),
  ]);
  const sessionOf = new Map(sessions.map((found) => [found.session.id, found]));
  const programOf = new Map(programs.map((program) => [program.id, program]));

  const sessionPlaces = registrations.flatMap((registration) => {
    const found = sessionOf.get(registration.sessionId);
    // A place whose session is gone is left out, as the join did.
    if (!found) return [];
    const { session, program } = found;
    return [
      {
        id: registration.id,
        sessionId: session.id,
        programId: session.programId,
        ...localize(locale, 'title', { title: programTitles(program) }),
        level: program.level,
        startsAt: iso(session.startsAt),
        endsAt: iso(session.endsAt),
        participantId: participantIdOf(registration),
        participantName: names.get(registration) ?? '—',
        status: registration.status as 'held' | 'confirmed' | 'cancelled',
        sessionCancelled: session.status === 'cancelled',
        attendance: registration.attendance,
        priceCents: registration.priceCents,
      },
    ];
  });

  const programPlaces = enrolments.flatMap((row) => {
    const program = programOf.get(row.programId);
    const sessions = dates.get(row.programId) ?? [];
    const first = sessions[0];
    const last = sessions.at(-1);
    if (!program || !first || !last) return [];
    const team = teams.get(row.id);
    return [
      {
        id: row.id,
        programId: program.id,
        kind: program.kind,
        ...localize(locale, 'title', { title: programTitles(program) }),
        startsAt: iso(first.startsAt),
        endsAt: iso(last.endsAt),
        sessionCount: sessions.length,
        participantId: participantIdOf(row),
        participantName: names.get(row) ?? '—',
        status: row.status as 'held' | 'confirmed' | 'cancelled',
        programCancelled: program.cancelledAt !== null,
        priceCents: row.priceCents,
        divisionName: team?.divisionName ?? null,
        partnerName: team?.partnerName ?? null,
      },
    ];
  });
  // Upcoming soonest first, past latest first: the same order as the bookings beside them.
  programPlaces.sort((a, b) => (scope === 'upcoming' ? a.startsAt.localeCompare(b.startsAt) : b.startsAt.localeCompare(a.startsAt)) || a.id - b.id);

  return { registrations: sessionPlaces, waitlist, enrolments: programPlaces };
}
