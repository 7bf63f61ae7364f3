import { count, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '../db/client.js';
import { companySettings, householdMembers, memberships, users } from '../db/schema.js';
import { hashPassword } from '../lib/passwords.js';
import { venueToday } from '../lib/venue-time.js';
import { seedDemoContent } from './demo-content.js';
import { seedDemoEvents } from './demo-events.js';
import { seedDemoOpenPlay } from './demo-open-play.js';
import { seedDemoPrograms } from './demo-programs.js';

const DEMO_PASSWORD = 'demo-pass-2026';

// Each with a self-rated level, so open play places them in a band.
const DEMO_ACCOUNTS = [
  { email: 'owner@example.com', firstName: 'Olivia', lastName: 'Owner', roles: ['owner'], selfRatedLevel: 3.5 },
  { email: 'admin@example.com', firstName: 'Adam', lastName: 'Admin', roles: ['admin'], selfRatedLevel: 4.0 },
  { email: 'member@example.com', firstName: 'Maya', lastName: 'Member', roles: [], selfRatedLevel: 3.0 },
] as const;

const VENUE_ZONE = 'America/Toronto';
const weekday = { open: 7 * 60, close: 22 * 60 };
const weekend = { open: 8 * 60, close: 20 * 60 };

/**
 * Demo venue: 6 courts, real-looking hours and prices. Runs once: it does nothing once users exist.
 * `now` places the demo's membership and events (tests pass their own day).
 */
export async function seedDemoData(db: Database, now: Date = new Date()): Promise<boolean> {
  const [{ users: existing }] = await db.select({ users: count() }).from(users);
  if (existing > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx
      .update(companySettings)
      .set({
        numberOfCourts: 6,
        maxNumberOfOnlineOpenCourtsShown: 4,
        membershipPrice: 15_000,
        defaultOneHourRentalPrice: 3_000,
        memberOneHourRentalPrice: 2_000,
        userBookingWindowDays: 14,
        // Members book a week further ahead than everyone else.
        memberBookingWindowDays: 21,
        mondayOpeningTimeInMins: weekday.open,
        mondayClosingTimeInMins: weekday.close,
        tuesdayOpeningTimeInMins: weekday.open,
        tuesdayClosingTimeInMins: weekday.close,
        wednesdayOpeningTimeInMins: weekday.open,
        wednesdayClosingTimeInMins: weekday.close,
        thursdayOpeningTimeInMins: weekday.open,
        thursdayClosingTimeInMins: weekday.close,
        fridayOpeningTimeInMins: weekday.open,
        fridayClosingTimeInMins: weekday.close,
        saturdayOpeningTimeInMins: weekend.open,
        saturdayClosingTimeInMins: weekend.close,
        sundayOpeningTimeInMins: weekend.open,
        sundayClosingTimeInMins: weekend.close,
        timeZone: VENUE_ZONE,
        // A demo GST/HST number, so the demo shows Ontario's HST on every sale.
        province: 'ON',
        taxRegistrationNumber: '123456789RT0001',
        updatedAt: new Date(),
      })
      .where(eq(companySettings.id, 1));
    const created = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((account, index) => ({
          ...account,
          roles: [...account.roles],
          passwordHash,
          gender: 'prefer-not-to-say',
          postalCode: 'M5V 2T6',
          birthday: `198${index}-05-1${index}`,
          phoneNumber: `+1416555010${index}`,
        })),
      )
      .returning({ id: users.id, email: users.email });
    // The demo member pays the member price: a year's membership bought a month ago (venue days, as
    // docs/memberships-and-households.md counts them), and has a child without one, to buy for.
    const member = created.find((user) => user.email === 'member@example.com')!;
    const start = DateTime.fromJSDate(now).setZone(VENUE_ZONE).minus({ days: 30 }).startOf('day');
    const end = start.minus({ days: 1 }).plus({ months: 12 }).plus({ days: 1 });
    await tx
      .insert(memberships)
      .values({ userId: member.id, startsAt: start.toJSDate(), endsAt: end.toJSDate(), status: 'active', paidAt: start.plus({ hours: 10 }).toJSDate() });
    await tx.insert(householdMembers).values({
      accountUserId: member.id,
      firstName: 'Leo',
      lastName: 'Member',
      birthday: '2015-04-02',
      relationship: 'child',
      selfRatedLevel: 2.5,
      guardianConsentAt: new Date(),
    });
    await seedDemoContent(tx);
    await seedDemoPrograms(tx);
    await seedDemoEvents(tx, VENUE_ZONE, venueToday(now, VENUE_ZONE));
    await seedDemoOpenPlay(tx, VENUE_ZONE, venueToday(now, VENUE_ZONE), now, passwordHash);
  });
  return true;
}
