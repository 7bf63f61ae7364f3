import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { coaches, partners } from '../../../server/db/schema.js';
import { memberAgent } from '../booking/support.js';
import { doc, paragraph } from '../content/coaches/support.js';
import type { Agent } from '../helpers/test-app.js';
import {
  addTemplate,
  createProgramsApp,
  ONTARIO_HST,
  registerAndPay,
  registrationLine,
  resetPrograms,
  sessionsBetween,
  type ProgramsTestApp,
} from './support.js';

// Issue 25: on the embedded database an owner's edit of a program with a coach froze the server
// (a query on the handle inside the edit's own transaction waited for that transaction). Every
// owner write on programs, coaches, partners, templates and sessions runs here with the rows it
// touches present (a coach on the program, people registered, a partner with a link), and the
// database must still answer afterwards. On PGlite the single-connection guard turns any query on
// the handle inside a transaction into a 500, so a regression fails here instead of hanging.

let t: ProgramsTestApp;
let member: Agent;
beforeAll(async () => {
  t = await createProgramsApp();
  member = (await memberAgent(t)).agent;
});
afterAll(async () => t.close());
beforeEach(async () => resetPrograms(t, { venue: ONTARIO_HST, alsoEmpty: [coaches, partners] }));

/** The database still answers: a read that needs it, after the write. */
async function stillAnswers() {
  const response = await t.app.inject({ method: 'GET', url: '/api/coaches' });
  expect(response.statusCode).toBe(200);
}

async function ok(response: { statusCode: number; body: string }, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  await stillAnswers();
}

async function addCoach(name = 'Sophie Tremblay') {
  const response = await t.owner.post('/api/owner/coaches', { name, bio: doc(paragraph('Coach.')), published: true });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>();
}

const lesson = (coachId: number | null) => ({
  kind: 'lesson',
  title: 'Beginner lesson series',
  description: doc(paragraph('Four evenings.')),
  level: 'Beginner',
  coachId,
  capacity: 6,
  minAge: null,
  maxAge: null,
  memberPriceCents: 8000,
  nonMemberPriceCents: 10000,
  earlyBirdPriceCents: null,
  earlyBirdUntil: null,
  cancellationCutoffHours: 48,
  published: true,
  sessions: ['2026-03-10', '2026-03-17'].map((date) => ({ date, startTime: '18:00', endTime: '19:30', courts: [5] })),
});

async function lessonWithCoachAndPlace() {
  const coach = await addCoach();
  const created = await t.owner.post('/api/owner/programs', lesson(coach.id));
  expect(created.statusCode, created.body).toBe(201);
  const program = created.json<{ id: number }>();
  await registerAndPay(t, member, [{ product: 'program_registration', programId: program.id, participantId: 'self' }]);
  return { coach, program };
}

