import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { emailField, idField } from '../../../lib/field-schemas.js';
import { badRequest, conflict, notFound } from '../../../lib/http-error.js';
import type { Locale } from '../../../lib/request-locale.js';
import { describeInstant, describePeriod } from '../../../lib/venue-time.js';
import { describeSessionSeries } from '../../../lib/venue-words.js';
import { ageOn, resolveParticipant, type ParticipantId } from '../../account/households/index.js';
import { isMemberAtWithin } from '../../account/memberships/index.js';
import { orderById } from '../../checkout/orders/index.js';
import { refundableOnLine } from '../../checkout/payments/index.js';
import {
  historyNote,
  type HeldLine,
  type HoldContext,
  type LineCancellationTerms,
  type LineDetails,
  type SaleOrder,
  type SoldLine,
  type Tx,
} from '../../checkout/products/index.js';
import { readCompanySettings } from '../../settings/company/index.js';
import {
  lockProgram,
  lockProgramWithSessions,
  programById,
  programTitles,
  titleIn,
  sessionsOfPrograms,
  type ProgramRow,
  type ProgramSessionRow,
  type RegistrationPolicy,
} from '../schedule/index.js';
import { participantIdField, personKey, placeCheckoutWords, programCalendar, type PlaceLines, type Reader } from '../shared/index.js';
import { divisionsOfPrograms } from './divisions-repository.js';
import {
  enrolledCounts,
  enrolmentOfPerson,
  enrolmentsByIds,
  enrolmentsOfEntry,
  entryCounts,
  holdProgramPlace,
  releaseLapsedEnrolment,
  setEnrolment,
} from './enrolments-repository.js';
import { claimPlaceWaitlist, placeLineFacts } from './place-waitlist-repository.js';
import { ageFits, describeAges, priceFor, registrationClosesAt } from './program-rules.js';
import type { ProgramEnrolmentRow } from './schema.js';
import type { EntryInput, TournamentEntries } from './tournament-entries-port.js';

// A place in a whole program (camp, clinic, lesson series, social) on the order registry, as lines
// of the program_registration product whose reference is "enrolment:<id>" (drop-in lines name a session).

export const ENROLMENT_REFERENCE = 'enrolment:';
export const isEnrolmentReference = (reference: string | null) => reference?.startsWith(ENROLMENT_REFERENCE) ?? false;
/** The places a line sold: one, or a doubles team from one household ("enrolment:12+13"). */
const enrolmentIdsOf = (line: Pick<SoldLine, 'reference'>) =>
  (line.reference ?? '')
    .slice(ENROLMENT_REFERENCE.length)
    .split('+')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);

/** A whole-program line names the program and who takes the place in it. */
export const enrolmentLine = z.strictObject({
  programId: idField,
  participantId: participantIdField,
  // Tournaments: the division, and for doubles the partner (a family member, or someone invited by e-mail).
  divisionId: idField.optional(),
  partner: z
    .union([z.strictObject({ participantId: participantIdField }), z.strictObject({ email: emailField })], 'Name a family member or give an e-mail.')
    .optional(),
  // The partner answering an invitation (POST /api/program-invitations/:token/accept).
  invitation: z.string().min(10).max(200).optional(),
});
export interface EnrolmentLineInput extends EntryInput {
  programId: number;
  participantId: ParticipantId;
}

/** A place in a whole program as a line of the program_registration product; a tournament's entry is held through `entries`. */
export function enrolmentLines(appOrigin: string, entries: TournamentEntries, app: Database): PlaceLines<EnrolmentLineInput> {
  return {
    hold: (ctx, input) => holdEnrolment(ctx, input, entries, app),
    fulfil: (tx, line, now) => fulfilEnrolment(tx, line, now, entries),
    release: releaseEnrolment,
    cancellationTerms: enrolmentCancellationTerms,
    details: enrolmentDetails,
    calendar: (db, line, locale) => enrolmentCalendar(db, line, appOrigin, locale),
  };
}

/**
 * "Junior summer camp, 5 sessions, Mon Dec 21 to Fri Dec 25, 2026, 9:00 a.m. to 12:00 p.m. (Sam Lee)":
 * a program's first and last days and its daily hours; one date reads as its period.
 */
function describeEnrolment(program: ProgramRow, sessions: ProgramSessionRow[], name: string, timeZone: string, locale: Locale = 'en-CA') {
  const first = sessions[0];
  const title = titleIn(programTitles(program), locale);
  if (!first) return `${title} (${name})`;
  const when = sessions.length === 1 ? describePeriod(first.startsAt, first.endsAt, timeZone, locale) : describeSessionSeries(sessions, timeZone, locale);
  return `${title}, ${when} (${name})`;
}

