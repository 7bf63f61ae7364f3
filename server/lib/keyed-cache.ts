/**
 * Values read from the database and kept until told they changed. An entry holds the load's promise,
 * so concurrent misses share one read, and `drop` during a load discards that load's result for
 * later callers (they read again, after the change). `usable()` false (the change feed is down):
 * every call reads through and nothing is kept.
 */
export class KeyedCache<K, V> {
  private readonly entries = new Map<K, Promise<V>>();
  /** The loads that have finished and are still held, for `peek`. */
  private readonly settled = new Map<K, V>();

  constructor(
    private readonly usable: () => boolean,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: K, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    if (!this.usable()) return load();
    const held = this.entries.get(key);
    if (held) return held;
    const loading = load();
    this.entries.set(key, loading);
    if (this.entries.size > this.maxEntries) this.drop(this.entries.keys().next().value as K);
    loading.then(
      (value) => {
        if (this.entries.get(key) !== loading) return;
        if (keep(value)) this.settled.set(key, value);
        else this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === loading) this.entries.delete(key);
      },
    );
    return loading;
  }

  /**
   * The value held for `key` once its load has finished, without loading or waiting: undefined while
   * none is held, a load is under way, or the feed is down. For callers inside a transaction, which
   * must not wait on a load through another connection.
   */
  peek(key: K): V | undefined {
    return this.usable() ? this.settled.get(key) : undefined;
  }

  drop(key: K) {
    this.entries.delete(key);
    this.settled.delete(key);
  }

  clear() {
    this.entries.clear();
    this.settled.clear();
  }
}
