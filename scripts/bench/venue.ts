import { sql } from 'drizzle-orm';
import type { buildApp } from '../../server/app.js';
import type { DatabaseHandle } from '../../server/db/client.js';
import { bookingRules, companySettings, users } from '../../server/db/schema.js';
import { hashPassword } from '../../server/lib/passwords.js';
import type { Session } from './load.js';

// The bench venue: 12 courts open 07:00–22:00, a year's booking window, 50 members and an owner.
export const MEMBERS = 50;
const COURTS = 12;
export const HOURS = 15; // 07:00–22:00
const SLOTS_PER_DAY = COURTS * HOURS;
/** Days ahead whose availability is asked for; they are about half booked at either size. */
export const HOT_DAYS = 60;
const PASSWORD = 'bench-password-2026';
const TIME_ZONE = 'America/Toronto';
/** PGlite loads row sets of this size until the next would end past LOAD_BUDGET_MS. */
const PGLITE_CHUNK = 100_000;
export const LOAD_BUDGET_MS = 60_000;

type App = Awaited<ReturnType<typeof buildApp>>;

/** Courts, hours, rules, an alert, the members and an owner; answers the members' ids (bench0 first). */
export async function loadVenue(database: DatabaseHandle): Promise<number[]> {
  const { db } = database;
  const days = Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [
      [`${day}OpeningTimeInMins`, 420],
      [`${day}ClosingTimeInMins`, 1320],
    ]),
  );
  await db.update(companySettings).set({
    numberOfCourts: COURTS,
    maxNumberOfOnlineOpenCourtsShown: COURTS,
    defaultOneHourRentalPrice: 3000,
    memberOneHourRentalPrice: 2000,
    userBookingWindowDays: 365,
    timeZone: TIME_ZONE,
    ...days,
  });
  // Holds outlive the run (the Pay run pays what the booking runs held), and the members may hold many.
  await db.update(bookingRules).set({ maxUpcomingBookingsPerMember: 1000, checkoutHoldMinutes: 120, cancellationCutoffHours: 24 });
  await db.execute(sql`insert into app_alert (id, message, severity) values (1, 'Courts 3 and 4 are resurfaced this week.', 'info')`);
  const passwordHash = await hashPassword(PASSWORD);
  const members = await db
    .insert(users)
    .values(Array.from({ length: MEMBERS }, (_, i) => ({ email: `bench${i}@example.com`, passwordHash, firstName: 'Bench', lastName: `Member${i}` })))
    .returning({ id: users.id, email: users.email });
  await db.insert(users).values({ email: 'bench-owner@example.com', passwordHash, firstName: 'Bench', lastName: 'Owner', roles: ['owner'] });
  const byEmail = new Map(members.map((member) => [member.email, member.id]));
  return Array.from({ length: MEMBERS }, (_, i) => byEmail.get(`bench${i}@example.com`)!);
}

const venueToday = sql`(now() at time zone ${TIME_ZONE})::date`;

/** About half of every court-hour from today to HOT_DAYS ahead; one in twenty belongs to a member. Answers the count. */
export async function loadHotBookings(database: DatabaseHandle, firstMember: number): Promise<number> {
  const rows = await database.db.execute<{ n: number }>(sql`
    with inserted as (
      insert into bookings (court, starts_at, ends_at, status, source, price_cents, walk_in_name, user_id)
      select court, starts_at, starts_at + interval '1 hour', 'confirmed', 'desk', 3000,
             case when member is null then 'Bench' end, member
      from (
        select c as court, ((${venueToday} + d) + make_time(h, 0, 0)) at time zone ${TIME_ZONE} as starts_at,
               case when abs(hashtext(d || '/' || h || '/' || c)) % 20 = 0 then ${firstMember}::int + abs(hashtext(c || '/' || d || '/' || h)) % ${MEMBERS} end as member
        from generate_series(0, ${HOT_DAYS}) d, generate_series(7, ${6 + HOURS}) h, generate_series(1, ${COURTS}) c
        where abs(hashtext(d || ':' || h || ':' || c)) % 100 < 50
      ) slots
      returning 1
    )
    select count(*)::int as n from inserted`);
  return Number(rowsOf<{ n: number }>(rows)[0].n);
}

/**
 * `count` past bookings in one INSERT … SELECT generate_series, continuing backwards from yesterday
 * after the `from` history rows already there (every court-hour booked; one in a hundred a member's).
 */
export async function loadHistory(database: DatabaseHandle, firstMember: number, from: number, count: number): Promise<number> {
  if (count <= 0) return 0;
  await database.db.execute(sql`
    insert into bookings (court, starts_at, ends_at, status, source, price_cents, walk_in_name, user_id)
    select 1 + i % ${COURTS}, starts_at, starts_at + interval '1 hour', 'confirmed', 'desk', 3000,
           case when i % 100 <> 0 then 'Bench' end, case when i % 100 = 0 then ${firstMember}::int + (i / 100) % ${MEMBERS} end
    from (
      select i, ((${venueToday} - 1 - i / ${SLOTS_PER_DAY}) + make_time(7 + (i % ${SLOTS_PER_DAY}) / ${COURTS}, 0, 0)) at time zone ${TIME_ZONE} as starts_at
      from generate_series(${from}::int, ${from + count - 1}::int) i
    ) rows`);
  return count;
}

