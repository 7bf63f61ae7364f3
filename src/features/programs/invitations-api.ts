import type { HttpClient } from '@/lib/http-client';
import type { PlacedOrder } from '@machines/checkout';
import type { Invitation } from '@machines/programs';

/** A tournament partner's invitation link (docs/tournaments-and-waitlists.md, API). */
export function createInvitationsApi(http: HttpClient) {
  const base = (token: string) => `program-invitations/${encodeURIComponent(token)}`;
  return {
    /** No login needed; 404 `program_invitation_not_found` for a wrong or cut-off link. */
    get: (token: string) => http.get<Invitation>(base(token)).then((r) => r.data),
    /** The partner's own held place and order line, as POST orders answers: pay at `checkoutUrl`, or confirmed when null. */
    accept: (token: string) => http.post<PlacedOrder>(`${base(token)}/accept`).then((r) => r.data),
  };
}
