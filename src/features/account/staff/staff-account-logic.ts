import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { Memberships } from '@machines/account/membership-shapes';
import type { AuditTrail, DeskSaleRequest, MembershipRefundRequest, StaffBookingRow } from '@machines/account/staff-account-shapes';
import { staffAuditMachine } from '@machines/account/staff-audit.machine';
import { staffBookingsMachine, type StaffBookingScope } from '@machines/account/staff-bookings.machine';
import { staffMembershipRefundMachine } from '@machines/account/staff-membership-refund.machine';
import { staffMembershipsMachine } from '@machines/account/staff-memberships.machine';
import { staffReceiptMachine } from '@machines/account/staff-receipt.machine';
import { orderLookupMachine, type DeskPaymentRequest, type LineRefundRequest } from '@machines/checkout/order-lookup.machine';
import type { Order } from '@machines/checkout/order-shapes';
import { useApi } from '@/lib/actors';
import { DEFAULT_TIME_ZONE } from '@/lib/venue-clock';

/** The audit trail; its instants in the venue's zone (the answer's, else company settings'). */
export function useStaffAuditLogic() {
  const api = useApi();
  return useMemo(() => {
    // The venue's zone is read once for the page, not on every reload of the trail.
    let venueZone: Promise<string> | null = null;
    const zone = () => (venueZone ??= api.companySettings.load().then((settings) => settings.timeZone ?? DEFAULT_TIME_ZONE, () => DEFAULT_TIME_ZONE));
    return staffAuditMachine.provide({
      actors: {
        loadAudit: fromPromise<AuditTrail, { userId: number }>(async ({ input }) => {
          const { items, timeZone } = await api.staffAccounts.audit(input.userId);
          return { items, timeZone: timeZone ?? (await zone()) };
        }),
      },
    });
  }, [api]);
}

export function useStaffBookingsLogic() {
  const api = useApi();
  return useMemo(
    () =>
      staffBookingsMachine.provide({
        actors: {
          loadBookings: fromPromise<StaffBookingRow[], { userId: number; scope: StaffBookingScope }>(({ input }) =>
            api.staffAccounts.bookings(input.userId, input.scope),
          ),
        },
      }),
    [api],
  );
}

/**
 * The staff order look-up over one account's orders: its "latest orders" are that account's, so
 * the look-up's list, details, desk payment and line refund serve the staff page as they are.
 * `onChanged` runs after a payment or refund (the audit trail and memberships are read again).
 */
export function useStaffOrdersLogic(userId: number, onChanged: () => void) {
  const api = useApi();
  return useMemo(
    () =>
      orderLookupMachine.provide({
        actors: {
          searchOrders: fromPromise<Order[], { query: string }>(() => api.staffAccounts.orders(userId)),
          loadOrder: fromPromise<Order, { orderId: string }>(({ input }) => api.orders.get(input.orderId)),
          recordDeskPayment: fromPromise<Order, DeskPaymentRequest>(async ({ input }) => {
            const order = await api.orders.recordDeskPayment(input.orderId, input.method, input.reference);
            onChanged();
            return order;
          }),
          refundLine: fromPromise<Order, LineRefundRequest>(async ({ input }) => {
            const order = await api.orders.refundLine(input.orderId, input.lineId, input.amountCents, input.reason);
            onChanged();
            return order;
          }),
        },
      }),
    [api, userId, onChanged],
  );
}

export function useStaffMembershipsLogic(onChanged: () => void) {
  const api = useApi();
  return useMemo(
    () =>
      staffMembershipsMachine.provide({
        actors: {
          loadMemberships: fromPromise<Memberships, { userId: number }>(({ input }) => api.staffAccounts.memberships(input.userId)),
          sellMemberships: fromPromise<Order, DeskSaleRequest>(({ input }) => api.staffAccounts.sellMemberships(input)),
        },
        actions: { notifyChanged: () => onChanged() },
      }),
    [api, onChanged],
  );
}

export function useStaffMembershipRefundLogic(onChanged: () => void) {
  const api = useApi();
  return useMemo(
    () =>
      staffMembershipRefundMachine.provide({
        actors: {
          loadOrder: fromPromise<Order, { orderId: string }>(({ input }) => api.orders.get(input.orderId)),
          refundMembership: fromPromise<unknown, MembershipRefundRequest>(({ input }) => api.staffAccounts.refundMembership(input)),
        },
        actions: { notifyChanged: () => onChanged() },
      }),
    [api, onChanged],
  );
}

export function useStaffReceiptLogic(onChanged: () => void) {
  const api = useApi();
  return useMemo(
    () =>
      staffReceiptMachine.provide({
        actors: { resendReceipt: fromPromise<void, { orderId: string }>(({ input }) => api.staffAccounts.resendReceipt(input.orderId)) },
        actions: { notifyChanged: () => onChanged() },
      }),
    [api, onChanged],
  );
}
