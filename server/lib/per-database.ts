/**
 * Caches reached through the database object the call sites already pass (`readCompanySettings(db)`),
 * so their signatures stay. Each app that shares the database attaches with its change feed; the
 * cache serves from memory only while every attached feed is live. A transaction object is not the
 * database, so reads inside a transaction always go to the database (they see that transaction).
 */
export class PerDatabase<C> {
  private readonly held = new WeakMap<object, { cache: C; feeds: Set<{ readonly live: boolean }> }>();

  constructor(private readonly create: (usable: () => boolean) => C) {}

  attach(db: object, feed: { readonly live: boolean }): { cache: C; release: () => void } {
    let entry = this.held.get(db);
    if (!entry) {
      const feeds = new Set<{ readonly live: boolean }>();
      entry = { cache: this.create(() => feeds.size > 0 && [...feeds].every((attached) => attached.live)), feeds };
      this.held.set(db, entry);
    }
    const { cache, feeds } = entry;
    feeds.add(feed);
    return {
      cache,
      release: () => {
        feeds.delete(feed);
        if (feeds.size === 0 && this.held.get(db) === entry) this.held.delete(db);
      },
    };
  }

  of(db: object): C | undefined {
    return this.held.get(db)?.cache;
  }
}
