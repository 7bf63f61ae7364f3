import { z } from 'zod';
import { langFields, localize } from '../../../lib/localized.js';
import type { Locale } from '../../../lib/request-locale.js';
import { effectiveOpenPlay, openPlaySetupSchema } from './open-play-setup.js';
import { PROGRAM_KINDS, SESSION_CANCEL_REASONS } from './schema.js';
import { sessionCancelReasonView } from './session-cancel-reasons.js';
import { participantIdSchema } from '../shared/index.js';
import type { MineInSession, SessionListing, SessionPlaces } from './schedule-ports.js';
import { registrationOpensAt, wallTime } from './session-times.js';

const mineSchema = z.object({
  registrations: z.array(
    z.object({
      id: z.number().int(),
      participantId: participantIdSchema,
      name: z.string(),
      status: z.enum(['held', 'confirmed']),
      /** Checked in by the desk or at the venue's QR code (open play shows their live panel from then on). */
      checkedIn: z.boolean(),
    }),
  ),
  waitlistPosition: z.number().int().nullable(),
  waitlist: z.array(
    z.object({ id: z.number().int(), participantId: participantIdSchema, name: z.string(), position: z.number().int(), offerExpiresAt: z.string().nullable() }),
  ),
  /** People on the account with neither a place nor a line in the session (0: nobody left to register or queue). */
  free: z.number().int(),
});

/** One session as players (and the owner's calendar) see it: machines/programs/program-shapes.ts `ProgramSession`. */
export const sessionViewSchema = z.object({
  id: z.number().int(),
  programId: z.number().int(),
  kind: z.enum(PROGRAM_KINDS),
  title: z.string(),
  level: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  courts: z.array(z.number().int()),
  capacity: z.number().int(),
  spotsLeft: z.number().int(),
  waitlistLength: z.number().int(),
  priceCents: z.number().int(),
  memberPriceCents: z.number().int(),
  nonMemberPriceCents: z.number().int(),
  registrationOpensAt: z.string(),
  /** A full refund up to this many hours before the start (the policy a registration made now keeps). */
  cancellationCutoffHours: z.number().int(),
  status: z.enum(['scheduled', 'cancelled']),
  /** Why the system cancelled the date, as a code clients word; null when the owner typed the reason. */
  cancelReasonCode: z.enum(SESSION_CANCEL_REASONS).nullable(),
  /** The owner's reason, or the code's English words (older clients). */
  cancelReason: z.string().nullable(),
  /** Run as open play: the session's own setup (a one-off's), else its program's; null when not. */
  openPlay: openPlaySetupSchema,
  mine: mineSchema.nullable(),
  // The title in the reader's language; `lang` when it is the other language's (theirs is empty).
  ...langFields,
});
export type SessionView = z.infer<typeof sessionViewSchema>;

export function toSessionView(
  { session, program }: SessionListing,
  timeZone: string,
  places: SessionPlaces | undefined,
  caller: Caller,
  locale: Locale,
): SessionView {
  const taken = places?.taken ?? 0;
  return {
    id: session.id,
    programId: program.id,
    kind: program.kind,
    ...localize(locale, 'title', { title: { en: program.title, fr: program.titleFr } }),
    level: program.level,
    date: session.date,
    startTime: wallTime(session.startsAt, timeZone),
    endTime: wallTime(session.endsAt, timeZone),
    startsAt: session.startsAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
    courts: session.courts,
    capacity: session.capacity,
    spotsLeft: session.status === 'cancelled' ? 0 : Math.max(0, session.capacity - taken),
    waitlistLength: places?.waitlistLength ?? 0,
    priceCents: callerPrice({ program }, caller),
    memberPriceCents: program.memberPriceCents,
    nonMemberPriceCents: program.nonMemberPriceCents,
    registrationOpensAt: registrationOpensAt(program, session.startsAt, timeZone).toISOString(),
    cancellationCutoffHours: program.cancellationCutoffHours,
    status: session.status,
    ...sessionCancelReasonView(session),
    openPlay: effectiveOpenPlay(session, program),
    mine: callerPart(caller),
  };
}

type Caller = { member: boolean; mine: MineInSession | null } | null;

/** What the caller pays: the member price while their membership covers the session's start. */
export const callerPrice = ({ program }: Pick<SessionListing, 'program'>, caller: Caller) =>
  caller?.member ? program.memberPriceCents : program.nonMemberPriceCents;

/** The caller's part: mineOf answers every session it was asked about; the holder alone stands in otherwise. */
export const callerPart = (caller: Caller): SessionView['mine'] =>
  caller ? (caller.mine ?? { registrations: [], waitlistPosition: null, waitlist: [], free: 1 }) : null;
