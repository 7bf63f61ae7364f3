import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorOf, hasStatus, toApiError, type ApiError } from '../shared';
import { dollarsToCents, refundableCents, refundFieldErrors, type Order, type OrderLine, type RefundFieldProblem } from '../checkout';
import type { PersonMembership } from './membership-shapes';
import type { MembershipRefundRequest } from './staff-account-shapes';

export interface StaffMembershipRefundInput {
  /** A person's current membership (its `id` and `orderId` are set). */
  membership: PersonMembership;
}

/** The order refund's problems with the amount and reason, and ending the membership on a part refund. */
export type MembershipRefundFieldErrors = Partial<Record<'amountCents' | 'reason', RefundFieldProblem>> & {
  endMembership?: { code: 'endNeedsFullRefund'; leftCents: number } | { code: 'server'; message: string };
};

/** The order refund's checks, and the server's: only a refund of all that is left ends the membership. */
export function membershipRefundFieldErrors(line: OrderLine | null, amount: string, reason: string, endMembership: boolean): MembershipRefundFieldErrors {
  const errors: MembershipRefundFieldErrors = refundFieldErrors(line ?? undefined, amount, reason);
  const left = line ? refundableCents(line) : 0;
  if (endMembership && !errors.amountCents && dollarsToCents(amount) !== left) errors.endMembership = { code: 'endNeedsFullRefund', leftCents: left };
  return errors;
}

export interface StaffMembershipRefundContext {
  membership: PersonMembership;
  /** The order that paid it, read when the dialog opens, and the membership's line in it. */
  order: Order | null;
  line: OrderLine | null;
  refund: MembershipRefundRequest | null;
  fieldErrors: MembershipRefundFieldErrors;
  /** The last failed read or refund; a 409 (the line changed meanwhile) reads the order again. */
  error: ApiError | null;
}

export type StaffMembershipRefundEvent = { type: 'refund.submitted'; amount: string; reason: string; endMembership: boolean } | { type: 'refund.retry' };

/**
 * The line of `order` that paid `membership`: the product's reference is the membership's id; an
 * order without references falls back to the line naming the same person, or its only membership.
 */
export function membershipLine(order: Order, membership: Pick<PersonMembership, 'id' | 'participant'>): OrderLine | null {
  const lines = order.lines.filter((line) => line.product === 'membership');
  return (
    lines.find((line) => line.reference !== null && line.reference === String(membership.id)) ??
    lines.find((line) => line.participant?.name === membership.participant.name) ??
    (lines.length === 1 ? lines[0] : null)
  );
}

/**
 * Staff refund one person's membership after the cooling-off period, in full or in part, with a
 * reason: read what is left of its order line (tax included), check the amount and the reason as
 * the server does, then refund, ending the membership or keeping it as staff chose.
 */
export const staffMembershipRefundMachine = setup({
  types: {
    input: {} as StaffMembershipRefundInput,
    context: {} as StaffMembershipRefundContext,
    events: {} as StaffMembershipRefundEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** GET orders/{id} (staff read any order). */
    loadOrder: fromPromise<Order, { orderId: string }>(async () => {
      throw new Error('provide loadOrder');
    }),
    /** POST staff/memberships/{id}/refund { amountCents, reason, endMembership } */
    refundMembership: fromPromise<unknown, MembershipRefundRequest>(async () => {
      throw new Error('provide refundMembership');
    }),
  },
  actions: {
    setOrder: assign(({ context }, order: Order) => ({ order, line: membershipLine(order, context.membership) })),
    setRefund: assign({
      refund: ({ context, event }) => {
        assertEvent(event, 'refund.submitted');
        return {
          membershipId: context.membership.id!,
          amountCents: dollarsToCents(event.amount)!,
          reason: event.reason.trim(),
          endMembership: event.endMembership,
        };
      },
      fieldErrors: {},
      error: null,
    }),
    setFieldErrors: assign({
      fieldErrors: ({ context, event }) => {
        assertEvent(event, 'refund.submitted');
        return membershipRefundFieldErrors(context.line, event.amount, event.reason, event.endMembership);
      },
      error: null,
    }),
    setError: assign(({ event }) => {
      const error = toApiError(errorOf(event));
      const fields = error.fields ?? {};
      const fieldErrors: MembershipRefundFieldErrors = {
        ...(fields.amountCents ? { amountCents: { code: 'server', message: fields.amountCents } } : {}),
        ...(fields.reason ? { reason: { code: 'server', message: fields.reason } } : {}),
        ...(fields.endMembership ? { endMembership: { code: 'server', message: fields.endMembership } } : {}),
      };
      return { error, fieldErrors, refund: null };
    }),
    clearError: assign({ error: null }),
    /** The app reads the people, the orders and the audit trail again. */
    notifyChanged: () => {},
  },
  guards: {
    hasPaidMembership: ({ context }) => context.membership.id !== null && context.membership.orderId !== null,
    hasSomethingLeft: ({ context }, order: Order) => {
      const line = membershipLine(order, context.membership);
      return Boolean(line && order.paidCents > 0 && refundableCents(line) > 0);
    },
    isValidRefund: ({ context, event }) =>
      event.type === 'refund.submitted' && Object.keys(membershipRefundFieldErrors(context.line, event.amount, event.reason, event.endMembership)).length === 0,
    isConflict: ({ event }) => hasStatus(errorOf(event), 409),
  },
}).createMachine({
  id: 'staffMembershipRefund',
  context: ({ input }) => ({ membership: input.membership, order: null, line: null, refund: null, fieldErrors: {}, error: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasPaidMembership', target: 'loadingOrder' }, { target: 'nothingLeft' }],
    },
    loadingOrder: {
      tags: ['busy'],
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ orderId: context.membership.orderId! }),
        onDone: [
          {
            guard: { type: 'hasSomethingLeft', params: ({ event }) => event.output },
            target: 'form',
            actions: { type: 'setOrder', params: ({ event }) => event.output },
          },
          { target: 'nothingLeft', actions: { type: 'setOrder', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: 'setError' },
      },
    },
    loadFailed: {
      on: { 'refund.retry': { target: 'loadingOrder', actions: 'clearError' } },
    },
    form: {
      on: {
        'refund.submitted': [{ guard: 'isValidRefund', target: 'refunding', actions: 'setRefund' }, { actions: 'setFieldErrors' }],
      },
    },
    refunding: {
      tags: ['busy'],
      invoke: {
        id: 'refundMembership',
        src: 'refundMembership',
        input: ({ context }) => context.refund!,
        onDone: { target: 'done', actions: 'notifyChanged' },
        onError: [
          // Refunded or cancelled meanwhile: read what is left now; the message stays.
          { guard: 'isConflict', target: 'loadingOrder', actions: 'setError' },
          // A 400 names the field (amountCents, reason): shown there, the form stays open.
          { target: 'form', actions: 'setError' },
        ],
      },
    },
    /** Nothing of it is left to refund (or it was never paid): the dialog says so. */
    nothingLeft: { type: 'final' },
    done: { type: 'final' },
  },
});
