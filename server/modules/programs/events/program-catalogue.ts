import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { richTextSchema } from '../../../lib/content-fields.js';
import { notFound } from '../../../lib/http-error.js';
import { langFields, localize } from '../../../lib/localized.js';
import type { Locale } from '../../../lib/request-locale.js';
import { coachNames } from '../../content/coaches/index.js';
import { ageOn, participantsOf } from '../../account/households/index.js';
import { isMemberAt } from '../../account/memberships/index.js';
import { readCompanySettings, taxRates } from '../../settings/company/index.js';
import { accountEnrolmentsIn, enrolledCounts } from './enrolments-repository.js';
import { participantIdOf, participantNames } from '../shared/index.js';
import { programById, type ProgramKind, type ProgramRow, type ProgramSessionRow, publishedProgramsBetween, sessionsOfPrograms } from '../schedule/index.js';
import { ageFits, divisionAgeProblem, priceFor, registrationClosesAt, registrationState } from './program-rules.js';
import { DIVISION_FORMATS } from './schema.js';
import { divisionViews, teamsOf, tournamentAware } from './division-views.js';
import { divisionsOfPrograms } from './divisions-repository.js';
import { accountPlaceLines, placeLinesOf } from './place-waitlist-repository.js';

// What players see of camps, clinics, lessons and socials: the public list and one program's page.

export const EVENT_KINDS = ['camp', 'clinic', 'lesson', 'tournament', 'social'] as const satisfies readonly ProgramKind[];
export type EventKind = (typeof EVENT_KINDS)[number];

const registrationStates = ['open', 'not_open', 'closed', 'full', 'started', 'cancelled', 'info_only'] as const;

const divisionSchema = z.object({
  id: z.number(),
  name: z.string(),
  format: z.enum(DIVISION_FORMATS),
  level: z.string(),
  minAge: z.number().nullable(),
  maxEntries: z.number(),
  feeCents: z.number(),
  entries: z.number(),
  spotsLeft: z.number(),
  waiting: z.number(),
  entrants: z.array(z.object({ names: z.array(z.string()), complete: z.boolean() })),
});

export const programSummarySchema = z.object({
  id: z.number(),
  kind: z.enum(EVENT_KINDS),
  title: z.string(),
  level: z.string(),
  coach: z.object({ id: z.number(), name: z.string() }).nullable(),
  minAge: z.number().nullable(),
  maxAge: z.number().nullable(),
  firstDate: z.string(),
  lastDate: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  sessionCount: z.number(),
  capacity: z.number(),
  spotsLeft: z.number(),
  memberPriceCents: z.number(),
  nonMemberPriceCents: z.number(),
  earlyBirdPriceCents: z.number().nullable(),
  earlyBirdUntil: z.string().nullable(),
  priceCents: z.number(),
  earlyBird: z.boolean(),
  registration: z.enum(registrationStates),
  registrationOpensAt: z.string().nullable(),
  registrationClosesAt: z.string().nullable(),
  // Tournaments: each division with its entrants (empty for other kinds); people in the program's own line.
  divisions: z.array(divisionSchema),
  waiting: z.number(),
  // The title (and the page's description) in the reader's language: `lang` when the title is the
  // other language's, `langs.description` when the description's language differs from the title's.
  ...langFields,
});

export const programDetailSchema = programSummarySchema.extend({
  description: richTextSchema.nullable(),
  cancellationCutoffHours: z.number(),
  sessions: z.array(z.object({ id: z.number(), date: z.string(), startsAt: z.string(), endsAt: z.string(), courts: z.array(z.number()) })),
  mine: z
    .array(
      z.object({
        id: z.number(),
        participantId: z.union([z.literal('self'), z.number()]),
        name: z.string(),
        status: z.enum(['held', 'confirmed']),
        divisionId: z.number().nullable(),
        partnerName: z.string().nullable(),
        entryComplete: z.boolean(),
      }),
    )
    .nullable(),
  // Logged in: the account's people in the program's (or its divisions') lines.
  waitlist: z
    .array(
      z.object({
        id: z.number(),
        participantId: z.union([z.literal('self'), z.number()]),
        name: z.string(),
        divisionId: z.number().nullable(),
        position: z.number(),
        status: z.enum(['waiting', 'offered']),
        offerExpiresAt: z.string().nullable(),
      }),
    )
    .nullable(),
  // Logged in: who on the account may register (the age rule on the first day) and what each pays today.
  participants: z
    .array(
      z.object({
        participantId: z.union([z.literal('self'), z.number()]),
        name: z.string(),
        age: z.number().nullable(),
        eligible: z.boolean(),
        priceCents: z.number(),
        earlyBird: z.boolean(),
        eligibleDivisionIds: z.array(z.number()),
      }),
    )
    .nullable(),
  // As the list answers them: the venue's zone, the taxes a registration carries now, the server's clock.
  timeZone: z.string(),
  taxes: z.array(z.object({ name: z.string(), ratePercent: z.number() })),
  now: z.string(),
});

