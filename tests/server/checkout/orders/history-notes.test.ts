/**
 * An order's history and a booking's cancel reason are stored as codes and worded in the reader's
 * language when read; rows written before codes (English sentences) are given their codes by the
 * 0017 migration's data statements, and then read in both languages too.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, bookingRules, orderStatusHistory } from '../../../../server/db/schema.js';
import type { Agent } from '../../helpers/test-app.js';
import { book, clearBookings, createBookingTestApp, memberAgent, pressPay, setUpVenue, staffAgent, type BookingTestApp } from '../../booking/support.js';

const NBSP = '\u00a0';
const ENGLISH = { headers: { 'accept-language': 'en-CA' } };
const FRENCH = { headers: { 'accept-language': 'fr-CA' } };

let t: BookingTestApp;
let staff: Agent;
beforeAll(async () => {
  t = await createBookingTestApp();
  staff = (await staffAgent(t)).agent;
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearBookings(t);
  await setUpVenue(t);
  await t.database.db.update(bookingRules).set({ cancellationCutoffHours: 24 });
  t.setNow('2026-03-01T17:00:00Z');
});

/** A member's paid booking (court 3, Tuesday 3 March 2026, two hours, $60), cancelled by the member before the cutoff. */
async function cancelledBooking() {
  const { agent } = await memberAgent(t);
  const created = (await book(agent, { date: '2026-03-03', startTime: '09:00', hours: 2, court: 3 })).json();
  expect((await pressPay(t, created.checkoutUrl)).statusCode).toBe(303);
  expect((await agent.post(`/api/bookings/${created.booking.id}/cancel`, { expectedRefund: 'full' })).statusCode).toBe(200);
  return { agent, orderId: created.orderId as string, bookingId: created.booking.id as number };
}

type Entry = { note: string; noteCode: string | null; noteParams: Record<string, unknown> | null };
const notesOf = async (agent: Agent, orderId: string, options: typeof ENGLISH) =>
  ((await agent.get(`/api/orders/${orderId}`, options)).json().history as Entry[]).map((entry) => entry.note);

/** The UPDATE statements of the migration that turned the English sentences into codes. */
function dataStatements(): string[] {
  const file = readFileSync(new URL('../../../../server/db/migrations/0017_reasons-and-notes-as-codes.sql', import.meta.url), 'utf8');
  return file
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement.startsWith('UPDATE'));
}

describe('new notes and reasons', () => {
  it('words the history in the reader’s language, with the code and its parameters for other clients', async () => {
    const { agent, orderId } = await cancelledBooking();
    const english = await notesOf(agent, orderId, ENGLISH);
    expect(english[0]).toMatch(/^Court 3 · Tue 3 Mar 2026 · 9:00–11:00 a\.m\. held at \$30\.00 per hour \(default price\); total \$60\.00$/);
    expect(english).toContain('Checkout opened with the test checkout');
    expect(english).toContain('Payment of $60.00 received by card (reported by the test checkout); confirmed');
    expect(english).toContain('Court 3 cancelled by the member before the cutoff; refund of $60.00 requested');
    expect(english).toContain('Refund of $60.00 issued to the card');

    const french = await notesOf(agent, orderId, FRENCH);
    // The line the order placed is named as the French reader says it, not by its English snapshot.
    expect(french[0]).toMatch(/^Terrain 3 · /);
    expect(french[0]).not.toMatch(/Court|Tue|Mar 2026|a\.m\./);
    expect(french).toContain('Paiement ouvert avec la page de paiement test');
    expect(french).toContain(`Paiement de 60,00${NBSP}$ reçu par carte (signalé par la page de paiement test)${NBSP}; confirmée`);
    expect(french).toContain(`Terrain 3 annulé par le membre avant l’échéance${NBSP}; remboursement de 60,00${NBSP}$ demandé`);
    expect(french).toContain(`Remboursement de 60,00${NBSP}$ effectué sur la carte`);
    expect(french.join('\n')).not.toMatch(/\b(held|Checkout|Payment|received|cancelled|refund|issued)\b/);

    const history = (await agent.get(`/api/orders/${orderId}`)).json().history as Entry[];
    expect(history.find((entry) => entry.noteCode === 'court_cancelled_by_member')?.noteParams).toEqual({ court: 3, refund: 'full', amountCents: 6000 });
    // The stored words stay English, whatever language the request that wrote them.
    expect((await t.database.db.select().from(orderStatusHistory)).every((row) => row.noteCode !== null && !/Terrain|Paiement/.test(row.note))).toBe(true);
  });

  it('answers a booking’s cancel reason as a code, with its English words for older clients; a reason staff typed as typed', async () => {
    const { agent, bookingId } = await cancelledBooking();
    expect((await agent.get(`/api/bookings/${bookingId}`, FRENCH)).json()).toMatchObject({
      cancelReasonCode: 'cancelled_by_member',
      cancelReason: 'Cancelled by the member',
    });
    const other = await memberAgent(t);
    const created = (await book(other.agent, { date: '2026-03-03', startTime: '13:00', hours: 1, court: 2 })).json();
    await pressPay(t, created.checkoutUrl);
    const typed = await staff.post(`/api/admin/bookings/${created.booking.id}/cancel`, { refund: false, reason: 'Court resurfacing' });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().booking).toMatchObject({ cancelReasonCode: null, cancelReason: 'Court resurfacing' });
  });
});

