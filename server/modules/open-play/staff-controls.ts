import type { Database } from '../../db/client.js';
import { badRequest } from '../../lib/http-error.js';
import { openPlayPlaces } from '../programs/index.js';
import { chain, type LiveContext, type LiveSessions, type LiveStep } from './live-session.js';
import { pauseCourt, resumeCourt } from './rotation/court-moves.js';
import { endSession } from './rotation/end-session.js';
import type { OpenPlayState, Transition } from './rotation/rotation-types.js';
import { placeGame, undoLastAssignment } from './rotation/staff-games.js';
import { movePlayer, pair, setBand, unpair } from './rotation/staff-moves.js';
import { recordOpenPlayAction } from './staff-trail.js';

// The desk's controls over a live session (docs/open-play.md): each one change under the session's
// lock, written to the staff actions trail in the same transaction.

export type StaffControl =
  | { kind: 'pause' | 'resume'; court: number }
  | { kind: 'line'; registrationId: number; position?: number; band?: string }
  | { kind: 'place'; court: number; players: number[] }
  | { kind: 'pair'; registrationId: number; partnerRegistrationId: number | null }
  | { kind: 'undo' }
  | { kind: 'end' };

/** Names for the trail: who holds these places (full names: the trail is for staff). */
async function namesOf(context: LiveContext, ids: number[]) {
  const places = await openPlayPlaces(context.tx, ids);
  return ids.map((id) => places.get(id) ?? { id, name: `#${id}`, accountUserId: null });
}

export async function staffControl(db: Database, live: LiveSessions, sessionId: number, staffId: number, control: StaffControl): Promise<void> {
  await live.change(sessionId, async (context) => {
    const { step, trail } = await controlStep(context, control);
    for (const entry of trail) await recordOpenPlayAction(context.tx, staffId, { ...entry, sessionId }, context.now);
    return step;
  });
}

type TrailEntry = { verb: string; detail: string; subjectUserId?: number | null; params?: Record<string, string | number> };

async function controlStep(context: LiveContext, control: StaffControl): Promise<{ step: LiveStep; trail: TrailEntry[] }> {
  const { setup, state } = context;
  const at = context.now.toISOString();
  switch (control.kind) {
    case 'pause':
    case 'resume': {
      const move = control.kind === 'pause' ? pauseCourt : resumeCourt;
      const trail = [
        {
          verb: control.kind,
          detail: `Court ${control.court} ${control.kind === 'pause' ? 'taken out of play' : 'back in play'}`,
          params: { court: control.court },
        },
      ];
      return { step: { transition: move(state, setup, control.court, at) }, trail };
    }
    case 'line': {
      const [place] = await namesOf(context, [control.registrationId]);
      const band = control.band === undefined ? undefined : setup.bands.indexOf(control.band);
      if (band === -1) throw badRequest('Please correct the highlighted fields.', { band: 'Choose one of the session’s bands.' }).coded('open_play_bad_band');
      let transition: Transition | null = null;
      const trail: TrailEntry[] = [];
      const who = { subjectUserId: place.accountUserId, params: { name: place.name, registrationId: control.registrationId } };
      if (band !== undefined) {
        transition = setBand(state, setup, control.registrationId, band, at);
        trail.push({ verb: 'band', detail: `${place.name} moved to band ${control.band}`, ...who, params: { ...who.params, band: control.band! } });
      }
      if (control.position !== undefined) {
        const position = control.position;
        const move = (from: OpenPlayState) => movePlayer(from, setup, control.registrationId, position, at);
        transition = transition ? chain(transition, move) : move(state);
        trail.push({ verb: 'move', detail: `${place.name} moved to place ${position} in the line`, ...who, params: { ...who.params, position } });
      }
      return { step: { transition }, trail };
    }
    case 'place': {
      const places = await namesOf(context, control.players);
      const detail = `Game placed on court ${control.court}: ${places.map((place) => place.name).join(', ')}`;
      return {
        step: { transition: placeGame(state, setup, control.court, control.players, at) },
        trail: [{ verb: 'place_game', detail, params: { court: control.court, players: control.players.join(',') } }],
      };
    }
    case 'pair': {
      const { registrationId, partnerRegistrationId } = control;
      const [place, partner] = await namesOf(context, partnerRegistrationId === null ? [registrationId] : [registrationId, partnerRegistrationId]);
      const transition =
        partnerRegistrationId === null ? unpair(state, setup, registrationId, at) : pair(state, setup, registrationId, partnerRegistrationId, at);
      const detail = partner ? `${place.name} paired with ${partner.name}` : `${place.name} unpaired`;
      return {
        step: { transition },
        trail: [{ verb: partner ? 'pair' : 'unpair', detail, subjectUserId: place.accountUserId, params: { name: place.name, registrationId } }],
      };
    }
    case 'undo': {
      const courts = state.lastAssignment?.courts ?? [];
      return {
        step: { transition: undoLastAssignment(state, setup, at) },
        trail: [{ verb: 'undo', detail: `Last assignment taken back (court ${courts.join(', ')})`, params: { courts: courts.join(',') } }],
      };
    }
    case 'end':
      return { step: { transition: endSession(state), endSession: true }, trail: [{ verb: 'end', detail: 'Session ended' }] };
  }
}
