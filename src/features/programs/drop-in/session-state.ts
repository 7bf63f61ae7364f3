import type { ProgramSession } from '@machines/programs';

/** What the one primary button of a session card offers, from the session as the server sent it. */
export type SessionOffer = 'cancelled' | 'opens' | 'claim' | 'register' | 'registerMore' | 'waitlist' | 'full' | 'allIn';

export function sessionOffer(session: ProgramSession, now: number): SessionOffer {
  if (session.status === 'cancelled') return 'cancelled';
  if (Date.parse(session.startsAt) <= now) return 'full';
  if (Date.parse(session.registrationOpensAt) > now) return 'opens';
  if (session.mine?.waitlist.some((entry) => entry.offerExpiresAt !== null)) return 'claim';
  // Everyone on the account already holds a place or a line in it (a one-person account in line): nothing more to offer.
  if (session.mine && session.mine.free === 0) return 'allIn';
  if (session.spotsLeft > 0) return session.mine?.registrations.length ? 'registerMore' : 'register';
  return 'waitlist';
}

/** The sessions by venue date, in order. */
export function byDay(sessions: ProgramSession[]): [string, ProgramSession[]][] {
  const days = new Map<string, ProgramSession[]>();
  for (const session of sessions) days.set(session.date, [...(days.get(session.date) ?? []), session]);
  return [...days.entries()];
}
