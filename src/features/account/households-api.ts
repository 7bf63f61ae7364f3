import type { HttpClient } from '@/lib/http-client';
import type { HouseholdMember, MemberRequest } from '@machines/account';

/** The caller's own family, or (staff, with `userId`) that account's through the staff routes. */
const membersPath = (userId?: number) => (userId === undefined ? 'household/members' : `staff/accounts/${userId}/household/members`);

/** Family members without a login of their own (docs/memberships-and-households.md). */
export function createHouseholdsApi(http: HttpClient) {
  return {
    list: (userId?: number) => http.get<{ items: HouseholdMember[] }>(membersPath(userId)).then((r) => r.data.items),
    add: (request: MemberRequest, userId?: number) => http.post<HouseholdMember>(membersPath(userId), request).then((r) => r.data),
    update: (id: number, changes: MemberRequest, userId?: number) => http.patch<HouseholdMember>(`${membersPath(userId)}/${id}`, changes).then((r) => r.data),
    remove: (id: number, userId?: number): Promise<void> => http.delete(`${membersPath(userId)}/${id}`).then(() => undefined),
  };
}
