import type { Database } from '../../../db/client.js';
import { fieldRule } from '../../../lib/field-rules.js';
import { badRequest, conflict, HttpError, notFound } from '../../../lib/http-error.js';
import { blockCourtsForSession, moveSessionBlocks, releaseSessionBlocks } from '../../booking/index.js';
import type { OrderService } from '../../checkout/orders/index.js';
import { readCompanySettings, type CompanySettings } from '../../settings/company/index.js';
import { blockLabel } from './program-schedule.js';
import type { Tx } from '../shared/index.js';
import type { RegistrationsPort, SessionWithProgram } from './schedule-ports.js';
import type { ProgramSessionRow } from './schema.js';
import { hoursProblem, sessionInstants, wallTime } from './session-times.js';
import { insertSession, lockSessionWithProgram, programById, updateSession } from './sessions-repository.js';
import { assertCourtsExist, type OneOffInput, type SessionPatch } from './template-input.js';

/** Rolls a transaction back with the answer for the owner. */
class Refusal extends Error {
  constructor(readonly error: HttpError) {
    super(error.message);
  }
}

const courtConflict = (date: string, courts: number[]) =>
  new HttpError(
    409,
    `Court${courts.length > 1 ? 's' : ''} ${courts.join(', ')} ${courts.length > 1 ? 'are' : 'is'} already booked or blocked then on ${date}.`,
    undefined,
    {
      conflicts: courts.map((court) => ({ date, court })),
    },
  ).coded('program_court_conflict', { date, courts: courts.join(', ') });

const openPlayRefused = (rule: 'open_play_drop_in_only' | 'open_play_one_off_only') =>
  badRequest('Please correct the highlighted fields.', { openPlay: fieldRule(rule) });

/** The owner's per-date exceptions: one date changed or cancelled, and one-off sessions. */
export class SessionExceptions {
  constructor(
    private readonly db: Database,
    /** Lapsed checkout holds in a session's way are let go first, as a court booking does. */
    private readonly orders: OrderService,
    private readonly registrations: () => RegistrationsPort,
    private readonly now: () => Date,
  ) {}

  async addOneOff(input: OneOffInput): Promise<ProgramSessionRow> {
    const program = await programById(this.db, input.programId);
    if (!program || program.archivedAt) throw notFound('There is no such program.').coded('program_template_not_found');
    if (input.openPlay && program.kind !== 'drop_in') throw openPlayRefused('open_play_drop_in_only');
    const settings = await readCompanySettings(this.db);
    assertCourtsExist(settings, input.courts);
    assertHours(settings, input.date, input.startTime, input.endTime);
    const instants = sessionInstants(input.date, input.startTime, input.endTime, settings.timeZone);
    const now = this.now();
    if (instants.startsAt <= now) throw badRequest('Please correct the highlighted fields.', { date: 'That time is over.' }).coded('program_session_past');
    const capacity =
      input.capacity ?? input.courts.length * (program.playersPerCourt ?? Math.max(1, Math.floor(program.capacity / Math.max(1, program.courts.length))));
    return this.inTransaction(async (tx) => {
      const session = await insertSession(tx, {
        programId: program.id,
        date: input.date,
        ...instants,
        courts: input.courts,
        capacity,
        origin: 'one_off',
        edited: true,
        openPlay: input.openPlay ?? null,
        createdAt: now,
        updatedAt: now,
      });
      const { takenCourts } = await blockCourtsForSession(
        tx,
        this.orders,
        { sessionId: session.id, label: blockLabel(program), date: input.date, courts: input.courts, ...instants },
        now,
      );
      if (takenCourts.length > 0) throw new Refusal(courtConflict(input.date, takenCourts));
      return session;
    });
  }