/** PGlite: history in row sets of PGLITE_CHUNK, stopping before a set that would end past the budget. */
export async function loadHistoryWithin(database: DatabaseHandle, firstMember: number, from: number, count: number): Promise<number> {
  const started = Date.now();
  let added = 0;
  let slowest = 0;
  while (added < count) {
    // Each set is slower than the last (the indexes grow): a quarter's margin on the slowest so far.
    if (added > 0 && Date.now() - started + slowest * 1.25 > LOAD_BUDGET_MS) break;
    const chunkStarted = Date.now();
    added += await loadHistory(database, firstMember, from + added, Math.min(PGLITE_CHUNK, count - added));
    slowest = Math.max(slowest, Date.now() - chunkStarted);
  }
  return added;
}

/** A table in steady state, as autovacuum leaves it: fresh statistics, visibility map set (and no autovacuum during the runs). */
export async function settle(database: DatabaseHandle) {
  await database.db.execute(sql`vacuum (analyze) bookings`);
}

export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/** The members' logins (bench0 first), then the owner's last. */
export async function logIn(url: string): Promise<Session[]> {
  const emails = [...Array.from({ length: MEMBERS }, (_, i) => `bench${i}@example.com`), 'bench-owner@example.com'];
  return Promise.all(
    emails.map(async (email) => {
      // Like the SPA: a first GET arms the anonymous CSRF token the login must present.
      const armed = await fetch(`${url}/api/company-settings`);
      const anonymous = armed.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .find((cookie) => cookie.startsWith('XSRF-TOKEN='))!;
      const response = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: anonymous, 'x-xsrf-token': anonymous.slice('XSRF-TOKEN='.length) },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
      const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
      const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length);
      return { cookie: cookies.filter((cookie) => !cookie.startsWith('refresh_token=')).join('; '), xsrf };
    }),
  );
}

/**
 * A drop-in every evening on every court, 20:00–21:00 with 12 players a court, its sessions
 * generated 8 weeks ahead wherever the half-booked hot days leave that court-hour free (about half of
 * them: one court an hour is what such a venue can fit). Returns the ids of the sessions with places.
 */
export async function setUpDropIn(app: App): Promise<number[]> {
  const skipped = new Map<string, number>();
  for (let weekday = 0; weekday < 7; weekday += 1) {
    for (let court = 1; court <= COURTS; court += 1) {
      const made = await app.programSchedule.createTemplate({
        title: { en: 'Bench drop-in', fr: null },
        level: `Court ${court}`,
        weekday,
        startTime: '20:00',
        endTime: '21:00',
        courts: [court],
        playersPerCourt: 12,
        memberPriceCents: 800,
        nonMemberPriceCents: 1200,
        opensDaysBefore: 60,
        cancellationCutoffHours: 24,
      });
      for (const skip of made.skipped) skipped.set(skip.reason, (skipped.get(skip.reason) ?? 0) + 1);
    }
  }
  const list = await app.inject({ method: 'GET', url: `/api/programs/sessions?kind=drop_in&from=${isoDate(1)}&to=${isoDate(56)}` });
  const ids = list
    .json<{ items: { id: number; spotsLeft: number }[] }>()
    .items.filter((item) => item.spotsLeft > 0)
    .map((item) => item.id);
  console.log(
    `  drop-in: ${ids.length} sessions of 12 places from tomorrow to 8 weeks ahead (dates skipped: ${[...skipped].map(([reason, n]) => `${reason} ${n}`).join(', ') || 'none'})`,
  );
  return ids;
}

/**
 * `count` published clinics through the owner's API, each one 07:00–08:00 session on court 1 on its
 * own day past the hot days (so no booking stands in its way) with 500 places: every member can take
 * a place in each. Returns their ids.
 */
export async function setUpPrograms(url: string, owner: Session, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${url}/api/owner/programs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: owner.cookie, 'x-xsrf-token': owner.xsrf },
      body: JSON.stringify({
        kind: 'clinic',
        title: `Bench clinic ${i + 1}`,
        capacity: 500,
        memberPriceCents: 2000,
        nonMemberPriceCents: 2500,
        cancellationCutoffHours: 24,
        published: true,
        sessions: [{ date: isoDate(HOT_DAYS + 1 + i), startTime: '07:00', endTime: '08:00', courts: [1] }],
      }),
    });
    if (response.status !== 201) throw new Error(`creating a program answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    ids.push(((await response.json()) as { id: number }).id);
  }
  console.log(`  programs: ${count} published clinics of 500 places, one session each, from ${isoDate(HOT_DAYS + 1)} on`);
  return ids;
}

export function isoDate(daysAhead: number) {
  const zoned = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  return zoned.format(new Date(Date.now() + daysAhead * 86_400_000));
}

/** A one-hour court on a day and hour; "any" court, as the booking page sends it. */
export function courtChoice(daysAhead: number, hour: number) {
  return { date: isoDate(daysAhead), startTime: `${String(hour).padStart(2, '0')}:00`, hours: 1, court: 'any' as const };
}
