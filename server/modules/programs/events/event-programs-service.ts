import type { Database } from '../../../db/client.js';
import { badRequest, conflict, HttpError, notFound } from '../../../lib/http-error.js';
import { bothVersions } from '../../../lib/localized.js';
import type { RichTextDocument } from '../../../lib/rich-text/document.js';
import { validateRichText } from '../../../lib/rich-text/validate.js';
import { blockCourtsForSession, relabelSessionBlocks, releaseSessionBlocks, removeSessionBlocks } from '../../booking/index.js';
import { coachNames } from '../../content/coaches/index.js';
import type { OrderService } from '../../checkout/orders/index.js';
import { readCompanySettings, type CompanySettings } from '../../settings/company/index.js';
import type { EnrolmentsService } from './enrolments-service.js';
import { enrolledCounts, entryCounts } from './enrolments-repository.js';
import { crossFieldProblems, type DivisionInput, type EventProgramInput, type EventProgramPatch, type EventSessionInput } from './event-input.js';
import {
  assertCourtsExist,
  blockLabel,
  deleteSessionsOf,
  eventPrograms,
  hoursProblem,
  insertProgram,
  insertSession,
  lockProgram,
  programById,
  type ProgramRow,
  type ProgramSessionRow,
  sessionInstants,
  sessionsOfPrograms,
  updateProgram,
  updateSession,
  wallTime,
} from '../schedule/index.js';
import type { Tx } from '../shared/index.js';
import { playersPerEntry, type ProgramDivisionRow } from './schema.js';
import { divisionViews } from './division-views.js';
import { deleteDivision, divisionsOfPrograms, insertDivision, updateDivision } from './divisions-repository.js';

/** Rolls the transaction back with the answer for the owner. */
class Refusal extends Error {
  constructor(readonly error: HttpError) {
    super(error.message);
  }
}

const courtConflicts = (conflicts: { date: string; court: number }[]) =>
  new HttpError(409, `Courts are already booked or blocked then: ${conflicts.map((c) => `court ${c.court} on ${c.date}`).join(', ')}.`, undefined, {
    conflicts,
  }).coded('program_court_conflict', {
    date: conflicts[0].date,
    courts: [...new Set(conflicts.map((c) => c.court))].join(', '),
  });

/** The owner's camps, clinics, lessons and socials: create, edit, duplicate, publish, cancel. */
export class EventProgramsService {
  constructor(
    private readonly db: Database,
    /** Lapsed checkout holds in a session's way are let go first, as a court booking does. */
    private readonly orders: OrderService,
    private readonly enrolments: () => EnrolmentsService,
    private readonly now: () => Date,
  ) {}

  async list() {
    return this.views(await eventPrograms(this.db));
  }

  async one(id: number) {
    const program = await programById(this.db, id);
    if (!program || program.kind === 'drop_in' || program.archivedAt) throw notFound('There is no such program.').coded('program_not_found');
    return (await this.views([program]))[0];
  }

  async create(input: EventProgramInput) {
    const settings = await readCompanySettings(this.db);
    const values = await this.rowValues(this.db, input);
    this.checkSessions(input.sessions, settings);
    const now = this.now();
    const program = await this.inTransaction(async (tx) => {
      const program = await insertProgram(tx, { ...values, kind: input.kind, courts: courtsOf(input.sessions), createdAt: now, updatedAt: now });
      if (input.divisions) await syncDivisions(tx, program.id, input.divisions, now);
      await this.placeSessions(tx, program, input.sessions, values.capacity, settings, now);
      return program;
    });
    return this.one(program.id);
  }

