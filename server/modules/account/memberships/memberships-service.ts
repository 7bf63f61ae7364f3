import type { Database } from '../../../db/client.js';
import { badRequest, conflict, notFound } from '../../../lib/http-error.js';
import { formatMoney } from '../../../lib/money.js';
import type { Locale } from '../../../lib/request-locale.js';
import { recordStaffAction, staffMember } from '../../audit/index.js';
import type { HouseholdService, ParticipantId } from '../households/index.js';
import { lineByReference, lockOrder, salesOf, type OrderService } from '../../checkout/orders/index.js';
import { refundableOnLine, type PaymentsService } from '../../checkout/payments/index.js';
import { historyNote, type Buyer } from '../../checkout/products/index.js';
import { readCompanySettings, taxRates } from '../../settings/company/index.js';
import { contactOf, lockAccount } from '../../users/index.js';
import { COOLING_OFF_HOURS, standingOf, venueDate, type MembershipStanding } from './membership-periods.js';
import { MEMBERSHIP_PRODUCT } from './membership-product-kind.js';
import { namesOf } from './membership-product.js';
import { cancel, lockMembership, membershipById, paidPeriodsOfAccount } from './memberships-repository.js';

type MembershipItem = MembershipStanding & { participant: { id: ParticipantId; name: string }; priceCents: number };

interface MembershipList {
  items: MembershipItem[];
  /** The sales-tax rates a membership line carries now (empty for a small supplier). */
  taxes: { name: string; ratePercent: number }[];
}

interface StaffRefundInput {
  amountCents: number;
  reason: string;
  /** With a full refund: the period is cancelled (else it stays, as goodwill). */
  endMembership: boolean;
}

const notFoundMembership = () => notFound('There is no such membership.').coded('membership_not_found');

/** The memberships of an account's people, the cooling-off cancellation, and the desk's sale and refunds. */
export class MembershipsService {
  constructor(
    private readonly db: Database,
    private readonly orders: OrderService,
    private readonly payments: PaymentsService,
    private readonly households: Pick<HouseholdService, 'list'>,
    private readonly now: () => Date,
  ) {}

  /** The holder first, then each current family member, with where each stands now. */
  async list(accountUserId: number): Promise<MembershipList> {
    const now = this.now();
    const [settings, account, kept, members] = await Promise.all([
      readCompanySettings(this.db),
      contactOf(this.db, accountUserId),
      paidPeriodsOfAccount(this.db, accountUserId),
      this.households.list(accountUserId),
    ]);
    if (!account) throw notFound('There is no such account.').coded('account_not_found');
    // The order that sold each period, and who took the money (a desk sale is cancelled at the desk): the orders module says.
    const sold = await salesOf(
      this.db,
      MEMBERSHIP_PRODUCT,
      kept.map((period) => String(period.id)),
    );
    const periods = kept.map((period) => ({
      ...period,
      orderId: sold.get(String(period.id))?.orderId ?? null,
      provider: sold.get(String(period.id))?.provider ?? null,
    }));
    const people: { id: ParticipantId; memberId: number | null; name: string }[] = [
      { id: 'self', memberId: null, name: `${account.firstName} ${account.lastName}` },
      ...members.map((member) => ({ id: member.id, memberId: member.id, name: `${member.firstName} ${member.lastName}` })),
    ];
    return {
      items: people.map((person) => ({
        ...standingOf(
          periods.filter((period) => period.householdMemberId === person.memberId),
          now,
          settings.timeZone,
        ),
        participant: { id: person.id, name: person.name },
        priceCents: settings.membershipPrice,
      })),
      taxes: taxRates(settings),
    };
  }

  /** The account holder cancels within the cooling-off period: the line is refunded in full and the period freed. */
  async cancelByHolder(caller: Buyer, id: number): Promise<MembershipList> {
    const row = await membershipById(this.db, id);
    if (!row || row.userId !== caller.id) throw notFoundMembership();
    const line = await lineByReference(this.db, MEMBERSHIP_PRODUCT, String(id));
    const { timeZone } = await readCompanySettings(this.db);
    const now = this.now();
    const refundId = await this.db.transaction(async (tx) => {
      // Order, account, membership, always, as fulfilment takes them: a purchase for the same person
      // holds the account while it waits on this membership row.
      const order = line ? await lockOrder(tx, line.orderId) : undefined;
      await lockAccount(tx, row.userId);
      const locked = (await lockMembership(tx, id))!;
      if (locked.status !== 'active') throw conflict('This membership is not active.').coded('membership_not_active');
      if (!line || !order || !locked.paidAt)
        throw conflict('This membership was not bought online: please ask the front desk.').coded('membership_sold_at_desk');
      if (order.provider === 'desk')
        throw conflict('This membership was bought at the front desk: please call or visit to cancel it.').coded('membership_sold_at_desk');
      const until = new Date(locked.paidAt.getTime() + COOLING_OFF_HOURS * 3_600_000);
      if (now >= until) {
        const date = venueDate(until, timeZone);
        throw conflict(`The 10-day cooling-off period ended on ${date}: only the front desk can refund this membership now.`).coded(
          'membership_cooling_off_over',
          { date },
        );
      }
      const amount = await refundableOnLine(tx, line);
      await cancel(tx, id, now);
      const queued =
        amount > 0 ? await this.payments.queueLineRefund(tx, { order, line, amountCents: amount, reason: 'membership-cooling-off', byId: caller.id }) : null;
      await this.orders.note(tx, order, historyNote('membership_cooling_off', { description: line.description, amountCents: queued ? amount : 0 }));
      return queued;
    });
    if (refundId) await this.payments.processRefund(refundId, { notify: true });
    return this.list(caller.id);
  }

