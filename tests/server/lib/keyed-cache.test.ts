/**
 * KeyedCache.peek (issue 11): a transaction takes the booking rules and a member's periods from memory
 * only when a finished load is held, and never waits on a load through another connection.
 */
import { describe, expect, it } from 'vitest';
import { KeyedCache } from '../../../server/lib/keyed-cache.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('KeyedCache.peek', () => {
  it('answers nothing before a load, nothing while it runs, and the value once it has finished', async () => {
    const cache = new KeyedCache<number, string>(() => true);
    expect(cache.peek(1)).toBeUndefined();
    const load = deferred<string>();
    const got = cache.get(1, () => load.promise);
    expect(cache.peek(1)).toBeUndefined();
    load.resolve('rules');
    expect(await got).toBe('rules');
    expect(cache.peek(1)).toBe('rules');
  });

  it('forgets a value that was dropped or cleared, and the result of a load a drop overtook', async () => {
    const cache = new KeyedCache<number, string>(() => true);
    await cache.get(1, async () => 'old');
    cache.drop(1);
    expect(cache.peek(1)).toBeUndefined();

    await cache.get(2, async () => 'two');
    cache.clear();
    expect(cache.peek(2)).toBeUndefined();

    const load = deferred<string>();
    const got = cache.get(3, () => load.promise);
    cache.drop(3); // a change arrived while the read was under way
    load.resolve('stale');
    await got;
    expect(cache.peek(3)).toBeUndefined();
  });

  it('answers nothing while the change feed is down, even for a value it holds', async () => {
    let live = true;
    const cache = new KeyedCache<number, string>(() => live);
    await cache.get(1, async () => 'held');
    live = false;
    expect(cache.peek(1)).toBeUndefined();
    live = true;
    expect(cache.peek(1)).toBe('held');
  });

  it('forgets the oldest key past its size, its finished value too', async () => {
    const cache = new KeyedCache<number, string>(() => true, 2);
    for (const key of [1, 2, 3]) await cache.get(key, async () => `v${key}`);
    expect(cache.peek(1)).toBeUndefined();
    expect(cache.peek(3)).toBe('v3');
  });

  it('keeps no value its keep test refuses, and none from a failed load', async () => {
    const cache = new KeyedCache<number, string>(() => true);
    await cache.get(
      1,
      async () => 'refused',
      () => false,
    );
    expect(cache.peek(1)).toBeUndefined();
    await expect(cache.get(2, async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.peek(2)).toBeUndefined();
  });
});