  async update(id: number, patch: EventProgramPatch) {
    const settings = await readCompanySettings(this.db);
    const now = this.now();
    await this.inTransaction(async (tx) => {
      const program = await this.lockEditable(tx, id);
      const tournament = program.kind === 'tournament';
      const stored = tournament ? divisionInputs((await divisionsOfPrograms(tx, [id])).get(id) ?? []) : undefined;
      const merged = { ...toInput(program), divisions: stored, ...patch, kind: program.kind as EventProgramInput['kind'] };
      const problems = crossFieldProblems(merged);
      if (Object.keys(problems).length > 0) throw new Refusal(badRequest('Please correct the highlighted fields.', problems));
      const values = await this.rowValues(tx, merged, program);
      const taken = (await enrolledCounts(tx, [id], now)).get(id) ?? 0;
      if (tournament && patch.divisions) await syncDivisions(tx, id, patch.divisions, now);
      else if (!tournament && values.capacity < taken) {
        throw new Refusal(
          conflict(`${taken} places are already taken: the capacity cannot go below that.`, { capacity: `At least ${taken}.` }).coded(
            'program_capacity_below_registered',
            { registered: taken },
          ),
        );
      }
      merged.capacity = values.capacity;
      if (patch.sessions) {
        if (taken > 0)
          throw new Refusal(
            conflict('People have registered: the dates can no longer change. Cancel the program and create it again.').coded('program_sessions_locked'),
          );
        this.checkSessions(patch.sessions, settings);
        await removeSessionBlocks(tx, await deleteSessionsOf(tx, id));
      }
      const updated = (await updateProgram(tx, id, { ...values, ...(patch.sessions ? { courts: courtsOf(patch.sessions) } : {}), updatedAt: now }))!;
      if (patch.sessions) await this.placeSessions(tx, updated, patch.sessions, merged.capacity, settings, now);
      else {
        const sessions = (await sessionsOfPrograms(tx, [id])).get(id) ?? [];
        if (values.capacity !== program.capacity)
          for (const session of sessions) await updateSession(tx, session.id, { capacity: merged.capacity, updatedAt: now });
        if (blockLabel(updated) !== blockLabel(program))
          await relabelSessionBlocks(
            tx,
            sessions.map((session) => session.id),
            blockLabel(updated),
          );
      }
      if (merged.published && ((await sessionsOfPrograms(tx, [id])).get(id) ?? []).length === 0) {
        throw new Refusal(conflict('Give the program its dates before publishing it.', { sessions: 'Give at least one date.' }).coded('program_no_dates'));
      }
    });
    // More room (a higher capacity, a bigger division): the people in line get offers.
    const lines = (await divisionsOfPrograms(this.db, [id])).get(id)?.map((division) => division.id) ?? [];
    for (const divisionId of lines.length > 0 ? lines : [null]) await this.enrolments().offers?.(id, divisionId);
    return this.one(id);
  }

  /** A draft copy with every setting but the dates (the owner picks new ones). */
  async duplicate(id: number) {
    const program = await programById(this.db, id);
    if (!program || program.kind === 'drop_in' || program.archivedAt) throw notFound('There is no such program.').coded('program_not_found');
    const now = this.now();
    const { id: _id, createdAt: _c, updatedAt: _u, cancelledAt: _x, cancelReason: _r, ...copy } = program;
    const title = program.title ? `${program.title} (copy)`.slice(0, 120) : '';
    const titleFr = program.titleFr ? `${program.titleFr} (copie)`.slice(0, 120) : null;
    const created = await this.db.transaction(async (tx) => {
      const created = await insertProgram(tx, { ...copy, title, titleFr, published: false, createdAt: now, updatedAt: now });
      const divisions = divisionInputs((await divisionsOfPrograms(tx, [id])).get(id) ?? []).map(({ id: _division, ...division }) => division);
      if (divisions.length > 0) await syncDivisions(tx, created.id, divisions, now);
      return created;
    });
    return this.one(created.id);
  }

  /** Cancels the whole program: its dates, its courts, and every place (refunded in full and e-mailed). */
  async cancel(id: number, reason: string) {
    const now = this.now();
    const { after, refunded } = await this.inTransaction(async (tx) => {
      const program = await this.lockEditable(tx, id);
      const sessions = (await sessionsOfPrograms(tx, [program.id])).get(program.id) ?? [];
      await updateProgram(tx, id, { cancelledAt: now, cancelReason: reason, updatedAt: now });
      for (const session of sessions) {
        await updateSession(tx, session.id, { status: 'cancelled', cancelReason: reason, cancelledAt: now, updatedAt: now });
        await releaseSessionBlocks(tx, session.id, now);
      }
      const refunded = (await enrolledCounts(tx, [id], now)).get(id) ?? 0;
      return { after: await this.enrolments().cancelAllIn(tx, id, reason, now), refunded };
    });
    await after();
    return { refunded };
  }

  private async lockEditable(tx: Tx, id: number): Promise<ProgramRow> {
    const program = await lockProgram(tx, id);
    if (!program || program.kind === 'drop_in' || program.archivedAt) throw new Refusal(notFound('There is no such program.').coded('program_not_found'));
    if (program.cancelledAt) throw new Refusal(conflict('This program is cancelled.').coded('program_cancelled'));
    return program;
  }

