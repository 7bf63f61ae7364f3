import type { Database } from '../../../db/client.js';
import { conflict, notFound } from '../../../lib/http-error.js';
import type { Locale } from '../../../lib/request-locale.js';
import { recordStaffAction, staffMember } from '../../audit/index.js';
import { readCompanySettings } from '../../settings/company/index.js';
import { contactsByIds } from '../../users/index.js';
import { participantNames } from '../shared/index.js';
import { sessionWithProgram, toSessionView } from '../schedule/index.js';
import { lineOf, liveRegistrationsOf, lockRegistration, placesOf, setRegistration } from './registrations-repository.js';
import type { AttendanceListener } from './attendance-port.js';
import type { Attendance } from './schema.js';

/** The desk's list of who is coming to a session: names, paid or not, member or not, attendance. */
export async function rosterOf(db: Database, sessionId: number, now: Date, locale: Locale) {
  const found = await sessionWithProgram(db, sessionId);
  if (!found) throw notFound('There is no such session.').coded('program_session_not_found');
  const { timeZone } = await readCompanySettings(db);
  const [rows, line, places] = await Promise.all([liveRegistrationsOf(db, sessionId), lineOf(db, sessionId), placesOf(db, [sessionId], now)]);
  const live = rows.filter((row) => row.status === 'confirmed' || (row.holdExpiresAt && row.holdExpiresAt > now));
  const names = await participantNames(db, [...live, ...line]);
  const accounts = new Map(
    (await contactsByIds(db, [...new Set(live.map((row) => row.accountUserId).filter((id): id is number => id !== null))])).map((contact) => [
      contact.id,
      contact,
    ]),
  );
  return {
    // The venue's zone: the desk's offer-expiry times read as the venue's clock, wherever staff sit.
    timeZone,
    session: toSessionView(found, timeZone, places.get(sessionId), null, locale),
    entries: live.map((row) => {
      const account = row.accountUserId === null ? null : (accounts.get(row.accountUserId) ?? null);
      return {
        registrationId: row.id,
        participantName: names.get(row) ?? '—',
        accountName: account ? `${account.firstName} ${account.lastName}` : null,
        email: account?.email ?? null,
        member: row.member,
        paid: row.status === 'confirmed',
        priceCents: row.priceCents,
        status: row.status as 'held' | 'confirmed',
        attendance: row.attendance,
        walkIn: row.walkInName !== null,
      };
    }),
    waitlist: line.map((entry, index) => ({
      id: entry.id,
      name: names.get(entry) ?? '—',
      position: index + 1,
      status: entry.status as 'waiting' | 'offered',
      offerExpiresAt: entry.status === 'offered' && entry.offerExpiresAt ? entry.offerExpiresAt.toISOString() : null,
    })),
  };
}

/**
 * Staff mark a registrant checked in or a no-show (or clear it); recorded in the account's staff
 * trail. The listener (open play's line) hears it in the same transaction.
 */
export async function markAttendance(
  db: Database,
  staffId: number,
  registrationId: number,
  status: Attendance | null,
  now: Date,
  listener: AttendanceListener | null = null,
) {
  return db.transaction(async (tx) => {
    const row = await lockRegistration(tx, registrationId);
    if (!row || row.status !== 'confirmed') {
      if (!row) throw notFound('There is no such registration.').coded('program_registration_not_found');
      throw conflict('Only a paid registration can be checked in.').coded('program_cancel_not_allowed');
    }
    const updated = (await setRegistration(tx, registrationId, { attendance: status, updatedAt: now }))!;
    await listener?.attendanceMarked(tx, row, status, now);
    if (row.accountUserId !== null) {
      const [name] = (await participantNames(tx, [row])).values();
      await recordStaffAction(
        tx,
        {
          staff: await staffMember(tx, staffId),
          subjectUserId: row.accountUserId,
          action: 'program.attendance',
          detail: `${name} marked ${status === null ? 'not yet arrived' : status === 'checked_in' ? 'checked in' : 'no-show'} for session ${row.sessionId}`,
          params: { name, status: status ?? 'none', sessionId: row.sessionId },
        },
        now,
      );
    }
    return updated;
  });
}