/** "Spring Open — Mixed doubles 3.5, December 5, 2026 (Alice Lee & Bob Lee)". */
function describeEntry(program: ProgramRow, sessions: ProgramSessionRow[], division: string, names: string, timeZone: string, locale: Locale = 'en-CA') {
  const withDivision = (title: string | null) => (title ? `${title} — ${division}` : title);
  return describeEnrolment({ ...program, title: withDivision(program.title) ?? '', titleFr: withDivision(program.titleFr) }, sessions, names, timeZone, locale);
}

/** When cancelling stops giving a refund, under the policy kept with the place: hours before the first date. */
export const enrolmentRefundCutoff = (row: Pick<ProgramEnrolmentRow, 'policy'>, firstStartsAt: Date) =>
  new Date(firstStartsAt.getTime() - row.policy.cancellationCutoffHours * 3_600_000);

const peopleInOrder = new WeakMap<SaleOrder, Set<string>>();

/**
 * Holds one participant's place. The program row is locked for the rest of the order's
 * transaction, so concurrent buyers count places one after another and capacity holds.
 */
async function holdEnrolment(ctx: HoldContext, input: EnrolmentLineInput, entries: TournamentEntries, app: Database): Promise<HeldLine> {
  const { tx, now, settings, order, customer, channel, buyer } = ctx;
  const desk = channel === 'desk' && buyer.isStaff;
  if (!customer.userId)
    throw badRequest('Registration for a program needs an account: find or create the member first.', { participantId: 'Choose an account.' }).coded(
      'program_account_needed',
    );
  // The account holder's own place: the order's insert already read their name and birthday.
  const participant =
    input.participantId === 'self' && ctx.account
      ? { householdMemberId: null, name: `${ctx.account.firstName} ${ctx.account.lastName}`, birthday: ctx.account.birthday }
      : await resolveParticipant(tx, customer.userId, input.participantId);
  const person = personKey(customer.userId, participant.householdMemberId);
  const named = peopleInOrder.get(order) ?? new Set<string>();
  peopleInOrder.set(order, named);
  if (named.has(`${input.programId}|${input.divisionId ?? 0}|${person}`)) {
    throw badRequest(`${participant.name} is already in this order.`, { participantId: `${participant.name} is already in this order.` }).coded(
      'program_person_twice',
      { name: participant.name },
    );
  }
  named.add(`${input.programId}|${input.divisionId ?? 0}|${person}`);

  const locked = await lockProgramWithSessions(tx, input.programId);
  const program = locked?.program;
  if (!program || program.kind === 'drop_in' || program.archivedAt || (!program.published && !desk))
    throw notFound('There is no such program.').coded('program_not_found');
  if (program.cancelledAt) throw conflict('This program is cancelled.').coded('program_cancelled');
  if (!program.registrationEnabled) throw conflict('This event takes no registration: just come.').coded('program_info_only');
  const sessions = locked.sessions;
  const first = sessions[0];
  if (!first || first.startsAt <= now) throw conflict('This program has already started.').coded('program_started');
  if (!desk && program.opensAt && now < program.opensAt) {
    throw conflict(`Registration opens ${describeInstant(program.opensAt, settings.timeZone)}.`).coded('program_registration_not_open', {
      date: program.opensAt.toISOString(),
    });
  }
  const closes = registrationClosesAt(program, first);
  if (!desk && closes && now >= closes) throw conflict('Registration for this program is closed.').coded('program_registration_closed');
  const policy: RegistrationPolicy = {
    cancellationCutoffHours: program.cancellationCutoffHours,
    refundBeforeCutoff: 'full',
    refundAfterCutoff: 'none',
    taxCategory: program.taxCategory,
  };
  if (program.kind === 'tournament') {
    const player = { accountUserId: customer.userId, householdMemberId: participant.householdMemberId, name: participant.name, birthday: participant.birthday };
    const held = await entries.hold(ctx, input, program, first, player, policy);
    const description = describeEntry(program, sessions, held.division.name, held.names.join(' & '), settings.timeZone);
    return {
      reference: `${ENROLMENT_REFERENCE}${held.rows.map((row) => row.id).join('+')}`,
      description,
      unitPriceCents: held.feeCents,
      quantity: held.rows.length,
      participantUserId: held.rows.length === 1 && participant.householdMemberId === null ? customer.userId : null,
      taxCategory: program.taxCategory,
      note: historyNote('entry_held', {
        description,
        priceCents: held.feeCents,
        invite: held.invited ? 'yes' : 'no',
        invitee: held.invited ?? '',
        desk: desk ? 'yes' : 'no',
      }),
    };
  }
  if (input.divisionId !== undefined || input.partner !== undefined || input.invitation !== undefined) {
    throw badRequest('Only tournaments have divisions and partners.', { divisionId: 'Only tournaments have divisions.' }).coded('program_division_not_found');
  }
  let age: number | null = null;
  if (participant.birthday) age = ageOn(participant.birthday, first.date);
  if (program.minAge !== null || program.maxAge !== null) {
    if (age === null)
      throw badRequest(`${participant.name} needs a birthday on the account for an age-limited program.`, { participantId: 'Add a birthday first.' }).coded(
        'program_birthday_needed',
        { name: participant.name },
      );
    if (!ageFits(program, age)) {
      const message = `${participant.name} will be ${age} on the first day: this program is for ${describeAges(program)}.`;
      throw badRequest(message, { participantId: message }).coded('program_age_out_of_range', {
        name: participant.name,
        age,
        minAge: program.minAge ?? '',
        maxAge: program.maxAge ?? '',
      });
    }
  }
  const member = await isMemberAtWithin(tx, app, { userId: customer.userId, householdMemberId: participant.householdMemberId }, first.startsAt);
  const { priceCents, earlyBird } = priceFor(program, member, now, settings.timeZone);
  const values = {
    accountUserId: customer.userId,
    householdMemberId: participant.householdMemberId,
    holdExpiresAt: ctx.holdExpiresAt,
    priceCents,
    member,
    earlyBird,
    ageOnFirstDay: age,
    policy,
  };
  // Counted and inserted in one statement. People already in line come first: a newcomer takes a
  // place only beyond theirs; an offer is its holder's. A lapsed hold of the same person in the way is let go, then once more.
  const place = { programId: program.id, person, capacity: program.capacity, now, line: placeLineFacts(program.id, person, now) };
  let held = await holdProgramPlace(tx, place, values);
  if (held.id === null && !held.registered && held.free > 0) {
    await releaseLapsedEnrolment(tx, program.id, person, now);
    held = await holdProgramPlace(tx, place, values);
  }
  if (held.id === null && (held.registered || held.free > 0))
    throw conflict(`${participant.name} is already registered for this program.`).coded('program_already_registered', { name: participant.name });
  if (held.id === null) throw conflict('This program is full.').coded('program_full');
  if (held.inLine) await claimPlaceWaitlist(tx, program.id, null, person, now);
  const row = { id: held.id, policy };
  const description = describeEnrolment(program, sessions, participant.name, settings.timeZone);
  const which = earlyBird ? 'early_bird' : member ? 'member' : 'non_member';
  return {
    reference: `${ENROLMENT_REFERENCE}${row.id}`,
    description,
    unitPriceCents: priceCents,
    quantity: 1,
    participantUserId: participant.householdMemberId === null ? customer.userId : null,
    taxCategory: program.taxCategory,
    details: enrolmentLineDetails(row, program, sessions, participant.name),
    note: historyNote('place_held', { description, priceCents, rate: which, desk: desk ? 'yes' : 'no' }),
  };
}

