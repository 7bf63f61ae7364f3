import { and, eq, isNotNull, or } from 'drizzle-orm';
import {
  bookings,
  companySettings,
  localCheckoutSessions,
  memberships,
  orders,
  orderLines,
  orderStatusHistory,
  payments,
  programEnrolments,
  programRegistrations,
  programWaitlist,
  refunds,
  type BookingRow,
} from '../../../server/db/schema.js';
import type { MailMessage, Mailer } from '../../../server/modules/mail/index.js';
import { agentFor, createTestApp, type Agent, type TestApp } from '../helpers/test-app.js';
import type { AppConfig } from '../../../server/config.js';

/** Keeps every message in memory, attachments included, so tests can read the receipt's .ics. */
export class RecordingMailer implements Mailer {
  readonly transport = 'outbox' as const;
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
  }
  to(address: string) {
    return this.sent.filter((message) => message.to === address);
  }
}

export interface BookingTestApp extends TestApp {
  mail: RecordingMailer;
  /** Moves the server's clock (bookings and payments read it; nothing else does). */
  setNow(iso: string): void;
}

export async function createBookingTestApp(config: Partial<AppConfig> = {}): Promise<BookingTestApp> {
  const mail = new RecordingMailer();
  const t = await createTestApp({ mailer: mail, config });
  return {
    ...t,
    mail,
    setNow(iso: string) {
      const at = new Date(iso);
      t.app.clock.now = () => new Date(at);
    },
  };
}

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** The venue most tests use: 6 courts, 4 offered online, open 07:00–22:00 every day in Toronto. */
export async function setUpVenue(t: TestApp, overrides: Partial<typeof companySettings.$inferInsert> = {}) {
  const hours = Object.fromEntries(
    DAYS.flatMap((day) => [
      [`${day}OpeningTimeInMins`, 7 * 60],
      [`${day}ClosingTimeInMins`, 22 * 60],
    ]),
  );
  await t.database.db
    .update(companySettings)
    .set({
      numberOfCourts: 6,
      maxNumberOfOnlineOpenCourtsShown: 4,
      defaultOneHourRentalPrice: 3000,
      memberOneHourRentalPrice: 2000,
      userBookingWindowDays: 14,
      timeZone: 'America/Toronto',
      ...hours,
      ...overrides,
    })
    .where(eq(companySettings.id, 1));
}

export async function giveMembership(t: TestApp, userId: number, startsAt = '2020-01-01T00:00:00Z', endsAt = '2099-01-01T00:00:00Z') {
  await t.database.db.insert(memberships).values({ userId, startsAt: new Date(startsAt), endsAt: new Date(endsAt) });
}

export async function memberAgent(t: TestApp, options: { member?: boolean } = {}) {
  const { agent, user } = await agentFor(t, []);
  if (options.member) await giveMembership(t, user!.id);
  return { agent, user: user! };
}

export async function staffAgent(t: TestApp, role: 'admin' | 'owner' = 'admin') {
  const { agent, user } = await agentFor(t, [role]);
  return { agent, user: user! };
}

export function book(agent: Agent, body: Record<string, unknown>) {
  return agent.post('/api/bookings', body);
}

/** The local test checkout's Pay button, as the browser posts it (same-origin form). */
export function pressPay(t: TestApp, checkoutUrl: string) {
  return t.app.inject({
    method: 'POST',
    url: `${new URL(checkoutUrl).pathname}/pay`,
    headers: { origin: t.config.appOrigin, 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

export function pressCancel(t: TestApp, checkoutUrl: string) {
  return t.app.inject({
    method: 'POST',
    url: `${new URL(checkoutUrl).pathname}/cancel`,
    headers: { origin: t.config.appOrigin, 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

export async function bookingRows(t: TestApp, where?: Partial<Pick<BookingRow, 'court' | 'status' | 'userId'>>): Promise<BookingRow[]> {
  const filters = [
    where?.court !== undefined ? eq(bookings.court, where.court) : undefined,
    where?.status !== undefined ? eq(bookings.status, where.status) : undefined,
    where?.userId !== undefined ? eq(bookings.userId, where.userId!) : undefined,
  ].filter(Boolean);
  return t.database.db
    .select()
    .from(bookings)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(bookings.id);
}

export async function orderRow(t: TestApp, orderId: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

export async function paymentRows(t: TestApp, orderId: string) {
  return t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
}

export async function refundRows(t: TestApp, orderId: string) {
  return t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
}

export async function historyOf(t: TestApp, orderId: string) {
  return t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)).orderBy(orderStatusHistory.id);
}

/** Clears bookings and money between tests that want an empty venue. */
export async function clearBookings(t: TestApp) {
  await t.database.db.delete(refunds);
  await t.database.db.delete(payments);
  await t.database.db.delete(bookings);
  // Memberships sold through orders go with them (ones granted by giveMembership stay).
  await t.database.db.delete(memberships).where(or(isNotNull(memberships.orderLineId), eq(memberships.status, 'held')));
  // Program places and their lines go too (sessions and their programs stay).
  await t.database.db.delete(programWaitlist);
  await t.database.db.delete(programRegistrations);
  await t.database.db.delete(programEnrolments);
  await t.database.db.delete(orderLines);
  await t.database.db.delete(localCheckoutSessions);
  await t.database.db.delete(orderStatusHistory);
  await t.database.db.delete(orders);
}