type Summary = z.infer<typeof programSummarySchema>;

export class ProgramCatalogue {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  private async summaries(programs: ProgramRow[], userId: number | null, timeZone: string, locale: Locale) {
    const now = this.now();
    const ids = programs.map((program) => program.id);
    const [sessions, taken, coaches, divisions, lines] = await Promise.all([
      sessionsOfPrograms(this.db, ids, { includeCancelled: true }),
      enrolledCounts(this.db, ids, now),
      coachNames(this.db, [...new Set(programs.map((program) => program.coachId).filter((id): id is number => id !== null))]),
      divisionViews(this.db, ids, now),
      placeLinesOf(this.db, ids),
    ]);
    const inLine = (programId: number, divisionId: number | null) => lines.filter((row) => row.programId === programId && row.divisionId === divisionId);
    const offersIn = (programId: number, divisionId: number | null) =>
      inLine(programId, divisionId).filter((row) => row.status === 'offered' && row.offerExpiresAt !== null && row.offerExpiresAt > now).length;
    const items: { summary: Summary; sessions: ProgramSessionRow[] }[] = [];
    for (const program of programs) {
      // A cancelled program keeps showing its (cancelled) dates, so a link to it still explains itself.
      const dates = (sessions.get(program.id) ?? []).filter((session) => program.cancelledAt !== null || session.status === 'scheduled');
      const first = dates[0];
      const last = dates.at(-1);
      if (!first || !last) continue;
      // Live offers keep a place aside for the person offered it.
      const count = (taken.get(program.id) ?? 0) + offersIn(program.id, null);
      const member = userId !== null && (await isMemberAt(this.db, { userId, householdMemberId: null }, first.startsAt));
      const price = priceFor(program, member, now, timeZone);
      const coachName = program.coachId !== null ? coaches.get(program.coachId) : undefined;
      items.push({
        sessions: dates,
        summary: {
          id: program.id,
          kind: program.kind as EventKind,
          ...localize(locale, 'title', { title: { en: program.title, fr: program.titleFr } }),
          level: program.level,
          coach: program.coachId !== null && coachName ? { id: program.coachId, name: coachName } : null,
          minAge: program.minAge,
          maxAge: program.maxAge,
          firstDate: first.date,
          lastDate: last.date,
          startsAt: first.startsAt.toISOString(),
          endsAt: last.endsAt.toISOString(),
          sessionCount: dates.length,
          capacity: program.capacity,
          spotsLeft: Math.max(0, program.capacity - count),
          memberPriceCents: program.memberPriceCents,
          nonMemberPriceCents: program.nonMemberPriceCents,
          earlyBirdPriceCents: program.earlyBirdPriceCents,
          earlyBirdUntil: program.earlyBirdUntil,
          priceCents: price.priceCents,
          earlyBird: price.earlyBird,
          registration: tournamentAware(registrationState(program, dates, count, now), program, divisions.get(program.id) ?? []),
          registrationOpensAt: program.opensAt?.toISOString() ?? null,
          registrationClosesAt: registrationClosesAt(program, first)?.toISOString() ?? null,
          divisions: (divisions.get(program.id) ?? []).map((division) => {
            const waiting = inLine(program.id, division.id).length;
            return { ...division, spotsLeft: Math.max(0, division.maxEntries - division.entries - offersIn(program.id, division.id)), waiting };
          }),
          waiting: inLine(program.id, null).length,
        },
      });
    }
    return { items, timeZone };
  }

  /** Published programs of these kinds with a date in [from, to), soonest first. */
  async list(kinds: EventKind[], from: Date, to: Date, userId: number | null, locale: Locale) {
    const settings = await readCompanySettings(this.db);
    const programs = await publishedProgramsBetween(this.db, kinds, from, to);
    const { items } = await this.summaries(programs, userId, settings.timeZone, locale);
    items.sort((a, b) => a.summary.startsAt.localeCompare(b.summary.startsAt) || a.summary.id - b.summary.id);
    return { items: items.map((item) => item.summary), timeZone: settings.timeZone, taxes: taxRates(settings), now: this.now().toISOString() };
  }

