import { conflict } from '../../../lib/http-error.js';
import type { ParticipationGuard } from '../households/index.js';
import { liveMembershipOf } from './memberships-repository.js';

/** A family member with a held or paid membership that has not ended stays on the account. */
export const membershipGuard: ParticipationGuard = {
  async beforeRemove(tx, member, now) {
    const live = await liveMembershipOf(tx, member.id, now);
    if (!live) return null;
    const name = `${member.firstName} ${member.lastName}`;
    const what = live.status === 'held' ? 'a membership waiting for payment' : 'an active membership';
    return conflict(`${name} has ${what}, so they cannot be removed from the account.`).coded('household_member_in_use', { name, reason: 'membership' });
  },
  // Memberships have no age rule.
  beforeBirthdayChange: async () => null,
};
