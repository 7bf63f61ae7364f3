import { useMemo } from 'react';
import { fromPromise, sendParent, type AnyActorRef } from 'xstate';
import {
  type Memberships,
  type AccountPlaces,
  type AccountPlacesScope,
  type AuditTrail,
  type DeskSaleRequest,
  type MembershipRefundRequest,
  type StaffBookingRow,
  staffAuditMachine,
  staffBookingsMachine,
  type StaffBookingScope,
  staffMembershipRefundMachine,
  staffMembershipsMachine,
  staffPlacesMachine,
  staffReceiptMachine,
  STAFF_ACCOUNT_SYSTEM_ID,
  staffAccountMachine,
} from '@machines/account';
import { orderLookupMachine, type DeskPaymentRequest, type LineRefundRequest, type Order } from '@machines/checkout';
import { useApi } from '@/lib/actors';
import { DEFAULT_TIME_ZONE } from '@/lib/venue-clock';

type Api = ReturnType<typeof useApi>;

/** The audit trail; its instants in the venue's zone (the answer's, else company settings'). */
function staffAuditLogic(api: Api) {
  // The venue's zone is read once for the page, not on every reload of the trail.
  let venueZone: Promise<string> | null = null;
  const zone = () =>
    (venueZone ??= api.companySettings.load().then(
      (settings) => settings.timeZone ?? DEFAULT_TIME_ZONE,
      () => DEFAULT_TIME_ZONE,
    ));
  return staffAuditMachine.provide({
    actors: {
      loadAudit: fromPromise<AuditTrail, { userId: number }>(async ({ input }) => {
        const { items, timeZone } = await api.staffAccounts.audit(input.userId);
        return { items, timeZone: timeZone ?? (await zone()) };
      }),
    },
  });
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

export function useStaffPlacesLogic() {
  const api = useApi();
  return useMemo(
    () =>
      staffPlacesMachine.provide({
        actors: {
          loadPlaces: fromPromise<AccountPlaces, { userId: number; scope: AccountPlacesScope }>(({ input }) =>
            api.staffAccounts.places(input.userId, input.scope),
          ),
        },
      }),
    [api],
  );
}

/**
 * The staff order look-up over one account's orders: its "latest orders" are that account's, so
 * the look-up's list, details, desk payment and line refund serve the staff page as they are. A
 * payment or refund tells the page's machine (by its system id), which reads the rest again.
 */
function staffOrdersLogic(api: Api, userId: number) {
  const changed = (system: { get(systemId: string): AnyActorRef | undefined }) => system.get(STAFF_ACCOUNT_SYSTEM_ID)?.send({ type: 'orders.changed' });
  return orderLookupMachine.provide({
    actors: {
      searchOrders: fromPromise<Order[], { query: string }>(() => api.staffAccounts.orders(userId)),
      loadOrder: fromPromise<Order, { orderId: string }>(({ input }) => api.orders.get(input.orderId)),
      recordDeskPayment: fromPromise<Order, DeskPaymentRequest>(async ({ input, system }) => {
        const order = await api.orders.recordDeskPayment(input.orderId, input.method, input.reference);
        changed(system);
        return order;
      }),
      refundLine: fromPromise<Order, LineRefundRequest>(async ({ input, system }) => {
        const order = await api.orders.refundLine(input.orderId, input.lineId, input.amountCents, input.reason);
        changed(system);
        return order;
      }),
    },
  });
}

/** Memberships at the desk: a sale tells the page's machine (its parent). */
function staffMembershipsLogic(api: Api) {
  return staffMembershipsMachine.provide({
    actors: {
      loadMemberships: fromPromise<Memberships, { userId: number }>(({ input }) => api.staffAccounts.memberships(input.userId)),
      sellMemberships: fromPromise<Order, DeskSaleRequest>(({ input }) => api.staffAccounts.sellMemberships(input)),
    },
    actions: { notifyChanged: sendParent({ type: 'memberships.changed' }) },
  });
}

/** Receipts sent again: the audit trail records each. */
function staffReceiptLogic(api: Api) {
  return staffReceiptMachine.provide({
    actors: { resendReceipt: fromPromise<void, { orderId: string }>(({ input }) => api.staffAccounts.resendReceipt(input.orderId)) },
    actions: { notifyChanged: sendParent({ type: 'receipt.sent' }) },
  });
}

/**
 * The staff's tools on one account as one machine (staffAccountMachine): its children call the API;
 * start it with `systemId: STAFF_ACCOUNT_SYSTEM_ID` so the orders' calls can reach it.
 */
export function useStaffAccountLogic(userId: number) {
  const api = useApi();
  return useMemo(
    () =>
      staffAccountMachine.provide({
        actors: {
          audit: staffAuditLogic(api),
          orders: staffOrdersLogic(api, userId),
          memberships: staffMembershipsLogic(api),
          receipt: staffReceiptLogic(api),
        },
      }),
    [api, userId],
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
