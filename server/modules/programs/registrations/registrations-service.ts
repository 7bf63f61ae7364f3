import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import { conflict, notFound } from '../../../lib/http-error.js';
import { lineByReference, lockOrder, type OrderService } from '../../checkout/orders/index.js';
import { refundableOnLine, type PaymentsService } from '../../checkout/payments/index.js';
import { historyNote, type Buyer } from '../../checkout/products/index.js';
import { householdSize } from '../../account/households/index.js';
import { readCompanySettings } from '../../settings/company/index.js';
import { contactsByIds } from '../../users/index.js';
import type { Mailer } from '../../mail/index.js';
import {
  isHolders,
  participantIdOf,
  participantNames,
  perAccount,
  PROGRAM_REGISTRATION,
  queueVenueRefund,
  type Reader,
  sessionCancelledMail,
  sessionMovedMail,
  type Tx,
} from '../shared/index.js';
import { localize } from '../../../lib/localized.js';
import type { Locale } from '../../../lib/request-locale.js';
import { type MineInSession, programTitles, type RegistrationsPort, sessionsByIds } from '../schedule/index.js';
import { refundCutoff } from './session-lines.js';
import {
  accountRegistrationsIn,
  closeLines,
  linesOf,
  liveRegistrationsOf,
  lockRegistration,
  nextPlaceExpiry,
  placesOf,
  registrationById,
  setRegistration,
  upcomingRegistrationsOf,
} from './registrations-repository.js';
import type { AttendanceListener } from './attendance-port.js';
import { waitlistLinesOf } from './waitlist-lines.js';
import type { ProgramRegistrationRow } from './schema.js';

/** Places and who holds them: the registrations side of the programs module. */
export class RegistrationsService implements RegistrationsPort {
  /** Set by the waitlist once it exists: a place that frees is offered to the line. */
  offers: ((sessionId: number) => Promise<void>) | null = null;
  /** Plugged in by open play at start: told of attendance and cancelled places inside their transactions. */
  attendance: AttendanceListener | null = null;