async function fulfilEnrolment(tx: Tx, line: SoldLine, now: Date, entries: TournamentEntries): Promise<'fulfilled' | 'gone'> {
  const rows = await enrolmentsByIds(tx, enrolmentIdsOf(line));
  if (rows.length === 0) return 'gone';
  // Paid after a hold lapsed: a place is given back only if it is still free; all of a line's places or none.
  for (const row of rows) if (!(await stillFree(tx, row, now, entries))) return 'gone';
  const paid = { status: 'confirmed' as const, holdExpiresAt: null, orderLineId: line.id, paidAt: now, updatedAt: now };
  for (const row of rows) if (row.status !== 'confirmed') await setEnrolment(tx, row.id, paid);
  return 'fulfilled';
}

async function stillFree(tx: Tx, row: ProgramEnrolmentRow, now: Date, entries: TournamentEntries): Promise<boolean> {
  if (row.status === 'confirmed' || row.status === 'held') return true;
  if (row.status !== 'released') return false;
  const program = await lockProgram(tx, row.programId);
  const first = program ? (await sessionsOfPrograms(tx, [program.id])).get(program.id)?.[0] : undefined;
  if (!program || program.cancelledAt || !first || first.startsAt <= now) return false;
  if (row.divisionId !== null) {
    if (row.entryId !== null && !(await entries.isOpen(tx, row.entryId))) return false;
    const division = (await divisionsOfPrograms(tx, [program.id])).get(program.id)?.find((d) => d.id === row.divisionId);
    if (!division) return false;
    const teamStillCounted = row.entryId !== null && (await enrolmentsOfEntry(tx, row.entryId, now)).some((other) => other.id !== row.id);
    const taken = (await entryCounts(tx, [division.id], now)).get(division.id) ?? 0;
    return teamStillCounted || taken < division.maxEntries;
  }
  const taken = (await enrolledCounts(tx, [program.id], now)).get(program.id) ?? 0;
  return taken < program.capacity && !(await enrolmentOfPerson(tx, program.id, row.person, now));
}

