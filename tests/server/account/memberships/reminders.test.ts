/**
 * Reminder e-mails: 30 and 7 days before a membership's last day and on the day it lapses, in the
 * venue's zone, each once (claimed in membership_reminders first), to the account holder in their
 * language; none once a renewal is bought. The job's timer is off in tests: runs are by hand.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { membershipReminders, users } from '../../../../server/db/schema.js';
import { clearBookings, createBookingTestApp, memberAgent, type BookingTestApp } from '../../booking/support.js';
import { addFamilyMember, buyMemberships, membershipRows, noonToronto, setUpMembershipVenue } from './support.js';

let t: BookingTestApp;
beforeAll(async () => {
  t = await createBookingTestApp();
  await setUpMembershipVenue(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearBookings(t);
  await t.database.db.delete(membershipReminders);
  t.setNow(noonToronto('2026-11-23'));
});

const run = async (iso: string) => {
  t.setNow(iso);
  t.mail.sent.length = 0;
  return (await t.app.membershipReminders.run()).sent;
};

describe('membership reminders', () => {
  it('30 days and 7 days before the last day and on the day it lapsed, each once', async () => {
    const { agent, user } = await memberAgent(t);
    await buyMemberships(t, agent, ['self']); // valid through 2027-11-22

    expect(await run(noonToronto('2027-10-22'))).toBe(0);
    expect(await run(noonToronto('2027-10-23'))).toBe(1);
    expect(t.mail.sent).toEqual([expect.objectContaining({ to: user.email, subject: 'Your Courtside Pickleball membership ends on November 22, 2027' })]);
    expect(t.mail.sent[0].text).toContain('Your annual membership is valid until November 22, 2027.');
    expect(t.mail.sent[0].text).toContain('/account?showBuyOnLoad=true');
    expect(await run(noonToronto('2027-10-23'))).toBe(0);
    expect(await run('2027-10-24T03:00:00Z')).toBe(0); // still the 23rd in Toronto: claimed already

    expect(await run(noonToronto('2027-11-15'))).toBe(1);
    expect(t.mail.sent[0].subject).toBe('Your Courtside Pickleball membership ends on November 22, 2027');
    expect(await run(noonToronto('2027-11-22'))).toBe(0);
    // 00:30 in Toronto on the 23rd (05:30 UTC): lapsed today.
    expect(await run('2027-11-23T05:30:00Z')).toBe(1);
    expect(t.mail.sent[0]).toMatchObject({ subject: 'Your Courtside Pickleball membership has ended' });
    expect(t.mail.sent[0].text).toContain('ended on November 22, 2027');
    expect(await run(noonToronto('2027-11-23'))).toBe(0);
    expect(await run(noonToronto('2027-11-24'))).toBe(0);

    const [row] = await membershipRows(t, user.id);
    const claims = await t.database.db.select().from(membershipReminders).where(eq(membershipReminders.membershipId, row.id));
    expect(claims.map((claim) => claim.kind).sort()).toEqual(['ends_in_30_days', 'ends_in_7_days', 'lapsed']);
  });

  it('none once a renewal is bought; the renewal gets its own in time', async () => {
    const { agent } = await memberAgent(t);
    await buyMemberships(t, agent, ['self']);
    t.setNow(noonToronto('2027-10-01'));
    await buyMemberships(t, agent, ['self']); // 2027-11-23 to 2028-11-22
    expect(await run(noonToronto('2027-10-23'))).toBe(0);
    expect(await run(noonToronto('2027-11-15'))).toBe(0);
    expect(await run(noonToronto('2027-11-23'))).toBe(0);
    expect(await run(noonToronto('2028-10-23'))).toBe(1);
  });

  it('a family member’s membership mails the account holder naming them, in the account’s language', async () => {
    const { agent, user } = await memberAgent(t);
    await t.database.db.update(users).set({ locale: 'fr-CA' }).where(eq(users.id, user.id));
    const child = await addFamilyMember(t, user.id);
    await buyMemberships(t, agent, [child.id]);
    expect(await run(noonToronto('2027-10-23'))).toBe(1);
    expect(t.mail.sent[0]).toMatchObject({ to: user.email, subject: 'L’abonnement Courtside Pickleball de Sam Lee prend fin le 22 novembre 2027' });
    expect(t.mail.sent[0].text).toContain('L’abonnement annuel de Sam Lee est valide jusqu’au 22 novembre 2027.');
  });

  it('a day the job did not run is caught up on the next run, once; a lapse older than a week is not mailed', async () => {
    const { agent } = await memberAgent(t);
    await buyMemberships(t, agent, ['self']); // valid through 2027-11-22
    // Down from the 22nd of October to the 25th: the 30-day reminder goes on the 25th.
    expect(await run(noonToronto('2027-10-25'))).toBe(1);
    expect(t.mail.sent[0].subject).toBe('Your Courtside Pickleball membership ends on November 22, 2027');
    // Down for the whole last week: the 7-day one is skipped for the lapse, which goes two days late.
    expect(await run(noonToronto('2027-11-25'))).toBe(1);
    expect(t.mail.sent[0]).toMatchObject({ subject: 'Your Courtside Pickleball membership has ended' });
    expect(await run(noonToronto('2027-11-26'))).toBe(0);

    t.setNow(noonToronto('2026-11-23'));
    const other = await memberAgent(t);
    await buyMemberships(t, other.agent, ['self']); // valid through 2027-11-22 as well
    // First run ever a month after it lapsed (the job was off): nothing is sent that late.
    expect(await run(noonToronto('2027-12-23'))).toBe(0);
  });

  it('a mail that cannot be sent gives its claim back and goes on the next run', async () => {
    const { agent } = await memberAgent(t);
    await buyMemberships(t, agent, ['self']);
    const send = t.mail.send.bind(t.mail);
    t.mail.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      expect(await run(noonToronto('2027-10-23'))).toBe(0);
    } finally {
      t.mail.send = send;
    }
    expect(await t.database.db.select().from(membershipReminders)).toEqual([]);
    expect(await run(noonToronto('2027-10-23'))).toBe(1);
  });
});