  /** Every date's courts, or none: each conflict is collected so the owner sees them all at once. */
  private async placeSessions(tx: Tx, program: ProgramRow, sessions: EventSessionInput[], capacity: number, settings: CompanySettings, now: Date) {
    const conflicts: { date: string; court: number }[] = [];
    for (const input of sessions) {
      const instants = sessionInstants(input.date, input.startTime, input.endTime, settings.timeZone);
      const courts = [...input.courts].sort((a, b) => a - b);
      const session = await insertSession(tx, {
        programId: program.id,
        date: input.date,
        ...instants,
        courts,
        capacity,
        origin: 'one_off',
        edited: true,
        createdAt: now,
        updatedAt: now,
      });
      const { takenCourts } = await blockCourtsForSession(
        tx,
        this.orders,
        { sessionId: session.id, label: blockLabel(program), date: input.date, courts, ...instants },
        now,
      );
      conflicts.push(...takenCourts.map((court) => ({ date: input.date, court })));
    }
    if (conflicts.length > 0) throw new Refusal(courtConflicts(conflicts));
  }

  /** Courts the venue has, dates inside its hours and not over: 400 naming the date. */
  private checkSessions(sessions: EventSessionInput[], settings: CompanySettings) {
    const now = this.now();
    sessions.forEach((input, index) => {
      assertCourtsExist(settings, input.courts);
      const problem = hoursProblem(settings, input.date, input.startTime, input.endTime);
      if (problem === 'closed')
        throw conflict(`The venue is closed on ${input.date}.`, { [`sessions.${index}.date`]: 'The venue is closed that day.' }).coded('program_closed_day', {
          date: input.date,
        });
      if (problem === 'outside_hours') {
        throw badRequest('Please correct the highlighted fields.', {
          [`sessions.${index}.startTime`]: 'Keep the session inside the venue’s opening hours that day.',
        }).coded('program_outside_hours');
      }
      if (sessionInstants(input.date, input.startTime, input.endTime, settings.timeZone).startsAt <= now) {
        throw badRequest('Please correct the highlighted fields.', { [`sessions.${index}.date`]: 'That time is over.' }).coded('program_session_past');
      }
    });
  }

  /** The row's columns from the owner's fields: each description cleaned under `full`, the coach an existing one. */
  private async rowValues(reader: Database | Tx, input: Omit<EventProgramInput, 'sessions'>, stored?: ProgramRow) {
    // A patch without a description merges the stored one back: it was cleaned when it was written.
    const cleaned = (value: unknown, kept: RichTextDocument | null | undefined) =>
      value === null || value === undefined ? null : value === kept ? kept : validateRichText(value, 'full', 'description');
    // Inside an update the transaction reads the coach: PGlite's one connection is the transaction's.
    if (input.coachId !== null && !(await coachNames(reader, [input.coachId])).has(input.coachId)) {
      throw badRequest('Please correct the highlighted fields.', { coachId: 'Choose one of the venue’s coaches.' }).coded('invalid_field');
    }
    return {
      title: input.title.en ?? '',
      titleFr: input.title.fr,
      level: input.level,
      description: cleaned(input.description.en, stored?.description),
      descriptionFr: cleaned(input.description.fr, stored?.descriptionFr),
      coachId: input.coachId,
      // A tournament holds places for its divisions' players; it charges the divisions' fees.
      capacity: input.divisions && input.kind === 'tournament' ? playersOf(input.divisions) : (input.capacity ?? 1),
      registrationEnabled: input.registrationEnabled,
      minAge: input.minAge,
      maxAge: input.maxAge,
      memberPriceCents: input.kind === 'tournament' ? 0 : (input.memberPriceCents ?? 0),
      nonMemberPriceCents: input.kind === 'tournament' ? 0 : (input.nonMemberPriceCents ?? 0),
      earlyBirdPriceCents: input.kind === 'tournament' ? null : input.earlyBirdPriceCents,
      earlyBirdUntil: input.kind === 'tournament' ? null : input.earlyBirdUntil,
      opensAt: input.registrationOpensAt ? new Date(input.registrationOpensAt) : null,
      closesAt: input.registrationClosesAt ? new Date(input.registrationClosesAt) : null,
      cancellationCutoffHours: input.cancellationCutoffHours,
      published: input.published,
      taxCategory: input.taxCategory,
    };
  }

  private async views(programs: ProgramRow[]) {
    const ids = programs.map((program) => program.id);
    const [{ timeZone }, sessions, taken, divisions] = await Promise.all([
      readCompanySettings(this.db),
      sessionsOfPrograms(this.db, ids, { includeCancelled: true }),
      enrolledCounts(this.db, ids, this.now()),
      divisionViews(this.db, ids, this.now()),
    ]);
    return programs.map((program) => ({
      id: program.id,
      ...toInput(program),
      divisions: (divisions.get(program.id) ?? []).map(({ entrants: _entrants, ...division }) => division),
      kind: program.kind as EventProgramInput['kind'],
      cancelledAt: program.cancelledAt?.toISOString() ?? null,
      registered: taken.get(program.id) ?? 0,
      sessions: (sessions.get(program.id) ?? []).map((session) => sessionView(session, timeZone)),
    }));
  }