describe('rows from before codes', () => {
  const OLD_NOTES = [
    'Hold expired',
    'Checkout opened with Stripe',
    'Payment of $1,234.50 received by card (reported by Stripe); confirmed',
    'Payment of $20.00 received in cash at the desk; confirmed',
    'Court 2 cancelled by the member after the cutoff; no refund',
    'Court 1 cancelled by the member before the cutoff; refund of $30.00 requested',
    'Held court 4 cancelled by staff before payment',
    'Refund of $10.00 on "Court 3 · Tue 3 Mar 2026" requested by staff; the membership ended: goodwill',
    'Refund of $5.00 issued at the desk',
    'Something a hand once wrote',
  ];

  it('get their codes from the migration and read in both languages; a note no pattern knows stays as written', async () => {
    const { agent, orderId, bookingId } = await cancelledBooking();
    await t.database.db.delete(orderStatusHistory);
    await t.database.db.insert(orderStatusHistory).values(OLD_NOTES.map((note) => ({ orderId, status: 'paid' as const, note })));
    await t.database.db.execute(sql`update ${bookings} set cancel_reason_code = null, cancel_reason = 'Cancelled by staff' where id = ${bookingId}`);
    // As the app answered them before the migration: their English words.
    expect(await notesOf(agent, orderId, FRENCH)).toEqual(OLD_NOTES);

    for (const statement of dataStatements()) await t.database.db.execute(sql.raw(statement));

    expect(await notesOf(agent, orderId, ENGLISH)).toEqual(OLD_NOTES);
    expect(await notesOf(agent, orderId, FRENCH)).toEqual([
      'Retenue expirée',
      'Paiement ouvert avec Stripe',
      `Paiement de 1${NBSP}234,50${NBSP}$ reçu par carte (signalé par Stripe)${NBSP}; confirmée`,
      `Paiement de 20,00${NBSP}$ reçu en argent comptant à l’accueil${NBSP}; confirmée`,
      `Terrain 2 annulé par le membre après l’échéance${NBSP}; aucun remboursement`,
      `Terrain 1 annulé par le membre avant l’échéance${NBSP}; remboursement de 30,00${NBSP}$ demandé`,
      'Terrain 4 retenu, annulé par le personnel avant le paiement',
      `Remboursement de 10,00${NBSP}$ sur «${NBSP}Court 3 · Tue 3 Mar 2026${NBSP}» demandé par le personnel${NBSP}; l’abonnement a pris fin${NBSP}: goodwill`,
      `Remboursement de 5,00${NBSP}$ effectué à l’accueil`,
      'Something a hand once wrote',
    ]);
    expect((await agent.get(`/api/bookings/${bookingId}`)).json()).toMatchObject({
      cancelReasonCode: 'cancelled_by_staff',
      cancelReason: 'Cancelled by staff',
    });
  });
});
