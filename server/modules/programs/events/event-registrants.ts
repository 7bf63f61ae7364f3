import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import { notFound } from '../../../lib/http-error.js';
import { recordStaffAction, staffMember } from '../../audit/index.js';
import type { Mailer } from '../../mail/index.js';
import { contactsByIds } from '../../users/index.js';
import { enrolmentsForOwner } from './enrolments-repository.js';
import { participantNames } from '../shared/index.js';
import { programById, recordTitle } from '../schedule/index.js';
import { teamsOf } from './division-views.js';
import { divisionsOfPrograms } from './divisions-repository.js';
import { placeLinesOf } from './place-waitlist-repository.js';

/** Who holds places in a program, as the owner sees them; and one plain-text e-mail to all of them. */
export class EventRegistrants {
  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  private async program(id: number) {
    const program = await programById(this.db, id);
    if (!program || program.kind === 'drop_in' || program.archivedAt) throw notFound('There is no such program.').coded('program_not_found');
    return program;
  }

  async list(programId: number) {
    await this.program(programId);
    const now = this.now();
    const rows = (await enrolmentsForOwner(this.db, programId)).filter(
      (row) => row.status !== 'held' || (row.holdExpiresAt !== null && row.holdExpiresAt > now),
    );
    const [names, contacts] = await Promise.all([
      participantNames(this.db, rows),
      contactsByIds(this.db, [...new Set(rows.map((row) => row.accountUserId).filter((id): id is number => id !== null))]),
    ]);
    const contact = new Map(contacts.map((c) => [c.id, c]));
    const teams = await teamsOf(this.db, rows, now);
    return rows.map((row) => {
      const team = teams.get(row.id)!;
      const account = row.accountUserId !== null ? contact.get(row.accountUserId) : undefined;
      return {
        id: row.id,
        participantName: names.get(row) ?? '—',
        age: row.ageOnFirstDay,
        accountName: account ? `${account.firstName} ${account.lastName}` : '—',
        accountEmail: account?.email ?? '',
        status: row.status as 'held' | 'confirmed' | 'cancelled',
        paid: row.paidAt !== null,
        member: row.member,
        priceCents: row.priceCents,
        createdAt: row.createdAt.toISOString(),
        divisionName: team.divisionName,
        partnerName: team.partnerName,
      };
    });
  }

  /** The program's lines (its own, or each division's), first come first, with who is in them. */
  async waitlist(programId: number) {
    await this.program(programId);
    const rows = await placeLinesOf(this.db, [programId]);
    const [names, contacts, divisions] = await Promise.all([
      participantNames(this.db, rows),
      contactsByIds(this.db, [...new Set(rows.map((row) => row.accountUserId))]),
      divisionsOfPrograms(this.db, [programId]),
    ]);
    const contact = new Map(contacts.map((c) => [c.id, c]));
    const divisionName = new Map((divisions.get(programId) ?? []).map((division) => [division.id, division.name]));
    return rows.map((row) => {
      const account = contact.get(row.accountUserId);
      return {
        id: row.id,
        participantName: names.get(row) ?? '—',
        accountName: account ? `${account.firstName} ${account.lastName}` : '—',
        accountEmail: account?.email ?? '',
        divisionId: row.divisionId,
        divisionName: row.divisionId !== null ? (divisionName.get(row.divisionId) ?? null) : null,
        status: row.status as 'waiting' | 'offered',
        position: rows.filter((other) => other.divisionId === row.divisionId).findIndex((other) => other.id === row.id) + 1,
        offerExpiresAt: row.status === 'offered' ? (row.offerExpiresAt?.toISOString() ?? null) : null,
        createdAt: row.createdAt.toISOString(),
      };
    });
  }

  /** Plain text to every account with a paid place, each logged on the staff trail. */
  async email(staffUserId: number, programId: number, subject: string, body: string) {
    const program = await this.program(programId);
    const confirmed = (await enrolmentsForOwner(this.db, programId)).filter((row) => row.status === 'confirmed' && row.accountUserId !== null);
    const contacts = await contactsByIds(this.db, [...new Set(confirmed.map((row) => row.accountUserId!))]);
    const staff = await staffMember(this.db, staffUserId);
    let sent = 0;
    for (const contact of contacts) {
      try {
        await this.mailer.send({ to: contact.email, subject, text: body });
        sent += 1;
        await recordStaffAction(
          this.db,
          {
            staff,
            subjectUserId: contact.id,
            action: 'program.emailed',
            detail: `E-mailed registrants of ${recordTitle(program)}: ${subject}`,
            params: { programId, subject },
          },
          this.now(),
        );
      } catch (error) {
        this.log.error({ err: error, programId }, 'could not e-mail a registrant');
      }
    }
    return { sent };
  }
}
