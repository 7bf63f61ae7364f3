import type { Database } from '../../db/client.js';
import { newOpaqueToken } from '../../lib/opaque-token.js';
import type { ChangeFeed } from '../../plugins/change-feed.js';
import { OPEN_PLAY_CHANNEL, openPlaySession } from './live-session.js';
import { lockOrCreateSession, setBoardSecret } from './open-play-repository.js';
import { emptyState } from './rotation/open-play-state.js';
import { recordOpenPlayAction } from './staff-trail.js';

/**
 * A new court board link for a session (staff): a fresh 256-bit secret whose SHA-256 replaces the
 * old one, so the old link stops opening the board (its open boards end at once, on every instance,
 * through the change feed). Only the hash is stored: the link is shown once, to the staff who made it.
 */
export async function newBoardLink(db: Database, feed: ChangeFeed, input: { sessionId: number; staffId: number; appOrigin: string; now: Date }) {
  const { sessionId, staffId, now } = input;
  const session = await openPlaySession(db, sessionId);
  const { token, tokenHash } = newOpaqueToken();
  await db.transaction(async (tx) => {
    await lockOrCreateSession(tx, sessionId, { setup: session.setup, state: emptyState(session.courts) }, now);
    await setBoardSecret(tx, sessionId, tokenHash, now);
    await recordOpenPlayAction(tx, staffId, { verb: 'board_link', sessionId, detail: 'New court board link (the old one stops working)' }, now);
    await feed.notify(OPEN_PLAY_CHANNEL, String(sessionId), tx);
  });
  return { url: `${input.appOrigin}/open-play/${sessionId}/board?key=${token}` };
}
