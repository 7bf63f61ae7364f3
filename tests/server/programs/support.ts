import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  householdMembers,
  programDivisions,
  programPlaceWaitlist,
  programRegistrations,
  programs,
  programSessions,
  programWaitlist,
  tournamentEntries,
} from '../../../server/db/schema.js';
import type { Agent, TestApp } from '../helpers/test-app.js';
import { clearBookings, createBookingTestApp, pressPay, setUpVenue, staffAgent, type BookingTestApp } from '../booking/support.js';

/** Monday 2 March 2026, 9:00 a.m. in Toronto (EST): a week before the clocks change. */
export const MONDAY_MORNING = '2026-03-02T14:00:00Z';

/** Tuesday evenings, 18:00–20:00 on courts 1 and 2, 4 players a court: 8 places. */
export const TUESDAY_TEMPLATE = {
  title: 'Drop-in',
  level: 'Intermediate 3.0–3.5',
  weekday: 2,
  startTime: '18:00',
  endTime: '20:00',
  courts: [1, 2],
  playersPerCourt: 4,
  memberPriceCents: 800,
  nonMemberPriceCents: 1200,
  opensDaysBefore: 7,
  cancellationCutoffHours: 24,
};

export interface ProgramsTestApp extends BookingTestApp {
  owner: Agent;
}

/** The booking tests' venue (6 courts, 07:00–22:00 in Toronto) with the clock on MONDAY_MORNING and an owner logged in. */
export async function createProgramsApp(): Promise<ProgramsTestApp> {
  const t = await createBookingTestApp();
  await setUpVenue(t);
  t.setNow(MONDAY_MORNING);
  const { agent: owner } = await staffAgent(t, 'owner');
  return { ...t, owner };
}

/**
 * A clean slate before each test: no orders, bookings or places (clearBookings), no programs with
 * their sessions, divisions, entries and waitlists, no family members; the venue set up again (with
 * `venue`'s settings), the clock back on MONDAY_MORNING and no mail. `alsoEmpty`: the file's own
 * tables, emptied after the programs and before the family members they may point to.
 */
export async function resetPrograms(t: ProgramsTestApp, { venue, alsoEmpty = [] }: { venue?: Parameters<typeof setUpVenue>[1]; alsoEmpty?: PgTable[] } = {}) {
  await clearBookings(t);
  for (const table of [programPlaceWaitlist, tournamentEntries, programDivisions, programSessions, programs, ...alsoEmpty, householdMembers]) {
    await t.database.db.delete(table);
  }
  await setUpVenue(t, venue);
  t.setNow(MONDAY_MORNING);
  t.mail.sent.length = 0;
}

/** The venue charges Ontario's HST (13 %) under this registration number. */
export const ONTARIO_HST = { province: 'ON', taxRegistrationNumber: '123456789RT0001' };

export interface SessionItem {
  id: number;
  programId: number;
  date: string;
  startTime: string;
  endTime: string;
  startsAt: string;
  endsAt: string;
  courts: number[];
  capacity: number;
  spotsLeft: number;
  waitlistLength: number;
  priceCents: number;
  memberPriceCents: number;
  nonMemberPriceCents: number;
  registrationOpensAt: string;
  status: 'scheduled' | 'cancelled';
  openPlay: { rule: string; format: string; winnersStay: number; bands: string[] } | null;
  mine: {
    registrations: { id: number; participantId: 'self' | number; name: string; status: string }[];
    waitlistPosition: number | null;
    waitlist: { id: number; position: number; offerExpiresAt: string | null }[];
    free: number;
  } | null;
}

export async function addTemplate(t: ProgramsTestApp, body: Record<string, unknown> = {}) {
  const response = await t.owner.post('/api/owner/drop-in/templates', { ...TUESDAY_TEMPLATE, ...body });
  if (response.statusCode !== 201) throw new Error(`template refused: ${response.statusCode} ${response.body}`);
  return response.json<{
    template: { id: number; capacity: number };
    created: number;
    updated: number;
    skipped: { date: string; court: number | null; reason: string; sessionId: number | null }[];
  }>();
}

export async function sessionsBetween(agent: Agent, from: string, to: string): Promise<SessionItem[]> {
  const response = await agent.get(`/api/programs/sessions?kind=drop_in&from=${from}&to=${to}`);
  if (response.statusCode !== 200) throw new Error(`sessions: ${response.statusCode} ${response.body}`);
  return response.json<{ items: SessionItem[] }>().items;
}

export const registrationLine = (sessionId: number, participantId: 'self' | number = 'self') => ({ product: 'program_registration', sessionId, participantId });

/** Places an order for these places and pays it on the local checkout; returns the order. */
export async function registerAndPay(t: TestApp, agent: Agent, lines: Record<string, unknown>[]) {
  const placed = await agent.post('/api/orders', { lines });
  if (placed.statusCode !== 201) throw new Error(`order refused: ${placed.statusCode} ${placed.body}`);
  const body = placed.json<{
    order: { id: string; totalCents: number; status: string; lines: { id: number; reference: string; description: string; unitPriceCents: number }[] };
    checkoutUrl: string | null;
  }>();
  if (body.checkoutUrl) {
    const paid = await pressPay(t, body.checkoutUrl);
    if (paid.statusCode >= 400) throw new Error(`payment failed: ${paid.statusCode} ${paid.body}`);
  }
  return body.order;
}

export async function registrationsOfSession(t: TestApp, sessionId: number) {
  return t.database.db.select().from(programRegistrations).where(eq(programRegistrations.sessionId, sessionId)).orderBy(programRegistrations.id);
}

export async function waitlistOfSession(t: TestApp, sessionId: number) {
  return t.database.db.select().from(programWaitlist).where(eq(programWaitlist.sessionId, sessionId)).orderBy(programWaitlist.id);
}

export async function sessionRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(programSessions).where(eq(programSessions.id, id));
  return row;
}
