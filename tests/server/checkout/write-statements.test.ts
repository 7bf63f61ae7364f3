/**
 * Issue 28: the writes' round trips. A court order, a drop-in place and a program place are at most
 * 6 statements each (BEGIN and COMMIT counted, as the driver sees them); paying on the local checkout
 * and cancelling with a refund at most 10 each (the test checkout's refund needs no network, so it is
 * settled in the cancelling transaction; Stripe's is still sent after the commit).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countStatements, type StatementLog } from '../helpers/statement-count.js';
import type { Agent } from '../helpers/test-app.js';
import { memberAgent, pressPay } from '../booking/support.js';
import { addTemplate, createProgramsApp, registrationLine, resetPrograms, sessionsBetween, type ProgramsTestApp } from '../programs/support.js';
import { courtLine, placeOrder } from './orders/support.js';

let t: ProgramsTestApp;
let log: StatementLog;
let member: Agent;
beforeAll(async () => {
  t = await createProgramsApp();
  log = countStatements(t.database);
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetPrograms(t);
  member = (await memberAgent(t, { member: true })).agent;
  // The new member's membership is announced on the change feed, which drops the cached memberships
  // when it arrives: heard first, then the caches warmed, so no late message empties them mid-count.
  await t.app.changeFeed.caughtUp();
  await member.get('/api/bookings/availability?date=2026-03-03'); // warm whatever is cached
});

const show = (name: string) => console.log(`${name}: ${log.count()} statements\n  ${log.statements.join('\n  ')}`);

async function measured<T>(name: string, write: () => Promise<T>): Promise<T> {
  log.start();
  const result = await write();
  show(name);
  return result;
}

describe('statements per write', () => {
  it('a one-line court order, paid on the local checkout, then cancelled with a refund', async () => {
    const placed = await measured('court order', () => placeOrder(member, [courtLine('10:00', 'any', 2)]));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(log.count(), 'BEGIN, the order with the account lock, the courts, the booking, the lines with the checkout, COMMIT').toBeLessThanOrEqual(6);
    const { checkoutUrl, order } = placed.json<{ checkoutUrl: string; order: { lines: { reference: string }[] } }>();
    const paid = await measured('local Pay', () => pressPay(t, checkoutUrl));
    expect(paid.statusCode).toBeLessThan(400);
    expect(
      log.count(),
      'the session paid, BEGIN, the order found and locked, the payment, the lines, the booking confirmed, the order settled, COMMIT, the receipt: the contact, the booking',
    ).toBeLessThanOrEqual(10);
    const cancelled = await measured('cancel with refund', () => member.post(`/api/bookings/${order.lines[0].reference}/cancel`, { expectedRefund: 'full' }));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(
      log.count(),
      'BEGIN, the order locked, the booking locked, the line, what is left of it with the payments, the booking cancelled, the refund settled with the line, the notes and the status, COMMIT; the contact',
    ).toBeLessThanOrEqual(10);
  });

  it('a drop-in place', async () => {
    await addTemplate(t);
    const [session] = await sessionsBetween(member, '2026-03-03', '2026-03-03');
    await member.get('/api/programs/sessions?kind=drop_in&from=2026-03-03&to=2026-03-03');
    const placed = await measured('drop-in place', () => placeOrder(member, [registrationLine(session.id)]));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(
      log.count(),
      'BEGIN, the order with the account lock, the session locked, the place counted and held, the lines with the checkout, COMMIT',
    ).toBeLessThanOrEqual(6);
  });

  it('a program place', async () => {
    const created = await t.owner.post('/api/owner/programs', {
      kind: 'clinic',
      title: 'Clinic',
      capacity: 4,
      memberPriceCents: 2000,
      nonMemberPriceCents: 2500,
      cancellationCutoffHours: 24,
      published: true,
      sessions: [{ date: '2026-03-09', startTime: '09:00', endTime: '11:00', courts: [3] }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const programId = created.json<{ id: number }>().id;
    const placed = await measured('program place', () => placeOrder(member, [{ product: 'program_registration', programId, participantId: 'self' }]));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(
      log.count(),
      'BEGIN, the order with the account lock, the program locked with its dates, the place counted and held, the lines with the checkout, COMMIT',
    ).toBeLessThanOrEqual(6);
  });
});
