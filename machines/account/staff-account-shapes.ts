/**
 * The staff view of an account as its machines hold it (docs/memberships-and-households.md, "API"):
 * a desk sale, a membership refund, the bookings list and the audit trail. Each person's membership
 * is the member's own shape (./membership-shapes.ts). Machines import nothing from src/; the API
 * client takes these.
 */
import type { ProgramPlace, WaitlistLine } from '../programs';
import type { ParticipantId } from '../shared';

export type DeskMethod = 'cash' | 'card_terminal';

/** `POST /api/staff/accounts/:userId/memberships`: a sale at the desk, paid on the spot. */
export interface DeskSaleRequest {
  userId: number;
  participantIds: ParticipantId[];
  method: DeskMethod;
  /** Terminal slip or receipt number; left out when blank. */
  reference?: string;
}

/** `POST /api/staff/memberships/:id/refund`. */
export interface MembershipRefundRequest {
  membershipId: number;
  /** Tax included, at most what is left of the membership's order line. */
  amountCents: number;
  reason: string;
  endMembership: boolean;
}

/** One entry of `GET /api/staff/accounts/:userId/audit` (newest first). */
export interface AuditEntry {
  id: number;
  /** ISO instant. */
  at: string;
  /** Null once that staff account is gone; the name is kept as it was. */
  staff: { id: number | null; name: string };
  /** A stable code: 'membership.sold', 'membership.refunded', 'receipt.resent', 'household.added', … */
  action: string;
  /** The server's English sentence, shown when the screen has no words of its own for the code. */
  detail: string;
  params: Record<string, string | number>;
  reason: string | null;
}

/**
 * What the staff page lists of a booking (`GET /api/staff/accounts/:userId/bookings`, the shape of
 * bookings/mine): the fields it shows, so this domain need not reach into the booking domain.
 */
export interface StaffBookingRow {
  id: number;
  court: number;
  timeZone: string;
  startsAt: string;
  endsAt: string;
  status: 'held' | 'confirmed' | 'cancelled' | 'expired' | 'blocked';
  source: 'online' | 'desk' | 'maintenance' | 'program';
  priceCents: number;
  orderId: string | null;
  /** Why, as a code the app words; null when staff typed the reason (cancelReason). */
  cancelReasonCode?: string | null;
  cancelReason: string | null;
}

/** The trail and the zone its instants are shown in (the venue's). */
export interface AuditTrail {
  items: AuditEntry[];
  timeZone: string;
}

/** Which places show on the staff page: to come, or past and cancelled. */
export type AccountPlacesScope = 'upcoming' | 'past';

/** A place in one drop-in session, the holder's ('self') or a family member's. */
export interface AccountSessionPlace {
  id: number;
  sessionId: number;
  programId: number;
  title: string;
  level: string | null;
  startsAt: string;
  endsAt: string;
  participantId: ParticipantId;
  participantName: string;
  /** `held` while its checkout is open. */
  status: 'held' | 'confirmed' | 'cancelled';
  sessionCancelled: boolean;
  attendance: 'checked_in' | 'no_show' | null;
  priceCents: number;
}

/** A drop-in waitlist line still open (upcoming only), and whose it is. */
export interface AccountWaitlistLine extends WaitlistLine {
  participantId: ParticipantId;
}

/** A place in a camp, clinic, lesson, social or tournament, held, paid or cancelled. */
export interface AccountProgramPlace extends ProgramPlace {
  status: 'held' | 'confirmed' | 'cancelled';
  programCancelled: boolean;
  priceCents: number;
  divisionName: string | null;
  partnerName: string | null;
}

/** `GET /api/staff/accounts/:userId/programs?scope=`: the household's places, upcoming soonest first or past latest first. */
export interface AccountPlaces {
  registrations: AccountSessionPlace[];
  waitlist: AccountWaitlistLine[];
  enrolments: AccountProgramPlace[];
  timeZone: string;
}
