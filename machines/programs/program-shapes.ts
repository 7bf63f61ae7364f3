// The programs API's shapes as the statecharts see them (server: server/modules/programs).
import type { ContentLangs, ContentLocale, Localized, ParticipantId } from '../shared';

type SessionStatus = 'scheduled' | 'cancelled';

/** A drop-in run as open play (docs/open-play.md): how games are made, their format, how long winners stay, the level bands (lowest first). */
export interface OpenPlaySetup {
  rule: 'first_in_line' | 'by_band';
  format: 'doubles' | 'singles';
  /** 0: everyone off after a game; 1 or 2: the winners stay on for up to that many more games. */
  winnersStay: 0 | 1 | 2;
  bands: string[];
}

/** The caller's part in a session (present when logged in). */
interface MineInSession {
  registrations: {
    id: number;
    participantId: ParticipantId;
    name: string;
    status: 'held' | 'confirmed';
    /** Checked in (by the desk or the venue's QR code): open play shows their live panel from then on. */
    checkedIn: boolean;
  }[];
  /** 1-based place in line of the caller's first waiting entry, or null. */
  waitlistPosition: number | null;
  waitlist: { id: number; participantId: ParticipantId; name: string; position: number; offerExpiresAt: string | null }[];
  /** People on the account with neither a place nor a line in the session: 0, nobody is left to register or queue. */
  free: number;
}

/** GET /api/programs/sessions?kind=drop_in&from&to → { items: ProgramSession[] }: the title in the reader's language (`lang` when it fell back). */
export interface ProgramSession extends ContentLangs {
  id: number;
  programId: number;
  kind: 'drop_in' | 'camp' | 'clinic' | 'lesson' | 'tournament' | 'social';
  title: string;
  level: string;
  /** Venue date YYYY-MM-DD; startTime/endTime "HH:mm" venue time; startsAt/endsAt ISO instants. */
  date: string;
  startTime: string;
  endTime: string;
  startsAt: string;
  endsAt: string;
  courts: number[];
  capacity: number;
  spotsLeft: number;
  waitlistLength: number;
  /** The caller's price (member price when the caller is a member at the session's start). */
  priceCents: number;
  memberPriceCents: number;
  nonMemberPriceCents: number;
  registrationOpensAt: string;
  /** A full refund up to this many hours before the start. */
  cancellationCutoffHours: number;
  status: SessionStatus;
  /** Why the system cancelled it, as a code the app words (schedule_changed, time_removed); null when the owner typed it. */
  cancelReasonCode?: string | null;
  /** Why the owner cancelled it (or, with a code, its English words). */
  cancelReason: string | null;
  /** Run as open play: the date's own setup, else its program's; null (or left out by an older server): not open play. */
  openPlay?: OpenPlaySetup | null;
  mine: MineInSession | null;
}

/** Someone a player may register: the account holder ('self') or a family member. */
export interface Participant {
  id: ParticipantId;
  name: string;
  /** The days their membership covers (YYYY-MM-DD, inclusive), or null: their price on a session's date. */
  memberFrom: string | null;
  memberUntil: string | null;
}

/** The sales taxes a registration line carries now (empty for a small supplier). */
export interface TaxRate {
  name: string;
  ratePercent: number;
}

/** GET /api/programs/sessions */
export interface SessionList {
  items: ProgramSession[];
  taxes: TaxRate[];
  /** The venue's zone the dates and times are in. */
  timeZone: string;
  /** The server's clock when it answered: what "opens", "started" and cutoffs are measured against. */
  now: string;
}

/** A drop-in waitlist line still open: the member's own list and, with whose it is, the staff's view of an account. */
export interface WaitlistLine {
  id: number;
  sessionId: number;
  title: string;
  /** The title's language when it fell back to the other one. */
  lang?: ContentLocale;
  startsAt: string;
  endsAt: string;
  participantName: string;
  position: number;
  status: 'waiting' | 'offered';
  /** While a place is kept for them. */
  offerExpiresAt: string | null;
}

/** GET /api/programs/registrations/mine */
export interface MyRegistrations {
  /** The venue's zone: the sessions' times are the venue's. */
  timeZone: string;
  items: {
    id: number;
    sessionId: number;
    title: string;
    /** The title's language when it fell back to the other one. */
    lang?: ContentLocale;
    level: string;
    startsAt: string;
    endsAt: string;
    courts: number[];
    participantName: string;
    participantId: ParticipantId;
    status: 'held' | 'confirmed';
    priceCents: number;
    orderId: string | null;
    cancellable: boolean;
    refundCents: number;
  }[];
  waitlist: WaitlistLine[];
}

/** An owner's weekly drop-in template (/api/owner/drop-in/templates): its title in both languages (an empty version null). */
export interface DropInTemplateInput {
  title: Localized<string | null>;
  level: string;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  startTime: string;
  endTime: string;
  courts: number[];
  playersPerCourt: number;
  memberPriceCents: number;
  nonMemberPriceCents: number;
  opensDaysBefore: number;
  cancellationCutoffHours: number;
  /** Its sessions run as open play with this setup; null: a plain drop-in. */
  openPlay: OpenPlaySetup | null;
}

export interface DropInTemplate extends DropInTemplateInput {
  id: number;
  capacity: number;
}

/** What generating or editing sessions left alone or could not place: a court taken on a date, or registrations kept. */
export interface ScheduleConflict {
  date: string;
  court: number | null;
  reason: 'court_taken' | 'closed' | 'outside_hours' | 'has_registrations';
  sessionId: number | null;
}

/** Answer of template create/update/delete. */
export interface TemplateWriteResult {
  template: DropInTemplate | null;
  created: number;
  updated: number;
  skipped: ScheduleConflict[];
}

/** GET /api/staff/programs/sessions/:id/roster */
export interface RosterEntry {
  registrationId: number;
  participantName: string;
  accountName: string | null;
  email: string | null;
  member: boolean;
  paid: boolean;
  priceCents: number;
  status: 'held' | 'confirmed';
  attendance: 'checked_in' | 'no_show' | null;
  walkIn: boolean;
}

export interface Roster {
  /** The venue's zone: the times on the roster are the venue's. */
  timeZone: string;
  session: ProgramSession;
  entries: RosterEntry[];
  waitlist: { id: number; name: string; position: number; status: 'waiting' | 'offered'; offerExpiresAt: string | null }[];
}

/** Someone's place in a whole program (a camp, clinic, lesson series, social or tournament): every date of it. */
export interface ProgramPlace {
  id: number;
  programId: number;
  kind: string;
  title: string;
  /** The title's language when it fell back to the other one. */
  lang?: ContentLocale;
  /** The first date's start and the last date's end. */
  startsAt: string;
  endsAt: string;
  sessionCount: number;
  participantId: ParticipantId;
  participantName: string;
}

/** One of the caller's places in a whole program (GET programs/enrolments/mine). */
export interface MyEnrolment extends ProgramPlace {
  status: 'held' | 'confirmed';
  priceCents: number;
  orderId: string | null;
  cancellable: boolean;
  refundCents: number;
  /** A tournament place (the server may leave these out): the division, the partner ("Bob M."), and whether both players have paid. */
  divisionName?: string | null;
  partnerName?: string | null;
  entryComplete?: boolean;
}

/** GET programs/enrolments/mine: the places, and the venue's zone their times are in. */
export interface MyEnrolments {
  items: MyEnrolment[];
  timeZone: string;
}
