// Camps, clinics, lessons, socials and tournaments as players see them (docs/programs-and-events.md and
// docs/tournaments-and-waitlists.md, "API", public calls).
import type { ContentLangs, RichTextDocument, ParticipantId } from '../shared';
import type { TaxRate } from './program-shapes';

export type ProgramKind = 'camp' | 'clinic' | 'lesson' | 'social' | 'tournament';

/** Every kind the catalogue lists, in the order the kind filter offers them. */
export const CATALOGUE_KINDS: readonly ProgramKind[] = ['camp', 'clinic', 'lesson', 'social', 'tournament'];

export type DivisionFormat = 'singles' | 'doubles' | 'mixed_doubles';

/** One division of a tournament: its own format, level, age bracket, entries and fee. */
export interface Division {
  id: number;
  name: string;
  format: DivisionFormat;
  /** Free text such as "3.5". */
  level: string;
  /** The age bracket ("50+"), on the first day; null: none beyond the program's own ages. */
  minAge: number | null;
  /** Entries, not players: a doubles team is one entry. */
  maxEntries: number;
  /** The entry fee per player (member and early-bird prices do not apply). */
  feeCents: number;
  /** Live entries: paid, or held and not lapsed. */
  entries: number;
  /** maxEntries - entries - live waitlist offers, never below 0. */
  spotsLeft: number;
  /** People in the division's line. */
  waiting: number;
  /** Public: each complete or forming entry with a paid player ("Alice L."); a forming entry names its partner once they have paid. */
  entrants: { names: string[]; complete: boolean }[];
}

/** Whether a player can register now, and if not, why (the server decides; `info_only`: just come). */
type RegistrationState = 'open' | 'not_open' | 'closed' | 'full' | 'started' | 'cancelled' | 'info_only';

/** One program in the list (GET /api/programs): title (and a detail's description) in the reader's language, `lang`/`langs` when one fell back. */
export interface ProgramSummary extends ContentLangs<'description'> {
  id: number;
  kind: ProgramKind;
  title: string;
  level: string;
  coach: { id: number; name: string } | null;
  /** Inclusive; null: no limit on that side. */
  minAge: number | null;
  maxAge: number | null;
  /** Venue dates YYYY-MM-DD of the first and last session. */
  firstDate: string;
  lastDate: string;
  /** ISO instants: the first session's start, the last session's end. */
  startsAt: string;
  endsAt: string;
  sessionCount: number;
  capacity: number;
  spotsLeft: number;
  memberPriceCents: number;
  nonMemberPriceCents: number;
  earlyBirdPriceCents: number | null;
  /** The last venue date of the early-bird price (it ends at midnight after it). */
  earlyBirdUntil: string | null;
  /** What the caller pays for themself today (a visitor: the non-member price, early bird applied). */
  priceCents: number;
  /** `priceCents` is the early-bird price. */
  earlyBird: boolean;
  registration: RegistrationState;
  registrationOpensAt: string | null;
  registrationClosesAt: string | null;
  /** A tournament's divisions (empty for other kinds). */
  divisions: Division[];
  /** People in the program's waitlist (tournaments: 0, each division counts its own). */
  waiting: number;
}

/** One of the caller's places in a program. */
interface ProgramEnrolment {
  id: number;
  participantId: ParticipantId;
  name: string;
  status: 'held' | 'confirmed';
  /** A tournament place: its division, the partner ("Bob M.") and whether both players have paid. */
  divisionId: number | null;
  partnerName: string | null;
  entryComplete: boolean;
}

/** One of the caller's lines in a program's (or a division's) waitlist; `offered`: a place is kept for them until `offerExpiresAt`. */
export interface ProgramWaitlistLine {
  id: number;
  participantId: ParticipantId;
  name: string;
  divisionId: number | null;
  /** 1-based place in line. */
  position: number;
  status: 'waiting' | 'offered';
  offerExpiresAt: string | null;
}

/** One program with its dates (GET /api/programs/:id). */
export interface ProgramDetail extends ProgramSummary {
  description: RichTextDocument | null;
  /** Cancelling online up to this many hours before the first session refunds in full; after, nothing. */
  cancellationCutoffHours: number;
  sessions: { id: number; date: string; startsAt: string; endsAt: string; courts: number[] }[];
  /** The caller's places (null for a visitor). */
  mine: ProgramEnrolment[] | null;
  /** Logged in: each person on the account, their age on the first day and whether the age rule lets them in (null for a visitor). */
  participants:
    | {
        participantId: ParticipantId;
        name: string;
        age: number | null;
        eligible: boolean;
        priceCents: number;
        earlyBird: boolean;
        /** Tournaments: the divisions whose ages fit them (else empty). */
        eligibleDivisionIds: number[];
      }[]
    | null;
  /** The caller's waitlist lines (null for a visitor). */
  waitlist: ProgramWaitlistLine[] | null;
  /** The venue's zone, the taxes a registration carries now and the server's clock, as the list answers them. */
  timeZone: string;
  taxes: TaxRate[];
  now: string;
}

/** GET /api/programs?kind&from&to */
export interface ProgramList {
  items: ProgramSummary[];
  /** The venue's zone the dates and times are in. */
  timeZone: string;
  /** The sales taxes a registration carries now (empty for a small supplier). */
  taxes: TaxRate[];
  /** The server's clock when it answered. */
  now: string;
}

/** What the program page reads: the program, with the list's venue zone, taxes and clock. */
export interface ProgramPageData {
  program: ProgramDetail;
  timeZone: string;
  taxes: TaxRate[];
  now: string;
}
