// Open play's API shapes as the statecharts see them (server: server/modules/open-play; the contract
// is docs/open-play.md). One view for every reader: the board, a player's phone and the desk.
import type { ContentLocale } from '../shared';

/** A player as everyone may see them: boards are public, so a first name and a last initial ("Ana M."). */
export interface OpenPlayPerson {
  registrationId: number;
  name: string;
  /** The band's name ("3.5"). */
  band: string;
}

export interface OpenPlayGame {
  id: number;
  startedAt: string;
  /** by_band: players came from other bands than the first player's (the board says so). */
  mixedBands: boolean;
  /** Placed by staff rather than by the rule. */
  manual: boolean;
  /** Team A then team B: four in doubles, two in singles. */
  players: OpenPlayPerson[];
}

export interface OpenPlayCourt {
  court: number;
  state: 'playing' | 'free' | 'paused';
  game: OpenPlayGame | null;
}

interface OpenPlayLineEntry extends OpenPlayPerson {
  /** 1-based. */
  position: number;
  partnerRegistrationId: number | null;
}

type OpenPlayRule = 'first_in_line' | 'by_band';
type OpenPlayFormat = 'doubles' | 'singles';

/** GET /open-play/sessions/:sessionId, and every `state` event of its stream. */
export interface OpenPlayView {
  sessionId: number;
  /** In the reader's language. */
  title: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  rule: OpenPlayRule;
  format: OpenPlayFormat;
  winnersStay: 0 | 1 | 2;
  bands: string[];
  endedAt: string | null;
  /** Bumped by every change: a view older than the one shown is dropped. */
  version: number;
  courts: OpenPlayCourt[];
  line: OpenPlayLineEntry[];
  resting: OpenPlayPerson[];
  /** The next two games the rule would start. */
  upNext: { players: OpenPlayPerson[]; mixedBands: boolean }[];
  /** registrationId → games this session (departed players too). */
  gamesPlayed: Record<string, number>;
  /** The caller's (and their household's) registrations checked in to this session; [] for staff and boards. */
  mine: number[];
  /** Staff: an assignment can be taken back. */
  canUndo: boolean;
}

/** GET /open-play/boards/:secret: the view and a fresh check-in link for the QR code. */
export interface BoardView extends OpenPlayView {
  checkIn?: { url: string; expiresAt: string };
}

/** Where a live view reads from: a reader's session (logged in) or a board's secret (no login). */
export type LiveSource = { kind: 'session'; sessionId: number } | { kind: 'board'; sessionId: number; secret: string };

/** POST /open-play/games/:gameId/end */
export interface GameResult {
  score?: { a: number; b: number };
  winner?: 'a' | 'b';
}

/** POST /staff/open-play/sessions/:sessionId/check-in-code */
export interface CheckInCode {
  code: string;
  expiresAt: string;
  url: string;
}

/** GET /staff/open-play/sessions/:sessionId/report */
export interface OpenPlayReport {
  sessionId: number;
  title: string;
  date: string;
  /** Everyone who checked in; `present: false` for those who checked out. */
  players: { registrationId: number; name: string; band: string; games: number; sitOuts: number; present: boolean }[];
}

/** GET /open-play/mine: the household's open-play sessions of the last 60 days and today, newest first. */
export interface MyOpenPlay {
  /** The venue's time zone: which of the dates is today. */
  timeZone: string;
  sessions: {
    sessionId: number;
    title: string;
    date: string;
    startsAt: string;
    endedAt: string | null;
    players: { registrationId: number; name: string; games: number; sitOuts: number }[];
  }[];
}

/** One of the account's places in a session, as the check-in page offers it. */
export interface CheckInPlace {
  registrationId: number;
  name: string;
}

/** What the check-in page loads: the session it is for (null when the account holds no place) and the places. */
export interface CheckInPlaces {
  session: {
    title: string;
    /** The title's language when it fell back to the other one. */
    lang?: ContentLocale;
    startsAt: string;
    endsAt: string;
    /** The venue's zone: the times are read on its clock. */
    timeZone: string;
  } | null;
  places: CheckInPlace[];
}
