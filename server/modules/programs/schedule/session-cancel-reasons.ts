import type { ProgramSessionRow, SessionCancelReason } from './schema.js';

/** The English words of each code, for older clients and logs; the web app words the code from its catalogue. */
export const SESSION_CANCEL_WORDS: Record<SessionCancelReason, string> = {
  schedule_changed: 'The weekly schedule changed.',
  time_removed: 'This drop-in time was removed from the schedule.',
};

/** How the API answers a cancelled date's reason: the code when the system cancelled it, else the owner's words. */
export const sessionCancelReasonView = (session: Pick<ProgramSessionRow, 'cancelReasonCode' | 'cancelReason'>) => ({
  cancelReasonCode: session.cancelReasonCode,
  cancelReason: session.cancelReasonCode ? SESSION_CANCEL_WORDS[session.cancelReasonCode] : session.cancelReason,
});
