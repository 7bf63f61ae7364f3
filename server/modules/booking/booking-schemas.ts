import { z } from 'zod';
import { bookingViewSchema, policySchema } from './booking-views.js';
import { fieldRule } from '../../lib/field-rules.js';
import { calendarDateField } from '../../lib/field-schemas.js';

const startTimeField = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, fieldRule('time_form'));
const startsAtField = z.iso.datetime({ offset: true, message: fieldRule('instant_form') });
export const courtField = z.union([z.number().int().min(1, 'Courts are numbered from 1.').max(50), z.literal('any')], {
  message: fieldRule('court_number_or_any'),
});

/** Where the booking starts: `startTime` (wall clock), or `startsAt` (the slot's exact instant, for the repeated hour of a DST day). */
export const slotChoice = {
  date: calendarDateField,
  startTime: startTimeField.optional(),
  startsAt: startsAtField.optional(),
  hours: z.number().int('Book whole hours.').min(1, 'Book at least 1 hour.').max(24, 'At most 24 hours.'),
};

export function oneStart(value: { startTime?: string; startsAt?: string }, ctx: z.RefinementCtx) {
  if (!value.startTime === !value.startsAt) {
    ctx.addIssue({ code: 'custom', path: ['startTime'], message: fieldRule('start_time_or_instant') });
  }
}

// The server computes every amount; a price a client sends is accepted and ignored, never charged.
const ignoredPrice = z.unknown().optional();

export const onlineBookingBody = z
  .strictObject({ ...slotChoice, court: courtField, price: ignoredPrice, priceCents: ignoredPrice, amount: ignoredPrice, amountCents: ignoredPrice })
  .superRefine(oneStart)
  .transform(({ price: _p, priceCents: _pc, amount: _a, amountCents: _ac, ...choice }) => choice);

/** Which venue day a day's answer is, in which zone, and its hours ("HH:mm"; null when closed). */
export const venueDayFields = {
  date: z.string(),
  timeZone: z.string(),
  closed: z.boolean(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
};

/** One hour of the day: its index, its wall-clock times and its instants. */
export const slotTimesSchema = z.object({
  index: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});

export const availabilitySchema = z.object({
  ...venueDayFields,
  numberOfCourts: z.number().int(),
  staffView: z.boolean(),
  price: z.object({
    perHourCents: z.number().int(),
    kind: z.enum(['member', 'default']),
    memberPerHourCents: z.number().int(),
    defaultPerHourCents: z.number().int(),
    currency: z.literal('CAD'),
  }),
  /** The sales taxes every line will carry (empty when the venue charges none); prices above are before tax. */
  taxes: z.array(z.object({ name: z.string(), ratePercent: z.number() })),
  bookableDates: z.object({ from: z.string(), to: z.string() }).nullable(),
  rules: z.object({ maxBookingHours: z.number().int(), cancellationCutoffHours: z.number().int(), checkoutHoldMinutes: z.number().int() }),
  slots: z.array(
    slotTimesSchema.extend({
      openCourts: z.array(z.number().int()),
      bookable: z.boolean(),
      reason: z.enum(['past', 'beyond-window', 'full']).nullable(),
    }),
  ),
});

export const createdBookingSchema = z.object({
  status: z.enum(['held', 'confirmed']),
  orderId: z.string(),
  booking: bookingViewSchema,
  amountCents: z.number().int(),
  currency: z.literal('CAD'),
  price: z.object({ perHourCents: z.number().int(), kind: z.enum(['member', 'default']) }),
  checkoutUrl: z.string().nullable(),
  sessionId: z.string().nullable(),
  expiresAt: z.string().nullable(),
});

export const termsSchema = z.object({
  bookingId: z.number().int(),
  cancellable: z.boolean(),
  reason: z.string().nullable(),
  refund: z.enum(['full', 'none']),
  refundAmountCents: z.number().int(),
  currency: z.literal('CAD'),
  startsAt: z.string(),
  cutoffAt: z.string(),
  policy: policySchema,
  message: z.string(),
});

export const cancelledSchema = z.object({
  booking: bookingViewSchema,
  refund: z
    .object({ id: z.number().int(), amountCents: z.number().int(), currency: z.literal('CAD'), status: z.enum(['pending', 'succeeded', 'failed']) })
    .nullable(),
});