  constructor(
    private readonly db: Database,
    readonly orders: OrderService,
    readonly payments: PaymentsService,
    private readonly mailer: Mailer,
    private readonly appOrigin: string,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  connectAttendance(listener: AttendanceListener) {
    this.attendance = listener;
  }

  placesOf(db: Reader, sessionIds: number[], now: Date) {
    return placesOf(db, sessionIds, now);
  }

  nextPlaceExpiry(db: Reader, sessionIds: number[], now: Date) {
    return nextPlaceExpiry(db, sessionIds, now);
  }

  async takenIn(tx: Tx, sessionId: number, now: Date) {
    return (await placesOf(tx, [sessionId], now)).get(sessionId)!.taken;
  }

  async offerFreedPlaces(sessionId: number) {
    await this.offers?.(sessionId);
  }

  /** The caller's registrations and place in line in each session, and how many on the account are free to take one. */
  async mineOf(db: Reader, accountUserId: number, sessionIds: number[], now: Date): Promise<Map<number, MineInSession>> {
    const [registrations, lines, people] = await Promise.all([
      accountRegistrationsIn(db, accountUserId, sessionIds, now),
      linesOf(db, sessionIds),
      householdSize(db, accountUserId),
    ]);
    const own = lines.filter((entry) => entry.accountUserId === accountUserId);
    const names = await participantNames(db, [...registrations, ...own]);
    const mine = new Map<number, MineInSession>(sessionIds.map((id) => [id, { registrations: [], waitlistPosition: null, waitlist: [], free: people }]));
    const of = (sessionId: number) => mine.get(sessionId)!;
    for (const row of registrations) {
      of(row.sessionId).registrations.push({
        id: row.id,
        participantId: participantIdOf(row),
        name: names.get(row) ?? '—',
        status: row.status as 'held' | 'confirmed',
        checkedIn: row.attendance === 'checked_in',
      });
    }
    for (const entry of own) {
      const position = lines.filter((other) => other.sessionId === entry.sessionId && other.id <= entry.id).length;
      const live = entry.status === 'offered' && entry.offerExpiresAt && entry.offerExpiresAt > now;
      const item = of(entry.sessionId);
      item.waitlist.push({
        id: entry.id,
        participantId: participantIdOf(entry),
        name: names.get(entry) ?? '—',
        position,
        offerExpiresAt: live ? entry.offerExpiresAt!.toISOString() : null,
      });
      item.waitlistPosition = Math.min(item.waitlistPosition ?? position, position);
    }
    for (const item of mine.values()) {
      const taken = new Set([...item.registrations, ...item.waitlist].map((place) => place.participantId));
      item.free = Math.max(0, people - taken.size);
    }
    return mine;
  }

  /** The account's upcoming registrations and waitlist entries (Account, beside court bookings). */
  async upcoming(accountUserId: number, locale: Locale) {
    const now = this.now();
    const [registrations, waitlist] = await Promise.all([
      upcomingRegistrationsOf(this.db, accountUserId, now),
      waitlistLinesOf(this.db, accountUserId, now, locale),
    ]);
    const sessions = new Map((await sessionsByIds(this.db, [...new Set(registrations.map((row) => row.sessionId))])).map((found) => [found.session.id, found]));
    const names = await participantNames(this.db, registrations);
    const items = [];
    for (const registration of registrations) {
      const found = sessions.get(registration.sessionId);
      if (!found) continue;
      const { session, program } = found;
      const line = registration.orderLineId ? await lineByReference(this.db, PROGRAM_REGISTRATION, String(registration.id)) : null;
      const refundCents = line && now < refundCutoff(registration, session.startsAt) ? await refundableOnLine(this.db, line) : 0;
      items.push({
        id: registration.id,
        sessionId: session.id,
        ...localize(locale, 'title', { title: programTitles(program) }),
        level: program.level,
        startsAt: session.startsAt.toISOString(),
        endsAt: session.endsAt.toISOString(),
        courts: session.courts,
        participantName: names.get(registration) ?? '—',
        participantId: participantIdOf(registration),
        status: registration.status as 'held' | 'confirmed',
        priceCents: registration.priceCents,
        orderId: line?.orderId ?? null,
        cancellable: registration.status === 'confirmed' && registration.walkInName === null && session.startsAt > now,
        refundCents,
      });
    }
    // The venue's zone: a member's list reads as the venue's clock, wherever they are.
    const { timeZone } = await readCompanySettings(this.db);
    return { timeZone, items, waitlist };
  }

  /** The account holder (or staff) cancels a place: refunded in full before the cutoff kept at registration, nothing after. */
  async cancel(caller: Buyer, registrationId: number) {
    const row = await registrationById(this.db, registrationId);
    if (!row || (row.accountUserId !== caller.id && !caller.isStaff)) throw notFound('There is no such registration.').coded('program_registration_not_found');
    const [found] = await sessionsByIds(this.db, [row.sessionId]);
    const line = await lineByReference(this.db, PROGRAM_REGISTRATION, String(row.id));
    const now = this.now();
    const { refundId, refundCents, cancelled } = await this.db.transaction(async (tx) => {
      // Order, then registration: the lock order a payment's fulfilment takes.
      const order = line ? await lockOrder(tx, line.orderId) : undefined;
      const locked = (await lockRegistration(tx, registrationId))!;
      if (locked.status === 'held')
        throw conflict('This registration is still waiting for payment: cancel the checkout instead.').coded('program_cancel_not_allowed');
      if (locked.status !== 'confirmed') throw conflict('This registration is already cancelled.').coded('program_cancel_not_allowed');
      if (found.session.startsAt <= now) throw conflict('This session has already started.').coded('program_session_past');
      if (!caller.isStaff && (order?.provider === 'desk' || locked.walkInName !== null)) {
        throw conflict('This registration was made at the front desk: please call or visit to cancel it.').coded('program_cancel_not_allowed');
      }
      const cancelled = (await setRegistration(tx, registrationId, { status: 'cancelled', cancelledAt: now, updatedAt: now }))!;
      await this.attendance?.placeCancelled(tx, locked, now);
      const amount = order && line && now < refundCutoff(locked, found.session.startsAt) ? await refundableOnLine(tx, line) : 0;
      const refundId =
        amount > 0 && order && line
          ? await this.payments.queueLineRefund(tx, { order, line, amountCents: amount, reason: 'cancellation', byId: caller.id })
          : null;
      if (order && line)
        await this.orders.note(
          tx,
          order,
          historyNote('place_cancelled', {
            description: line.description,
            by: caller.isStaff && locked.accountUserId !== caller.id ? 'staff' : 'member',
            amountCents: refundId ? amount : 0,
          }),
        );
      return { refundId, refundCents: refundId ? amount : 0, cancelled };
    });
    if (refundId) await this.payments.processRefund(refundId, { notify: true });
    await this.offerFreedPlaces(row.sessionId);
    return { registration: cancelled, refundCents };
  }

  /**
   * The owner cancelled the session, inside their transaction: every place is cancelled with a full
   * refund (the cutoff does not apply: the venue cancelled) and the line closed. The refunds and the
   * e-mails go after commit.
   */
  async cancelAllIn(tx: Tx, sessionId: number, reason: string, now: Date): Promise<() => Promise<void>> {
    const registrations = await liveRegistrationsOf(tx, sessionId);
    const refunds: number[] = [];
    const told: { row: ProgramRegistrationRow; refundCents: number }[] = [];
    for (const row of registrations) {
      if (row.status === 'held') {
        // Its checkout may still be paid: fulfilment then finds the place gone and refunds it.
        await setRegistration(tx, row.id, { status: 'released', updatedAt: now });
        continue;
      }
      await setRegistration(tx, row.id, { status: 'cancelled', cancelledAt: now, updatedAt: now });
      await this.attendance?.placeCancelled(tx, row, now);
      const { refundId, refundCents: refunded } = await queueVenueRefund(tx, this, String(row.id), { what: 'session', reason });
      if (refundId) refunds.push(refundId);
      told.push({ row, refundCents: refunded });
    }
    await closeLines(tx, now, sessionId);
    return async () => {
      for (const refundId of refunds) await this.payments.processRefund(refundId, { notify: false });
      await this.tellCancelled(sessionId, reason, told);
    };
  }

  async tellMoved(sessionId: number, before: { startsAt: Date; endsAt: Date }) {
    const rows = (await liveRegistrationsOf(this.db, sessionId)).filter((row) => row.status === 'confirmed' && row.accountUserId !== null);
    if (rows.length === 0) return;
    const [found] = await sessionsByIds(this.db, [sessionId]);
    const { timeZone } = await readCompanySettings(this.db);
    const names = await participantNames(this.db, rows);
    const contacts = new Map((await contactsByIds(this.db, [...new Set(rows.map((row) => row.accountUserId!))])).map((contact) => [contact.id, contact]));
    const session = {
      id: sessionId,
      title: programTitles(found.program),
      startsAt: found.session.startsAt,
      endsAt: found.session.endsAt,
      courts: found.session.courts,
      timeZone,
    };
    // One message per account: it carries each place's own calendar event, which replaces the one the receipt added.
    for (const { accountUserId, rows: theirs } of perAccount(rows, (row) => row.sessionId)) {
      const to = contacts.get(accountUserId);
      if (!to) continue;
      const places = theirs.map((row) => ({ id: row.id, name: names.get(row) ?? '—', self: isHolders(row) }));
      await this.mailer
        .send(sessionMovedMail(to, session, before, places, this.appOrigin))
        .catch((error: unknown) => this.log.error({ err: error, sessionId }, 'could not e-mail a moved session'));
    }
  }

  private async tellCancelled(sessionId: number, reason: string, told: { row: ProgramRegistrationRow; refundCents: number }[]) {
    const withAccount = told.filter((item) => item.row.accountUserId !== null);
    if (withAccount.length === 0) return;
    const [found] = await sessionsByIds(this.db, [sessionId]);
    const { timeZone } = await readCompanySettings(this.db);
    const names = await participantNames(
      this.db,
      withAccount.map((item) => item.row),
    );
    const contacts = await contactsByIds(this.db, [...new Set(withAccount.map((item) => item.row.accountUserId!))]);
    const session = {
      id: sessionId,
      title: programTitles(found.program),
      startsAt: found.session.startsAt,
      endsAt: found.session.endsAt,
      courts: found.session.courts,
      timeZone,
    };
    for (const contact of contacts) {
      const people = withAccount
        .filter((item) => item.row.accountUserId === contact.id)
        .map((item) => ({ name: names.get(item.row) ?? '—', self: isHolders(item.row), refundCents: item.refundCents }));
      await this.mailer
        .send(sessionCancelledMail(contact, session, reason, people, this.appOrigin))
        .catch((error: unknown) => this.log.error({ err: error, sessionId }, 'could not e-mail a cancelled session'));
    }
  }
}
