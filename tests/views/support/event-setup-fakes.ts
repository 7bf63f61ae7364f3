import { vi } from 'vitest';
import type { OwnerEnrolment, OwnerProgram, OwnerWaitlistEntry, ProgramInput } from '@machines/programs/event-shapes';
import { HttpFailure } from '@/lib/http-client';

const notStubbed = (name: string) => () => Promise.reject(new HttpFailure(`${name} not stubbed`, 500));

/** The owner's camps, clinics, lessons, socials and tournaments: none until a test stubs them; nobody waiting. */
export function fakeEventSetupApi() {
  return {
    programs: vi.fn(async (): Promise<OwnerProgram[]> => []),
    createProgram: vi.fn<(body: ProgramInput) => Promise<OwnerProgram>>(notStubbed('createProgram')),
    updateProgram: vi.fn<(id: number, patch: Partial<ProgramInput>) => Promise<OwnerProgram>>(notStubbed('updateProgram')),
    duplicateProgram: vi.fn<(id: number) => Promise<OwnerProgram>>(notStubbed('duplicateProgram')),
    cancelProgram: vi.fn<(id: number, reason: string) => Promise<{ refunded: number }>>(notStubbed('cancelProgram')),
    registrations: vi.fn(async (_id: number): Promise<OwnerEnrolment[]> => []),
    waitlist: vi.fn(async (_id: number): Promise<OwnerWaitlistEntry[]> => []),
    registrationsCsvUrl: vi.fn((id: number) => `/api/owner/programs/${id}/registrations.csv`),
    cancelRegistration: vi.fn<(id: number, enrolmentId: number, refund: boolean) => Promise<{ refundCents: number }>>(notStubbed('cancelRegistration')),
    emailRegistrants: vi.fn<(id: number, subject: string, body: string) => Promise<{ sent: number }>>(notStubbed('emailRegistrants')),
  };
}
