import { vi } from 'vitest';
import type { ProgramDetail, ProgramKind, ProgramList } from '@machines/programs/catalogue-shapes';
import type {
  DropInTemplate,
  DropInTemplateInput,
  MyEnrolments,
  MyRegistrations,
  ProgramSession,
  Roster,
  SessionList,
  TemplateWriteResult,
} from '@machines/programs/program-shapes';
import type { ParticipantId } from '@machines/shared/participant';
import type { Attendance, WalkInRequest } from '@machines/programs/roster.machine';
import type { OneOffRequest, SessionPatch } from '@machines/programs/setup-drafts';
import { HttpFailure } from '@/lib/http-client';

const notStubbed = (name: string) => () => Promise.reject(new HttpFailure(`${name} not stubbed`, 500));

/** The owner's drop-in setup and the staff roster, empty until a test stubs them. */
export function fakeProgramSetupApi() {
  return {
    templates: vi.fn(async (): Promise<DropInTemplate[]> => []),
    createTemplate: vi.fn<(body: DropInTemplateInput) => Promise<TemplateWriteResult>>(notStubbed('createTemplate')),
    updateTemplate: vi.fn<(id: number, body: DropInTemplateInput) => Promise<TemplateWriteResult>>(notStubbed('updateTemplate')),
    deleteTemplate: vi.fn<(id: number) => Promise<TemplateWriteResult>>(notStubbed('deleteTemplate')),
    sessions: vi.fn(async (_from: string, _to: string): Promise<ProgramSession[]> => []),
    addSession: vi.fn<(body: OneOffRequest) => Promise<ProgramSession>>(notStubbed('addSession')),
    changeSession: vi.fn<(id: number, patch: SessionPatch) => Promise<ProgramSession>>(notStubbed('changeSession')),
    cancelSession: vi.fn<(id: number, reason: string) => Promise<ProgramSession>>(notStubbed('cancelSession')),
    roster: vi.fn<(sessionId: number) => Promise<Roster>>(notStubbed('roster')),
    markAttendance: vi.fn<(registrationId: number, status: Attendance) => Promise<{ id: number; attendance: Attendance }>>(notStubbed('markAttendance')),
    addWalkIn: vi.fn<(request: WalkInRequest) => Promise<unknown>>(notStubbed('addWalkIn')),
  };
}

/** Drop-in for players: no sessions and nothing of the caller's until a test stubs them. */
export function fakeProgramsApi() {
  return {
    sessions: vi.fn(async (_from: string, _to: string, _kind?: string): Promise<SessionList> => ({
      items: [],
      taxes: [],
      timeZone: 'America/Toronto',
      now: '2026-03-02T14:00:00.000Z',
    })),
    joinWaitlist: vi.fn<(sessionId: number, participantId: ParticipantId) => Promise<{ id: number; position: number }>>(notStubbed('joinWaitlist')),
    leaveWaitlist: vi.fn<(entryId: number) => Promise<void>>(notStubbed('leaveWaitlist')),
    cancelRegistration: vi.fn<(registrationId: number) => Promise<{ refundCents: number }>>(notStubbed('cancelRegistration')),
    mine: vi.fn(async (): Promise<MyRegistrations> => ({ timeZone: 'America/Toronto', items: [], waitlist: [] })),
    myEnrolments: vi.fn(async (): Promise<MyEnrolments> => ({ items: [], timeZone: 'America/Toronto' })),
    // Camps, clinics, lessons and socials: none listed until a test stubs them.
    list: vi.fn(async (_kinds: ProgramKind[], _range?: { from?: string; to?: string }): Promise<ProgramList> => ({
      items: [],
      timeZone: 'America/Toronto',
      taxes: [],
      now: '2026-03-02T14:00:00.000Z',
    })),
    program: vi.fn<(id: number) => Promise<ProgramDetail>>(notStubbed('program')),
    cancelEnrolment: vi.fn<(enrolmentId: number) => Promise<{ refundCents: number }>>(notStubbed('cancelEnrolment')),
    joinProgramWaitlist: vi.fn<(programId: number, participantId: ParticipantId, divisionId: number | null) => Promise<{ id: number; position: number }>>(
      notStubbed('joinProgramWaitlist'),
    ),
    leaveProgramWaitlist: vi.fn<(programId: number, entryId: number) => Promise<void>>(notStubbed('leaveProgramWaitlist')),
  };
}
