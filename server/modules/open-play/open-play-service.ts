import type { Database } from '../../db/client.js';
import type { Locale } from '../../lib/request-locale.js';
import type { ChangeFeed } from '../../plugins/change-feed.js';
import type { AttendanceListener, OpenPlaySession } from '../programs/index.js';
import { attendanceHook } from './attendance-hook.js';
import { checkInWithCode } from './check-in.js';
import { CheckInCodes } from './check-in-codes.js';
import { gameOver, type GameResult } from './game-over.js';
import { LiveSessions, openPlaySession } from './live-session.js';
import { openPlaySessionRow } from './open-play-repository.js';
import { readerOf, type Caller } from './open-play-readers.js';
import { buildView, type OpenPlayView, type ViewReader } from './open-play-view.js';
import { playerMove, type PlayerMove } from './player-actions.js';
import { staffControl, type StaffControl } from './staff-controls.js';

/**
 * Open play's live sessions, as `app.openPlay`: reading a session's view, the players' and the
 * desk's moves (each one transaction under the session's lock, published on the change feed),
 * and the venue's check-in codes.
 */
export class OpenPlayService {
  readonly live: LiveSessions;
  readonly codes: CheckInCodes;
  /** What programs tells of the desk's attendance and cancelled places (plugged in by the plugin). */
  readonly attendance: AttendanceListener;

  constructor(
    readonly db: Database,
    readonly feed: ChangeFeed,
    readonly now: () => Date,
    secret: string,
  ) {
    this.live = new LiveSessions(db, feed, now);
    this.codes = new CheckInCodes(secret);
    this.attendance = attendanceHook(this.live);
  }

  /** The session run as open play (404 open_play_session_not_found otherwise). */
  session(sessionId: number) {
    return openPlaySession(this.db, sessionId);
  }

  /** The session's view for a reader (404 when it is not run as open play). */
  async viewFor(sessionId: number, reader: ViewReader): Promise<OpenPlayView> {
    return this.view(await openPlaySession(this.db, sessionId), reader);
  }

  /** The session's view for a logged-in caller (staff, or a player with a place: else 403), the session read once. */
  async viewForCaller(sessionId: number, caller: Caller, locale: Locale): Promise<OpenPlayView> {
    const session = await openPlaySession(this.db, sessionId);
    return this.view(session, await readerOf(this.db, sessionId, caller, locale));
  }

  private async view(session: OpenPlaySession, reader: ViewReader): Promise<OpenPlayView> {
    return buildView(this.db, session, await openPlaySessionRow(this.db, session.id), reader);
  }

  /** The reader a logged-in caller is (staff, or a player with a place: else 403); 404 first when the session is not open play. */
  async readerOf(sessionId: number, caller: Caller, locale: Locale): Promise<ViewReader> {
    await openPlaySession(this.db, sessionId);
    return readerOf(this.db, sessionId, caller, locale);
  }

  /** The session's check-in code now (the board's QR code and the desk's), and when it is replaced. */
  checkInCodeFor(sessionId: number, now: Date): { code: string; expiresAt: Date } {
    return this.codes.checkInCodeFor(sessionId, now);
  }

  checkIn(sessionId: number, caller: Caller, registrationId: number, code: string): Promise<void> {
    return checkInWithCode(this.db, this.live, this.codes, { sessionId, registrationId, code, caller, now: this.now() });
  }

  playerMove(sessionId: number, caller: Caller, registrationId: number, move: PlayerMove, partnerRegistrationId?: number | null): Promise<void> {
    return playerMove(this.db, this.live, { sessionId, registrationId, caller, move, partnerRegistrationId });
  }

  /** Game over; answers the game's session. */
  gameOver(gameId: number, caller: Caller, result: GameResult): Promise<number> {
    return gameOver(this.db, this.live, { gameId, result, caller });
  }

  staffControl(sessionId: number, staffId: number, control: StaffControl): Promise<void> {
    return staffControl(this.db, this.live, sessionId, staffId, control);
  }
}
