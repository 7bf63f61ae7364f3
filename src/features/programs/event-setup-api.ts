import type { HttpClient } from '@/lib/http-client';
import type { OwnerEnrolment, OwnerProgram, OwnerWaitlistEntry, ProgramInput } from '@machines/programs';
import { API_BASE_URL } from '@/lib/constants';

/** The owner's camps, clinics, lessons, socials and tournaments (docs/programs-and-events.md, docs/tournaments-and-waitlists.md, owner calls). */
export function createEventSetupApi(http: HttpClient) {
  const base = (id: number) => `owner/programs/${id}`;
  return {
    programs: () => http.get<{ items: OwnerProgram[] }>('owner/programs').then((r) => r.data.items),
    createProgram: (body: ProgramInput) => http.post<OwnerProgram>('owner/programs', body).then((r) => r.data),
    /** Only what changed (never the kind); `{ published }` publishes or withdraws it. */
    updateProgram: (id: number, patch: Partial<ProgramInput>) => http.patch<OwnerProgram>(base(id), patch).then((r) => r.data),
    /** A draft copy titled "… (copy)", without dates. */
    duplicateProgram: (id: number) => http.post<OwnerProgram>(`${base(id)}/duplicate`).then((r) => r.data),
    /** Everyone refunded in full and e-mailed the reason; the courts go back to court booking. */
    cancelProgram: (id: number, reason: string) => http.post<{ refunded: number }>(`${base(id)}/cancel`, { reason }).then((r) => r.data),
    registrations: (id: number) => http.get<{ items: OwnerEnrolment[] }>(`${base(id)}/registrations`).then((r) => r.data.items),
    /** The program's line (every division's, for a tournament), first in line first. */
    waitlist: (id: number) => http.get<{ items: OwnerWaitlistEntry[] }>(`${base(id)}/waitlist`).then((r) => r.data.items),
    registrationsCsvUrl: (id: number) => `${API_BASE_URL}/${base(id)}/registrations.csv`,
    cancelRegistration: (id: number, enrolmentId: number, refund: boolean) =>
      http.post<{ refundCents: number }>(`${base(id)}/registrations/${enrolmentId}/cancel`, { refund }).then((r) => r.data),
    /** Plain text to every account with a place. */
    emailRegistrants: (id: number, subject: string, body: string) => http.post<{ sent: number }>(`${base(id)}/email`, { subject, body }).then((r) => r.data),
  };
}
