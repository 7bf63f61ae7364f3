import { conflict } from '../../../lib/http-error.js';
import { ageOn, type ParticipationGuard } from '../../account/households/index.js';
import { programById, recordTitle, sessionsOfPrograms } from '../schedule/index.js';
import { memberStillRegistered } from '../shared/index.js';
import { liveEnrolmentsOfMember } from './enrolments-repository.js';
import { ageFits, describeAges } from './program-rules.js';

/**
 * A family member with a place in a program still to come stays on the account, and a new birthday
 * may not break the age rule of a program they are registered for.
 */
export const enrolmentGuard: ParticipationGuard = {
  async beforeRemove(tx, member, now) {
    return (await liveEnrolmentsOfMember(tx, member.id, now)).length > 0 ? memberStillRegistered(member) : null;
  },
  async beforeBirthdayChange(tx, member, birthday, now) {
    for (const enrolment of await liveEnrolmentsOfMember(tx, member.id, now)) {
      const program = await programById(tx, enrolment.programId);
      const first = (await sessionsOfPrograms(tx, [enrolment.programId])).get(enrolment.programId)?.[0];
      if (!program || !first || first.startsAt <= now || (program.minAge === null && program.maxAge === null)) continue;
      const age = ageOn(birthday, first.date);
      if (ageFits(program, age)) continue;
      const name = `${member.firstName} ${member.lastName}`;
      return conflict(
        `${name} is registered for ${recordTitle(program)} (${describeAges(program)}); with that birthday they would be ${age} on the first day.`,
      ).coded('household_member_in_use', {
        name,
        reason: 'age_rule',
      });
    }
    return null;
  },
};