  private async inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (error) {
      if (error instanceof Refusal) throw error.error;
      throw error;
    }
  }
}

const playersOf = (divisions: DivisionInput[]) => divisions.reduce((sum, division) => sum + division.maxEntries * playersPerEntry(division.format), 0);

const divisionInputs = (rows: ProgramDivisionRow[]): DivisionInput[] =>
  rows.map((row) => ({
    id: row.id,
    name: row.name,
    format: row.format,
    level: row.level,
    minAge: row.minAge,
    maxEntries: row.maxEntries,
    feeCents: row.feeCents,
  }));

/**
 * The owner's list of divisions onto the stored ones: kept ids updated, new ones added, missing ones
 * removed. A division cannot shrink below its entries nor go while it has any (400/409 naming it).
 */
async function syncDivisions(tx: Tx, programId: number, divisions: DivisionInput[], now: Date) {
  const stored = (await divisionsOfPrograms(tx, [programId])).get(programId) ?? [];
  const entries = await entryCounts(
    tx,
    stored.map((division) => division.id),
    now,
  );
  const kept = new Set(divisions.map((division) => division.id).filter((id): id is number => id !== undefined));
  for (const division of stored) {
    if (kept.has(division.id)) continue;
    if ((entries.get(division.id) ?? 0) > 0)
      throw new Refusal(
        conflict(`${division.name} has entries: it cannot be removed.`, { divisions: `${division.name} has entries.` }).coded('program_division_has_entries', {
          division: division.name,
        }),
      );
    await deleteDivision(tx, division.id);
  }
  for (const [index, division] of divisions.entries()) {
    const { id, ...values } = division;
    if (id === undefined) {
      await insertDivision(tx, { ...values, programId, position: index, createdAt: now });
      continue;
    }
    const current = stored.find((candidate) => candidate.id === id);
    if (!current)
      throw new Refusal(
        badRequest('Please correct the highlighted fields.', { [`divisions.${index}.id`]: 'This division is not part of the tournament.' }).coded(
          'invalid_field',
        ),
      );
    const taken = entries.get(id) ?? 0;
    if (values.maxEntries < taken) {
      throw new Refusal(
        badRequest('Please correct the highlighted fields.', { [`divisions.${index}.maxEntries`]: `At least ${taken}: that many entries are in.` }).coded(
          'program_capacity_below_registered',
          { registered: taken },
        ),
      );
    }
    if (taken > 0 && values.format !== current.format) {
      throw new Refusal(
        conflict(`${current.name} has entries: its format cannot change.`, { [`divisions.${index}.format`]: 'It has entries.' }).coded(
          'program_division_has_entries',
          { division: current.name },
        ),
      );
    }
    await updateDivision(tx, id, { ...values, position: index });
  }
}

const courtsOf = (sessions: EventSessionInput[]) => [...new Set(sessions.flatMap((session) => session.courts))].sort((a, b) => a - b);

const sessionView = (session: ProgramSessionRow, timeZone: string) => ({
  id: session.id,
  date: session.date,
  startTime: wallTime(session.startsAt, timeZone),
  endTime: wallTime(session.endsAt, timeZone),
  courts: session.courts,
  status: session.status,
});

/** The stored program in the owner's field names (what a patch merges onto). */
function toInput(program: ProgramRow) {
  return {
    title: bothVersions<string>(program.title, program.titleFr),
    description: bothVersions(program.description, program.descriptionFr),
    level: program.level,
    coachId: program.coachId,
    capacity: program.capacity,
    registrationEnabled: program.registrationEnabled,
    minAge: program.minAge,
    maxAge: program.maxAge,
    memberPriceCents: program.memberPriceCents,
    nonMemberPriceCents: program.nonMemberPriceCents,
    earlyBirdPriceCents: program.earlyBirdPriceCents,
    earlyBirdUntil: program.earlyBirdUntil,
    registrationOpensAt: program.opensAt?.toISOString() ?? null,
    registrationClosesAt: program.closesAt?.toISOString() ?? null,
    cancellationCutoffHours: program.cancellationCutoffHours,
    published: program.published,
    taxCategory: program.taxCategory,
  };
}
