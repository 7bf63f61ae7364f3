import type { BookingCancelReason, BookingRow } from './schema.js';

/** Why a booking was cancelled: a code when the system says it, the words when staff typed them. */
export type CancelReason = { code: BookingCancelReason } | { text: string };

/** The English words of each code, for older clients and logs; the web app words the code from its catalogue. */
const ENGLISH: Record<BookingCancelReason, string> = {
  cancelled_by_member: 'Cancelled by the member',
  cancelled_by_staff: 'Cancelled by staff',
  block_removed_by_staff: 'Block removed by staff',
};

/** The columns a cancel reason is stored in. */
export const cancelReasonColumns = (reason: CancelReason) =>
  'code' in reason ? { cancelReasonCode: reason.code, cancelReason: null } : { cancelReasonCode: null, cancelReason: reason.text };

/** How the API answers it: the code (null for typed words) and words (the code's in English, or what staff typed). */
export const cancelReasonView = (row: Pick<BookingRow, 'cancelReasonCode' | 'cancelReason'>) => ({
  cancelReasonCode: row.cancelReasonCode,
  cancelReason: row.cancelReasonCode ? ENGLISH[row.cancelReasonCode] : row.cancelReason,
});
