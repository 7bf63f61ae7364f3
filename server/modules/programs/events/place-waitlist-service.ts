import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import { isUniqueViolation } from '../../../lib/db-errors.js';
import { badRequest, conflict, notFound } from '../../../lib/http-error.js';
import { resolveParticipant, type ParticipantId } from '../../account/households/index.js';
import type { Mailer } from '../../mail/index.js';
import type { Buyer } from '../../checkout/products/index.js';
import { readCompanySettings } from '../../settings/company/index.js';
import { contactsByIds } from '../../users/index.js';
import { divisionPlaceOfPerson, enrolledCounts, enrolmentOfPerson, entryCounts } from './enrolments-repository.js';
import { isHolders, offerNow, participantNames, personKey, placeOfferMail } from '../shared/index.js';
import { lockProgram, programTitles, sessionsOfPrograms } from '../schedule/index.js';
import { divisionById } from './divisions-repository.js';
import {
  closePlaceLines,
  insertPlaceWaitlist,
  lapsePlaceOffers,
  linesWithWaiting,
  placeLine,
  placeWaitlistById,
  setPlaceWaitlist,
} from './place-waitlist-repository.js';

/**
 * The fair line for a full camp, clinic, lesson, social or tournament division
 * (docs/tournaments-and-waitlists.md): first come, first served; a freed place is offered to the
 * first in line for a window and kept for them meanwhile. Every step is a row claimed in the
 * database, so several instances neither skip nor double an offer.
 */
export class PlaceWaitlistService {
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly appOrigin: string,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Joins the line of a full program (or division): 201 with the place in line. */
  async join(caller: Buyer, programId: number, participantId: ParticipantId, divisionId: number | null) {
    const now = this.now();
    const participant = await resolveParticipant(this.db, caller.id, participantId);
    const person = personKey(caller.id, participant.householdMemberId);
    const entry = await this.db.transaction(async (tx) => {
      const program = await lockProgram(tx, programId);
      if (!program || program.kind === 'drop_in' || !program.published || program.archivedAt)
        throw notFound('There is no such program.').coded('program_not_found');
      const first = (await sessionsOfPrograms(tx, [programId])).get(programId)?.[0];
      if (program.cancelledAt || !program.registrationEnabled || !first || first.startsAt <= now)
        throw conflict('The waitlist for this program is closed.').coded('program_waitlist_closed');
      let free: number;
      if (program.kind === 'tournament') {
        if (divisionId === null) throw badRequest('Choose a division.', { divisionId: 'Choose a division.' }).coded('program_division_required');
        const division = await divisionById(tx, divisionId);
        if (!division || division.programId !== programId) throw notFound('There is no such division.').coded('program_division_not_found');
        if (await divisionPlaceOfPerson(tx, divisionId, person, now))
          throw conflict(`${participant.name} is already entered.`).coded('program_already_registered', { name: participant.name });
        free = division.maxEntries - ((await entryCounts(tx, [divisionId], now)).get(divisionId) ?? 0);
      } else {
        if (divisionId !== null)
          throw badRequest('Only tournaments have divisions.', { divisionId: 'Only tournaments have divisions.' }).coded('program_division_not_found');
        if (await enrolmentOfPerson(tx, programId, person, now))
          throw conflict(`${participant.name} is already registered.`).coded('program_already_registered', { name: participant.name });
        free = program.capacity - ((await enrolledCounts(tx, [programId], now)).get(programId) ?? 0);
      }
      const line = await placeLine(tx, programId, divisionId);
      if (free - line.length > 0) throw conflict('There are places left: register instead.').coded('program_waitlist_not_full');
      try {
        return await tx.transaction((savepoint) =>
          insertPlaceWaitlist(savepoint, {
            programId,
            divisionId,
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
    const line = await placeLine(this.db, programId, divisionId);
    return { id: entry.id, position: line.findIndex((other) => other.id === entry.id) + 1 };
  }

  /** Leaves the line; a live offer passes on to the next person. */
  async leave(caller: Buyer, programId: number, entryId: number) {
    const entry = await placeWaitlistById(this.db, entryId);
    if (!entry || entry.programId !== programId || (entry.accountUserId !== caller.id && !caller.isStaff) || !['waiting', 'offered'].includes(entry.status)) {
      throw notFound('There is no such waitlist entry.').coded('program_waitlist_entry_not_found');
    }
    await setPlaceWaitlist(this.db, entryId, { status: 'left', updatedAt: this.now() });
    if (entry.status === 'offered') await this.offerFreedPlaces(programId, entry.divisionId);
  }

  /** Offers a line's free places to the first people waiting, as many as are free, unless it is the quiet hours. */
  async offerFreedPlaces(programId: number, divisionId: number | null) {
    const now = this.now();
    const { timeZone } = await readCompanySettings(this.db);
    const offered = await this.db.transaction(async (tx) => {
      const program = await lockProgram(tx, programId);
      const dates = (await sessionsOfPrograms(tx, [programId])).get(programId) ?? [];
      const first = dates[0];
      if (!program || program.cancelledAt || !first || first.startsAt <= now) {
        await closePlaceLines(tx, programId, now);
        return null;
      }
      const window = offerNow(now, first.startsAt, timeZone);
      if (!window) return null;
      let free: number;
      if (divisionId !== null) {
        const division = await divisionById(tx, divisionId);
        if (!division) return null;
        free = division.maxEntries - ((await entryCounts(tx, [divisionId], now)).get(divisionId) ?? 0);
      } else {
        free = program.capacity - ((await enrolledCounts(tx, [programId], now)).get(programId) ?? 0);
      }
      const line = await placeLine(tx, programId, divisionId);
      const liveOffers = line.filter((entry) => entry.status === 'offered' && entry.offerExpiresAt && entry.offerExpiresAt > now).length;
      const waiting = line.filter((entry) => entry.status === 'waiting').slice(0, Math.max(0, free - liveOffers));
      for (const entry of waiting)
        await setPlaceWaitlist(tx, entry.id, { status: 'offered', offeredAt: window.offeredAt, offerExpiresAt: window.expiresAt, updatedAt: now });
      return { program, first, last: dates.at(-1)!, waiting, expiresAt: window.expiresAt };
    });
    if (!offered || offered.waiting.length === 0) return;
    const names = await participantNames(this.db, offered.waiting);
    const contacts = new Map(
      (
        await contactsByIds(
          this.db,
          offered.waiting.map((entry) => entry.accountUserId),
        )
      ).map((contact) => [contact.id, contact]),
    );
    const link = `${this.appOrigin}/lesson-info/${programId}?showRegisterOnLoad=true`;
    for (const entry of offered.waiting) {
      const to = contacts.get(entry.accountUserId);
      if (!to) continue;
      const program = { title: programTitles(offered.program), startsAt: offered.first.startsAt, endsAt: offered.last.endsAt, timeZone };
      await this.mailer
        .send(placeOfferMail(to, program, { name: names.get(entry) ?? '—', self: isHolders(entry) }, offered.expiresAt, link))
        .catch((error: unknown) => this.log.error({ err: error, entryId: entry.id }, 'could not send a place offer'));
    }
  }

  /** The job: lapsed offers pass on; lines with people waiting get the places that freed without a call. */
  run(): Promise<void> {
    this.running ??= this.runOnce().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async runOnce() {
    const lapsed = await lapsePlaceOffers(this.db, this.now());
    const lines = new Map([...lapsed, ...(await linesWithWaiting(this.db))].map((line) => [`${line.programId}:${line.divisionId ?? 0}`, line]));
    for (const line of lines.values()) await this.offerFreedPlaces(line.programId, line.divisionId);
  }
}
