/**
 * Values read from the database and kept until told they changed. An entry holds the load's promise,
 * so concurrent misses share one read, and `drop` during a load discards that load's result for
 * later callers (they read again, after the change). `usable()` false (the change feed is down):
 * every call reads through and nothing is kept.
 */
export class KeyedCache<K, V> {
  private readonly entries = new Map<K, Promise<V>>();

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
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
    loading.then(
      (value) => {
        if (!keep(value) && this.entries.get(key) === loading) this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === loading) this.entries.delete(key);
      },
    );
    return loading;
  }

  drop(key: K) {
    this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }
}
