import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programRegistrations } from '../../../server/db/schema.js';
import { agentFor } from '../helpers/test-app.js';
import { sessionsBetween } from '../programs/support.js';
import {
  addPlayer,
  addPlayers,
  createOpenPlayApp,
  lineIds,
  markAttendance,
  minutesFromStart,
  openPlayDay,
  SESSION_END,
  viewOf,
  type OpenPlayTestApp,
} from './support.js';

let t: OpenPlayTestApp;
beforeAll(async () => {
  t = await createOpenPlayApp();
});
afterAll(async () => t.close());

async function codeOf(sessionId: number) {
  const response = await t.owner.post(`/api/staff/open-play/sessions/${sessionId}/check-in-code`);
  expect(response.statusCode).toBe(200);
  return response.json<{ code: string; expiresAt: string; url: string }>();
}

const attendanceOf = async (registrationId: number) =>
  (await t.database.db.select().from(programRegistrations).where(eq(programRegistrations.id, registrationId)))[0].attendance;

describe('checking in with the venue’s code', () => {
  it('opens 30 minutes before the start: 31 minutes before is refused, 29 accepted, and the place is marked checked in', async () => {
    const sessionId = await openPlayDay(t);
    const ana = await addPlayer(t, sessionId, 'Ana');
    t.setNow(minutesFromStart(-31));
    const early = await codeOf(sessionId);
    const refused = await ana.agent.post(`/api/open-play/sessions/${sessionId}/check-in`, { registrationId: ana.registrationId, code: early.code });
    expect(refused.json()).toMatchObject({ statusCode: 409, code: 'open_play_check_in_closed' });
    t.setNow(minutesFromStart(-29));
    const { code, url, expiresAt } = await codeOf(sessionId);
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(url).toBe(`${t.config.appOrigin}/open-play/${sessionId}/check-in?code=${code}`);
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.parse(minutesFromStart(-29)));
    const accepted = await ana.agent.post(`/api/open-play/sessions/${sessionId}/check-in`, { registrationId: ana.registrationId, code: code.toLowerCase() });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ mine: [ana.registrationId], line: [{ registrationId: ana.registrationId, name: ana.name, position: 1 }] });
    expect(await attendanceOf(ana.registrationId)).toBe('checked_in');
    // Again: 200, nothing changes.
    const again = await ana.agent.post(`/api/open-play/sessions/${sessionId}/check-in`, { registrationId: ana.registrationId, code });
    expect(again.statusCode).toBe(200);
    expect(again.json().version).toBe(accepted.json().version);
  });

  it('a place the desk checked in says so in the player’s sessions list, before check-in opens too (their card shows the live panel)', async () => {
    const sessionId = await openPlayDay(t);
    const ana = await addPlayer(t, sessionId, 'Ana');
    t.setNow(minutesFromStart(-45));
    const placeOf = async () => (await sessionsBetween(ana.agent, '2026-03-03', '2026-03-03'))[0].mine?.registrations[0];
    expect(await placeOf()).toMatchObject({ id: ana.registrationId, checkedIn: false });
    expect((await markAttendance(t, ana.registrationId)).statusCode).toBe(200);
    expect(await placeOf()).toMatchObject({ id: ana.registrationId, checkedIn: true });
  });

  it('closes at the end', async () => {
    const sessionId = await openPlayDay(t);
    const ana = await addPlayer(t, sessionId, 'Ana');
    t.setNow(SESSION_END);
    const { code } = await codeOf(sessionId);
    const response = await ana.agent.post(`/api/open-play/sessions/${sessionId}/check-in`, { registrationId: ana.registrationId, code });
    expect(response.json()).toMatchObject({ statusCode: 409, code: 'open_play_check_in_closed' });
  });

  it('refuses a wrong code and one two windows old (400), a place that is not the caller’s (403), and no place (409)', async () => {
    const sessionId = await openPlayDay(t);
    const [ana, ben] = await addPlayers(t, sessionId, 2);
    t.setNow(minutesFromStart(-25));
    const old = await codeOf(sessionId);
    const post = (agent: typeof ana.agent, registrationId: number, code: string) =>
      agent.post(`/api/open-play/sessions/${sessionId}/check-in`, { registrationId, code });
    expect((await post(ana.agent, ana.registrationId, 'ABCDEFGH')).json()).toMatchObject({ statusCode: 400, code: 'open_play_code_invalid' });
    // The previous window's code still works; two windows on it does not.
    t.setNow(minutesFromStart(-15));
    expect((await post(ben.agent, ben.registrationId, old.code)).statusCode).toBe(200);
    t.setNow(minutesFromStart(-5));
    expect((await post(ana.agent, ana.registrationId, old.code)).json()).toMatchObject({ statusCode: 400, code: 'open_play_code_invalid' });
    const { code } = await codeOf(sessionId);
    expect((await post(ana.agent, ben.registrationId, code)).json()).toMatchObject({ statusCode: 403, code: 'open_play_not_your_place' });
    // Another session's place, and a cancelled one: no place here.
    const { agent: stranger } = await agentFor(t);
    expect((await post(stranger, 999999, code)).json()).toMatchObject({ statusCode: 409, code: 'open_play_no_place' });
    await t.database.db.update(programRegistrations).set({ status: 'cancelled' }).where(eq(programRegistrations.id, ana.registrationId));
    expect((await post(ana.agent, ana.registrationId, code)).json()).toMatchObject({ statusCode: 409, code: 'open_play_no_place' });
  });

  it('takes one session’s code as wrong for another (next week’s, also open play)', async () => {
    const sessionId = await openPlayDay(t);
    const ana = await addPlayer(t, sessionId, 'Ana');
    const { code } = await codeOf(sessionId);
    const response = await ana.agent.post(`/api/open-play/sessions/${sessionId + 1}/check-in`, { registrationId: ana.registrationId, code });
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'open_play_code_invalid' });
    expect((await t.owner.post(`/api/staff/open-play/sessions/999999/check-in-code`)).json()).toMatchObject({
      statusCode: 404,
      code: 'open_play_session_not_found',
    });
  });
});

