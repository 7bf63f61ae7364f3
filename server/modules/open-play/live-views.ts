import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import { hashOpaqueToken } from '../../lib/opaque-token.js';
import type { Locale } from '../../lib/request-locale.js';
import type { OpenPlaySession } from '../programs/index.js';
import { checkInUrl } from './check-in-codes.js';
import { openPlaySession } from './live-session.js';
import { openPlaySessionRow, sessionIdOfBoard } from './open-play-repository.js';
import { buildView, openPlayViewSchema, type OpenPlayView } from './open-play-view.js';
import type { OpenPlaySessionRow } from './schema.js';

// The views the live streams and the board send: read a session once, then build one view per kind
// of reader from that read (staff; players, whose `mine` is their own; the court board).

export const boardViewSchema = openPlayViewSchema.extend({
  /** The venue's check-in link for the board's QR code, and when a fresh code replaces it. */
  checkIn: z.object({ url: z.string(), expiresAt: z.string() }),
});
type BoardView = z.infer<typeof boardViewSchema>;

/** A session as one read saw it: the session and its live row (null: nothing has happened yet). */
export interface LiveSnapshot {
  session: OpenPlaySession;
  row: OpenPlaySessionRow | null;
}

/** Who a stream is for: the view differs by kind (and `mine` by player), and is worded in `locale`. */
export type StreamReader =
  { kind: 'staff'; locale: Locale } | { kind: 'player'; locale: Locale; places: number[] } | { kind: 'board'; locale: Locale; secretHash: string };

type CheckInCodeFor = (sessionId: number, now: Date) => { code: string; expiresAt: Date };

export class LiveViews {
  constructor(
    private readonly db: Database,
    private readonly codeFor: CheckInCodeFor,
    private readonly appOrigin: string,
    private readonly now: () => Date,
  ) {}

  /** The session as it stands (two reads); null when it is no longer run as open play. */
  async snapshot(sessionId: number): Promise<LiveSnapshot | null> {
    try {
      const [session, row] = await Promise.all([openPlaySession(this.db, sessionId), openPlaySessionRow(this.db, sessionId)]);
      return { session, row };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    }
  }

  /** The view every reader of a kind shares (`mine: []`): a player's own is `mineOf` put in. */
  view(snapshot: LiveSnapshot, reader: StreamReader): Promise<OpenPlayView> {
    return buildView(this.db, snapshot.session, snapshot.row, { locale: reader.locale, staff: reader.kind === 'staff', places: [] });
  }

  /** A player's places that are checked in now (the view's `mine`). */
  mineOf(snapshot: LiveSnapshot, places: readonly number[]): number[] {
    const present = new Set(snapshot.row?.state.players.map((player) => player.id) ?? []);
    return places.filter((id) => present.has(id));
  }

  /** The board's QR code now: the self check-in page's link with the current code. */
  checkIn(sessionId: number): BoardView['checkIn'] {
    const { code, expiresAt } = this.codeFor(sessionId, this.now());
    return { url: checkInUrl(this.appOrigin, sessionId, code), expiresAt: expiresAt.toISOString() };
  }

  /** Milliseconds from now (the app's clock) until an instant, at least 0: when a board's code is replaced. */
  msUntil(instant: string): number {
    return Math.max(Date.parse(instant) - this.now().getTime(), 0);
  }

  /** The board a secret opens now: its session and the secret's hash (null: unknown or replaced). */
  async board(secret: string): Promise<{ sessionId: number; secretHash: string } | null> {
    const secretHash = hashOpaqueToken(secret);
    const sessionId = await sessionIdOfBoard(this.db, secretHash);
    return sessionId === null ? null : { sessionId, secretHash };
  }

  /** Whether a board's secret still opens this session (a new link replaces the old). */
  boardStillOpens(snapshot: LiveSnapshot, secretHash: string): boolean {
    return snapshot.row?.boardSecret === secretHash;
  }
}
