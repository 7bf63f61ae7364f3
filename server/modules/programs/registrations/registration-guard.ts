import { conflict } from '../../../lib/http-error.js';
import { ageOn, type ParticipationGuard } from '../../account/households/index.js';
import { liveEnrolmentsOfMember } from '../events/enrolments-repository.js';
import { ageFits, describeAges } from '../events/program-rules.js';
import { liveRegistrationOfMember } from './registrations-repository.js';
import { programById, sessionsOfPrograms } from '../schedule/sessions-repository.js';

/**
 * A family member with a place in a session or program still to come stays on the account, and a
 * new birthday may not break the age rule of a program they are registered for.
 */
export const registrationGuard: ParticipationGuard = {
  async beforeRemove(tx, member, now) {
    const live = await liveRegistrationOfMember(tx, member.id, now);
    if (!live && (await liveEnrolmentsOfMember(tx, member.id, now)).length === 0) return null;
    const name = `${member.firstName} ${member.lastName}`;
    return conflict(`${name} is registered for a session still to come, so they cannot be removed from the account.`).coded('household_member_in_use', { name, reason: 'registration' });
  },
  async beforeBirthdayChange(tx, member, birthday, now) {
    for (const enrolment of await liveEnrolmentsOfMember(tx, member.id, now)) {
      const program = await programById(tx, enrolment.programId);
      const first = (await sessionsOfPrograms(tx, [enrolment.programId])).get(enrolment.programId)?.[0];
      if (!program || !first || first.startsAt <= now || (program.minAge === null && program.maxAge === null)) continue;
      const age = ageOn(birthday, first.date);
      if (ageFits(program, age)) continue;
      const name = `${member.firstName} ${member.lastName}`;
      return conflict(`${name} is registered for ${program.title} (${describeAges(program)}); with that birthday they would be ${age} on the first day.`).coded('household_member_in_use', {
        name,
        reason: 'age_rule',
      });
    }
    return null;
  },
};
