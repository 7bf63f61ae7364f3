import type { HttpClient } from '@/lib/http-client';
import type {
  DropInTemplate,
  DropInTemplateInput,
  ProgramSession,
  Roster,
  TemplateWriteResult,
  Attendance,
  WalkInRequest,
  OneOffRequest,
  SessionPatch,
} from '@machines/programs';

/** The owner's drop-in setup and the staff roster (server/modules/programs). */
export function createProgramSetupApi(http: HttpClient) {
  return {
    templates: () => http.get<{ items: DropInTemplate[] }>('owner/drop-in/templates').then((r) => r.data.items),
    createTemplate: (body: DropInTemplateInput) => http.post<TemplateWriteResult>('owner/drop-in/templates', body).then((r) => r.data),
    updateTemplate: (id: number, body: DropInTemplateInput) => http.patch<TemplateWriteResult>(`owner/drop-in/templates/${id}`, body).then((r) => r.data),
    deleteTemplate: (id: number) => http.delete<TemplateWriteResult>(`owner/drop-in/templates/${id}`).then((r) => r.data),
    /** Owner: drop-in sessions between two venue dates, unpublished programs included. */
    sessions: (from: string, to: string) =>
      http.get<{ items: ProgramSession[] }>('owner/program-sessions', { params: { kind: 'drop_in', from, to } }).then((r) => r.data.items),
    addSession: (body: OneOffRequest) => http.post<ProgramSession>('owner/program-sessions', body).then((r) => r.data),
    changeSession: (id: number, patch: SessionPatch) => http.patch<ProgramSession>(`owner/program-sessions/${id}`, patch).then((r) => r.data),
    cancelSession: (id: number, reason: string) => http.post<ProgramSession>(`owner/program-sessions/${id}/cancel`, { reason }).then((r) => r.data),
    // Staff
    roster: (sessionId: number) => http.get<Roster>(`staff/programs/sessions/${sessionId}/roster`).then((r) => r.data),
    markAttendance: (registrationId: number, status: Attendance) =>
      http.post<{ id: number; attendance: Attendance }>(`staff/programs/registrations/${registrationId}/attendance`, { status }).then((r) => r.data),
    /** A walk-in's registration sold at the desk, as the staff booking form sells a court to a walk-in. */
    addWalkIn: ({ sessionId, name, method }: WalkInRequest) =>
      http.post(`staff/programs/sessions/${sessionId}/registrations`, { kind: 'walk-in', name, paymentMethod: method }).then((r) => r.data as unknown),
  };
}
