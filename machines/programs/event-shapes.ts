// The owner's camps, clinics, lessons and socials as the statecharts see them (docs/programs-and-events.md).
import type { RichTextDocument } from '../shared/rich-text';

export type ProgramKind = 'camp' | 'clinic' | 'lesson' | 'social';
export const PROGRAM_KINDS: readonly ProgramKind[] = ['camp', 'clinic', 'lesson', 'social'];

/** One date of a program as the API takes it: a venue date, venue wall times "HH:mm", the courts held. */
export interface ProgramSessionInput {
  date: string;
  startTime: string;
  endTime: string;
  courts: number[];
}

/** POST /api/owner/programs */
export interface ProgramInput {
  kind: ProgramKind;
  title: string;
  description: RichTextDocument | null;
  level: string;
  coachId: number | null;
  capacity: number;
  /** false: info only (no registration online). */
  registrationEnabled: boolean;
  minAge: number | null;
  maxAge: number | null;
  memberPriceCents: number;
  nonMemberPriceCents: number;
  earlyBirdPriceCents: number | null;
  earlyBirdUntil: string | null;
  /** ISO instants. */
  registrationOpensAt: string | null;
  registrationClosesAt: string | null;
  cancellationCutoffHours: number;
  published: boolean;
  sessions: ProgramSessionInput[];
}

/** GET /api/owner/programs → { items: OwnerProgram[] } */
export interface OwnerProgram extends Omit<ProgramInput, 'sessions'> {
  id: number;
  cancelledAt: string | null;
  registered: number;
  /** A date the owner cancelled stays listed as `cancelled` (the server sends it; older answers leave it out). */
  sessions: (ProgramSessionInput & { id: number; status?: 'scheduled' | 'cancelled' })[];
}

/** A date and a wall time "HH:mm" in the venue's zone: the app turns it into an instant and back (machines do no zone arithmetic). */
export interface WallTime {
  date: string;
  time: string;
}

/** A program as the setup lists it: its registration window also read as venue wall times. */
export interface ListedProgram extends OwnerProgram {
  registrationOpens: WallTime | null;
  registrationCloses: WallTime | null;
}

/** What the editor saves: the API's body with the registration window as venue wall times. */
export type ProgramBody = Omit<ProgramInput, 'registrationOpensAt' | 'registrationClosesAt'> & {
  registrationOpens: WallTime | null;
  registrationCloses: WallTime | null;
};

/** A create (the whole body) or a change (only what changed; never the kind), with the venue's zone its wall times are in. */
export type ProgramSave = { timeZone: string } & ({ id: null; body: ProgramBody } | { id: number; body: Partial<ProgramBody> });

/** 409 program_court_conflict: a court already taken on a date. */
export interface CourtConflict {
  date: string;
  court: number;
}

/** GET /api/owner/programs/:id/registrations → { items: OwnerEnrolment[] } */
export interface OwnerEnrolment {
  id: number;
  participantName: string;
  age: number | null;
  accountName: string;
  accountEmail: string;
  status: 'held' | 'confirmed' | 'cancelled';
  paid: boolean;
  member: boolean;
  priceCents: number;
  createdAt: string;
}

/** A coach the program may name (GET /api/coaches). */
export interface CoachOption {
  id: number;
  name: string;
}
