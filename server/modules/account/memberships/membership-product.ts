import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { isOverlapError } from '../../../lib/db-errors.js';
import { badRequest, conflict } from '../../../lib/http-error.js';
import { formatMoney } from '../../../lib/money.js';
import type { Locale } from '../../../lib/request-locale.js';
import { translator } from '../../../lib/server-i18n.js';
import { describeCalendarDate } from '../../../lib/venue-words.js';
import { recordStaffAction, staffMember } from '../../audit/index.js';
import { householdMemberNames, resolveParticipant, type ParticipantId } from '../households/index.js';
import { orderById, ordersByIds, salesOf, type OrderService } from '../../checkout/orders/index.js';
import { refundableOnLine } from '../../checkout/payments/index.js';
import {
  historyNote,
  type HeldLine,
  type HoldContext,
  type LineCancellationTerms,
  type LineDetails,
  type Product,
  type SaleOrder,
  type SoldLine,
  type Tx,
} from '../../checkout/products/index.js';
import { readCompanySettings } from '../../settings/company/index.js';
import { contactsByIds, lockAccount } from '../../users/index.js';
import { COOLING_OFF_HOURS, nextPeriod, periodOf, venueDate } from './membership-periods.js';
import { MEMBERSHIP_PRODUCT } from './membership-product-kind.js';
import { participantIdField } from './membership-schemas.js';
import {
  activate,
  heldMembershipIdsOf,
  insertHeld,
  membershipById,
  membershipsByIds,
  paidPeriodsOfPerson,
  personKey,
  release,
} from './memberships-repository.js';
import type { MembershipRow } from './schema.js';

type Reader = Pick<Database, 'select'>;

/** A membership line's fields: who it is for, the account holder or one of their family members. */
const membershipLine = z.strictObject({ participantId: participantIdField });
type MembershipLineInput = { participantId: ParticipantId };

const COOLING_OFF_DAYS = COOLING_OFF_HOURS / 24;
const DESK_NOTE = 'This membership was bought at the front desk: please call or visit to cancel it.';

/** "Annual membership — Sam Lee, November 23, 2026 to November 22, 2027"; the English one is the line's snapshot. */
const describeMembership = (name: string, validFrom: string, validUntil: string, locale: Locale = 'en-CA') =>
  translator(locale)('receipt.membershipLine', { name, from: describeCalendarDate(validFrom, locale), to: describeCalendarDate(validUntil, locale) });

/** The people each order names so far, so the same person twice in one order is refused on its line. */
const peopleInOrder = new WeakMap<SaleOrder, Set<string>>();

/** Names of the people the rows are for: the account holder's or the family member's. */
export async function namesOf(db: Reader, rows: Pick<MembershipRow, 'id' | 'userId' | 'householdMemberId'>[]): Promise<Map<number, string>> {
  const [holders, members] = await Promise.all([
    contactsByIds(db, [...new Set(rows.filter((row) => row.householdMemberId === null).map((row) => row.userId))]),
    householdMemberNames(db, [...new Set(rows.map((row) => row.householdMemberId).filter((id): id is number => id !== null))]),
  ]);
  const holderName = new Map(holders.map((holder) => [holder.id, `${holder.firstName} ${holder.lastName}`]));
  return new Map(rows.map((row) => [row.id, (row.householdMemberId === null ? holderName.get(row.userId) : members.get(row.householdMemberId)) ?? '—']));
}

/**
 * The membership product on the order registry: a held period per person (the exclusion
 * constraint keeps one per person at a time), priced at the company settings' membership price.
 */
