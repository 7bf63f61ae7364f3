/**
 * The change feed itself (server/plugins/change-feed.ts), on whichever database the suite runs:
 * subscribers hear their channel's messages, a message sent in a transaction goes out on commit
 * and never on rollback, unsubscribing stops it, and caughtUp waits for what was sent before.
 * Delivery is at least once, so the tests compare the payloads heard, not how often.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../../server/plugins/change-feed.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { within } from './support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The distinct payloads heard: delivery is at least once (on PostgreSQL an instance's own message can come twice). */
const messages = (events: ChangeEvent[]) => [...new Set(events.flatMap((event) => (event.type === 'message' ? [event.payload] : [])))];

describe('change feed', () => {
  it('is live, and a subscriber hears what is sent on its channel and nothing else', async () => {
    expect(t.app.changeFeed.live).toBe(true);
    const heard: ChangeEvent[] = [];
    const other: ChangeEvent[] = [];
    const stop = await t.app.changeFeed.subscribe('feed_test_one', (event) => heard.push(event));
    await t.app.changeFeed.subscribe('feed_test_other', (event) => other.push(event));
    await t.app.changeFeed.notify('feed_test_one', 'hello');
    await t.app.changeFeed.caughtUp();
    await within(1_000, async () => messages(heard).includes('hello'));
    expect(messages(other)).toEqual([]);
    stop();
    await t.app.changeFeed.notify('feed_test_one', 'after');
    await t.app.changeFeed.notify('feed_test_other', 'still');
    await within(1_000, async () => messages(other).includes('still'));
    expect(messages(heard)).toEqual(['hello']);
  });

  it('sends a message given a transaction on commit, and never when it rolls back', async () => {
    const heard: ChangeEvent[] = [];
    await t.app.changeFeed.subscribe('feed_test_tx', (event) => heard.push(event));
    await t.database.db
      .transaction(async (tx) => {
        await t.app.changeFeed.notify('feed_test_tx', 'rolled back', tx);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await t.database.db.transaction(async (tx) => {
      await t.app.changeFeed.notify('feed_test_tx', 'committed', tx);
      expect(messages(heard)).toEqual([]); // not before the commit
    });
    await t.app.changeFeed.caughtUp();
    await within(1_000, async () => messages(heard).includes('committed'));
    expect(messages(heard)).toEqual(['committed']);
  });

  it('tells every subscriber when a trigger-fed table changes, whoever writes it', async () => {
    const heard: ChangeEvent[] = [];
    await t.app.changeFeed.subscribe('settings_changed', (event) => heard.push(event));
    const { sql } = await import('drizzle-orm');
    await t.database.db.execute(sql`update booking_rules set max_booking_hours = max_booking_hours`);
    // This instance's own write is heard before the statement returns (PGlite, or the pool's own LISTEN).
    expect(messages(heard)).toContain('booking_rules');
  });
});
