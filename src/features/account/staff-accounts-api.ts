import type { HttpClient } from '@/lib/http-client';
import type {
  Memberships,
  AccountPlaces,
  AccountPlacesScope,
  AuditEntry,
  DeskSaleRequest,
  MembershipRefundRequest,
  StaffBookingScope,
} from '@machines/account';
import type { Order } from '@machines/checkout';
import type { Booking } from '@/lib/api/bookings-types';

/** The staff view of one account (docs/memberships-and-households.md, "Staff view of an account"). */
export function createStaffAccountsApi(http: HttpClient) {
  const account = (userId: number) => `staff/accounts/${userId}`;
  return {
    orders: (userId: number) => http.get<{ items: Order[] }>(`${account(userId)}/orders`).then((r) => r.data.items),
    bookings: (userId: number, scope: StaffBookingScope) =>
      http.get<{ items: Booking[] }>(`${account(userId)}/bookings`, { params: { scope } }).then((r) => r.data.items),
    /** The holder's and family's drop-in and program places, upcoming or past. */
    places: (userId: number, scope: AccountPlacesScope) => http.get<AccountPlaces>(`${account(userId)}/programs`, { params: { scope } }).then((r) => r.data),
    /** Each person's membership and the tax rates a membership line carries (as memberships/mine). */
    memberships: (userId: number) => http.get<Memberships>(`${account(userId)}/memberships`).then((r) => r.data),
    /** A sale at the desk, paid on the spot: answers the order it made. */
    sellMemberships: ({ userId, participantIds, method, reference }: DeskSaleRequest) =>
      http
        .post<{ order: Order }>(`${account(userId)}/memberships`, reference ? { participantIds, method, reference } : { participantIds, method })
        .then((r) => r.data.order),
    refundMembership: ({ membershipId, amountCents, reason, endMembership }: MembershipRefundRequest) =>
      http.post<Memberships>(`staff/memberships/${membershipId}/refund`, { amountCents, reason, endMembership }).then((r) => r.data),
    /** The receipt e-mail again, in the customer's language (202, no body). */
    resendReceipt: (orderId: string): Promise<void> => http.post(`staff/orders/${orderId}/receipt`).then(() => undefined),
    /** Newest first; `timeZone` when the server names it (the venue's zone otherwise comes from settings). */
    audit: (userId: number) => http.get<{ items: AuditEntry[]; timeZone?: string }>(`${account(userId)}/audit`).then((r) => r.data),
  };
}
