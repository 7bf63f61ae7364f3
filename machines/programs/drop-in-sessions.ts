// The drop-in sessions as the page reads them: who pays what, who holds a place, which session an address names.
import type { ParticipantId } from '../shared';
import type { Participant, ProgramSession } from './program-shapes';

/** A participant's price for a session: the member price on a date their membership covers. */
export const priceFor = (participant: Participant, session: ProgramSession) =>
  participant.memberFrom !== null && participant.memberUntil !== null && participant.memberFrom <= session.date && session.date <= participant.memberUntil
    ? session.memberPriceCents
    : session.nonMemberPriceCents;

export const sessionOf = (list: { sessions: ProgramSession[] | null }, id: number | undefined) => list.sessions?.find((session) => session.id === id);

/** Whether a player can register for the session now: scheduled, not started, open, a spot left (the server's `now`). */
export function takesRegistration(session: ProgramSession | undefined, now: string): boolean {
  const at = Date.parse(now);
  return (
    session !== undefined &&
    session.status === 'scheduled' &&
    Date.parse(session.startsAt) > at &&
    Date.parse(session.registrationOpensAt) <= at &&
    session.spotsLeft > 0
  );
}

/** The session id an address gave, when it can be one (a positive PostgreSQL integer). */
export const sessionIdOf = (value: string | null | undefined) =>
  value && /^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= 2_147_483_647 ? Number(value) : null;

/** The people already holding a place (or a place in line) in the session: not offered again. */
export function takenBy(session: ProgramSession | undefined, kind: 'register' | 'waitlist'): ParticipantId[] {
  const mine = session?.mine;
  if (!mine) return [];
  const registered = mine.registrations.map((registration) => registration.participantId);
  return kind === 'register'
    ? [...registered, ...mine.waitlist.filter((entry) => !entry.offerExpiresAt).map((entry) => entry.participantId)]
    : [...registered, ...mine.waitlist.map((entry) => entry.participantId)];
}

/** Each registered person's order line: this one with their `participantId`. */
export const registrationLine = (sessionId: number) => ({ product: 'program_registration', sessionId });
