import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { STARTING_VENUE_LINKS } from '../../../lib/venue-identity.js';

const minutes = (name: string) => integer(name).notNull().default(0);

/** Venue-wide settings: one row, id 1. Prices are integer cents (CAD). */
export const companySettings = pgTable(
  'company_settings',
  {
    id: integer('id').primaryKey().default(1),
    membershipPrice: integer('membership_price').notNull().default(0),
    numberOfCourts: integer('number_of_courts').notNull().default(1),
    maxNumberOfOnlineOpenCourtsShown: integer('max_number_of_online_open_courts_shown').notNull().default(1),
    defaultOneHourRentalPrice: integer('default_one_hour_rental_price').notNull().default(0),
    memberOneHourRentalPrice: integer('member_one_hour_rental_price').notNull().default(0),
    userBookingWindowDays: integer('user_booking_window_days').notNull().default(7),
    // How far ahead a member may book (the longer of this and userBookingWindowDays); migration 0010 starts it at userBookingWindowDays.
    memberBookingWindowDays: integer('member_booking_window_days').notNull().default(7),
    mondayOpeningTimeInMins: minutes('monday_opening_time_in_mins'),
    mondayClosingTimeInMins: minutes('monday_closing_time_in_mins'),
    tuesdayOpeningTimeInMins: minutes('tuesday_opening_time_in_mins'),
    tuesdayClosingTimeInMins: minutes('tuesday_closing_time_in_mins'),
    wednesdayOpeningTimeInMins: minutes('wednesday_opening_time_in_mins'),
    wednesdayClosingTimeInMins: minutes('wednesday_closing_time_in_mins'),
    thursdayOpeningTimeInMins: minutes('thursday_opening_time_in_mins'),
    thursdayClosingTimeInMins: minutes('thursday_closing_time_in_mins'),
    fridayOpeningTimeInMins: minutes('friday_opening_time_in_mins'),
    fridayClosingTimeInMins: minutes('friday_closing_time_in_mins'),
    saturdayOpeningTimeInMins: minutes('saturday_opening_time_in_mins'),
    saturdayClosingTimeInMins: minutes('saturday_closing_time_in_mins'),
    sundayOpeningTimeInMins: minutes('sunday_opening_time_in_mins'),
    sundayClosingTimeInMins: minutes('sunday_closing_time_in_mins'),
    timeZone: text('time_zone').notNull().default('America/Toronto'),
    // Sales tax: the province sets the rates; an empty GST/HST number means a small supplier (no tax).
    province: text('province').notNull().default('ON'),
    taxRegistrationNumber: text('tax_registration_number').notNull().default(''),
    // The footer's outside links: the spec's constants to start with, then the owner's (https only).
    facebookUrl: text('facebook_url').notNull().default(STARTING_VENUE_LINKS.facebookUrl),
    instagramUrl: text('instagram_url').notNull().default(STARTING_VENUE_LINKS.instagramUrl),
    badmintonAssociationUrl: text('badminton_association_url').notNull().default('https://www.badmintoncanada.ca'),
    newsletterUrl: text('newsletter_url').notNull().default(STARTING_VENUE_LINKS.newsletterUrl),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('company_settings_singleton', sql`${t.id} = 1`),
    check('company_settings_courts', sql`${t.numberOfCourts} between 1 and 50`),
    check('company_settings_shown_courts', sql`${t.maxNumberOfOnlineOpenCourtsShown} between 0 and ${t.numberOfCourts}`),
    check('company_settings_prices', sql`${t.membershipPrice} >= 0 and ${t.defaultOneHourRentalPrice} >= 0 and ${t.memberOneHourRentalPrice} >= 0`),
    check('company_settings_window', sql`${t.userBookingWindowDays} between 1 and 365`),
    check('company_settings_member_window', sql`${t.memberBookingWindowDays} between 1 and 365`),
  ],
);

/** Owner-set booking rules beside the spec's company settings: one row, id 1. */
export const bookingRules = pgTable(
  'booking_rules',
  {
    id: integer('id').primaryKey().default(1),
    maxBookingHours: integer('max_booking_hours').notNull().default(3),
    maxUpcomingBookingsPerMember: integer('max_upcoming_bookings_per_member').notNull().default(4),
    cancellationCutoffHours: integer('cancellation_cutoff_hours').notNull().default(24),
    checkoutHoldMinutes: integer('checkout_hold_minutes').notNull().default(15),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('booking_rules_singleton', sql`${t.id} = 1`),
    check('booking_rules_hours', sql`${t.maxBookingHours} between 1 and 24`),
    check('booking_rules_upcoming', sql`${t.maxUpcomingBookingsPerMember} between 1 and 1000`),
    check('booking_rules_cutoff', sql`${t.cancellationCutoffHours} between 0 and 720`),
    check('booking_rules_hold', sql`${t.checkoutHoldMinutes} between 5 and 120`),
  ],
);

export type CompanySettingsRow = typeof companySettings.$inferSelect;
export type BookingRulesRow = typeof bookingRules.$inferSelect;
