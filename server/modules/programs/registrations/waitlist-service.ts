import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import { isUniqueViolation } from '../../../lib/db-errors.js';
import { conflict, notFound } from '../../../lib/http-error.js';
import { describeInstant } from '../../../lib/venue-time.js';
import { resolveParticipant, type ParticipantId } from '../../account/households/index.js';
import type { Mailer, MailMessage } from '../../mail/index.js';
import type { Buyer } from '../../checkout/products/index.js';
import { readCompanySettings } from '../../settings/company/index.js';
import { contactsByIds } from '../../users/index.js';
import { isHolders, offerMail, offerNow, participantNames, perAccount, personKey, reminderMail } from '../shared/index.js';
import { lockSessionWithProgram, programTitles, registrationOpensAt, sessionsByIds } from '../schedule/index.js';
import {
  claimReminders,
  closeLines,
  insertWaitlistEntry,
  lapseExpiredOffers,
  lineOf,
  placeOfPerson,
  placesOf,
  remindedBefore,
  sessionsWithWaiting,
  setWaitlistEntry,
  unclaimReminders,
  waitlistEntryById,
} from './registrations-repository.js';

/** Reminders go out from this long before a session starts. */
const REMINDER_LEAD_MS = 24 * 3_600_000;

/**
 * The fair waitlist: first come, first served per session; a freed place is offered to the first in
 * line for a window (offer-windows.ts), then to the next. Every step is a row claimed in the
 * database, so several instances and restarts neither skip nor double an offer.
 */
export class WaitlistService {
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly appOrigin: string,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Joins the line for a full session: 201 with the place in line. */
  async join(caller: Buyer, sessionId: number, participantId: ParticipantId) {
    const now = this.now();
    const participant = await resolveParticipant(this.db, caller.id, participantId);
    const person = personKey(caller.id, participant.householdMemberId);
    const { timeZone } = await readCompanySettings(this.db);
    const entry = await this.db.transaction(async (tx) => {
      const found = await lockSessionWithProgram(tx, sessionId);
      if (!found || !found.program.published) throw notFound('There is no such session.').coded('program_session_not_found');
      const { session, program } = found;
      if (session.status === 'cancelled' || session.startsAt <= now)
        throw conflict('The waitlist for this session is closed.').coded('program_waitlist_closed');
      const opensAt = registrationOpensAt(program, session.startsAt, timeZone);
      if (now < opensAt)
        throw conflict(`Registration opens ${describeInstant(opensAt, timeZone)}.`).coded('program_registration_not_open', { date: opensAt.toISOString() });
      if (await placeOfPerson(tx, sessionId, person, now))
        throw conflict(`${participant.name} is already registered for this session.`).coded('program_already_registered', { name: participant.name });
      const places = (await placesOf(tx, [sessionId], now)).get(sessionId)!;
      if (session.capacity - places.taken - places.waiting > 0) throw conflict('There are places left: register instead.').coded('program_waitlist_not_full');
      try {
        return await tx.transaction((savepoint) =>
          insertWaitlistEntry(savepoint, {
            sessionId,
            accountUserId: caller.id,
            householdMemberId: participant.householdMemberId,
            person,
            status: 'waiting',
            createdAt: now,
            updatedAt: now,
          }),
        );
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw conflict(`${participant.name} is already on the waitlist.`).coded('program_already_waitlisted', { name: participant.name });
      }
    });
    const line = await lineOf(this.db, sessionId);
    return { id: entry.id, position: line.findIndex((other) => other.id === entry.id) + 1 };
  }

  /** Leaves the line; a live offer passes on to the next person. */
  async leave(caller: Buyer, entryId: number) {
    const entry = await waitlistEntryById(this.db, entryId);
    if (!entry || (entry.accountUserId !== caller.id && !caller.isStaff) || !['waiting', 'offered'].includes(entry.status)) {
      throw notFound('There is no such waitlist entry.').coded('program_waitlist_entry_not_found');
    }
    const now = this.now();
    await setWaitlistEntry(this.db, entryId, { status: 'left', updatedAt: now });
    if (entry.status === 'offered') await this.offerFreedPlaces(entry.sessionId);
  }

