/**
 * A Map that forgets its oldest entry once it holds `limit`: the memo tables of answers that depend
 * only on their key (a day's schedule, a zone's offset, a token already verified).
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (!this.has(key) && this.size >= this.limit) this.delete(this.keys().next().value as K);
    return super.set(key, value);
  }
}
