// A program's page (/lesson-info/:id): what its machine holds and hears, and the people it offers to the purchase child.
import type { PeopleOffer, PurchaseRequest } from '../checkout';
import type { ApiError, ParticipantId } from '../shared';
import type { ProgramDetail } from './catalogue-shapes';
import type { Participant, TaxRate } from './program-shapes';
import { pickBar, programLine } from './program-registration';
import type { EntryDraft, PartnerChoice } from './tournament-entry';

export interface ProgramPageInput {
  programId: number;
  /** The zone to read dates in until the answer names the venue's. */
  timeZone: string;
  isLoggedIn: boolean;
  /** `?showRegisterOnLoad=true`: open registration as soon as the program is in. */
  registerOnLoad: boolean;
}

export interface ProgramPageContext {
  programId: number;
  isLoggedIn: boolean;
  registerOnLoad: boolean;
  program: ProgramDetail | null;
  timeZone: string;
  taxes: TaxRate[];
  /** The server's clock at the last answer (ISO). */
  now: string | null;
  participants: Participant[] | null;
  /** What the dialog after the login is for: registering, or joining a waitlist. */
  task: 'register' | 'waitlist' | null;
  /** A tournament entry being made; joining a waitlist: who joins, and for which division. (Who is ticked to register is the purchase child's.) */
  entry: EntryDraft;
  /** The waitlist line the caller asked to leave. */
  leavingLine: number | null;
  /** The place the caller asked to cancel. */
  cancelling: number | null;
  /** What the server refunded for it. */
  refundCents: number | null;
  error: ApiError | null;
}

export type ProgramPageEvent =
  | { type: 'program.reload' }
  | { type: 'program.register' }
  /** A tournament's player, or who joins a waitlist. */
  | { type: 'program.participant'; participantId: ParticipantId }
  | { type: 'program.division'; divisionId: number }
  /** A doubles partner: someone on the account, an e-mail address (as typed), or none. */
  | { type: 'program.partner'; partner: PartnerChoice | null }
  /** Queue for the full program, or for a full division of a tournament. */
  | { type: 'program.joinWaitlist'; divisionId?: number }
  | { type: 'program.leaveWaitlist'; entryId: number }
  | { type: 'program.confirm' }
  | { type: 'program.close' }
  | { type: 'program.cancel'; enrolmentId: number }
  | PurchaseRequest
  | { type: 'session.loggedIn' }
  | { type: 'session.loggedOut' };

export const peopleOf = (context: ProgramPageContext) => (context.participants ?? []).map((participant) => participant.id);
export const isTournament = (context: ProgramPageContext) => context.program?.kind === 'tournament';

/** Who may be registered: everyone on the account, those already in, outside the ages or without a place barred; the first free one ticked; one line each. */
export function registrationOffer(context: ProgramPageContext): PeopleOffer {
  const people = peopleOf(context);
  const barred = people.filter((id) => pickBar(context.program, id) !== null);
  const first = people.find((id) => !barred.includes(id));
  return { kind: 'people', people, barred, picks: first !== undefined ? [first] : [], line: programLine(context.programId) };
}
