import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import { conflict, notFound } from '../../../lib/http-error.js';
import { localize } from '../../../lib/localized.js';
import type { Locale } from '../../../lib/request-locale.js';
import { lineById, lineByReference, lockOrder, type OrderLineRow, type OrderService } from '../../checkout/orders/index.js';
import { refundableOnLine, type PaymentsService } from '../../checkout/payments/index.js';
import { historyNote, type Buyer } from '../../checkout/products/index.js';
import { readCompanySettings } from '../../settings/company/index.js';
import { contactsByIds } from '../../users/index.js';
import type { Mailer } from '../../mail/index.js';
import { ENROLMENT_REFERENCE, enrolmentRefundCutoff } from './enrolment-lines.js';
import {
  claimEnrolmentReminders,
  enrolmentById,
  enrolmentsOfEntry,
  enrolmentsRemindedBefore,
  liveEnrolmentsOf,
  lockEnrolment,
  setEnrolment,
  unclaimEnrolmentReminders,
  upcomingEnrolmentsOf,
} from './enrolments-repository.js';
import { programById, programTitles, sessionsOfPrograms } from '../schedule/index.js';
import {
  isHolders,
  participantIdOf,
  participantNames,
  perAccount,
  PROGRAM_REGISTRATION,
  programReminderMail,
  queueVenueRefund,
  sessionCancelledMail,
  type Reader,
  type Tx,
} from '../shared/index.js';
import { teamsOf } from './division-views.js';
import { closePlaceLines } from './place-waitlist-repository.js';
import type { ProgramEnrolmentRow } from './schema.js';
import type { TournamentEntries } from './tournament-entries-port.js';

/** How much a cancellation gives back: the policy kept with the place, everything paid, or nothing. */
export type RefundRule = 'policy' | 'full' | 'none';

/** Places in whole programs: cancelling one (the holder or the owner) or all of them (the owner cancels the program). */
export class EnrolmentsService {
  /** Offers a line's freed places (set by the setup: the place waitlist). */
  offers: ((programId: number, divisionId: number | null) => Promise<void>) | null = null;

  constructor(
    private readonly db: Database,
    readonly orders: OrderService,
    readonly payments: PaymentsService,
    private readonly mailer: Mailer,
    private readonly appOrigin: string,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
    /** A tournament's teams end with their last place (the tournaments' side, plugged in). */
    private readonly entries: TournamentEntries,
  ) {}

  /** The account's places in camps, clinics, lessons and socials still to come (Account, beside drop-in). */
  async upcoming(accountUserId: number, locale: Locale) {
    const now = this.now();
    const rows = await upcomingEnrolmentsOf(this.db, accountUserId, now);
    const programIds = [...new Set(rows.map((row) => row.programId))];
    const [dates, names] = await Promise.all([sessionsOfPrograms(this.db, programIds), participantNames(this.db, rows)]);
    const items = [];
    for (const row of rows) {
      const program = (await programById(this.db, row.programId))!;
      const sessions = dates.get(row.programId) ?? [];
      const first = sessions[0];
      const last = sessions.at(-1);
      if (!first || !last) continue;
      const line = await this.lineOf(this.db, row);
      const started = first.startsAt <= now;
      const refundCents = line && !started && now < enrolmentRefundCutoff(row, first.startsAt) ? await this.shareOf(this.db, line) : 0;
      const { divisionName, partnerName, entryComplete } = (await teamsOf(this.db, [row], now)).get(row.id)!;
      items.push({
        id: row.id,
        programId: program.id,
        kind: program.kind,
        ...localize(locale, 'title', { title: programTitles(program) }),
        startsAt: first.startsAt.toISOString(),
        endsAt: last.endsAt.toISOString(),
        sessionCount: sessions.length,
        participantId: participantIdOf(row),
        participantName: names.get(row) ?? '—',
        status: row.status as 'held' | 'confirmed',
        priceCents: row.priceCents,
        orderId: line?.orderId ?? null,
        cancellable: row.status === 'confirmed' && !started,
        refundCents,
        divisionName,
        partnerName,
        entryComplete,
      });
    }
    return items;
  }

