import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import { notFound } from '../../../lib/http-error.js';
import { addDays, venueToday } from '../../../lib/venue-time.js';
import { blockCourtsForSession, moveSessionBlocks, releaseSessionBlocks } from '../../booking/index.js';
import type { OrderService } from '../../checkout/orders/index.js';
import { readCompanySettings, type CompanySettings } from '../../settings/company/index.js';
import type { Tx } from '../shared/index.js';
import type { RegistrationsPort, ScheduleReader } from './schedule-ports.js';
import type { ProgramRow, ProgramSessionRow, SessionCancelReason } from './schema.js';
import { SESSION_CANCEL_WORDS } from './session-cancel-reasons.js';
import { recordTitle } from './program-title.js';
import { GENERATION_WEEKS, hoursProblem, sessionInstants, weeklyDates } from './session-times.js';
import {
  dropInTemplates,
  generatedDates,
  insertGeneratedSession,
  insertProgram,
  lockSessionWithProgram,
  programById,
  sessionWithProgram,
  updateProgram,
  upcomingSessionsOf,
  updateSession,
} from './sessions-repository.js';
import { assertTemplateFitsVenue, type TemplateInput } from './template-input.js';

export interface ScheduleConflict {
  date: string;
  court: number | null;
  reason: 'court_taken' | 'closed' | 'outside_hours' | 'has_registrations';
  sessionId: number | null;
}

export interface TemplateWriteResult {
  template: ProgramRow | null;
  created: number;
  updated: number;
  skipped: ScheduleConflict[];
}

/** Thrown inside a transaction to roll it back while keeping what to report. */
class CourtsTaken extends Error {
  constructor(readonly courts: number[]) {
    super('courts taken');
  }
}

/**
 * Drop-in templates and the sessions generated from them: 8 weeks ahead, each date in its own
 * transaction with its courts held as blocks, and nothing written for a date whose courts are taken.
 */
export class ProgramSchedule implements ScheduleReader {
  private toppingUp: Promise<{ created: number }> | null = null;

