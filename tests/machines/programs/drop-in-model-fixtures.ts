import type { PeopleOffer, PurchaseOutcome } from '@machines/checkout/purchase.machine';
import type { Participant, ProgramSession, SessionList } from '@machines/programs/program-shapes';
import { aFreePlacedOrder } from '../checkout/order-fixtures';
import { session } from './fixtures';

// What the drop-in model files drive the machine with (drop-in.test.ts, drop-in-opened.test.ts).

export const OPEN: ProgramSession = { ...session, id: 31, spotsLeft: 2 };
export const FULL: ProgramSession = {
  ...session,
  id: 32,
  spotsLeft: 0,
  waitlistLength: 1,
  mine: {
    registrations: [{ id: 501, participantId: 'self', name: 'Maya Member', status: 'confirmed', checkedIn: false }],
    waitlistPosition: 1,
    waitlist: [{ id: 601, participantId: 41, name: 'Leo Member', position: 1, offerExpiresAt: null }],
    free: 0,
  },
};
/** Full, and nobody on the account in it or in its line yet. */
const FULL_OTHER: ProgramSession = { ...session, id: 33, spotsLeft: 0, waitlistLength: 2 };
export const LIST: SessionList = {
  items: [OPEN, FULL, FULL_OTHER],
  taxes: [{ name: 'HST', ratePercent: 13 }],
  timeZone: 'America/Toronto',
  now: '2026-11-30T14:00:00.000Z',
};
export const PEOPLE: Participant[] = [
  { id: 'self', name: 'Maya Member', memberFrom: '2026-01-01', memberUntil: '2026-12-31' },
  { id: 41, name: 'Leo Member', memberFrom: null, memberUntil: null },
];
// What the purchase child ends with (its own paths, the choice and the payment, are tested in tests/machines/checkout).
export const CONFIRMED: PurchaseOutcome = { result: 'confirmed', order: aFreePlacedOrder().order };
export const CLOSED: PurchaseOutcome = { result: 'closed' };
export const DISMISSED: PurchaseOutcome = { result: 'dismissed' };
/** What the page offers the purchase for session 31: both people (nobody in yet), the holder ticked, one line each. */
export const OFFER_31: PeopleOffer = {
  kind: 'people',
  people: ['self', 41],
  barred: [],
  picks: ['self'],
  line: { product: 'program_registration', sessionId: 31 },
};
