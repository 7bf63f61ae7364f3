// The shapes of open play's live state: what the rotation rules read and write. Pure data, no I/O;
// the server keeps one `OpenPlayState` per session as JSON under the session's row lock
// (docs/open-play.md says what each field guarantees).
import type { OpenPlaySetup } from '../../programs/index.js';

export const OPEN_PLAY_RULES = ['first_in_line', 'by_band'] as const;
export type OpenPlayRule = (typeof OPEN_PLAY_RULES)[number];
export const OPEN_PLAY_FORMATS = ['doubles', 'singles'] as const;

/** What the owner sets on a drop-in template (or a one-off session); programs keeps it. */
export type OpenPlayConfig = OpenPlaySetup;

/** waiting: in the line; playing: on a court; resting: present but out of the line (back at the back when they return). */
type PlayerStatus = 'waiting' | 'playing' | 'resting';

export interface PlayerState {
  /** The drop-in registration (the place) this player holds. */
  id: number;
  /** Index into `config.bands`. */
  band: number;
  status: PlayerStatus;
  /** Games started this session. */
  games: number;
  /**
   * The fairness level: `games` plus the credit a player gets on joining (or rejoining), so a
   * newcomer goes to the back instead of jumping everyone who has played. The rules keep the
   * spread of levels among present players at most one.
   */
  level: number;
  /** The line's order key among equal levels: ascending; joining or coming off a court takes `state.nextPosition`. */
  position: number;
  /** Assignments made while this player waited and was not chosen, since they last joined the line. */
  sitOuts: number;
  /** Sit-outs over the whole session (the after-session report). */
  totalSitOuts: number;
  /** In line straight from a game and not yet passed over: choosing them again is "playing twice in a row". */
  backFromGame: boolean;
  /** A pre-arranged partner for the next game (kept on both players; cleared when they have played together). */
  partnerId: number | null;
  /** Checked out while on a court: leaves when that game ends. */
  leaving: boolean;
}

interface LiveGame {
  /** The database's id, set by the server once the game row is written (null until then). */
  id: number | null;
  /** Team A then team B: [a1, a2, b1, b2] in doubles, [a, b] in singles. */
  players: number[];
  startedAt: string;
  /** by_band: not all its players are in the band of the head of the line (placed by hand or winners staying: not all in one band); the board says so. */
  mixedBands: boolean;
  /** How many games in a row the players who stayed on (winners) have stayed; 0 for a fresh game. */
  stayed: number;
  /** Placed by staff rather than by the rule. */
  manual: boolean;
}

export interface CourtState {
  court: number;
  paused: boolean;
  game: LiveGame | null;
}

export interface OpenPlayState {
  players: PlayerState[];
  /** The session's courts, in court order. */
  courts: CourtState[];
  nextPosition: number;
  /** Players who checked out, kept for the after-session report: registration id → games and sit-outs. */
  departed: { id: number; games: number; totalSitOuts: number }[];
  /** The games the last automatic or manual assignment started, so staff can undo it (null: nothing to undo). */
  lastAssignment: { courts: number[]; before: Omit<OpenPlayState, 'lastAssignment'> } | null;
}

/** A game that a transition started (the server writes its row and sets `id`) or ended. */
export interface StartedGame {
  court: number;
  players: number[];
  mixedBands: boolean;
  manual: boolean;
}

export interface EndedGame {
  court: number;
  gameId: number | null;
  players: number[];
  /** Taken back by staff's undo rather than played to its end. */
  undone: boolean;
}

/** What every transition answers: the new state and the games it started and ended. */
export interface Transition {
  state: OpenPlayState;
  started: StartedGame[];
  ended: EndedGame[];
}

/** A transition a caller asked for that the state does not allow (the server answers 409 with `code`). */
export class RotationRefusal extends Error {
  constructor(
    readonly code:
      | 'open_play_not_in_line'
      | 'open_play_already_in'
      | 'open_play_court_unknown'
      | 'open_play_court_busy'
      | 'open_play_court_idle'
      | 'open_play_player_busy'
      | 'open_play_partner_unavailable'
      | 'open_play_nothing_to_undo'
      | 'open_play_bad_game'
      | 'open_play_bad_band',
    message: string,
  ) {
    super(message);
  }
}
