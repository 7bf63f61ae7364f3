import type { HttpClient } from '@/lib/http-client';
import type { Memberships } from '@machines/account';

/**
 * Each person's membership (the holder first, then the family) and the cooling-off cancellation;
 * buying is an order (`orders.place` with `membership` lines). Staff read an account's with `userId`.
 */
export function createMembershipsApi(http: HttpClient) {
  return {
    mine: (userId?: number) =>
      http.get<Memberships>(userId === undefined ? 'memberships/mine' : `staff/accounts/${userId}/memberships`).then((r) => withTaxes(r.data)),
    cancel: (id: number) => http.post<Memberships>(`memberships/${id}/cancel`).then((r) => withTaxes(r.data)),
  };
}

/** An answer without rates (a server before the contract named them) charges none on screen. */
const withTaxes = (answer: Memberships): Memberships => ({ ...answer, taxes: answer.taxes ?? [] });
