import type { AxiosInstance } from 'axios';
import type { MyRegistrations, ParticipantId, SessionList } from '@machines/programs/program-shapes';

/** Players' calls on programs (server/modules/programs): the sessions, waitlists and their own places. */
export function createProgramsApi(http: AxiosInstance) {
  return {
    sessions: (from: string, to: string, kind = 'drop_in') => http.get<SessionList>('programs/sessions', { params: { kind, from, to } }).then((r) => r.data),
    joinWaitlist: (sessionId: number, participantId: ParticipantId) => http.post<{ id: number; position: number }>(`programs/sessions/${sessionId}/waitlist`, { participantId }).then((r) => r.data),
    leaveWaitlist: (entryId: number): Promise<void> => http.delete(`programs/waitlist/${entryId}`).then(() => undefined),
    cancelRegistration: (registrationId: number) => http.post<{ refundCents: number }>(`programs/registrations/${registrationId}/cancel`).then((r) => r.data),
    mine: () => http.get<MyRegistrations>('programs/registrations/mine').then((r) => r.data),
  };
}
