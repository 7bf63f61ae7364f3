/**
 * Memberships under concurrency (meant for real PostgreSQL: TEST_DATABASE=postgres; PGlite runs
 * them one at a time): two tabs buying the same person's membership end with one, and reminders go
 * once each across two app instances on one database.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { memberships, outboxMessages } from '../../../../server/db/schema.js';
import { clearBookings, createBookingTestApp, memberAgent, pressPay, staffAgent, type BookingTestApp } from '../../booking/support.js';
import { createTwoInstances } from '../../cache/support.js';
import { createUser, type TestApp } from '../../helpers/test-app.js';
import { addFamilyMember, membershipLine, membershipRows, noonToronto, setUpMembershipVenue } from './support.js';

describe('two tabs buying the same person’s membership at once', () => {
  let t: BookingTestApp;
  beforeAll(async () => {
    t = await createBookingTestApp();
    await setUpMembershipVenue(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await clearBookings(t);
    t.setNow(noonToronto('2026-11-23'));
  });

  it('end with one held membership and one 409; paying the winner makes it the one active', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { agent, user } = await memberAgent(t);
      const child = await addFamilyMember(t, user.id);
      const tabs = await Promise.all([0, 1].map(() => agent.post('/api/orders', { lines: [membershipLine(child.id)] })));
      expect(tabs.map((tab) => tab.statusCode).sort()).toEqual([201, 409]);
      const lost = tabs.find((tab) => tab.statusCode === 409)!;
      expect(lost.json()).toMatchObject({ code: 'membership_already_held', params: { name: 'Sam Lee' } });
      expect((await membershipRows(t, user.id)).map((row) => row.status)).toEqual(['held']);
      const won = tabs.find((tab) => tab.statusCode === 201)!;
      await pressPay(t, won.json().checkoutUrl);
      expect((await membershipRows(t, user.id)).map((row) => row.status)).toEqual(['active']);
    }
  });

  it('a desk sale and the member’s own tab at once: one membership, the other refused', async () => {
    const { agent: admin } = await staffAgent(t);
    for (let round = 0; round < 6; round += 1) {
      const { agent, user } = await memberAgent(t);
      const [online, desk] = await Promise.all([
        agent.post('/api/orders', { lines: [membershipLine('self')] }),
        admin.post(`/api/staff/accounts/${user.id}/memberships`, { participantIds: ['self'], method: 'cash' }),
      ]);
      expect([online.statusCode, desk.statusCode].sort(), `${online.body}\n${desk.body}`).toEqual([201, 409]);
      const live = (await membershipRows(t, user.id)).filter((row) => row.status === 'held' || row.status === 'active');
      expect(live).toHaveLength(1);
    }
  });

  it('a cooling-off cancel in one tab and buying the same person again in another: no error, at most one membership', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { agent, user } = await memberAgent(t);
      const child = await addFamilyMember(t, user.id);
      const placed = (await agent.post('/api/orders', { lines: [membershipLine(child.id)] })).json();
      await pressPay(t, placed.checkoutUrl);
      const [id] = (await membershipRows(t, user.id)).map((row) => row.id);
      const [cancel, again] = await Promise.all([
        agent.post(`/api/memberships/${id}/cancel`),
        agent.post('/api/orders', { lines: [membershipLine(child.id)] }),
      ]);
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect([201, 409], again.body).toContain(again.statusCode);
      const live = (await membershipRows(t, user.id)).filter((row) => row.status === 'held' || row.status === 'active');
      expect(live.length).toBeLessThanOrEqual(1);
    }
  });
});

describe('reminders across two instances on one database', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ a, b, close } = await createTwoInstances());
    await setUpMembershipVenue(a);
  });
  afterAll(() => close());

  it('each reminder is sent once, however the two instances’ runs overlap', async () => {
    const holder = await createUser(a);
    // Valid 2026-11-23 to 2027-11-22 in Toronto.
    await a.database.db.insert(memberships).values({
      userId: holder.id,
      startsAt: new Date('2026-11-23T05:00:00Z'),
      endsAt: new Date('2027-11-23T05:00:00Z'),
      status: 'active',
      paidAt: new Date('2026-11-23T17:00:00Z'),
    });
    const mailsTo = async () =>
      (
        await a.database.db
          .select()
          .from(outboxMessages)
          .where(and(eq(outboxMessages.toAddress, holder.email)))
      ).map((row) => row.subject);
    for (const at of [noonToronto('2027-10-23'), noonToronto('2027-11-15'), '2027-11-23T06:00:00Z']) {
      a.app.clock.now = () => new Date(at);
      b.clock.now = () => new Date(at);
      // A run on one instance shares a run already going there: one call per instance per round.
      const first = await Promise.all([a.app.membershipReminders.run(), b.membershipReminders.run()]);
      const second = await Promise.all([b.membershipReminders.run(), a.app.membershipReminders.run()]);
      expect([...first, ...second].reduce((sum, run) => sum + run.sent, 0)).toBe(1);
    }
    expect(await mailsTo()).toEqual([
      'Your Courtside Pickleball membership ends on November 22, 2027',
      'Your Courtside Pickleball membership ends on November 22, 2027',
      'Your Courtside Pickleball membership has ended',
    ]);
  });
});
