import { forbidden } from '../../lib/http-error.js';
import type { Locale } from '../../lib/request-locale.js';
import { confirmedPlacesOfAccount } from '../programs/index.js';
import type { Reader } from './live-session.js';
import type { ViewReader } from './open-play-view.js';

/** Who is asking: a logged-in account, staff or not. */
export interface Caller {
  id: number;
  staff: boolean;
}

/**
 * The reader a logged-in caller is for a session: staff read everything (mine: []); a player is an
 * account holding a confirmed place in it (theirs or a family member's); anyone else gets 403.
 */
export async function readerOf(db: Reader, sessionId: number, caller: Caller, locale: Locale): Promise<ViewReader> {
  if (caller.staff) return { locale, staff: true, places: [] };
  const places = await confirmedPlacesOfAccount(db, sessionId, caller.id);
  if (places.length === 0) throw forbidden('Only players with a place in this session can follow it.').coded('open_play_not_a_player');
  return { locale, staff: false, places };
}
