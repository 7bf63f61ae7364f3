import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { bookingRules, companySettings, type BookingRulesRow, type CancellationPolicy } from '../db/schema.js';
import { toCompanySettings, type CompanySettings } from '../routes/company-settings/index.js';

type Reader = Pick<Database, 'select' | 'insert'>;

export const bookingRulesShape = {
  maxBookingHours: z.number().int('Use a whole number of hours.').min(1, 'At least 1 hour.').max(24, 'At most 24 hours.'),
  maxUpcomingBookingsPerMember: z.number().int('Use a whole number.').min(1, 'At least 1 booking.').max(1000, 'At most 1000 bookings.'),
  cancellationCutoffHours: z.number().int('Use a whole number of hours.').min(0, 'Use 0 or more hours.').max(720, 'At most 720 hours (30 days).'),
  checkoutHoldMinutes: z.number().int('Use a whole number of minutes.').min(5, 'At least 5 minutes.').max(120, 'At most 120 minutes.'),
};
export const bookingRulesSchema = z.object({ ...bookingRulesShape, updatedAt: z.string() });
export type BookingRules = z.infer<typeof bookingRulesSchema>;

export const toBookingRules = (row: BookingRulesRow): BookingRules => ({
  maxBookingHours: row.maxBookingHours,
  maxUpcomingBookingsPerMember: row.maxUpcomingBookingsPerMember,
  cancellationCutoffHours: row.cancellationCutoffHours,
  checkoutHoldMinutes: row.checkoutHoldMinutes,
  updatedAt: row.updatedAt.toISOString(),
});

/** The singleton rows (created with defaults if a database somehow lacks them). */
export async function readBookingRules(db: Reader): Promise<BookingRules> {
  const [row] = await db.select().from(bookingRules).where(eq(bookingRules.id, 1));
  if (row) return toBookingRules(row);
  const [created] = await db.insert(bookingRules).values({ id: 1 }).onConflictDoNothing().returning();
  return toBookingRules(created ?? (await db.select().from(bookingRules).where(eq(bookingRules.id, 1)))[0]);
}

export async function readCompanySettings(db: Reader): Promise<CompanySettings> {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.id, 1));
  if (row) return toCompanySettings(row);
  const [created] = await db.insert(companySettings).values({ id: 1 }).onConflictDoNothing().returning();
  return toCompanySettings(created ?? (await db.select().from(companySettings).where(eq(companySettings.id, 1)))[0]);
}

/** The terms a booking keeps for life, whatever the owner changes later. */
export function policySnapshot(rules: BookingRules): CancellationPolicy {
  return { cancellationCutoffHours: rules.cancellationCutoffHours, refundBeforeCutoff: 'full', refundAfterCutoff: 'none' };
}
