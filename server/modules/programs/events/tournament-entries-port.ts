import type { ParticipantId } from '../../account/households/index.js';
import type { HoldContext } from '../../checkout/products/index.js';
import type { ProgramRow, ProgramSessionRow, RegistrationPolicy } from '../schedule/index.js';
import type { Reader, Tx } from '../shared/index.js';
import type { ProgramDivisionRow, ProgramEnrolmentRow } from './schema.js';

// What a whole-program place needs of a tournament's entries (teams and their partner invitations).
// Events declare it and tournaments implement it: tournaments build on events' places and divisions,
// so events never import them; the programs plugin plugs the tournaments' side in.

/** A doubles player's partner: a family member, or someone invited by e-mail. */
type PartnerInput = { participantId: ParticipantId } | { email: string };

/** What a tournament's line adds to a whole-program line. */
export interface EntryInput {
  divisionId?: number;
  partner?: PartnerInput;
  /** The invitation's token: the partner taking their place in an existing entry. */
  invitation?: string;
}

/** Who the line's place is for. */
export interface EntryPlayer {
  accountUserId: number;
  householdMemberId: number | null;
  name: string;
  birthday: string | null;
}

/** The places an entry held, for the line that sells them. */
export interface HeldEntry {
  rows: ProgramEnrolmentRow[];
  division: ProgramDivisionRow;
  names: string[];
  feeCents: number;
  /** The partner invited by e-mail, for the order's history. */
  invited: string | null;
}

export interface TournamentEntries {
  /** Holds the player's (and a household partner's) places in a division, under the program row lock the caller took. */
  hold(ctx: HoldContext, input: EntryInput, program: ProgramRow, first: ProgramSessionRow, player: EntryPlayer, policy: RegistrationPolicy): Promise<HeldEntry>;
  /** Whether a place's team still stands: a place paid after its hold lapsed comes back only to an open entry. */
  isOpen(db: Reader, entryId: number): Promise<boolean>;
  /** A team's last player left: the entry ends, and an invitation still out stops working. */
  withdraw(tx: Tx, entryId: number, now: Date): Promise<void>;
  /** The owner cancelled the tournament: its open entries end. */
  withdrawAllOf(tx: Tx, programId: number, now: Date): Promise<void>;
}
