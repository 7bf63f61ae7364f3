// Entering a tournament (docs/tournaments-and-waitlists.md): who may enter which division, who may partner them, the fee and the order line.
import type { Division, ProgramDetail } from './catalogue-shapes';
import type { ParticipantId } from '../shared';
import { inDivision, offeredIn } from './program-waitlist';

/** A doubles partner: someone on the account (both paid on this line), or another player invited by e-mail. */
export type PartnerChoice = { participantId: ParticipantId } | { email: string };

/** The entry being made in the registration dialog (also the person and division joining a waitlist). */
export interface EntryDraft {
  divisionId: number | null;
  participantId: ParticipantId | null;
  partner: PartnerChoice | null;
}

export const NO_ENTRY: EntryDraft = { divisionId: null, participantId: null, partner: null };

type EntryProgram = Pick<ProgramDetail, 'divisions' | 'mine' | 'participants' | 'waitlist'>;

/** Doubles and mixed doubles take a partner; singles refuse one. */
export const takesPartner = (division: Pick<Division, 'format'>) => division.format !== 'singles';

export const divisionOf = (program: Pick<ProgramDetail, 'divisions'> | null, divisionId: number | null) =>
  program?.divisions.find((division) => division.id === divisionId);

/** A partner invited by e-mail: only the address's shape is checked here; the server decides the rest. */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export const isHouseholdPartner = (partner: PartnerChoice | null): partner is { participantId: ParticipantId } =>
  partner !== null && 'participantId' in partner;

/** One entry per person per division: already in (paid or waiting for payment). */
const enteredIn = (program: EntryProgram, divisionId: number, participantId: ParticipantId) =>
  (program.mine ?? []).some((place) => inDivision(place, divisionId) && place.participantId === participantId);

/** The division's ages fit them, as the server counts them (a person it did not list is left to the server). */
const fitsAges = (program: EntryProgram, divisionId: number, participantId: ParticipantId) => {
  const person = program.participants?.find((candidate) => candidate.participantId === participantId);
  return !person || person.eligibleDivisionIds.includes(divisionId);
};

/** Why a person cannot enter a division: already entered, outside its ages, or full (unless a place is kept for them). */
export type DivisionBar = 'entered' | 'ages' | 'full';

export function divisionBar(program: EntryProgram, division: Division, participantId: ParticipantId): DivisionBar | null {
  if (enteredIn(program, division.id, participantId)) return 'entered';
  if (!fitsAges(program, division.id, participantId)) return 'ages';
  if (division.spotsLeft === 0 && !offeredIn(program, division.id).includes(participantId)) return 'full';
  return null;
}

/** Why someone on the account cannot partner the player in a division: it is the player, or they are entered or outside its ages. */
export type PartnerBar = 'self' | 'entered' | 'ages';

export function partnerBar(program: EntryProgram, division: Division, playerId: ParticipantId | null, partnerId: ParticipantId): PartnerBar | null {
  if (partnerId === playerId) return 'self';
  if (enteredIn(program, division.id, partnerId)) return 'entered';
  if (!fitsAges(program, division.id, partnerId)) return 'ages';
  return null;
}

const openDivisions = (program: EntryProgram, participantId: ParticipantId) =>
  program.divisions.filter((division) => divisionBar(program, division, participantId) === null);

/** A tournament's player: someone on the account with a division open to them. */
export const canPlay = (program: EntryProgram, people: ParticipantId[], participantId: ParticipantId) =>
  people.includes(participantId) && openDivisions(program, participantId).length > 0;

/** The chosen player may enter this division. */
export function canEnter(program: EntryProgram, entry: EntryDraft, divisionId: number): boolean {
  const division = divisionOf(program, divisionId);
  return division !== undefined && entry.participantId !== null && divisionBar(program, division, entry.participantId) === null;
}

/** A partner for the chosen doubles division: none, an address (checked when the order is placed), or someone on the account who fits. */
export function canPartner(program: EntryProgram, entry: EntryDraft, people: ParticipantId[], partner: PartnerChoice | null): boolean {
  const division = divisionOf(program, entry.divisionId);
  if (!division || !takesPartner(division)) return false;
  if (!isHouseholdPartner(partner)) return true;
  return people.includes(partner.participantId) && partnerBar(program, division, entry.participantId, partner.participantId) === null;
}

/** The partner still fits the division and player, else none (an e-mail partner is kept: it is the server's to check). */
function keptPartner(program: EntryProgram, division: Division | undefined, entry: EntryDraft): PartnerChoice | null {
  if (!division || !takesPartner(division) || !entry.partner) return null;
  if (isHouseholdPartner(entry.partner) && partnerBar(program, division, entry.participantId, entry.partner.participantId) !== null) return null;
  return entry.partner;
}

/**
 * Where the dialog starts: the person a place is kept for, in that division; else the first person
 * with a division open to them, in it when it is the only one.
 */
export function firstEntry(program: EntryProgram | null, people: ParticipantId[]): EntryDraft {
  if (!program) return NO_ENTRY;
  const offer = (program.waitlist ?? []).find((line) => line.status === 'offered' && line.divisionId !== null && people.includes(line.participantId));
  if (offer) return { divisionId: offer.divisionId, participantId: offer.participantId, partner: null };
  const participantId = people.find((id) => openDivisions(program, id).length > 0) ?? null;
  return withParticipant(program, { ...NO_ENTRY, participantId }, participantId);
}

/** Another player: their division is kept when they may enter it (else the only one open to them), and the partner when still fitting. */
export function withParticipant(program: EntryProgram, entry: EntryDraft, participantId: ParticipantId | null): EntryDraft {
  if (participantId === null) return NO_ENTRY;
  const open = openDivisions(program, participantId);
  const kept = open.find((division) => division.id === entry.divisionId);
  const division = kept ?? (open.length === 1 ? open[0] : undefined);
  const next = { ...entry, participantId, divisionId: division?.id ?? null };
  return { ...next, partner: keptPartner(program, division, next) };
}

export function withDivision(program: EntryProgram, entry: EntryDraft, divisionId: number): EntryDraft {
  const next = { ...entry, divisionId };
  return { ...next, partner: keptPartner(program, divisionOf(program, divisionId), next) };
}

/** Everything the order needs: a player free to enter the division, and a fitting partner for doubles (none for singles). */
export function isEntryReady(program: EntryProgram | null, entry: EntryDraft, people: ParticipantId[]): boolean {
  const division = program ? divisionOf(program, entry.divisionId) : undefined;
  if (!program || !division || entry.participantId === null || divisionBar(program, division, entry.participantId) !== null) return false;
  if (!takesPartner(division)) return entry.partner === null;
  if (!entry.partner) return false;
  if (!isHouseholdPartner(entry.partner)) return isEmail(entry.partner.email);
  return people.includes(entry.partner.participantId) && partnerBar(program, division, entry.participantId, entry.partner.participantId) === null;
}

/** The one order line of an entry: a household partner is held and paid on it too; an e-mail partner pays their own later. */
export function entryLines(programId: number, entry: EntryDraft) {
  const { partner } = entry;
  const partnerField =
    partner === null ? {} : { partner: isHouseholdPartner(partner) ? { participantId: partner.participantId } : { email: partner.email.trim() } };
  return [{ product: 'program_registration', programId, participantId: entry.participantId, divisionId: entry.divisionId, ...partnerField }];
}

/** What the line costs before tax: the fee per player, twice with a household partner. */
export const entryFeeCents = (division: Pick<Division, 'feeCents'>, partner: PartnerChoice | null) => division.feeCents * (isHouseholdPartner(partner) ? 2 : 1);