  /**
   * Cancels one place. The account holder cancels their own under the policy snapshot (full refund
   * before the cutoff, none after); the owner chooses a full refund or none. Held places are the
   * checkout's to give up.
   */
  async cancel(caller: Buyer, enrolmentId: number, rule: RefundRule, programId?: number) {
    const row = await enrolmentById(this.db, enrolmentId);
    const owned = row && (row.accountUserId === caller.id || (rule !== 'policy' && caller.isStaff));
    if (!row || !owned || (programId !== undefined && row.programId !== programId))
      throw notFound('There is no such registration.').coded('program_registration_not_found');
    const first = (await sessionsOfPrograms(this.db, [row.programId])).get(row.programId)?.[0];
    const line = await this.lineOf(this.db, row);
    const now = this.now();
    const { refundId, refundCents, cancelled } = await this.db.transaction(async (tx) => {
      // Order, then place: the lock order a payment's fulfilment takes.
      const order = line ? await lockOrder(tx, line.orderId) : undefined;
      const locked = (await lockEnrolment(tx, enrolmentId))!;
      if (locked.status === 'held')
        throw conflict('This registration is still waiting for payment: cancel the checkout instead.').coded('program_cancel_not_allowed');
      if (locked.status !== 'confirmed') throw conflict('This registration is already cancelled.').coded('program_cancel_not_allowed');
      if (rule === 'policy' && (!first || first.startsAt <= now)) throw conflict('This program has already started.').coded('program_started');
      if (rule === 'policy' && order?.provider === 'desk') {
        throw conflict('This registration was made at the front desk: please call or visit to cancel it.').coded('program_cancel_not_allowed');
      }
      const cancelled = (await setEnrolment(tx, enrolmentId, { status: 'cancelled', cancelledAt: now, updatedAt: now }))!;
      // The last player of a tournament team gone: the team ends, and with it any invitation still out.
      if (locked.entryId !== null && (await enrolmentsOfEntry(tx, locked.entryId, now)).length === 0) await this.entries.withdraw(tx, locked.entryId, now);
      const owed = rule === 'full' || (rule === 'policy' && first !== undefined && now < enrolmentRefundCutoff(locked, first.startsAt));
      const amount = owed && order && line ? await this.shareOf(tx, line) : 0;
      const refundId =
        amount > 0 && order && line
          ? await this.payments.queueLineRefund(tx, { order, line, amountCents: amount, reason: 'cancellation', byId: caller.id })
          : null;
      if (order && line) {
        await this.orders.note(
          tx,
          order,
          historyNote('place_cancelled', { description: line.description, by: rule === 'policy' ? 'member' : 'venue', amountCents: refundId ? amount : 0 }),
        );
      }
      return { refundId, refundCents: refundId ? amount : 0, cancelled };
    });
    if (refundId) await this.payments.processRefund(refundId, { notify: true });
    await this.offers?.(row.programId, row.divisionId);
    return { enrolment: cancelled, refundCents };
  }

  /**
   * The owner cancelled the program, inside their transaction: every paid place is cancelled with a
   * full refund, unpaid holds released. Returns the refunds and e-mails to send after commit.
   */
  async cancelAllIn(tx: Tx, programId: number, reason: string, now: Date): Promise<() => Promise<void>> {
    const refunds: number[] = [];
    const told: { row: ProgramEnrolmentRow; refundCents: number }[] = [];
    for (const row of await liveEnrolmentsOf(tx, programId, now)) {
      if (row.status === 'held') {
        // Its checkout may still be paid: fulfilment then finds the program cancelled and refunds it.
        await setEnrolment(tx, row.id, { status: 'released', updatedAt: now });
        continue;
      }
      await setEnrolment(tx, row.id, { status: 'cancelled', cancelledAt: now, updatedAt: now });
      const line = await this.lineOf(tx, row);
      const { refundId, refundCents: refunded } = await queueVenueRefund(
        tx,
        this,
        { line, shareCents: line ? Math.ceil(line.totalCents / line.quantity) : 0 },
        { what: 'program', reason },
      );
      if (refundId) refunds.push(refundId);
      told.push({ row, refundCents: refunded });
    }
    await closePlaceLines(tx, programId, now);
    await this.entries.withdrawAllOf(tx, programId, now);
    return async () => {
      for (const refundId of refunds) await this.payments.processRefund(refundId, { notify: false });
      await this.tellCancelled(programId, reason, told);
    };
  }

