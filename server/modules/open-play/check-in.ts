import type { Database } from '../../db/client.js';
import { badRequest, conflict, forbidden } from '../../lib/http-error.js';
import { checkInPlace, isCallersPlace, openPlayPlaces, type OpenPlayPlace, type OpenPlaySession } from '../programs/index.js';
import { bandOfLevel } from './band-of-level.js';
import type { CheckInCodes } from './check-in-codes.js';
import { openPlaySession, type LiveContext, type LiveSessions, type LiveStep, type Tx } from './live-session.js';
import type { Caller } from './open-play-readers.js';
import { join, leave } from './rotation/player-moves.js';

/** Players check in from 30 minutes before the start until the end. */
const CHECK_IN_OPENS_MINUTES = 30;

function checkInOpen(session: Pick<OpenPlaySession, 'startsAt' | 'endsAt'>, now: Date): boolean {
  return now.getTime() >= session.startsAt.getTime() - CHECK_IN_OPENS_MINUTES * 60_000 && now < session.endsAt;
}

/** The step that puts a checked-in place in the line (at the back, in the band of its holder's level); nothing when already in. */
export function joinStep(place: OpenPlayPlace) {
  return ({ setup, state, now }: LiveContext): LiveStep => {
    if (state.players.some((player) => player.id === place.id)) return { transition: null };
    return { transition: join(state, setup, { id: place.id, band: bandOfLevel(setup.bands, place.level) }, now.toISOString()) };
  };
}

/** The step that takes a place out of the line (at once, or when its game ends); nothing when it is not in. */
export function leaveStep(registrationId: number) {
  return ({ setup, state, now }: LiveContext): LiveStep => {
    if (!state.players.some((player) => player.id === registrationId)) return { transition: null };
    return { transition: leave(state, setup, registrationId, now.toISOString()) };
  };
}

/** Refusals shared by the player's own moves: a place of this session, the caller's own (or staff's). */
export async function placeOfCaller(db: Pick<Database, 'select'>, sessionId: number, registrationId: number, caller: Caller): Promise<OpenPlayPlace> {
  const place = (await openPlayPlaces(db, [registrationId])).get(registrationId);
  if (!place || place.sessionId !== sessionId || place.status !== 'confirmed') {
    throw conflict('There is no confirmed place with this registration in this session.').coded('open_play_no_place');
  }
  if (!caller.staff && !isCallersPlace(place, caller.id)) throw forbidden('This place is not yours or your family’s.').coded('open_play_not_your_place');
  return place;
}

/**
 * A player checks in with the venue's code (the QR code at the venue): their place is marked
 * checked in and they join the line, in one transaction. The place's row is locked before the
 * session's, the order the desk's attendance takes too. Checking in again changes nothing.
 */
export async function checkInWithCode(
  db: Database,
  live: LiveSessions,
  codes: CheckInCodes,
  input: { sessionId: number; registrationId: number; code: string; caller: Caller; now: Date },
): Promise<void> {
  const { sessionId, registrationId, caller, now } = input;
  const session = await openPlaySession(db, sessionId);
  if (!codes.accepts(sessionId, input.code, now)) throw badRequest('This check-in code is wrong or has expired.').coded('open_play_code_invalid');
  await placeOfCaller(db, sessionId, registrationId, caller);
  if (!checkInOpen(session, now)) {
    throw conflict('Check-in opens 30 minutes before the start and closes at the end.').coded('open_play_check_in_closed', {
      opensAt: new Date(session.startsAt.getTime() - CHECK_IN_OPENS_MINUTES * 60_000).toISOString(),
      endsAt: session.endsAt.toISOString(),
    });
  }
  await db.transaction(async (tx: Tx) => {
    const place = await checkInPlace(tx, registrationId, now);
    if (!place || place.status !== 'confirmed')
      throw conflict('There is no confirmed place with this registration in this session.').coded('open_play_no_place');
    const outcome = await live.changeIn(tx, session, joinStep(place));
    if (outcome === 'ended') throw conflict('This open play session has ended.').coded('open_play_session_ended');
  });
}