  /** Offers a session's free places to the first people waiting, as many as are free, unless it is the quiet hours. */
  async offerFreedPlaces(sessionId: number) {
    const now = this.now();
    const { timeZone } = await readCompanySettings(this.db);
    const offered = await this.db.transaction(async (tx) => {
      const found = await lockSessionWithProgram(tx, sessionId);
      if (!found || found.session.status === 'cancelled') return [];
      const window = offerNow(now, found.session.startsAt, timeZone);
      if (!window) return [];
      const places = (await placesOf(tx, [sessionId], now)).get(sessionId)!;
      const free = found.session.capacity - places.taken;
      if (free <= 0) return [];
      const waiting = (await lineOf(tx, sessionId)).filter((entry) => entry.status === 'waiting').slice(0, free);
      for (const entry of waiting)
        await setWaitlistEntry(tx, entry.id, { status: 'offered', offeredAt: window.offeredAt, offerExpiresAt: window.expiresAt, updatedAt: now });
      return waiting.map((entry) => ({ entry, expiresAt: window.expiresAt, found }));
    });
    if (offered.length === 0) return;
    const names = await participantNames(
      this.db,
      offered.map((item) => item.entry),
    );
    const contacts = new Map(
      (
        await contactsByIds(
          this.db,
          offered.map((item) => item.entry.accountUserId),
        )
      ).map((contact) => [contact.id, contact]),
    );
    for (const { entry, expiresAt, found } of offered) {
      const to = contacts.get(entry.accountUserId);
      if (!to) continue;
      const session = {
        id: sessionId,
        title: programTitles(found.program),
        startsAt: found.session.startsAt,
        endsAt: found.session.endsAt,
        courts: found.session.courts,
        timeZone,
      };
      await this.send(offerMail(to, session, { name: names.get(entry) ?? '—', self: isHolders(entry) }, expiresAt, this.appOrigin), {
        sessionId,
        entryId: entry.id,
      });
    }
  }

  /**
   * The job: lapsed offers pass on, lines of started or cancelled sessions close, places that freed
   * without a call (a checkout that lapsed, the morning after quiet hours) are offered, and the
   * 24-hour reminders go out. One run at a time per instance; rows make it safe across instances.
   */
  run(): Promise<void> {
    this.running ??= this.runOnce().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async runOnce() {
    const now = this.now();
    const lapsed = await lapseExpiredOffers(this.db, now);
    await closeLines(this.db, now);
    for (const sessionId of new Set([...lapsed, ...(await sessionsWithWaiting(this.db, now))])) await this.offerFreedPlaces(sessionId);
    await this.sendReminders(now);
  }

  /** One reminder per account and session, naming everyone of the household registered; an account an earlier run reminded hears nothing more. */
  private async sendReminders(now: Date) {
    const due = await claimReminders(this.db, now, new Date(now.getTime() + REMINDER_LEAD_MS), now);
    if (due.length === 0) return;
    const { timeZone } = await readCompanySettings(this.db);
    const sessionIds = [...new Set(due.map((row) => row.sessionId))];
    const sessions = new Map((await sessionsByIds(this.db, sessionIds)).map((found) => [found.session.id, found]));
    const reminded = await remindedBefore(this.db, sessionIds, now);
    const names = await participantNames(this.db, due);
    const contacts = new Map((await contactsByIds(this.db, [...new Set(due.map((row) => row.accountUserId!))])).map((contact) => [contact.id, contact]));
    for (const { accountUserId, key: sessionId, rows } of perAccount(due, (row) => row.sessionId)) {
      const found = sessions.get(sessionId)!;
      const to = contacts.get(accountUserId);
      // A place added after the account's reminder went out came with its own confirmation.
      if (!to || reminded.has(`${accountUserId}:${sessionId}`)) continue;
      const session = {
        id: sessionId,
        title: programTitles(found.program),
        startsAt: found.session.startsAt,
        endsAt: found.session.endsAt,
        courts: found.session.courts,
        timeZone,
      };
      const places = rows.map((row) => ({ id: row.id, name: names.get(row) ?? '—', self: isHolders(row) }));
      const sent = await this.send(reminderMail(to, session, places, this.appOrigin), { sessionId, accountUserId });
      if (!sent)
        await unclaimReminders(
          this.db,
          rows.map((row) => row.id),
        ); // tried again on the next run
    }
  }

  private async send(message: MailMessage, context: Record<string, number>): Promise<boolean> {
    try {
      await this.mailer.send(message);
      return true;
    } catch (error) {
      this.log.error({ err: error, ...context }, 'could not send a program e-mail');
      return false;
    }
  }
}