  /** The reminders due, 24 hours before the first date: one per account and program, naming everyone of the household with a paid place, each sent once across instances. */
  async sendReminders() {
    const now = this.now();
    const due = await claimEnrolmentReminders(this.db, now, new Date(now.getTime() + 24 * 3_600_000), now);
    if (due.length === 0) return;
    const { timeZone } = await readCompanySettings(this.db);
    const programIds = [...new Set(due.map((row) => row.programId))];
    const dates = await sessionsOfPrograms(this.db, programIds);
    const reminded = await enrolmentsRemindedBefore(this.db, programIds, now);
    const names = await participantNames(this.db, due);
    const contacts = new Map(
      (await contactsByIds(this.db, [...new Set(due.map((row) => row.accountUserId).filter((id): id is number => id !== null))])).map((c) => [c.id, c]),
    );
    for (const { accountUserId, key: programId, rows } of perAccount(due, (row) => row.programId)) {
      const program = await programById(this.db, programId);
      const to = contacts.get(accountUserId);
      const sessions = dates.get(programId) ?? [];
      // A place added after the account's reminder went out came with its own confirmation.
      if (!program || !to || sessions.length === 0 || reminded.has(`${accountUserId}:${programId}`)) continue;
      const places = rows.map((row) => ({ id: row.id, name: names.get(row) ?? '—', self: isHolders(row) }));
      try {
        await this.mailer.send(programReminderMail(to, { id: program.id, title: programTitles(program), timeZone, sessions }, places, this.appOrigin));
      } catch (error) {
        this.log.error({ err: error, programId, accountUserId }, 'could not send a program reminder');
        await unclaimEnrolmentReminders(
          this.db,
          rows.map((row) => row.id),
        ); // tried again on the next run
      }
    }
  }

  /** The line that sold a place: set when paid; a held place's line names it alone. */
  private async lineOf(db: Reader, row: ProgramEnrolmentRow): Promise<OrderLineRow | null> {
    return row.orderLineId !== null ? lineById(db, row.orderLineId) : lineByReference(db, PROGRAM_REGISTRATION, `${ENROLMENT_REFERENCE}${row.id}`);
  }

  /** What one person's place is worth on its line: a household doubles line sold two places. */
  private async shareOf(db: Reader, line: OrderLineRow): Promise<number> {
    const refundable = await refundableOnLine(db, line);
    return line.quantity > 1 ? Math.min(refundable, Math.ceil(line.totalCents / line.quantity)) : refundable;
  }

  private async tellCancelled(programId: number, reason: string, told: { row: ProgramEnrolmentRow; refundCents: number }[]) {
    const withAccount = told.filter((item) => item.row.accountUserId !== null);
    if (withAccount.length === 0) return;
    const program = (await programById(this.db, programId))!;
    const dates = (await sessionsOfPrograms(this.db, [programId], { includeCancelled: true })).get(programId) ?? [];
    const { timeZone } = await readCompanySettings(this.db);
    const names = await participantNames(
      this.db,
      withAccount.map((item) => item.row),
    );
    const contacts = await contactsByIds(this.db, [...new Set(withAccount.map((item) => item.row.accountUserId!))]);
    const first = dates[0];
    const last = dates.at(-1);
    if (!first || !last) return;
    const asSession = { id: first.id, title: programTitles(program), startsAt: first.startsAt, endsAt: last.endsAt, courts: first.courts, timeZone };
    for (const contact of contacts) {
      const people = withAccount
        .filter((item) => item.row.accountUserId === contact.id)
        .map((item) => ({ name: names.get(item.row) ?? '—', self: isHolders(item.row), refundCents: item.refundCents }));
      await this.mailer
        .send(sessionCancelledMail(contact, asSession, reason, people, this.appOrigin))
        .catch((error: unknown) => this.log.error({ err: error, programId }, 'could not e-mail a cancelled program'));
    }
  }
}
