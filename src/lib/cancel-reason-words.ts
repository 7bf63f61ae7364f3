import { translate, type Translate } from '@/i18n/translate';

/**
 * Why a booking or a drop-in date was cancelled, in the language on screen: the API answers a code
 * when the system cancelled it (worded here from the catalogue) and the words when someone typed
 * them (shown as typed). `cancelReason` alone is an older answer, or the typed words.
 */
interface Cancelled {
  cancelReasonCode?: string | null;
  cancelReason: string | null;
}

/** "Cancelled by the member" / "Annulée par le membre"; staff's own words as written; null when none. */
export const bookingCancelReason = (booking: Cancelled, t: Translate = translate): string | null =>
  booking.cancelReasonCode ? t('booking.cancelReason', { code: booking.cancelReasonCode }) : booking.cancelReason;

/** "The weekly schedule changed." / "L’horaire de la semaine a changé."; the owner's words as written. */
export const sessionCancelReason = (session: Cancelled, t: Translate = translate): string | null =>
  session.cancelReasonCode ? t('programs.dropIn.cancelReason', { code: session.cancelReasonCode }) || session.cancelReason : session.cancelReason;