  /** One date's time, courts or capacity; never below the places already taken, never onto a taken court. */
  async change(id: number, patch: SessionPatch): Promise<ProgramSessionRow> {
    const settings = await readCompanySettings(this.db);
    const now = this.now();
    let grew = false;
    let before: { startsAt: Date; endsAt: Date } | null = null;
    const session = await this.inTransaction(async (tx) => {
      const { session, program } = await this.lockLive(tx, id, now);
      if (patch.openPlay !== undefined) {
        if (session.origin !== 'one_off') throw new Refusal(openPlayRefused('open_play_one_off_only'));
        if (patch.openPlay && program.kind !== 'drop_in') throw new Refusal(openPlayRefused('open_play_drop_in_only'));
      }
      const date = patch.date ?? session.date;
      const startTime = patch.startTime ?? wallTime(session.startsAt, settings.timeZone);
      const endTime = patch.endTime ?? wallTime(session.endsAt, settings.timeZone);
      const courts = patch.courts ? [...patch.courts].sort((a, b) => a - b) : session.courts;
      if (endTime <= startTime) throw new Refusal(badRequest('Please correct the highlighted fields.', { endTime: fieldRule('end_after_start') }));
      assertCourtsExist(settings, courts);
      assertHours(settings, date, startTime, endTime);
      const instants = sessionInstants(date, startTime, endTime, settings.timeZone);
      if (instants.startsAt <= now)
        throw new Refusal(badRequest('Please correct the highlighted fields.', { date: 'That time is over.' }).coded('program_session_past'));
      const capacity = patch.capacity ?? session.capacity;
      const taken = await this.registrations().takenIn(tx, id, now);
      if (capacity < taken) {
        throw new Refusal(
          conflict(`${taken} places are already taken: the capacity cannot go below that.`, { capacity: `At least ${taken}.` }).coded(
            'program_capacity_below_registered',
            { registered: taken },
          ),
        );
      }
      const moved =
        instants.startsAt.getTime() !== session.startsAt.getTime() ||
        instants.endsAt.getTime() !== session.endsAt.getTime() ||
        courts.join() !== session.courts.join();
      if (moved) {
        const { takenCourts } = await moveSessionBlocks(tx, this.orders, { sessionId: id, label: blockLabel(program), date, courts, ...instants }, now);
        if (takenCourts.length > 0) throw new Refusal(courtConflict(date, takenCourts));
        before = { startsAt: session.startsAt, endsAt: session.endsAt };
      }
      grew = capacity > session.capacity;
      const openPlay = patch.openPlay !== undefined ? { openPlay: patch.openPlay } : {};
      return updateSession(tx, id, { date, ...instants, courts, capacity, ...openPlay, edited: true, updatedAt: now });
    });
    if (before) await this.registrations().tellMoved(id, before);
    if (grew) await this.registrations().offerFreedPlaces(id);
    return session;
  }

  /** One date cancelled: its courts freed, every registrant refunded in full and told why. */
  async cancel(id: number, reason: string): Promise<ProgramSessionRow> {
    const now = this.now();
    const { session, after } = await this.inTransaction(async (tx) => {
      await this.lockLive(tx, id, now);
      const session = await updateSession(tx, id, { status: 'cancelled', cancelReason: reason, cancelledAt: now, updatedAt: now });
      await releaseSessionBlocks(tx, id, now);
      return { session, after: await this.registrations().cancelAllIn(tx, id, reason, now) };
    });
    await after();
    return session;
  }

  private async lockLive(tx: Tx, id: number, now: Date): Promise<SessionWithProgram> {
    const found = await lockSessionWithProgram(tx, id);
    if (!found) throw new Refusal(notFound('There is no such session.').coded('program_session_not_found'));
    if (found.session.status === 'cancelled') throw new Refusal(conflict('This session is cancelled.').coded('program_session_cancelled'));
    if (found.session.startsAt <= now) throw new Refusal(conflict('This session has already started.').coded('program_session_past'));
    return found;
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

function assertHours(settings: CompanySettings, date: string, startTime: string, endTime: string) {
  const problem = hoursProblem(settings, date, startTime, endTime);
  if (problem === 'closed') throw conflict(`The venue is closed on ${date}.`).coded('program_closed_day', { date });
  if (problem === 'outside_hours')
    throw badRequest('Please correct the highlighted fields.', { startTime: 'Keep the session inside the venue’s opening hours that day.' }).coded(
      'program_outside_hours',
    );
}
