import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { fieldRule } from '../../../lib/field-rules.js';
import { idField } from '../../../lib/field-schemas.js';
import { badRequest, conflict, notFound } from '../../../lib/http-error.js';
import type { Locale } from '../../../lib/request-locale.js';
import { describeInstant, describePeriod } from '../../../lib/venue-time.js';
import { resolveParticipant, type ParticipantId } from '../../account/households/index.js';
import { isMemberAtWithin } from '../../account/memberships/index.js';
import { orderById } from '../../checkout/orders/index.js';
import { refundableOnLine } from '../../checkout/payments/index.js';
import {
  historyNote,
  type HeldLine,
  type HoldContext,
  type LineCancellationTerms,
  type LineDetails,
  type SaleOrder,
  type SoldLine,
  type Tx,
} from '../../checkout/products/index.js';
import { readCompanySettings } from '../../settings/company/index.js';
import { participantIdField, personKey, placeCheckoutWords, sessionCalendar, type PlaceLines, type Reader } from '../shared/index.js';
import { lockSessionWithProgram, programTitles, recordTitle, registrationOpensAt, sessionsByIds, titleIn, type ProgramSessionRow } from '../schedule/index.js';
import {
  holdPlace,
  placeOfPerson,
  placesOf,
  registrationById,
  registrationsByIds,
  releaseLapsedOfPerson,
  setRegistration,
  setWaitlistEntry,
} from './registrations-repository.js';
import type { ProgramRegistrationRow } from './schema.js';

/** A drop-in line names one session and who takes the place in it. */
export const sessionLine = z.strictObject({ sessionId: idField, participantId: participantIdField });
export interface SessionLineInput {
  sessionId: number;
  participantId: ParticipantId;
}

/** The people each order names so far per session, so the same person twice in one order is refused on its line. */
const peopleInOrder = new WeakMap<SaleOrder, Set<string>>();

/** "Drop-in — Intermediate 3.0–3.5, Tuesday, December 1, 2026, 6:00 p.m. – 8:00 p.m. EST (Sam Lee)". */
function describeRegistration(title: string, startsAt: Date, endsAt: Date, name: string, timeZone: string, locale: Locale = 'en-CA') {
  return `${title}, ${describePeriod(startsAt, endsAt, timeZone, locale)} (${name})`;
}

/** What views add to a place's line: when it is, its terms, and its words in the reader's language. */
function placeDetails(
  row: Pick<ProgramRegistrationRow, 'walkInName' | 'policy'>,
  found: { session: Pick<ProgramSessionRow, 'startsAt' | 'endsAt'>; program: Parameters<typeof programTitles>[0] },
  name: string,
): LineDetails {
  const titles = programTitles(found.program);
  return {
    startsAt: found.session.startsAt,
    endsAt: found.session.endsAt,
    calendarPath: null,
    policyNote:
      row.walkInName !== null
        ? 'To cancel, call or visit the front desk.'
        : `Cancel online up to ${row.policy.cancellationCutoffHours} hours before the start for a full refund; after that no refund applies.`,
    policy: row.walkInName !== null ? { kind: 'desk' } : { kind: 'online', cutoffHours: row.policy.cancellationCutoffHours },
    describe: (locale, timeZone) => describeRegistration(titleIn(titles, locale), found.session.startsAt, found.session.endsAt, name, timeZone, locale),
    checkout: placeCheckoutWords('checkout.held.session', (locale) => titleIn(titles, locale)),
    taxExempt: row.policy.taxCategory === 'exempt',
  };
}

/** When cancelling stops giving a refund, under the policy kept with the registration. */
export const refundCutoff = (registration: Pick<ProgramRegistrationRow, 'policy'>, startsAt: Date) =>
  new Date(startsAt.getTime() - registration.policy.cancellationCutoffHours * 3_600_000);

/**
 * A place in a program session as a line of the program_registration product. The session row is
 * locked for the rest of the order's transaction, so concurrent purchases count places one after
 * another: capacity holds on PostgreSQL under any number of buyers, and unpaid holds count until they lapse.
 */
