/** The memo tables' map: it forgets its oldest entry, and only when a new key would pass its limit. */
import { describe, expect, it } from 'vitest';
import { BoundedMap } from '../../../server/lib/bounded-map.js';

describe('BoundedMap', () => {
  it('holds at most its limit, forgetting the oldest key first', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('c', 3);
    expect([...map.entries()]).toEqual([
      ['b', 2],
      ['c', 3],
    ]);
  });

  it('replacing a key it holds forgets nothing', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 10);
    expect([...map.entries()]).toEqual([
      ['a', 10],
      ['b', 2],
    ]);
  });
});
