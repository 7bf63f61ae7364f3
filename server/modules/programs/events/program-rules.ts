import { addDays, wallClock } from '../../../lib/venue-time.js';
import { ageOn } from '../../account/households/index.js';
import type { ProgramRow, ProgramSessionRow } from '../schedule/index.js';
import type { ProgramDivisionRow } from './schema.js';

// The rules a whole program (camp, clinic, lesson, social) applies to registration, shared by the
// product (which enforces them) and the public list (which shows them): docs/programs-and-events.md.

export type RegistrationState = 'open' | 'not_open' | 'closed' | 'full' | 'started' | 'cancelled' | 'info_only';

/** The instant the early-bird price ends: midnight at the end of its last date, venue time. */
const earlyBirdEndsAt = (earlyBirdUntil: string, timeZone: string) => wallClock(addDays(earlyBirdUntil, 1), 0, timeZone);

/** When registration closes: the owner's date, else the first session's start. */
export const registrationClosesAt = (program: ProgramRow, first: ProgramSessionRow | undefined) => program.closesAt ?? first?.startsAt ?? null;

/** Where registration stands now, before counting the caller's own places. */
export function registrationState(program: ProgramRow, sessions: ProgramSessionRow[], taken: number, now: Date): RegistrationState {
  if (program.cancelledAt) return 'cancelled';
  if (!program.registrationEnabled) return 'info_only';
  const first = sessions[0];
  if (!first || first.startsAt <= now) return 'started';
  if (program.opensAt && now < program.opensAt) return 'not_open';
  const closes = registrationClosesAt(program, first);
  if (closes && now >= closes) return 'closed';
  return taken >= program.capacity ? 'full' : 'open';
}

/** The price one participant pays: member or not at the first session, the early-bird price while it runs and is lower. */
export function priceFor(program: ProgramRow, member: boolean, now: Date, timeZone: string): { priceCents: number; earlyBird: boolean } {
  const regular = member ? program.memberPriceCents : program.nonMemberPriceCents;
  if (
    program.earlyBirdPriceCents !== null &&
    program.earlyBirdUntil !== null &&
    now < earlyBirdEndsAt(program.earlyBirdUntil, timeZone) &&
    program.earlyBirdPriceCents < regular
  ) {
    return { priceCents: program.earlyBirdPriceCents, earlyBird: true };
  }
  return { priceCents: regular, earlyBird: false };
}

/** Whether an age fits the program's range (either end may be open). */
export const ageFits = (program: Pick<ProgramRow, 'minAge' | 'maxAge'>, age: number) =>
  (program.minAge === null || age >= program.minAge) && (program.maxAge === null || age <= program.maxAge);

/** "ages 8 to 12", "ages 50 and up", "ages up to 17": the range in words for English messages. */
export function describeAges(program: Pick<ProgramRow, 'minAge' | 'maxAge'>): string {
  if (program.minAge !== null && program.maxAge !== null) return `ages ${program.minAge} to ${program.maxAge}`;
  if (program.minAge !== null) return `ages ${program.minAge} and up`;
  if (program.maxAge !== null) return `ages up to ${program.maxAge}`;
  return 'all ages';
}

const divisionAges = (program: ProgramRow, division: ProgramDivisionRow) => ({
  minAge: Math.max(program.minAge ?? 0, division.minAge ?? 0) || null,
  maxAge: program.maxAge,
});

/** The age rule of a tournament's program and one of its divisions, on the first day; null when it fits. */
export function divisionAgeProblem(program: ProgramRow, division: ProgramDivisionRow, birthday: string | null, firstDate: string): 'birthday' | 'age' | null {
  const ages = divisionAges(program, division);
  if (ages.minAge === null && ages.maxAge === null) return null;
  if (birthday === null) return 'birthday';
  return ageFits(ages, ageOn(birthday, firstDate)) ? null : 'age';
}
