import { sendTo, setup } from 'xstate';
import { orderLookupMachine } from '../checkout';
import { staffAuditMachine } from './staff-audit.machine';
import { staffMembershipsMachine } from './staff-memberships.machine';
import { staffReceiptMachine } from './staff-receipt.machine';

/** The system id the staff tools' own actors reach the page's machine by (an order's promise actors). */
export const STAFF_ACCOUNT_SYSTEM_ID = 'staffAccount';

type StaffAccountEvent =
  /** A desk payment or a line refund on one of the account's orders. */
  | { type: 'orders.changed' }
  /** Memberships sold at the desk. */
  | { type: 'memberships.changed' }
  /** A membership refunded (and perhaps ended). */
  | { type: 'membership.refunded' }
  /** A receipt sent again. */
  | { type: 'receipt.sent' }
  /** Staff added, changed or removed a family member on the page. */
  | { type: 'account.familyChanged' };

/**
 * The staff's tools on one account (/account/{id}) as one actor system: the audit trail, the
 * account's orders, memberships at the desk and receipt resends run as children, and each change one
 * of them makes is sent here, which reads again whatever that change touched (the audit trail every
 * time). The views read the children as `snapshot.children.<id>`.
 */
export const staffAccountMachine = setup({
  types: {
    input: {} as { userId: number },
    context: {} as { userId: number },
    events: {} as StaffAccountEvent,
  },
  actors: {
    audit: staffAuditMachine,
    orders: orderLookupMachine,
    memberships: staffMembershipsMachine,
    receipt: staffReceiptMachine,
  },
  actions: {
    reloadAudit: sendTo('audit', { type: 'audit.reload' }),
    reloadMemberships: sendTo('memberships', { type: 'memberships.reload' }),
    reloadOrders: sendTo('orders', { type: 'orders.retry' }),
  },
}).createMachine({
  id: 'staffAccount',
  context: ({ input }) => ({ userId: input.userId }),
  invoke: [
    { id: 'audit', src: 'audit', input: ({ context }) => ({ userId: context.userId }) },
    { id: 'orders', src: 'orders', input: {} },
    { id: 'memberships', src: 'memberships', input: ({ context }) => ({ userId: context.userId }) },
    { id: 'receipt', src: 'receipt' },
  ],
  on: {
    'orders.changed': { actions: ['reloadAudit', 'reloadMemberships'] },
    'memberships.changed': { actions: ['reloadAudit', 'reloadOrders'] },
    'membership.refunded': { actions: ['reloadAudit', 'reloadOrders', 'reloadMemberships'] },
    'receipt.sent': { actions: ['reloadAudit'] },
    'account.familyChanged': { actions: ['reloadAudit', 'reloadMemberships'] },
  },
});
