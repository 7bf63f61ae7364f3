import type { HttpClient } from '@/lib/http-client';
import type { ProgramDetail, ProgramKind, ProgramList, MyEnrolments, MyRegistrations, SessionList } from '@machines/programs';
import type { ParticipantId } from '@machines/shared';

/** Players' calls on programs (server/modules/programs): the sessions, waitlists, camps and lessons, and their own places. */
export function createProgramsApi(http: HttpClient) {
  return {
    sessions: (from: string, to: string, kind = 'drop_in') => http.get<SessionList>('programs/sessions', { params: { kind, from, to } }).then((r) => r.data),
    joinWaitlist: (sessionId: number, participantId: ParticipantId) =>
      http.post<{ id: number; position: number }>(`programs/sessions/${sessionId}/waitlist`, { participantId }).then((r) => r.data),
    leaveWaitlist: (entryId: number): Promise<void> => http.delete(`program-waitlist-entries/${entryId}`).then(() => undefined),
    cancelRegistration: (registrationId: number) => http.post<{ refundCents: number }>(`programs/registrations/${registrationId}/cancel`).then((r) => r.data),
    mine: () => http.get<MyRegistrations>('programs/registrations/mine').then((r) => r.data),
    /** Camps, clinics, lessons, socials and tournaments (`kind` repeated; none: every kind but drop-in), by default from today for a year. */
    list: (kinds: ProgramKind[], range: { from?: string; to?: string } = {}) =>
      http.get<ProgramList>('programs', { params: { kind: kinds.length ? kinds : undefined, ...range } }).then((r) => r.data),
    /** One program with its dates and the caller's places; 404 `program_not_found` for a draft or an unknown id. */
    program: (id: number) => http.get<ProgramDetail>(`programs/${id}`).then((r) => r.data),
    /** The caller cancels their own place: the refund the policy gives. */
    /** The caller's (and family's) places in programs still to come, for Account. */
    myEnrolments: () => http.get<MyEnrolments>('programs/enrolments/mine').then((r) => r.data),
    cancelEnrolment: (enrolmentId: number) => http.post<{ refundCents: number }>(`programs/enrolments/${enrolmentId}/cancel`).then((r) => r.data),
    /** A full program's (or tournament division's) waitlist: the caller's new line and its place in it. */
    joinProgramWaitlist: (programId: number, participantId: ParticipantId, divisionId: number | null) =>
      http
        .post<{ id: number; position: number }>(`programs/${programId}/waitlist`, divisionId === null ? { participantId } : { participantId, divisionId })
        .then((r) => r.data),
    leaveProgramWaitlist: (programId: number, entryId: number): Promise<void> => http.delete(`programs/${programId}/waitlist/${entryId}`).then(() => undefined),
  };
}
