// A full program's (or tournament division's) waitlist as the caller sees it (docs/tournaments-and-waitlists.md, "Waitlists for whole programs").
import type { ProgramDetail } from './catalogue-shapes';
import type { ParticipantId } from '../shared';

type WaitlistProgram = Pick<ProgramDetail, 'kind' | 'registration' | 'divisions' | 'mine' | 'participants' | 'waitlist'>;

/** Whether a place or line belongs to this division (null: the whole program); an answer that leaves the field out means none. */
export const inDivision = (item: { divisionId?: number | null }, divisionId: number | null) => (item.divisionId ?? null) === divisionId;

/** The caller's lines for the program (divisionId null) or one of its divisions. */
const linesFor = (program: Pick<ProgramDetail, 'waitlist'> | null, divisionId: number | null) =>
  (program?.waitlist ?? []).filter((line) => inDivision(line, divisionId));

/** The people a place is kept for right now (a live offer from the line): they may register although no place is left. */
export const offeredIn = (program: Pick<ProgramDetail, 'waitlist'> | null, divisionId: number | null): ParticipantId[] =>
  linesFor(program, divisionId)
    .filter((line) => line.status === 'offered')
    .map((line) => line.participantId);

/** Some line of the caller's holds a place for them. */
export const hasOffer = (program: Pick<ProgramDetail, 'waitlist'> | null) => (program?.waitlist ?? []).some((line) => line.status === 'offered');

/** Lines open while registration is (a tournament stays `open` while one division is full), and close when it starts or is cancelled. */
const linesOpen = (program: Pick<ProgramDetail, 'registration'>) => program.registration === 'open' || program.registration === 'full';

/** Whether the program (full) or, in a tournament, one of its divisions (no spot left) takes people in its line. */
export function isLineOpen(program: WaitlistProgram | null, divisionId: number | null): boolean {
  if (!program) return false;
  if (program.kind !== 'tournament') return divisionId === null && program.registration === 'full';
  const division = program.divisions.find((candidate) => candidate.id === divisionId);
  return division !== undefined && division.spotsLeft === 0 && linesOpen(program);
}

/**
 * Whether the caller may queue: the line is open and, once the account's people are known (logged
 * in), one of them is free to join it (not already in it, registered, or outside the ages).
 */
export function canJoinWaitlist(program: WaitlistProgram | null, divisionId: number | null): boolean {
  if (!program || !isLineOpen(program, divisionId)) return false;
  if (program.participants === null) return true;
  return program.participants.some((person) => lineBar(program, divisionId, person.participantId) === null);
}

/** Why a person cannot join this line: they hold a place already, are in it, or the ages keep them out. */
export type LineBar = 'entered' | 'inLine' | 'ages';

export function lineBar(program: WaitlistProgram, divisionId: number | null, participantId: ParticipantId): LineBar | null {
  const places = (program.mine ?? []).filter((place) => inDivision(place, divisionId));
  if (places.some((place) => place.participantId === participantId)) return 'entered';
  if (linesFor(program, divisionId).some((line) => line.participantId === participantId)) return 'inLine';
  const person = program.participants?.find((candidate) => candidate.participantId === participantId);
  if (person && (divisionId === null ? !person.eligible : !person.eligibleDivisionIds.includes(divisionId))) return 'ages';
  return null;
}

/** The first of the account's people free to join the line (usually the account holder). */
export const firstInLine = (program: WaitlistProgram | null, people: ParticipantId[], divisionId: number | null): ParticipantId | null =>
  program ? (people.find((id) => lineBar(program, divisionId, id) === null) ?? null) : null;

/** One of the caller's own lines. */
export const isOwnLine = (program: Pick<ProgramDetail, 'waitlist'> | null, entryId: number) => (program?.waitlist ?? []).some((line) => line.id === entryId);
