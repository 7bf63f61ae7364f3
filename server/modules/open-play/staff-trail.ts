import { recordStaffAction, staffMember } from '../audit/index.js';
import type { Tx } from './live-session.js';

/** One entry of the staff actions trail for a change staff made to a live session, in its transaction. */
export async function recordOpenPlayAction(
  tx: Tx,
  staffId: number,
  entry: { verb: string; sessionId: number; detail: string; subjectUserId?: number | null; params?: Record<string, string | number> },
  now: Date,
): Promise<void> {
  await recordStaffAction(
    tx,
    {
      staff: await staffMember(tx, staffId),
      subjectUserId: entry.subjectUserId ?? null,
      action: `open_play.${entry.verb}`,
      detail: `${entry.detail} (open play, session ${entry.sessionId})`,
      params: { sessionId: entry.sessionId, ...entry.params },
    },
    now,
  );
}
