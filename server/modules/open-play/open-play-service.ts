import type { Database } from '../../db/client.js';
import type { ChangeFeed } from '../../plugins/change-feed.js';
import { CheckInCodes } from './check-in-codes.js';
import { LiveSessions, openPlaySession } from './live-session.js';
import { openPlaySessionRow } from './open-play-repository.js';
import { readerOf, type Caller } from './open-play-readers.js';
import { buildView, type OpenPlayView, type ViewReader } from './open-play-view.js';
import type { Locale } from '../../lib/request-locale.js';

/**
 * Open play's live sessions, as `app.openPlay`: reading a session's view, the players' and the
 * desk's moves (each one transaction under the session's lock, published on the change feed),
 * and the venue's check-in codes.
 */
export class OpenPlayService {
  readonly live: LiveSessions;
  readonly codes: CheckInCodes;

  constructor(
    readonly db: Database,
    readonly feed: ChangeFeed,
    readonly now: () => Date,
    secret: string,
  ) {
    this.live = new LiveSessions(db, feed, now);
    this.codes = new CheckInCodes(secret);
  }

  /** The session's view for a reader (404 when it is not run as open play). */
  async viewFor(sessionId: number, reader: ViewReader): Promise<OpenPlayView> {
    const session = await openPlaySession(this.db, sessionId);
    return buildView(this.db, session, await openPlaySessionRow(this.db, sessionId), reader);
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
}