describe('owner writes on a program with a coach and people registered (embedded database)', () => {
  it('unpublishes, publishes and saves it, and the database answers after each', async () => {
    const { coach, program } = await lessonWithCoachAndPlace();
    await ok(await t.owner.patch(`/api/owner/programs/${program.id}`, { published: false }));
    await ok(await t.owner.patch(`/api/owner/programs/${program.id}`, { published: true }));
    await ok(await t.owner.patch(`/api/owner/programs/${program.id}`, { title: 'Beginner lessons', capacity: 8, coachId: coach.id }));
    const other = await addCoach('Marc Gagnon');
    const changed = await t.owner.patch(`/api/owner/programs/${program.id}`, { coachId: other.id });
    await ok(changed);
    expect(changed.json()).toMatchObject({ coachId: other.id, capacity: 8, registered: 1, published: true });
  });

  it('refuses a coach that does not exist inside the edit, with the field named', async () => {
    const { program } = await lessonWithCoachAndPlace();
    const refused = await t.owner.patch(`/api/owner/programs/${program.id}`, { coachId: 999_999 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { coachId: expect.any(String) } });
    await stillAnswers();
  });

  it('duplicates it, cancels one registration and the whole program, and e-mails the registrants', async () => {
    const { program } = await lessonWithCoachAndPlace();
    await ok(await t.owner.post(`/api/owner/programs/${program.id}/duplicate`, {}), 201);
    await ok(await t.owner.post(`/api/owner/programs/${program.id}/email`, { subject: 'Bring water', body: 'See you Tuesday.' }));
    const registrants = (await t.owner.get(`/api/owner/programs/${program.id}/registrations`)).json<{ items: { id: number }[] }>().items;
    await ok(await t.owner.post(`/api/owner/programs/${program.id}/registrations/${registrants[0].id}/cancel`, { refund: true }));
    await registerAndPay(t, member, [{ product: 'program_registration', programId: program.id, participantId: 'self' }]);
    await ok(await t.owner.post(`/api/owner/programs/${program.id}/cancel`, { reason: 'The coach is away.' }));
  });

  it('changes a draft’s dates while its coach stays', async () => {
    const coach = await addCoach();
    const created = await t.owner.post('/api/owner/programs', { ...lesson(coach.id), published: false });
    const program = created.json<{ id: number }>();
    await ok(
      await t.owner.patch(`/api/owner/programs/${program.id}`, {
        sessions: [{ date: '2026-03-11', startTime: '18:00', endTime: '19:30', courts: [4] }],
        coachId: coach.id,
      }),
    );
  });

  it('edits a tournament’s divisions with an entry in', async () => {
    const created = await t.owner.post('/api/owner/programs', {
      kind: 'tournament',
      title: 'Spring Open',
      description: null,
      cancellationCutoffHours: 72,
      published: true,
      divisions: [{ name: 'Singles 3.5', format: 'singles', level: '3.5', minAge: null, maxEntries: 8, feeCents: 3000 }],
      sessions: [{ date: '2026-03-14', startTime: '08:00', endTime: '18:00', courts: [1, 2] }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const tournament = created.json<{ id: number; divisions: { id: number }[] }>();
    const divisionId = tournament.divisions[0].id;
    await registerAndPay(t, member, [{ product: 'program_registration', programId: tournament.id, divisionId, participantId: 'self' }]);
    await ok(
      await t.owner.patch(`/api/owner/programs/${tournament.id}`, {
        divisions: [
          { id: divisionId, name: 'Singles 3.5', format: 'singles', level: '3.5', minAge: null, maxEntries: 10, feeCents: 3000 },
          { name: 'Open doubles', format: 'doubles', level: '', minAge: null, maxEntries: 4, feeCents: 4000 },
        ],
      }),
    );
  });
});

describe('owner writes on coaches and partners in use', () => {
  it('edits, reorders, hides and removes a coach assigned to a program', async () => {
    const { coach } = await lessonWithCoachAndPlace();
    const second = await addCoach('Marc Gagnon');
    await ok(await t.owner.put(`/api/owner/coaches/${coach.id}`, { name: 'Sophie T.', bio: doc(paragraph('Coach.')), published: false }));
    await ok(await t.owner.post('/api/owner/coaches/order', { ids: [second.id, coach.id] }));
    const removed = await t.owner.delete(`/api/owner/coaches/${coach.id}`);
    expect([204, 409], removed.body).toContain(removed.statusCode);
    await stillAnswers();
  });

  it('adds, edits, reorders and removes partners', async () => {
    const partner = (name: string) => ({ name, logoUploadId: null, url: 'https://example.org', description: doc(paragraph('Partner.')), published: true });
    const first = await t.owner.post('/api/owner/partners', partner('Badminton association'));
    await ok(first, 201);
    const second = await t.owner.post('/api/owner/partners', partner('Pickleball Canada'));
    const [a, b] = [first.json<{ id: number }>().id, second.json<{ id: number }>().id];
    await ok(await t.owner.put(`/api/owner/partners/${a}`, partner('Badminton Ontario')));
    await ok(await t.owner.post('/api/owner/partners/order', { ids: [b, a] }));
    const removed = await t.owner.delete(`/api/owner/partners/${a}`);
    expect(removed.statusCode, removed.body).toBe(204);
    await stillAnswers();
  });
});

describe('owner writes on drop-in templates and sessions with people registered', () => {
  it('edits a template, moves, grows, adds and cancels sessions, and removes the template', async () => {
    const { template } = await addTemplate(t);
    const [session] = await sessionsBetween(member, '2026-03-03', '2026-03-03');
    await registerAndPay(t, member, [registrationLine(session.id)]);
    const { TUESDAY_TEMPLATE } = await import('./support.js');
    await ok(await t.owner.patch(`/api/owner/drop-in/templates/${template.id}`, { ...TUESDAY_TEMPLATE, nonMemberPriceCents: 1500, courts: [1, 2, 3] }));
    await ok(await t.owner.patch(`/api/owner/program-sessions/${session.id}`, { startTime: '19:00', endTime: '21:00', capacity: 10 }));
    await ok(
      await t.owner.post('/api/owner/program-sessions', { programId: template.id, date: '2026-03-07', startTime: '10:00', endTime: '12:00', courts: [1] }),
      201,
    );
    await ok(await t.owner.post(`/api/owner/program-sessions/${session.id}/cancel`, { reason: 'The roof is leaking' }));
    const removed = await t.owner.delete(`/api/owner/drop-in/templates/${template.id}`);
    expect([200, 204], removed.body).toContain(removed.statusCode);
    await stillAnswers();
  });
});
