import { KeyedCache } from '../../../lib/keyed-cache.js';
import type { Locale } from '../../../lib/request-locale.js';
import type { MineInSession, SessionListing, SessionPlaces } from './schedule-ports.js';
import type { SessionView } from './session-view.js';

/** An answer read at one instant that holds, with no write in between, until the next hold or offer runs out. */
interface Timed {
  /** Epoch ms it was read at. */
  from: number;
  /** Epoch ms of the first hold or offer expiry after `from` (Infinity: none). */
  until: number;
}

/** The part of a sessions list that is the same whoever asks. */
interface PublicList extends Timed {
  listings: SessionListing[];
  ids: number[];
  places: Map<number, SessionPlaces>;
  /** The views without a caller, per language, built on first use. */
  views: Map<Locale, SessionView[]>;
}

interface MineList extends Timed {
  mine: Map<number, MineInSession>;
}

/**
 * GET /api/programs/sessions in memory (issue 28): the public part per query, and each caller's part
 * per query, both dropped on every instance by the `program_changes` trigger's message (migration
 * 0020: programs, sessions, places, waitlists, family members, holders' names) or a feed reset. Time
 * alone changes an answer only when a hold or an offer runs out, so an entry serves the instants from
 * its read to the first such expiry and is read again after it.
 */
export class SessionLists {
  private readonly lists: KeyedCache<string, PublicList>;
  private readonly mine: KeyedCache<string, MineList>;

  constructor(usable: () => boolean) {
    this.lists = new KeyedCache(usable, 500);
    this.mine = new KeyedCache(usable, 20_000);
  }

  list(key: string, at: Date, load: () => Promise<PublicList>): Promise<PublicList> {
    return timed(this.lists, key, at.getTime(), load);
  }

  mineOf(userId: number, key: string, at: Date, load: () => Promise<MineList>): Promise<MineList> {
    return timed(this.mine, `${userId}|${key}`, at.getTime(), load);
  }

  /** A `program_changes` message, or a reset of the feed. */
  changed() {
    this.lists.clear();
    this.mine.clear();
  }
}

async function timed<V extends Timed>(cache: KeyedCache<string, V>, key: string, at: number, load: () => Promise<V>): Promise<V> {
  const held = await cache.get(key, load);
  if (held.from <= at && at < held.until) return held;
  cache.drop(key);
  const again = await cache.get(key, load);
  // Another request's read for another instant (a test's clock moved back, say): read for this one.
  return again.from <= at && at < again.until ? again : load();
}