  /** Staff sell memberships at the desk: one order with a line per person, paid on the spot. */
  async sellAtDesk(
    staff: Buyer,
    accountUserId: number,
    input: { participantIds: ParticipantId[]; method: 'cash' | 'card_terminal'; reference: string | null },
    locale: Locale = 'en-CA',
  ) {
    const account = await contactOf(this.db, accountUserId);
    if (!account) throw notFound('There is no such account.').coded('account_not_found');
    const placed = await this.orders.place({
      buyer: staff,
      customer: { userId: account.id, email: account.email, name: null, locale: account.locale },
      channel: 'desk',
      lines: input.participantIds.map((participantId) => ({ product: MEMBERSHIP_PRODUCT, participantId })),
      deskPayment: { method: input.method, reference: input.reference, recordedById: staff.id },
      nameLines: true,
    });
    return this.orders.view(placed.order, { staff: true, locale });
  }

  /** Staff refund part or all of a membership's line, with a reason; a full refund may end the membership. */
  async refundByStaff(staff: Buyer, id: number, input: StaffRefundInput): Promise<MembershipList> {
    const row = await membershipById(this.db, id);
    if (!row) throw notFoundMembership();
    const line = await lineByReference(this.db, MEMBERSHIP_PRODUCT, String(id));
    if (!line) throw conflict('This membership was not sold through an order: there is nothing to refund.').coded('nothing_to_refund');
    const now = this.now();
    const refundId = await this.db.transaction(async (tx) => {
      const order = (await lockOrder(tx, line.orderId))!;
      await lockAccount(tx, row.userId);
      const locked = (await lockMembership(tx, id))!;
      if (locked.status !== 'active') throw conflict('This membership is not active.').coded('membership_not_active');
      const left = await refundableOnLine(tx, line);
      if (left === 0)
        throw badRequest('Please correct the highlighted fields.', { amountCents: 'Nothing is left to refund on this membership.' }).coded('nothing_to_refund');
      if (input.amountCents > left)
        throw badRequest('Please correct the highlighted fields.', { amountCents: `At most ${formatMoney(left)} is left to refund on this membership.` }).coded(
          'refund_too_large',
          { maxCents: left },
        );
      if (input.endMembership && input.amountCents < left) {
        throw badRequest('Please correct the highlighted fields.', { endMembership: `Only a full refund (${formatMoney(left)}) ends the membership.` }).coded(
          'membership_end_needs_full_refund',
          { maxCents: left },
        );
      }
      const queued = await this.payments.queueLineRefund(tx, { order, line, amountCents: input.amountCents, reason: input.reason, byId: staff.id });
      if (!queued) throw conflict('Nothing was paid on this order, so there is nothing to refund.').coded('order_not_paid');
      if (input.endMembership) await cancel(tx, id, now);
      const ended = input.endMembership ? '; the membership ended' : '';
      await this.orders.note(
        tx,
        order,
        historyNote('refund_requested', {
          amountCents: input.amountCents,
          description: line.description,
          ended: input.endMembership ? 'yes' : 'no',
          reason: input.reason,
        }),
      );
      const name = (await namesOf(tx, [row])).get(row.id) ?? '';
      await recordStaffAction(
        tx,
        {
          staff: await staffMember(tx, staff.id),
          subjectUserId: row.userId,
          action: 'membership.refunded',
          detail: `Refunded ${formatMoney(input.amountCents)} on ${line.description}${ended}`,
          params: { name, amountCents: input.amountCents, membershipId: id, ended: input.endMembership ? 1 : 0 },
          reason: input.reason,
        },
        now,
      );
      return queued;
    });
    await this.payments.processRefund(refundId, { notify: true });
    return this.list(row.userId);
  }
}
