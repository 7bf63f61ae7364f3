import { openPlayPlaces, openPlaySessionOf, type AttendanceListener, type OpenPlaySession, type PlaceRef } from '../programs/index.js';
import { joinStep, leaveStep } from './check-in.js';
import type { LiveSessions, LiveStep, LiveContext, Tx } from './live-session.js';

/**
 * Programs' attendance, heard in its transaction (the place's row is locked first): the desk's
 * check-in puts a place of a session run as open play in its line, a no-show, a cleared mark or a
 * cancelled place takes it out. A session that has ended, or is not open play, is left alone.
 */
export function attendanceHook(live: LiveSessions): AttendanceListener {
  const sessionOf = async (tx: Tx, place: PlaceRef): Promise<OpenPlaySession | null> => {
    const session = await openPlaySessionOf(tx, place.sessionId);
    return session && !session.cancelled ? session : null;
  };
  const run = async (tx: Tx, session: OpenPlaySession, step: (live: LiveContext) => Promise<LiveStep> | LiveStep) => {
    await live.changeIn(tx, session, step);
  };
  return {
    async attendanceMarked(tx, place, status, now) {
      const session = await sessionOf(tx, place);
      if (!session) return;
      if (status !== 'checked_in') return run(tx, session, leaveStep(place.id));
      // The desk checks people in whenever they arrive; once the session is over, only the roster changes.
      if (now >= session.endsAt) return;
      const found = (await openPlayPlaces(tx, [place.id])).get(place.id);
      if (found) await run(tx, session, joinStep(found));
    },
    async placeCancelled(tx, place) {
      const session = await sessionOf(tx, place);
      if (session) await run(tx, session, leaveStep(place.id));
    },
  };
}
