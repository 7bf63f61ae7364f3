import type { ParticipationGuard } from '../../account/households/index.js';
import { memberStillRegistered } from '../shared/index.js';
import { liveRegistrationOfMember } from './registrations-repository.js';

/** A family member with a place in a drop-in session still to come stays on the account (events guard whole programs). */
export const registrationGuard: ParticipationGuard = {
  async beforeRemove(tx, member, now) {
    return (await liveRegistrationOfMember(tx, member.id, now)) ? memberStillRegistered(member) : null;
  },
  async beforeBirthdayChange() {
    return null;
  },
};
