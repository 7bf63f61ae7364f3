/**
 * On real PostgreSQL (several connections): capacity holds under a crowd of buyers, and a court
 * booking racing a session's generation for the same court-hour ends with exactly one of them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programEnrolments } from '../../../server/db/schema.js';
import { readCompanySettings } from '../../../server/modules/settings/company/index.js';
import { onRealPostgres } from '../helpers/test-database.js';
import { insertProgram } from '../../../server/modules/programs/schedule/sessions-repository.js';
import { sessionInstants } from '../../../server/modules/programs/schedule/session-times.js';
import { book, bookingRows, memberAgent, setUpVenue } from '../booking/support.js';
import { addTemplate, createProgramsApp, registrationLine, registrationsOfSession, sessionsBetween, type ProgramsTestApp } from './support.js';

describe.runIf(onRealPostgres())('programs under concurrency (PostgreSQL)', () => {
  let t: ProgramsTestApp;
  beforeAll(async () => {
    t = await createProgramsApp();
  });
  afterAll(async () => t.close());

  it('30 people buying the last 8 places at once: exactly 8 hold one, 22 are told it is full', async () => {
    await addTemplate(t); // 2 courts × 4 players
    const [session] = await sessionsBetween(t.owner, '2026-03-03', '2026-03-03');
    const buyers = await Promise.all(Array.from({ length: 30 }, () => memberAgent(t)));
    const answers = await Promise.all(buyers.map(({ agent }) => agent.post('/api/orders', { lines: [registrationLine(session.id)] })));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(8);
    expect(codes.filter((code) => code === 409)).toHaveLength(22);
    expect(answers.filter((answer) => answer.statusCode === 409).every((answer) => answer.json<{ code: string }>().code === 'program_session_full')).toBe(true);
    expect((await registrationsOfSession(t, session.id)).filter((row) => row.status === 'held')).toHaveLength(8);
  });

  it('30 people registering for a camp with 8 places at once: exactly 8 hold one', async () => {
    const days = ['2026-03-16', '2026-03-17'].map((date) => ({ date, startTime: '09:00', endTime: '12:00', courts: [6] }));
    const created = await t.owner.post('/api/owner/programs', {
      kind: 'camp',
      title: 'Race camp',
      capacity: 8,
      memberPriceCents: 5000,
      nonMemberPriceCents: 6000,
      cancellationCutoffHours: 24,
      published: true,
      sessions: days,
    });
    expect(created.statusCode).toBe(201);
    const programId = created.json<{ id: number }>().id;
    const buyers = await Promise.all(Array.from({ length: 30 }, () => memberAgent(t)));
    const answers = await Promise.all(
      buyers.map(({ agent }) => agent.post('/api/orders', { lines: [{ product: 'program_registration', programId, participantId: 'self' }] })),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(8);
    expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json<{ code: string }>().code)).toEqual(
      Array.from({ length: 22 }, () => 'program_full'),
    );
    expect(await t.database.db.select().from(programEnrolments).where(eq(programEnrolments.programId, programId))).toHaveLength(8);
  });

  it('20 teams entering a doubles division of 4 at once: exactly 4 entries, no player twice', async () => {
    const days = [{ date: '2026-03-21', startTime: '09:00', endTime: '17:00', courts: [4] }];
    const division = { name: 'Race doubles', format: 'doubles', maxEntries: 4, feeCents: 2500 };
    const created = await t.owner.post('/api/owner/programs', {
      kind: 'tournament',
      title: 'Race open',
      cancellationCutoffHours: 24,
      published: true,
      divisions: [division],
      sessions: days,
    });
    expect(created.statusCode).toBe(201);
    const { id: programId, divisions } = created.json<{ id: number; divisions: { id: number }[] }>();
    const buyers = await Promise.all(Array.from({ length: 20 }, () => memberAgent(t)));
    const answers = await Promise.all(
      buyers.map(({ agent }, index) =>
        agent.post('/api/orders', {
          lines: [
            {
              product: 'program_registration',
              programId,
              participantId: 'self',
              divisionId: divisions[0].id,
              partner: { email: `partner${index}@example.com` },
            },
          ],
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(4);
    expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json<{ code: string }>().code)).toEqual(
      Array.from({ length: 16 }, () => 'program_division_full'),
    );
    expect(await t.database.db.select().from(programEnrolments).where(eq(programEnrolments.programId, programId))).toHaveLength(4);
  });

  it('a court booking and a session generation for the same court-hour: exactly one wins', async () => {
    await setUpVenue(t, { userBookingWindowDays: 60 });
    const { agent } = await memberAgent(t);
    const settings = await readCompanySettings(t.app.db);
    const now = t.app.clock.now();
    const outcomes: string[] = [];
    for (let round = 0; round < 6; round += 1) {
      const startTime = `${String(9 + round).padStart(2, '0')}:00`;
      const endTime = `${String(10 + round).padStart(2, '0')}:00`;
      // A template written straight to the table, so its first generation is the one that races.
      const template = await insertProgram(t.app.db, {
        kind: 'drop_in',
        title: `Race ${round}`,
        weekday: 6,
        startTime,
        endTime,
        courts: [5],
        playersPerCourt: 4,
        capacity: 4,
        memberPriceCents: 0,
        nonMemberPriceCents: 0,
        opensDaysBefore: 7,
        cancellationCutoffHours: 24,
      });
      const [generated, booking] = await Promise.all([
        t.app.programSchedule.generate(template, settings, now),
        book(agent, { date: '2026-03-07', startTime, hours: 1, court: 5 }),
      ]);
      const sessionWon = generated.created === 8;
      expect(booking.statusCode).toBe(sessionWon ? 409 : 201);
      if (!sessionWon) expect(generated.skipped).toEqual([{ date: '2026-03-07', court: 5, reason: 'court_taken', sessionId: null }]);
      const live = (await bookingRows(t, { court: 5 })).filter(
        (row) =>
          ['held', 'confirmed', 'blocked'].includes(row.status) &&
          row.startsAt.getTime() === sessionInstants('2026-03-07', startTime, endTime, settings.timeZone).startsAt.getTime(),
      );
      expect(live).toHaveLength(1);
      outcomes.push(sessionWon ? 'session' : 'booking');
    }
    expect(outcomes).toHaveLength(6);
  });
});
