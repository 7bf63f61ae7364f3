import type { Database } from '../../db/client.js';
import type { OpenPlayPlace } from '../programs/index.js';
import { leaveStep, placeOfCaller } from './check-in.js';
import type { LiveContext, LiveSessions, LiveStep } from './live-session.js';
import type { Caller } from './open-play-readers.js';
import { rejoin, rest } from './rotation/player-moves.js';
import { pair, unpair } from './rotation/staff-moves.js';
import { recordOpenPlayAction } from './staff-trail.js';

/** What a player (or staff for them) does in a live session. */
export type PlayerMove = 'leave' | 'rest' | 'rejoin' | 'partner';

const WORDS: Record<PlayerMove, string> = {
  leave: 'checked out',
  rest: 'stepped out of the line',
  rejoin: 'back in the line',
  partner: 'partner set',
};

/**
 * A player's own move (their place or a family member's; staff may make it for anyone, and the
 * trail records it): check out, rest, rejoin, or pre-arrange a partner for the next game.
 */
export async function playerMove(
  db: Database,
  live: LiveSessions,
  input: { sessionId: number; registrationId: number; caller: Caller; move: PlayerMove; partnerRegistrationId?: number | null },
): Promise<void> {
  const { sessionId, registrationId, caller, move } = input;
  const place = await placeOfCaller(db, sessionId, registrationId, caller);
  await live.change(sessionId, async (context) => {
    const result = stepOf(input, context);
    if (caller.staff && result.transition) await recordFor(context, caller, place, move, input.partnerRegistrationId);
    return result;
  });
}

function stepOf(input: { registrationId: number; move: PlayerMove; partnerRegistrationId?: number | null }, context: LiveContext): LiveStep {
  const { setup, state, now } = context;
  const at = now.toISOString();
  switch (input.move) {
    case 'leave':
      return leaveStep(input.registrationId)(context);
    case 'rest':
      return { transition: rest(state, setup, input.registrationId, at) };
    case 'rejoin':
      return { transition: rejoin(state, setup, input.registrationId, at) };
    case 'partner':
      return {
        transition:
          input.partnerRegistrationId == null
            ? unpair(state, setup, input.registrationId, at)
            : pair(state, setup, input.registrationId, input.partnerRegistrationId, at),
      };
  }
}

async function recordFor(context: LiveContext, caller: Caller, place: OpenPlayPlace, move: PlayerMove, partner?: number | null) {
  await recordOpenPlayAction(
    context.tx,
    caller.id,
    {
      verb: move === 'partner' ? (partner == null ? 'unpair' : 'pair') : move,
      sessionId: context.session.id,
      detail: `${place.name}: ${WORDS[move]}`,
      subjectUserId: place.accountUserId,
      params: { name: place.name, registrationId: place.id, ...(partner != null ? { partnerRegistrationId: partner } : {}) },
    },
    context.now,
  );
}
