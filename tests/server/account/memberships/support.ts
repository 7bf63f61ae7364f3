import { eq } from 'drizzle-orm';
import { householdMembers, memberships, staffActions, type MembershipRow } from '../../../../server/db/schema.js';
import type { Agent, TestApp } from '../../helpers/test-app.js';
import { pressPay, setUpVenue, type BookingTestApp } from '../../booking/support.js';

/** $150.00 before tax; Ontario HST 13 % makes $169.50. */
export const PRICE = 15_000;
export const PRICE_WITH_TAX = 16_950;

/** The venue of the booking tests, selling memberships at $150 with Ontario's HST. */
export async function setUpMembershipVenue(t: TestApp, overrides: Parameters<typeof setUpVenue>[1] = {}) {
  await setUpVenue(t, { membershipPrice: PRICE, province: 'ON', taxRegistrationNumber: '123456789RT0001', memberBookingWindowDays: 14, ...overrides });
}

export const membershipLine = (participantId: 'self' | number) => ({ product: 'membership', participantId });

/** Places an order for these people (201 expected) and pays it on the local checkout. */
export async function buyMemberships(t: BookingTestApp, agent: Agent, people: ('self' | number)[]) {
  const placed = await agent.post('/api/orders', { lines: people.map(membershipLine) });
  if (placed.statusCode !== 201) throw new Error(`order refused: ${placed.statusCode} ${placed.body}`);
  const { order, checkoutUrl } = placed.json<{
    order: { id: string; totalCents: number; lines: { id: number; reference: string; description: string }[] };
    checkoutUrl: string;
  }>();
  const paid = await pressPay(t, checkoutUrl);
  if (paid.statusCode >= 400) throw new Error(`payment failed: ${paid.statusCode} ${paid.body}`);
  return order;
}

/** A family member straight in the table (the households API has its own tests). */
export async function addFamilyMember(t: TestApp, accountUserId: number, firstName = 'Sam', birthday = '2015-06-01') {
  const [row] = await t.database.db
    .insert(householdMembers)
    .values({ accountUserId, firstName, lastName: 'Lee', birthday, relationship: 'child', guardianConsentAt: new Date() })
    .returning();
  return row;
}

export interface MembershipItem {
  id: number | null;
  participant: { id: 'self' | number; name: string };
  status: 'active' | 'expiring' | 'expired' | 'none';
  validFrom: string | null;
  validUntil: string | null;
  renewableFrom: string | null;
  priceCents: number;
  canBuy: boolean;
  cancellableUntil: string | null;
  orderId: string | null;
}

export async function mine(agent: Agent): Promise<MembershipItem[]> {
  const response = await agent.get('/api/memberships/mine');
  if (response.statusCode !== 200) throw new Error(`mine: ${response.statusCode} ${response.body}`);
  return response.json<{ items: MembershipItem[] }>().items;
}

export const itemFor = (items: MembershipItem[], id: 'self' | number) => items.find((item) => item.participant.id === id)!;

export async function membershipRows(t: TestApp, userId: number): Promise<MembershipRow[]> {
  return t.database.db.select().from(memberships).where(eq(memberships.userId, userId)).orderBy(memberships.id);
}

export async function staffActionsOf(t: TestApp, userId: number) {
  return t.database.db.select().from(staffActions).where(eq(staffActions.subjectUserId, userId)).orderBy(staffActions.id);
}

/** Noon in Toronto on a date (17:00 UTC in winter, 16:00 in summer is still the same venue day). */
export const noonToronto = (date: string) => `${date}T17:00:00Z`;