  constructor(
    private readonly db: Database,
    /** Lapsed checkout holds in a session's way are let go first, as a court booking does. */
    private readonly orders: OrderService,
    /** The places in each session (the registrations' side): the schedule's routes show them too. */
    readonly registrations: () => RegistrationsPort,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  sessionById(db: Pick<Database, 'select'>, id: number) {
    return sessionWithProgram(db, id);
  }

  lockSession(tx: Tx, id: number) {
    return lockSessionWithProgram(tx, id);
  }

  templates() {
    return dropInTemplates(this.db);
  }

  async template(id: number): Promise<ProgramRow> {
    const row = await programById(this.db, id);
    if (!row || row.kind !== 'drop_in' || row.weekday === null || row.archivedAt)
      throw notFound('There is no such drop-in template.').coded('program_template_not_found');
    return row;
  }

  async createTemplate(input: TemplateInput): Promise<TemplateWriteResult> {
    const settings = await readCompanySettings(this.db);
    assertTemplateFitsVenue(settings, input);
    const now = this.now();
    const template = await insertProgram(this.db, { kind: 'drop_in', ...templateColumns(input), createdAt: now, updatedAt: now });
    const { created, skipped } = await this.generate(template, settings, now);
    return { template, created, updated: 0, skipped };
  }

  /**
   * Title, level, prices and policy live on the program, so they apply at once (registrations keep
   * the price and policy they were sold under). Time, courts and capacity change on each future
   * session without registrations that the owner has not edited by hand; the rest are listed.
   */
  async updateTemplate(id: number, input: TemplateInput): Promise<TemplateWriteResult> {
    const before = await this.template(id);
    const settings = await readCompanySettings(this.db);
    assertTemplateFitsVenue(settings, input);
    const now = this.now();
    const template = (await updateProgram(this.db, id, { ...templateColumns(input), updatedAt: now }))!;
    const skipped: ScheduleConflict[] = [];
    let updated = 0;
    const sessions = (await upcomingSessionsOf(this.db, id, now)).filter((session) => session.origin === 'template' && !session.edited);
    const places = await this.registrations().placesOf(
      this.db,
      sessions.map((session) => session.id),
      now,
    );
    for (const session of sessions) {
      const sameDay = before.weekday === template.weekday;
      const startsAndEnds = sameDay ? sessionInstants(session.date, template.startTime!, template.endTime!, settings.timeZone) : null;
      const unchanged =
        startsAndEnds &&
        startsAndEnds.startsAt.getTime() === session.startsAt.getTime() &&
        startsAndEnds.endsAt.getTime() === session.endsAt.getTime() &&
        sameCourts(session.courts, template.courts) &&
        session.capacity === template.capacity;
      if (unchanged) continue;
      if ((places.get(session.id)?.taken ?? 0) > 0) {
        skipped.push({ date: session.date, court: null, reason: 'has_registrations', sessionId: session.id });
        continue;
      }
      if (!startsAndEnds) {
        // Another weekday: this date's session goes, and the new weekday's are generated below.
        await this.cancelEmpty(session, 'schedule_changed', now);
        updated += 1;
        continue;
      }
      const problem = hoursProblem(settings, session.date, template.startTime!, template.endTime!);
      if (problem) {
        skipped.push({ date: session.date, court: null, reason: problem, sessionId: session.id });
        continue;
      }
      const taken = await this.db.transaction(async (tx) => {
        const { takenCourts } = await moveSessionBlocks(
          tx,
          this.orders,
          { sessionId: session.id, label: blockLabel(template), date: session.date, courts: template.courts, ...startsAndEnds },
          now,
        );
        if (takenCourts.length === 0)
          await updateSession(tx, session.id, { ...startsAndEnds, courts: template.courts, capacity: template.capacity, updatedAt: now });
        return takenCourts;
      });
      if (taken.length > 0) for (const court of taken) skipped.push({ date: session.date, court, reason: 'court_taken', sessionId: session.id });
      else updated += 1;
    }
    const generated = await this.generate(template, settings, now);
    return { template, created: generated.created, updated, skipped: [...skipped, ...generated.skipped] };
  }

  /** Ends a template: nothing more is generated; its future sessions without registrations are cancelled, the others listed. */
  async deleteTemplate(id: number): Promise<TemplateWriteResult> {
    await this.template(id);
    const now = this.now();
    await updateProgram(this.db, id, { archivedAt: now, updatedAt: now });
    const sessions = await upcomingSessionsOf(this.db, id, now);
    const places = await this.registrations().placesOf(
      this.db,
      sessions.map((session) => session.id),
      now,
    );
    const skipped: ScheduleConflict[] = [];
    let updated = 0;
    for (const session of sessions) {
      if ((places.get(session.id)?.taken ?? 0) > 0) skipped.push({ date: session.date, court: null, reason: 'has_registrations', sessionId: session.id });
      else {
        await this.cancelEmpty(session, 'time_removed', now);
        updated += 1;
      }
    }
    return { template: null, created: 0, updated, skipped };
  }

  /** Every active template kept generated 8 weeks ahead (the daily top-up; safe on several instances at once). */
  topUp(): Promise<{ created: number }> {
    this.toppingUp ??= (async () => {
      const now = this.now();
      const settings = await readCompanySettings(this.db);
      let created = 0;
      for (const template of await dropInTemplates(this.db)) created += (await this.generate(template, settings, now)).created;
      return { created };
    })().finally(() => {
      this.toppingUp = null;
    });
    return this.toppingUp;
  }

  /** A template's missing sessions from today to 8 weeks ahead; closed days and taken courts are reported and skipped. */
  async generate(template: ProgramRow, settings: CompanySettings, now: Date): Promise<{ created: number; skipped: ScheduleConflict[] }> {
    if (template.weekday === null || !template.startTime || !template.endTime || template.archivedAt) return { created: 0, skipped: [] };
    const today = venueToday(now, settings.timeZone);
    const known = await generatedDates(this.db, template.id, today);
    const skipped: ScheduleConflict[] = [];
    let created = 0;
    for (const date of weeklyDates(template.weekday, today, addDays(today, GENERATION_WEEKS * 7 - 1))) {
      if (known.has(date)) continue;
      const problem = hoursProblem(settings, date, template.startTime, template.endTime);
      if (problem) {
        skipped.push({ date, court: null, reason: problem, sessionId: null });
        continue;
      }
      const instants = sessionInstants(date, template.startTime, template.endTime, settings.timeZone);
      if (instants.startsAt <= now) continue;
      try {
        const made = await this.db.transaction(async (tx) => {
          const session = await insertGeneratedSession(tx, {
            programId: template.id,
            date,
            ...instants,
            courts: template.courts,
            capacity: template.capacity,
            origin: 'template',
            createdAt: now,
            updatedAt: now,
          });
          if (!session) return false; // another instance made it first
          const { takenCourts } = await blockCourtsForSession(
            tx,
            this.orders,
            { sessionId: session.id, label: blockLabel(template), date, courts: template.courts, ...instants },
            now,
          );
          if (takenCourts.length > 0) throw new CourtsTaken(takenCourts);
          return true;
        });
        if (made) created += 1;
      } catch (error) {
        if (!(error instanceof CourtsTaken)) throw error;
        for (const court of error.courts) skipped.push({ date, court, reason: 'court_taken', sessionId: null });
      }
    }
    if (skipped.length > 0) this.log.info({ programId: template.id, skipped: skipped.length }, 'drop-in dates skipped');
    return { created, skipped };
  }

  /** A session nobody holds a place in: cancelled, its courts freed, its waitlist closed. */
  private async cancelEmpty(session: ProgramSessionRow, reason: SessionCancelReason, now: Date) {
    const after = await this.db.transaction(async (tx) => {
      await updateSession(tx, session.id, { status: 'cancelled', cancelReasonCode: reason, cancelReason: null, cancelledAt: now, updatedAt: now });
      await releaseSessionBlocks(tx, session.id, now);
      // Nobody holds a confirmed place, so nobody is told; the words are only for the history.
      return this.registrations().cancelAllIn(tx, session.id, SESSION_CANCEL_WORDS[reason], now);
    });
    await after();
  }
}

/** What the staff's day grid calls a session's block. */
export const blockLabel = (program: Pick<ProgramRow, 'title' | 'titleFr' | 'level'>) =>
  program.level ? `${recordTitle(program)} (${program.level})` : recordTitle(program);

const sameCourts = (a: number[], b: number[]) => a.length === b.length && [...a].sort().every((court, index) => court === [...b].sort()[index]);

function templateColumns(input: TemplateInput) {
  return {
    title: input.title.en ?? '',
    titleFr: input.title.fr,
    level: input.level,
    weekday: input.weekday,
    startTime: input.startTime,
    endTime: input.endTime,
    courts: [...input.courts].sort((a, b) => a - b),
    playersPerCourt: input.playersPerCourt,
    capacity: input.courts.length * input.playersPerCourt,
    memberPriceCents: input.memberPriceCents,
    nonMemberPriceCents: input.nonMemberPriceCents,
    opensDaysBefore: input.opensDaysBefore,
    cancellationCutoffHours: input.cancellationCutoffHours,
    // Left out (an older client's whole body), the setup the template has stays.
    ...(input.openPlay !== undefined ? { openPlay: input.openPlay } : {}),
  };
}