  /** One published program with its dates, description and the caller's places; drafts and unknown ids are 404. */
  async detail(id: number, userId: number | null, locale: Locale) {
    const program = await programById(this.db, id);
    const missing = () => notFound('There is no such program.').coded('program_not_found');
    if (!program || program.kind === 'drop_in' || !program.published || program.archivedAt) throw missing();
    const settings = await readCompanySettings(this.db);
    const { items } = await this.summaries([program], userId, settings.timeZone, locale);
    const found = items[0];
    if (!found) throw missing();
    let mine = null;
    let participants = null;
    let waitlist = null;
    if (userId !== null) {
      const rows = await accountEnrolmentsIn(this.db, userId, [program.id], this.now());
      const names = await participantNames(this.db, rows);
      const teams = await teamsOf(this.db, rows, this.now());
      mine = rows.map((row) => {
        const { divisionId, partnerName, entryComplete } = teams.get(row.id)!;
        return {
          id: row.id,
          participantId: participantIdOf(row),
          name: names.get(row) ?? '—',
          status: row.status as 'held' | 'confirmed',
          divisionId,
          partnerName,
          entryComplete,
        };
      });
      participants = await this.participantsFor(program, found.sessions[0], userId, settings.timeZone);
      waitlist = await this.waitlistOf(program.id, userId);
    }
    const { lang: _lang, langs: _langs, ...summary } = found.summary;
    const words = localize(locale, 'title', {
      title: { en: program.title, fr: program.titleFr },
      description: { en: program.description ?? null, fr: program.descriptionFr },
    });
    return {
      ...summary,
      ...words,
      cancellationCutoffHours: program.cancellationCutoffHours,
      sessions: found.sessions.map((session) => ({
        id: session.id,
        date: session.date,
        startsAt: session.startsAt.toISOString(),
        endsAt: session.endsAt.toISOString(),
        courts: session.courts,
      })),
      mine,
      participants,
      waitlist,
      timeZone: settings.timeZone,
      // A tax-exempt program's places carry none: the registration previews the total it will charge.
      taxes: program.taxCategory === 'exempt' ? [] : taxRates(settings),
      now: this.now().toISOString(),
    };
  }

  /** The account's people in the program's lines, with their place in line. */
  private async waitlistOf(programId: number, userId: number) {
    const rows = await accountPlaceLines(this.db, userId, programId);
    if (rows.length === 0) return [];
    const all = await placeLinesOf(this.db, [programId]);
    const names = await participantNames(this.db, rows);
    return rows.map((row) => ({
      id: row.id,
      participantId: participantIdOf(row),
      name: names.get(row) ?? '—',
      divisionId: row.divisionId,
      position: all.filter((other) => other.divisionId === row.divisionId).findIndex((other) => other.id === row.id) + 1,
      status: row.status as 'waiting' | 'offered',
      offerExpiresAt: row.status === 'offered' ? (row.offerExpiresAt?.toISOString() ?? null) : null,
    }));
  }

  /** Each person on the account: their age on the first day, whether the age rule lets them in, their price today. */
  private async participantsFor(program: ProgramRow, first: ProgramSessionRow, userId: number, timeZone: string) {
    const now = this.now();
    const people = await participantsOf(this.db, userId);
    const divisions = program.kind === 'tournament' ? ((await divisionsOfPrograms(this.db, [program.id])).get(program.id) ?? []) : [];
    const limited = program.minAge !== null || program.maxAge !== null;
    return Promise.all(
      people.map(async (person) => {
        const age = person.birthday ? ageOn(person.birthday, first.date) : null;
        const member = await isMemberAt(this.db, { userId, householdMemberId: person.householdMemberId }, first.startsAt);
        const eligibleDivisionIds = divisions
          .filter((division) => divisionAgeProblem(program, division, person.birthday, first.date) === null)
          .map((division) => division.id);
        const eligible = program.kind === 'tournament' ? eligibleDivisionIds.length > 0 : !limited || (age !== null && ageFits(program, age));
        return { participantId: person.id, name: person.name, age, eligible, ...priceFor(program, member, now, timeZone), eligibleDivisionIds };
      }),
    );
  }
}