describe('checking in at the desk (attendance)', () => {
  it('puts checked-in players in the line in check-in order; a no-show or a cleared mark takes them out', async () => {
    const sessionId = await openPlayDay(t);
    const [ana, ben, cal] = await addPlayers(t, sessionId, 3);
    for (const player of [ben, ana, cal]) expect((await markAttendance(t, player.registrationId)).statusCode).toBe(200);
    expect(lineIds(await viewOf(t.owner, sessionId))).toEqual([ben.registrationId, ana.registrationId, cal.registrationId]);
    await markAttendance(t, ana.registrationId, 'no_show');
    await markAttendance(t, cal.registrationId, null);
    const view = await viewOf(t.owner, sessionId);
    expect(lineIds(view)).toEqual([ben.registrationId]);
    expect(view.gamesPlayed).toEqual({ [ben.registrationId]: 0, [ana.registrationId]: 0, [cal.registrationId]: 0 });
    // Checked in again: at the back.
    await markAttendance(t, ana.registrationId);
    expect(lineIds(await viewOf(ana.agent, sessionId))).toEqual([ben.registrationId, ana.registrationId]);
    expect((await viewOf(ana.agent, sessionId)).mine).toEqual([ana.registrationId]);
  });

  it('a walk-in added at the desk and checked in joins the line, named by first name and initial', async () => {
    const sessionId = await openPlayDay(t);
    t.setNow(minutesFromStart(-60));
    const placed = await t.owner.post(`/api/staff/programs/sessions/${sessionId}/registrations`, { kind: 'walk-in', name: 'Wanda Walker' });
    expect(placed.statusCode).toBe(201);
    const { registrationId } = placed.json<{ registrationId: number }>();
    t.setNow(minutesFromStart(-10));
    await markAttendance(t, registrationId);
    const view = await viewOf(t.owner, sessionId);
    expect(view.line).toEqual([{ registrationId, name: 'Wanda W.', band: '2.5-3.0', position: 1, partnerRegistrationId: null }]);
  });

  it('a cancelled place leaves the line', async () => {
    const sessionId = await openPlayDay(t);
    const ana = await addPlayer(t, sessionId, 'Ana');
    t.setNow(minutesFromStart(-20));
    await markAttendance(t, ana.registrationId);
    expect(lineIds(await viewOf(t.owner, sessionId))).toEqual([ana.registrationId]);
    const cancelled = await t.owner.post(`/api/programs/registrations/${ana.registrationId}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(lineIds(await viewOf(t.owner, sessionId))).toEqual([]);
  });

  it('a session not run as open play: attendance only, and its open play routes answer 404', async () => {
    const sessionId = await openPlayDay(t, null);
    const ana = await addPlayer(t, sessionId, 'Ana');
    expect((await markAttendance(t, ana.registrationId)).statusCode).toBe(200);
    expect(await attendanceOf(ana.registrationId)).toBe('checked_in');
    expect((await ana.agent.get(`/api/open-play/sessions/${sessionId}`)).json()).toMatchObject({ statusCode: 404, code: 'open_play_session_not_found' });
    expect((await t.owner.post(`/api/staff/open-play/sessions/${sessionId}/check-in-code`)).statusCode).toBe(404);
  });
});

describe('bands from self-rated levels', () => {
  it('puts each player in the band holding their level, the nearest, or the lowest without one', async () => {
    const sessionId = await openPlayDay(t);
    const players = [await addPlayer(t, sessionId, 'Low', 2.5), await addPlayer(t, sessionId, 'Mid', 3.5), await addPlayer(t, sessionId, 'Top', 5.0)];
    players.push(await addPlayer(t, sessionId, 'Gap', 2.0), await addPlayer(t, sessionId, 'None'));
    for (const player of players) await markAttendance(t, player.registrationId);
    const view = await viewOf(t.owner, sessionId);
    const bandOf = (id: number) => [...view.line, ...view.courts.flatMap((court) => court.game?.players ?? [])].find((p) => p.registrationId === id)?.band;
    expect(players.map((player) => bandOf(player.registrationId))).toEqual(['2.5-3.0', '3.5', '4.0+', '2.5-3.0', '2.5-3.0']);
  });
});