export function membershipProduct(orders: Pick<OrderService, 'releaseLapsedOrders'>): Product<MembershipLineInput> {
  return {
    kind: MEMBERSHIP_PRODUCT,
    input: membershipLine,
    refundReasons: { 'membership-cooling-off': 'receipt.refundReason.coolingOff' },
    returnLink: { path: '/account', label: 'checkout.again.account' },

    async hold(ctx: HoldContext, input: MembershipLineInput): Promise<HeldLine> {
      const { tx, now, settings, order, customer, channel, buyer } = ctx;
      if (!customer.userId) throw badRequest('A membership belongs to an account: choose the member first.').coded('membership_needs_account');
      const participant = await resolveParticipant(tx, customer.userId, input.participantId);
      const person = personKey(customer.userId, participant.householdMemberId);
      const named = peopleInOrder.get(order) ?? new Set<string>();
      peopleInOrder.set(order, named);
      if (named.has(person)) {
        throw badRequest(`${participant.name} is already in this order.`, { participantId: `${participant.name} is already in this order.` }).coded(
          'membership_person_twice',
          { name: participant.name },
        );
      }
      named.add(person);
      // An expired checkout still holding this person's period lets go of it first, as court holds do:
      // the orders that sold their held periods, of which orders releases those whose hold lapsed.
      const held = await heldMembershipIdsOf(tx, person);
      const sold = await salesOf(tx, MEMBERSHIP_PRODUCT, held.map(String));
      await orders.releaseLapsedOrders(tx, [...new Set([...sold.values()].map((sale) => sale.orderId))], now);
      const period = nextPeriod(await paidPeriodsOfPerson(tx, person), now, settings.timeZone);
      if ('opensOn' in period) {
        throw conflict(`${participant.name}'s membership can be renewed from ${period.opensOn}, 60 days before it ends.`).coded('membership_renewal_not_open', {
          name: participant.name,
          date: period.opensOn,
        });
      }
      let row: MembershipRow;
      try {
        // A savepoint: a refused overlap is answered as a 409 without aborting the order's transaction first.
        row = await tx.transaction((savepoint) =>
          insertHeld(
            savepoint,
            { userId: customer.userId!, householdMemberId: participant.householdMemberId, startsAt: period.startsAt, endsAt: period.endsAt },
            now,
          ),
        );
      } catch (error) {
        if (!isOverlapError(error)) throw error;
        throw conflict(`${participant.name} already has a membership for these dates (or one is being bought in another tab).`).coded(
          'membership_already_held',
          { name: participant.name },
        );
      }
      const description = describeMembership(participant.name, period.validFrom, period.validUntil);
      if (channel === 'desk' && buyer.isStaff) {
        await recordStaffAction(
          tx,
          {
            staff: await staffMember(tx, buyer.id),
            subjectUserId: customer.userId,
            action: 'membership.sold',
            detail: `Sold ${description} at the desk for ${formatMoney(settings.membershipPrice)} before tax`,
            params: {
              name: participant.name,
              validFrom: period.validFrom,
              validUntil: period.validUntil,
              priceCents: settings.membershipPrice,
              membershipId: row.id,
            },
          },
          now,
        );
      }
      return {
        reference: String(row.id),
        description,
        unitPriceCents: settings.membershipPrice,
        quantity: 1,
        // Order lines name accounts only; a family member is named in the description.
        participantUserId: participant.householdMemberId === null ? customer.userId : null,
        note: historyNote('place_held', { description, priceCents: settings.membershipPrice, rate: 'none', desk: 'no' }),
      };
    },

    async fulfil(tx: Tx, line: SoldLine, now: Date) {
      const id = Number(line.reference);
      // The account first, as a purchase takes it: a purchase for the same person holds the account
      // and waits on this row, while this payment's order update needs the account (its foreign key).
      const held = await membershipById(tx, id);
      if (held) await lockAccount(tx, held.userId);
      try {
        // A savepoint: a lapsed hold whose dates were taken meanwhile rolls back alone, as 'gone'.
        if (await tx.transaction((savepoint) => activate(savepoint, id, line.id, now))) return 'fulfilled';
      } catch (error) {
        if (!isOverlapError(error)) throw error;
        return 'gone';
      }
      return (await membershipById(tx, id))?.status === 'active' ? 'fulfilled' : 'gone';
    },

    async release(tx: Tx, line: SoldLine, now: Date) {
      await release(tx, Number(line.reference), line.id, now);
    },

    async cancellationTerms(db: Reader, line: SoldLine, now: Date): Promise<LineCancellationTerms> {
      const row = await membershipById(db, Number(line.reference));
      if (!row || row.status !== 'active' || !row.paidAt) return { cancellable: false, reason: 'This membership is not active.', refundCents: 0 };
      if ((await orderById(db, line.orderId))?.provider === 'desk') return { cancellable: false, reason: DESK_NOTE, refundCents: 0 };
      const until = new Date(row.paidAt.getTime() + COOLING_OFF_HOURS * 3_600_000);
      if (now >= until) {
        const { timeZone } = await readCompanySettings(db as Database);
        return {
          cancellable: false,
          reason: `The ${COOLING_OFF_DAYS}-day cooling-off period ended on ${venueDate(until, timeZone)}: only the front desk can refund this membership now.`,
          refundCents: 0,
        };
      }
      return { cancellable: true, reason: null, refundCents: await refundableOnLine(db, line) };
    },

    async details(db: Reader, lines: SoldLine[]): Promise<Map<number, LineDetails>> {
      const rows = await membershipsByIds(
        db,
        lines.map((line) => Number(line.reference)).filter((id) => Number.isInteger(id) && id > 0),
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      const names = await namesOf(db, rows);
      const { timeZone } = await readCompanySettings(db as Database);
      const soldAtDesk = new Set(
        (await ordersByIds(db, [...new Set(lines.map((line) => line.orderId))])).filter((order) => order.provider === 'desk').map((order) => order.id),
      );
      return new Map(
        lines.map((line): [number, LineDetails] => {
          const row = byId.get(Number(line.reference));
          if (!row) return [line.id, { startsAt: null, endsAt: null, calendarPath: null, policyNote: null, policy: null }];
          const period = periodOf(row, timeZone);
          const name = names.get(row.id) ?? '—';
          return [
            line.id,
            {
              startsAt: row.startsAt,
              endsAt: row.endsAt,
              calendarPath: null,
              // Bought at the desk: cancelled there, as desk bookings are.
              policyNote: soldAtDesk.has(line.orderId)
                ? 'To cancel, call or visit the front desk.'
                : `Cancel from your account within ${COOLING_OFF_DAYS} days of payment for a full refund; after that, ask the front desk.`,
              policy: soldAtDesk.has(line.orderId) ? { kind: 'desk' } : { kind: 'cooling-off', days: COOLING_OFF_DAYS },
              describe: (locale) => describeMembership(name, period.validFrom, period.validUntil, locale),
              checkout: {
                held: (locale, when) => translator(locale)('checkout.held.membership', { name, when }),
                released: (locale) => translator(locale)('checkout.released.membership'),
              },
            },
          ];
        }),
      );
    },

    calendar: async () => null,
  };
}
