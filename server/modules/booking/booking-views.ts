import { z } from 'zod';
import { venueWallClock } from '../../lib/venue-time.js';
import type { OrderRow } from '../checkout/orders/index.js';
import { cancelReasonView } from './cancel-reasons.js';
import { BOOKING_CANCEL_REASONS, type BookingRow } from './schema.js';

const isoDate = z.string();

export const policySchema = z.object({
  cancellationCutoffHours: z.number().int(),
  refundBeforeCutoff: z.literal('full'),
  refundAfterCutoff: z.literal('none'),
});

export const bookingViewSchema = z.object({
  id: z.number().int(),
  court: z.number().int(),
  /** The venue-zone date and wall-clock times; startsAt/endsAt are the exact instants. */
  date: z.string(),
  /** The venue's IANA zone those wall-clock times are in, so a client shows them as the venue reads them. */
  timeZone: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  startsAt: isoDate,
  endsAt: isoDate,
  hours: z.number(),
  status: z.enum(['held', 'confirmed', 'cancelled', 'expired', 'blocked']),
  source: z.enum(['online', 'desk', 'maintenance', 'program']),
  /** Before tax. */
  priceCents: z.number().int(),
  /** What its order line charged, tax included (what the member paid); null where the list does not read it. */
  totalCents: z.number().int().nullable(),
  currency: z.literal('CAD'),
  orderId: z.string().nullable(),
  policy: policySchema.nullable(),
  /** While held: when the hold ends and where to pay. */
  holdExpiresAt: isoDate.nullable(),
  checkoutUrl: z.string().nullable(),
  walkInName: z.string().nullable(),
  blockReason: z.string().nullable(),
  /** A program session's court block: the session (its roster is the staff's link). */
  sessionId: z.number().int().nullable(),
  cancelledAt: isoDate.nullable(),
  /** Why, as a code clients word in their language; null when staff typed the reason (or none). */
  cancelReasonCode: z.enum(BOOKING_CANCEL_REASONS).nullable(),
  /** The reason staff typed, or the code's English words (older clients). */
  cancelReason: z.string().nullable(),
  createdAt: isoDate,
});
export type BookingView = z.infer<typeof bookingViewSchema>;

export function toBookingView(
  row: BookingRow,
  timeZone: string,
  order?: Pick<OrderRow, 'checkoutUrl' | 'status'> | null,
  totalCents: number | null = null,
): BookingView {
  const start = venueWallClock(row.startsAt, timeZone);
  const end = venueWallClock(row.endsAt, timeZone);
  // Ending at the next midnight reads "24:00" on the booking's own day.
  const endTime = end.date !== start.date && end.time === '00:00' ? '24:00' : end.time;
  return {
    id: row.id,
    court: row.court,
    date: start.date,
    timeZone,
    startTime: start.time,
    endTime,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    hours: (row.endsAt.getTime() - row.startsAt.getTime()) / 3_600_000,
    status: row.status,
    source: row.source,
    priceCents: row.priceCents,
    totalCents,
    currency: 'CAD',
    orderId: row.orderId,
    policy: row.policy ?? null,
    holdExpiresAt: row.status === 'held' && row.holdExpiresAt ? row.holdExpiresAt.toISOString() : null,
    checkoutUrl: row.status === 'held' && order?.status === 'awaiting_payment' ? (order.checkoutUrl ?? null) : null,
    walkInName: row.walkInName,
    blockReason: row.blockReason,
    sessionId: row.programSessionId,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    ...cancelReasonView(row),
    createdAt: row.createdAt.toISOString(),
  };
}