export function sessionLines(appOrigin: string, app: Database): PlaceLines<SessionLineInput> {
  return {
    async hold(ctx: HoldContext, input: SessionLineInput): Promise<HeldLine> {
      const { tx, now, settings, order, customer, channel, buyer } = ctx;
      const desk = channel === 'desk' && buyer.isStaff;
      let who: { accountUserId: number | null; householdMemberId: number | null; name: string; walkIn: string | null };
      if (customer.userId && input.participantId === 'self' && ctx.account) {
        // The account holder's own place: the order's insert already read their name.
        who = { accountUserId: customer.userId, householdMemberId: null, name: `${ctx.account.firstName} ${ctx.account.lastName}`, walkIn: null };
      } else if (customer.userId) {
        const participant = await resolveParticipant(tx, customer.userId, input.participantId);
        who = { accountUserId: customer.userId, householdMemberId: participant.householdMemberId, name: participant.name, walkIn: null };
      } else if (desk && input.participantId === 'self') {
        who = { accountUserId: null, householdMemberId: null, name: customer.name ?? 'Walk-in', walkIn: customer.name ?? 'Walk-in' };
      } else {
        throw badRequest('A walk-in registers as "self": add family members to an account first.', { participantId: fieldRule('walk_in_self') }).coded(
          'program_walk_in_self',
        );
      }
      const named = peopleInOrder.get(order) ?? new Set<string>();
      peopleInOrder.set(order, named);
      const person = who.walkIn !== null ? personKey(null, null, `${order.id}:${named.size}`) : personKey(who.accountUserId, who.householdMemberId);
      if (named.has(`${input.sessionId}|${person}`)) {
        throw badRequest(`${who.name} is already in this order.`, { participantId: `${who.name} is already in this order.` }).coded('program_person_twice', {
          name: who.name,
        });
      }
      named.add(`${input.sessionId}|${person}`);

      const found = await lockSessionWithProgram(tx, input.sessionId);
      if (!found || (!found.program.published && !desk)) throw notFound('There is no such session.').coded('program_session_not_found');
      const { session, program } = found;
      if (session.status === 'cancelled') throw conflict('This session is cancelled.').coded('program_session_cancelled');
      if (session.startsAt <= now) throw conflict('This session has already started.').coded('program_session_past');
      const opensAt = registrationOpensAt(program, session.startsAt, settings.timeZone);
      if (now < opensAt && !desk) {
        const date = describeInstant(opensAt, settings.timeZone);
        throw conflict(`Registration opens ${date}.`).coded('program_registration_not_open', { date: opensAt.toISOString() });
      }
      const member =
        who.accountUserId !== null &&
        (await isMemberAtWithin(tx, app, { userId: who.accountUserId, householdMemberId: who.householdMemberId }, session.startsAt));
      const priceCents = member ? program.memberPriceCents : program.nonMemberPriceCents;
      const values = {
        accountUserId: who.accountUserId,
        householdMemberId: who.householdMemberId,
        walkInName: who.walkIn,
        holdExpiresAt: ctx.holdExpiresAt,
        priceCents,
        member,
        policy: {
          cancellationCutoffHours: program.cancellationCutoffHours,
          refundBeforeCutoff: 'full' as const,
          refundAfterCutoff: 'none' as const,
          taxCategory: program.taxCategory,
        },
      };
      // Counted and inserted in one statement; a lapsed hold of the same person in the way is let go, then once more.
      const place = { sessionId: session.id, person, capacity: session.capacity, now };
      let held = await holdPlace(tx, place, values);
      if (held.id === null && !held.registered && held.free > 0) {
        await releaseLapsedOfPerson(tx, session.id, person, now);
        held = await holdPlace(tx, place, values);
      }
      if (held.id === null && (held.registered || held.free > 0))
        throw conflict(`${who.name} is already registered for this session.`).coded('program_already_registered', { name: who.name });
      // People already waiting come first: a newcomer takes a place only beyond theirs.
      if (held.id === null) throw conflict('Full: join the waitlist').coded('program_session_full');
      if (held.offerId !== null) await setWaitlistEntry(tx, held.offerId, { status: 'claimed', updatedAt: now });
      const row = { id: held.id, walkInName: who.walkIn, policy: values.policy };
      const description = describeRegistration(recordTitle(program), session.startsAt, session.endsAt, who.name, settings.timeZone);
      return {
        reference: String(row.id),
        description,
        unitPriceCents: priceCents,
        quantity: 1,
        participantUserId: who.householdMemberId === null ? who.accountUserId : null,
        taxCategory: program.taxCategory,
        details: placeDetails(row, found, who.name),
        note: historyNote('place_held', { description, priceCents, rate: member ? 'member' : 'non_member', desk: desk ? 'yes' : 'no' }),
      };
    },

    async fulfil(tx: Tx, line: SoldLine, now: Date) {
      const row = await registrationById(tx, Number(line.reference));
      if (!row) return 'gone';
      if (row.status === 'confirmed') return 'fulfilled';
      if (row.status === 'held') {
        await setRegistration(tx, row.id, { status: 'confirmed', holdExpiresAt: null, orderLineId: line.id, paidAt: now, updatedAt: now });
        return 'fulfilled';
      }
      // Paid after the hold lapsed: the place is given back only if it is still free.
      if (row.status === 'released') {
        const found = await lockSessionWithProgram(tx, row.sessionId);
        if (!found || found.session.status === 'cancelled' || found.session.startsAt <= now) return 'gone';
        const places = (await placesOf(tx, [row.sessionId], now)).get(row.sessionId)!;
        if (found.session.capacity - places.taken - places.waiting <= 0 || (await placeOfPerson(tx, row.sessionId, row.person, now))) return 'gone';
        await setRegistration(tx, row.id, { status: 'confirmed', holdExpiresAt: null, orderLineId: line.id, paidAt: now, updatedAt: now });
        return 'fulfilled';
      }
      return 'gone';
    },

    async release(tx: Tx, line: SoldLine, now: Date) {
      const row = await registrationById(tx, Number(line.reference));
      if (row?.status === 'held') await setRegistration(tx, row.id, { status: 'released', updatedAt: now });
    },

    async cancellationTerms(db: Reader, line: SoldLine, now: Date): Promise<LineCancellationTerms> {
      const row = await registrationById(db, Number(line.reference));
      if (!row || row.status !== 'confirmed') return { cancellable: false, reason: 'This registration is not active.', refundCents: 0 };
      const [found] = await sessionsByIds(db, [row.sessionId]);
      if (!found || found.session.startsAt <= now) return { cancellable: false, reason: 'This session has already started.', refundCents: 0 };
      if ((await orderById(db, line.orderId))?.provider === 'desk')
        return { cancellable: false, reason: 'This registration was made at the front desk: please call or visit to cancel it.', refundCents: 0 };
      const refund = now < refundCutoff(row, found.session.startsAt) ? await refundableOnLine(db, line) : 0;
      return { cancellable: true, reason: null, refundCents: refund };
    },

    async details(db: Reader, lines: SoldLine[]): Promise<Map<number, LineDetails>> {
      const rows = await registrationsByIds(
        db,
        lines.map((line) => Number(line.reference)).filter((id) => Number.isInteger(id) && id > 0),
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      const sessions = new Map((await sessionsByIds(db, [...new Set(rows.map((row) => row.sessionId))])).map((found) => [found.session.id, found]));
      return new Map(
        lines.map((line): [number, LineDetails] => {
          const row = byId.get(Number(line.reference));
          const found = row ? sessions.get(row.sessionId) : undefined;
          if (!row || !found) return [line.id, { startsAt: null, endsAt: null, calendarPath: null, policyNote: null, policy: null }];
          const name = line.description.match(/\(([^()]*)\)$/)?.[1] ?? '';
          return [line.id, placeDetails(row, found, name)];
        }),
      );
    },

    async calendar(db: Reader, line: SoldLine, locale: Locale = 'en-CA') {
      const row = await registrationById(db, Number(line.reference));
      if (!row || row.status !== 'confirmed') return null;
      const [found] = await sessionsByIds(db, [row.sessionId]);
      if (!found) return null;
      const { timeZone } = await readCompanySettings(db as Database);
      const { session, program } = found;
      return sessionCalendar(
        { id: session.id, title: programTitles(program), startsAt: session.startsAt, endsAt: session.endsAt, courts: session.courts, timeZone },
        row.id,
        appOrigin,
        locale,
      );
    },
  };
}