async function releaseEnrolment(tx: Tx, line: SoldLine, now: Date) {
  for (const row of await enrolmentsByIds(tx, enrolmentIdsOf(line)))
    if (row.status === 'held') await setEnrolment(tx, row.id, { status: 'released', updatedAt: now });
}

async function enrolmentCancellationTerms(db: Reader, line: SoldLine, now: Date): Promise<LineCancellationTerms> {
  const rows = await enrolmentsByIds(db, enrolmentIdsOf(line));
  const row = rows[0];
  if (!row || rows.some((other) => other.status !== 'confirmed')) return { cancellable: false, reason: 'This registration is not active.', refundCents: 0 };
  const first = (await sessionsOfPrograms(db, [row.programId])).get(row.programId)?.[0];
  if (!first || first.startsAt <= now) return { cancellable: false, reason: 'This program has already started.', refundCents: 0 };
  if ((await orderById(db, line.orderId))?.provider === 'desk')
    return { cancellable: false, reason: 'This registration was made at the front desk: please call or visit to cancel it.', refundCents: 0 };
  const refund = now < enrolmentRefundCutoff(row, first.startsAt) ? await refundableOnLine(db, line) : 0;
  return { cancellable: true, reason: null, refundCents: refund };
}

async function enrolmentDetails(db: Reader, lines: SoldLine[]): Promise<Map<number, LineDetails>> {
  const rows = await enrolmentsByIds(db, lines.flatMap(enrolmentIdsOf));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const programIds = [...new Set(rows.map((row) => row.programId))];
  const [sessions, divisions] = await Promise.all([sessionsOfPrograms(db, programIds), divisionsOfPrograms(db, programIds)]);
  const programs = new Map((await Promise.all(programIds.map((id) => programById(db, id)))).filter((p): p is ProgramRow => p !== null).map((p) => [p.id, p]));
  return new Map(
    lines.map((line): [number, LineDetails] => {
      const row = byId.get(enrolmentIdsOf(line)[0] ?? 0);
      const program = row ? programs.get(row.programId) : undefined;
      const dates = row ? (sessions.get(row.programId) ?? []) : [];
      if (!row || !program || dates.length === 0) return [line.id, { startsAt: null, endsAt: null, calendarPath: null, policyNote: null, policy: null }];
      const name = line.description.match(/\(([^()]*)\)$/)?.[1] ?? '';
      const division = row.divisionId !== null ? divisions.get(row.programId)?.find((d) => d.id === row.divisionId) : undefined;
      return [line.id, enrolmentLineDetails(row, program, dates, name, division)];
    }),
  );
}

/** What views add to a place's line: its dates, its terms and its words in the reader's language. */
function enrolmentLineDetails(
  row: Pick<ProgramEnrolmentRow, 'policy'>,
  program: ProgramRow,
  dates: ProgramSessionRow[],
  name: string,
  division?: { name: string },
): LineDetails {
  return {
    startsAt: dates[0].startsAt,
    endsAt: dates.at(-1)!.endsAt,
    calendarPath: null,
    policyNote: `Cancel online up to ${row.policy.cancellationCutoffHours} hours before the first date for a full refund; after that no refund applies.`,
    policy: { kind: 'online', cutoffHours: row.policy.cancellationCutoffHours },
    describe: (locale, timeZone) =>
      division ? describeEntry(program, dates, division.name, name, timeZone, locale) : describeEnrolment(program, dates, name, timeZone, locale),
    checkout: division
      ? placeCheckoutWords('checkout.held.entry', (locale) => `${titleIn(programTitles(program), locale)} — ${division.name}`)
      : placeCheckoutWords('checkout.held.program', (locale) => titleIn(programTitles(program), locale)),
    taxExempt: row.policy.taxCategory === 'exempt',
  };
}

async function enrolmentCalendar(db: Reader, line: SoldLine, appOrigin: string, locale: Locale = 'en-CA') {
  const [row] = await enrolmentsByIds(db, enrolmentIdsOf(line));
  if (!row || row.status !== 'confirmed') return null;
  const program = await programById(db, row.programId);
  const dates = (await sessionsOfPrograms(db, [row.programId])).get(row.programId) ?? [];
  if (!program || dates.length === 0) return null;
  const { timeZone } = await readCompanySettings(db as Database);
  return programCalendar({ id: program.id, title: programTitles(program), timeZone, sessions: dates }, row.id, appOrigin, locale);
}
