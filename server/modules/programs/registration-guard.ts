import { and, eq, gt, inArray } from 'drizzle-orm';
import { conflict } from '../../lib/http-error.js';
import type { ParticipationGuard } from '../households/index.js';
import { programRegistrations, programSessions } from './schema.js';

/** A family member registered for a session still to come stays on the account (drop-in has no age rule). */
export const registrationGuard: ParticipationGuard = {
  async beforeRemove(tx, member, now) {
    const [live] = await tx
      .select({ id: programRegistrations.id })
      .from(programRegistrations)
      .innerJoin(programSessions, eq(programSessions.id, programRegistrations.sessionId))
      .where(and(eq(programRegistrations.householdMemberId, member.id), inArray(programRegistrations.status, ['held', 'confirmed']), gt(programSessions.endsAt, now)))
      .limit(1);
    if (!live) return null;
    const name = `${member.firstName} ${member.lastName}`;
    return conflict(`${name} is registered for a session still to come, so they cannot be removed from the account.`).coded('household_member_in_use', { name, reason: 'registration' });
  },
  beforeBirthdayChange: async () => null,
};
