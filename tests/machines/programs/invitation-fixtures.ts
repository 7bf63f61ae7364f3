/**
 * A tournament partner's invitation (docs/tournaments-and-waitlists.md, `Invitation`), shared by the
 * machine and view tests: Alice L. asks for a partner in Open Doubles (level 3.5) at the Winter
 * Classic, Saturday, March 6, 2027, 9:00 a.m. in Toronto; $40.00 per player, HST 13 %; accept and pay
 * by February 20, 2027, 12:30 p.m.
 */
import type { Invitation } from '@machines/programs/invitation.machine';

export const TOKEN = 'q3Z8v2K1xYtB5nM0pLr7sD4wE9uA6cHf';

export const openInvitation: Invitation = {
  programId: 31,
  programTitle: 'Winter Classic',
  startsAt: '2027-03-06T14:00:00.000Z',
  timeZone: 'America/Toronto',
  division: { id: 5, name: 'Open Doubles', format: 'doubles', level: '3.5', feeCents: 4000 },
  inviterName: 'Alice L.',
  expiresAt: '2027-02-20T17:30:00.000Z',
  state: 'open',
  taxes: [{ name: 'HST', ratePercent: 13 }],
};

export const invitationIn = (state: Invitation['state']): Invitation => ({ ...openInvitation, state });

/** The server's error bodies on accept, as the HTTP layer hands them on. */
export const LAPSED_ERROR = { status: 409, code: 'program_invitation_lapsed', message: 'This invitation has lapsed.' };
export const AGE_ERROR = {
  status: 400,
  code: 'program_division_age',
  message: 'You are outside this division’s ages.',
  fields: { participantId: 'You are outside this division’s ages.' },
};
export const NOT_FOUND = { status: 404, code: 'program_invitation_not_found', message: 'There is no such invitation.' };
