import { z } from 'zod';
import type { BookingRulesRow } from './schema.js';

const bookingRulesShape = {
  maxBookingHours: z.number().int('Use a whole number of hours.').min(1, 'At least 1 hour.').max(24, 'At most 24 hours.'),
  maxUpcomingBookingsPerMember: z.number().int('Use a whole number.').min(1, 'At least 1 booking.').max(1000, 'At most 1000 bookings.'),
  cancellationCutoffHours: z.number().int('Use a whole number of hours.').min(0, 'Use 0 or more hours.').max(720, 'At most 720 hours (30 days).'),
  checkoutHoldMinutes: z.number().int('Use a whole number of minutes.').min(5, 'At least 5 minutes.').max(120, 'At most 120 minutes.'),
};
export const bookingRulesSchema = z.object({ ...bookingRulesShape, updatedAt: z.string() });
export type BookingRules = z.infer<typeof bookingRulesSchema>;
export const bookingRulesPatch = z.strictObject(bookingRulesShape).partial();
export type BookingRulesPatch = z.infer<typeof bookingRulesPatch>;

export const toBookingRules = (row: BookingRulesRow): BookingRules => ({
  maxBookingHours: row.maxBookingHours,
  maxUpcomingBookingsPerMember: row.maxUpcomingBookingsPerMember,
  cancellationCutoffHours: row.cancellationCutoffHours,
  checkoutHoldMinutes: row.checkoutHoldMinutes,
  updatedAt: row.updatedAt.toISOString(),
});
