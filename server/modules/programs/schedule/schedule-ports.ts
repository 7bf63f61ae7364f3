import type { Reader, Tx } from '../shared/index.js';
import type { ProgramRow, ProgramSessionRow } from './schema.js';

// What the schedule (programs, templates, sessions and their court blocks) and the registrations
// (drop-in places, the waitlist, the roster) promise each other. The schedule declares both sides;
// the registrations implement RegistrationsPort and the programs plugin hands it to the schedule.

/** A session with the program it belongs to. */
export interface SessionWithProgram {
  session: ProgramSessionRow;
  program: ProgramRow;
}

/** The program's fields a session's view shows: a list of sessions reads only these. */
export const SESSION_VIEW_PROGRAM_FIELDS = [
  'id',
  'kind',
  'title',
  'titleFr',
  'level',
  'memberPriceCents',
  'nonMemberPriceCents',
  'opensAt',
  'opensDaysBefore',
  'cancellationCutoffHours',
  'openPlay',
] as const;

/** A session with the part of its program its view shows (a SessionWithProgram is one too). */
export interface SessionListing {
  session: ProgramSessionRow;
  program: Pick<ProgramRow, (typeof SESSION_VIEW_PROGRAM_FIELDS)[number]>;
}

/** How full a session is now. */
export interface SessionPlaces {
  /** Confirmed places, unexpired holds and live waitlist offers. */
  taken: number;
  /** People waiting or holding an offer. */
  waitlistLength: number;
}

/** The caller's part in a session. */
export interface MineInSession {
  registrations: { id: number; participantId: 'self' | number; name: string; status: 'held' | 'confirmed'; checkedIn: boolean }[];
  /** 1-based place in line of the caller's first waiting entry, or null. */
  waitlistPosition: number | null;
  /** The caller's waitlist entries (one per participant), with an offer's window when one is live. */
  waitlist: { id: number; participantId: 'self' | number; name: string; position: number; offerExpiresAt: string | null }[];
  /** People on the account (the holder and current family members) with neither a place nor a line in it: 0, nobody is left to register or queue. */
  free: number;
}

/** The schedule's side: reading sessions (registrations never write these tables). */
export interface ScheduleReader {
  sessionById(db: Reader, id: number): Promise<SessionWithProgram | null>;
  /** Locks the session row (FOR UPDATE) inside a purchase or an owner's edit: the capacity check's anchor. */
  lockSession(tx: Tx, id: number): Promise<SessionWithProgram | null>;
}

/** The registrations' side, as the schedule and the sessions list use it. */
export interface RegistrationsPort {
  placesOf(db: Reader, sessionIds: number[], now: Date): Promise<Map<number, SessionPlaces>>;
  mineOf(db: Reader, accountUserId: number, sessionIds: number[], now: Date): Promise<Map<number, MineInSession>>;
  /** When the first hold or offer in these sessions still running at `now` runs out: placesOf and mineOf hold until then. */
  nextPlaceExpiry(db: Reader, sessionIds: number[], now: Date): Promise<Date | null>;
  /** Places taken in a session, inside the caller's transaction (after lockSession). */
  takenIn(tx: Tx, sessionId: number, now: Date): Promise<number>;
  /**
   * The owner cancelled the session (inside their transaction): every live registration is cancelled
   * with a full refund and the waitlist closed. Returns what to do after commit (the e-mails).
   */
  cancelAllIn(tx: Tx, sessionId: number, reason: string, now: Date): Promise<() => Promise<void>>;
  /** Places may have freed (capacity raised, a registration cancelled): offer them to the waitlist. */
  offerFreedPlaces(sessionId: number): Promise<void>;
  /** The owner moved the session (after commit): everyone with a place is told the new time and courts. */
  tellMoved(sessionId: number, before: { startsAt: Date; endsAt: Date }): Promise<void>;
}
