// Registering people for a whole program (docs/programs-and-events.md, "Price"): what each one pays, who may be picked, the order lines.
import type { ProgramDetail } from './catalogue-shapes';
import type { ParticipantId } from '../shared';
import type { Participant } from './program-shapes';
import { hasOffer, offeredIn } from './program-waitlist';
import { divisionBar } from './tournament-entry';

type PricedProgram = Pick<
  ProgramDetail,
  'firstDate' | 'memberPriceCents' | 'nonMemberPriceCents' | 'earlyBirdPriceCents' | 'earlyBirdUntil' | 'priceCents' | 'earlyBird'
>;

/** A participant's membership covers the program's first date. */
const memberOn = (participant: Participant, date: string) =>
  participant.memberFrom !== null && participant.memberUntil !== null && participant.memberFrom <= date && date <= participant.memberUntil;

/**
 * What one participant pays, as the server will decide it when the order is placed: the member
 * price when their membership covers the first session, else the non-member price; the early-bird
 * price instead when it is lower and `today` (a venue date) is not past `earlyBirdUntil`. The
 * account holder's own price is the server's `priceCents`.
 */
export function programPriceFor(participant: Participant, program: PricedProgram, today: string): { priceCents: number; earlyBird: boolean } {
  if (participant.id === 'self') return { priceCents: program.priceCents, earlyBird: program.earlyBird };
  const base = memberOn(participant, program.firstDate) ? program.memberPriceCents : program.nonMemberPriceCents;
  const early = program.earlyBirdPriceCents;
  if (early !== null && program.earlyBirdUntil !== null && today <= program.earlyBirdUntil && early < base) return { priceCents: early, earlyBird: true };
  return { priceCents: base, earlyBird: false };
}

/** The people already holding a place (paid or waiting for payment): not offered again. */
export const takenIn = (program: Pick<ProgramDetail, 'mine'> | null): ParticipantId[] => (program?.mine ?? []).map((enrolment) => enrolment.participantId);

/** The people the age rule keeps out (their age on the first day, as the server counts it): shown, never picked. */
const outsideAgesIn = (program: Pick<ProgramDetail, 'participants'> | null): ParticipantId[] =>
  (program?.participants ?? []).filter((person) => !person.eligible).map((person) => person.participantId);

/** Why someone cannot be ticked: already in, outside the ages, or no place left (a full program takes only the people a place is kept for). */
export type PickBar = 'taken' | 'ages' | 'full';

export function pickBar(
  program: Pick<ProgramDetail, 'mine' | 'participants' | 'registration' | 'waitlist'> | null,
  participantId: ParticipantId,
): PickBar | null {
  if (takenIn(program).includes(participantId)) return 'taken';
  if (outsideAgesIn(program).includes(participantId)) return 'ages';
  if (program?.registration === 'full' && !offeredIn(program, null).includes(participantId)) return 'full';
  return null;
}

/** A tournament's player has no division open to them: one they fit is full (a line may take them), else they are entered where they fit, else outside every division's ages. */
function tournamentBar(program: Pick<ProgramDetail, 'divisions' | 'mine' | 'participants' | 'waitlist'>, participantId: ParticipantId): PickBar | null {
  const bars = program.divisions.map((division) => divisionBar(program, division, participantId));
  if (bars.some((bar) => bar === null)) return null;
  if (bars.length === 0 || bars.includes('full')) return 'full';
  return bars.includes('entered') ? 'taken' : 'ages';
}

/** Why someone cannot be registered (a tournament: with no division open to them), or null when they can. */
export const registrationBar = (program: ProgramDetail | null, participantId: ParticipantId): PickBar | null =>
  program?.kind === 'tournament' ? tournamentBar(program, participantId) : pickBar(program, participantId);

/** Nobody on the account can be registered: the dialog says why for each instead of offering a choice of nobody. */
export const nobodyCanRegister = (program: ProgramDetail | null, people: ParticipantId[]) => people.every((id) => registrationBar(program, id) !== null);

/** Registration can start: it is open, or full while a place is kept for someone on the account (a waitlist offer). */
export const canRegister = (program: Pick<ProgramDetail, 'registration' | 'waitlist'> | null) =>
  program !== null && (program.registration === 'open' || (program.registration === 'full' && hasOffer(program)));

/** Each registered person's order line: this one with their `participantId`. */
export const programLine = (programId: number) => ({ product: 'program_registration', programId });

/** A place the caller may cancel online: their own, paid. */
export const isCancellable = (program: Pick<ProgramDetail, 'mine'> | null, enrolmentId: number) =>
  (program?.mine ?? []).some((enrolment) => enrolment.id === enrolmentId && enrolment.status === 'confirmed');
