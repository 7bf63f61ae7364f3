// The owner's camps, clinics, lessons, socials and tournaments as the statecharts see them
// (docs/programs-and-events.md, docs/tournaments-and-waitlists.md).
import type { Localized, RichTextDocument } from '../shared';

export type ProgramKind = 'camp' | 'clinic' | 'lesson' | 'social' | 'tournament';
export const PROGRAM_KINDS: readonly ProgramKind[] = ['camp', 'clinic', 'lesson', 'social', 'tournament'];

export type DivisionFormat = 'singles' | 'doubles' | 'mixed_doubles';
export const DIVISION_FORMATS: readonly DivisionFormat[] = ['singles', 'doubles', 'mixed_doubles'];
/** A tournament has 1 to 20 divisions. */
export const MAX_DIVISIONS = 20;

/** One division of a tournament as the owner's body carries it; with an `id` it is updated, without it is added. */
export interface DivisionInput {
  id?: number;
  name: string;
  format: DivisionFormat;
  /** Free text such as "3.5". */
  level: string;
  /** An age bracket such as 50 for "50+"; null: none. */
  minAge: number | null;
  /** Entries, not players: a doubles team is one entry. */
  maxEntries: number;
  /** The entry fee per player. */
  feeCents: number;
}

/** A division as the owner's program view carries it. */
export interface OwnerDivision extends Required<DivisionInput> {
  /** Live entries (paid, or held and not lapsed). */
  entries: number;
}

/** One date of a program as the API takes it: a venue date, venue wall times "HH:mm", the courts held. */
export interface ProgramSessionInput {
  date: string;
  startTime: string;
  endTime: string;
  courts: number[];
}

/** What a program of every kind but a tournament is sold by (a tournament's prices are per division, its capacity the server's sum of them). */
interface ProgramPricing {
  capacity: number;
  memberPriceCents: number;
  nonMemberPriceCents: number;
  earlyBirdPriceCents: number | null;
  earlyBirdUntil: string | null;
}

/**
 * POST /api/owner/programs. A tournament sends `divisions` (1–20) and none of the priced fields;
 * every other kind sends the priced fields and never `divisions`.
 */
export type ProgramInput = ProgramCommonInput & Partial<ProgramPricing> & { divisions?: DivisionInput[] };

interface ProgramCommonInput {
  kind: ProgramKind;
  /** In both languages (an empty version null); the body needs at least one. */
  title: Localized<string | null>;
  description: Localized<RichTextDocument | null>;
  level: string;
  coachId: number | null;
  /** false: info only (no registration online). */
  registrationEnabled: boolean;
  minAge: number | null;
  maxAge: number | null;
  /** ISO instants. */
  registrationOpensAt: string | null;
  registrationClosesAt: string | null;
  cancellationCutoffHours: number;
  /** Whether its places carry sales tax: the owner's choice, taxable by default (absent from older answers). */
  taxCategory?: TaxCategory;
  published: boolean;
  sessions: ProgramSessionInput[];
}

/** Whether a program's places carry sales tax (docs/decisions.md, "Tax category of a program"). */
type TaxCategory = 'taxable' | 'exempt';

/** GET /api/owner/programs → { items: OwnerProgram[] }; a tournament's capacity is its divisions' players, its prices 0. */
export interface OwnerProgram extends Omit<ProgramCommonInput, 'sessions'>, ProgramPricing {
  id: number;
  cancelledAt: string | null;
  registered: number;
  /** Empty for every kind but a tournament. */
  divisions: OwnerDivision[];
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
  /** A tournament's division; null for other kinds. */
  divisionName: string | null;
  /** A doubles partner ("Bob M."); null for singles and other kinds. */
  partnerName: string | null;
}

/** GET /api/owner/programs/:id/waitlist → { items: OwnerWaitlistEntry[] }, first in line first. */
export interface OwnerWaitlistEntry {
  id: number;
  participantName: string;
  accountName: string;
  accountEmail: string;
  divisionId: number | null;
  divisionName: string | null;
  status: 'waiting' | 'offered';
  position: number;
  /** While an offer is live: when it lapses (ISO). */
  offerExpiresAt: string | null;
  createdAt: string;
}

/** A coach the program may name (GET /api/coaches). */
export interface CoachOption {
  id: number;
  name: string;
}
