import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPlayGames } from '../../../server/db/schema.js';
import { agentFor } from '../helpers/test-app.js';
import {
  addPlayers,
  checkInAll,
  courtIds,
  createOpenPlayApp,
  DOUBLES,
  lineIds,
  openPlayDay,
  registrationIds,
  trail,
  viewOf,
  type OpenPlayTestApp,
  type View,
} from './support.js';

let t: OpenPlayTestApp;
beforeAll(async () => {
  t = await createOpenPlayApp();
});
afterAll(async () => t.close());

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const staffPost = (sessionId: number, path: string, body?: Record<string, unknown>) => t.owner.post(`/api/staff/open-play/sessions/${sessionId}/${path}`, body);
const ok = async (answer: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
  const response = await answer;
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json() as View;
};

describe('the desk’s controls', () => {
  it('pause keeps the rule off a court, resume fills it at once; both in the trail', async () => {
    const sessionId = await openPlayDay(t);
    const players = await addPlayers(t, sessionId, 8);
    await checkInAll(t, players.slice(0, 4));
    let view = await ok(staffPost(sessionId, 'courts/2/pause'));
    expect(view.courts.map((court) => court.state)).toEqual(['playing', 'paused']);
    await checkInAll(t, players.slice(4));
    view = await viewOf(t.owner, sessionId);
    expect(view.courts[1].state).toBe('paused');
    expect(lineIds(view)).toEqual(registrationIds(players.slice(4)));
    view = await ok(staffPost(sessionId, 'courts/2/resume'));
    expect(sorted(courtIds(view, 2))).toEqual(registrationIds(players.slice(4)));
    expect((await staffPost(sessionId, 'courts/7/pause')).json()).toMatchObject({ statusCode: 409, code: 'open_play_court_unknown' });
    const entries = await trail(t);
    expect(entries.filter((entry) => entry.action.startsWith('open_play.')).map((entry) => [entry.action, entry.subjectUserId, entry.params])).toEqual([
      ['open_play.pause', null, { sessionId, court: 2 }],
      ['open_play.resume', null, { sessionId, court: 2 }],
    ]);
  });

  it('moves a player in the line and changes their band, each in the trail with the player’s account', async () => {
    const sessionId = await openPlayDay(t);
    const players = await addPlayers(t, sessionId, 3);
    await checkInAll(t, players);
    const [ana, ben, cal] = players;
    let view = await ok(t.owner.patch(`/api/staff/open-play/sessions/${sessionId}/line`, { registrationId: cal.registrationId, position: 1 }));
    expect(lineIds(view)).toEqual(registrationIds([cal, ana, ben]));
    view = await ok(t.owner.patch(`/api/staff/open-play/sessions/${sessionId}/line`, { registrationId: ana.registrationId, band: '4.0+', position: 3 }));
    expect(view.line.map((entry) => [entry.registrationId, entry.band])).toEqual([
      [cal.registrationId, '2.5-3.0'],
      [ben.registrationId, '2.5-3.0'],
      [ana.registrationId, '4.0+'],
    ]);
    const refused = await t.owner.patch(`/api/staff/open-play/sessions/${sessionId}/line`, { registrationId: ana.registrationId, band: '9.9' });
    expect(refused.json()).toMatchObject({ statusCode: 400, code: 'open_play_bad_band' });
    expect((await t.owner.patch(`/api/staff/open-play/sessions/${sessionId}/line`, { registrationId: ana.registrationId })).statusCode).toBe(400);
    const moves = (await trail(t)).filter((entry) => entry.action.startsWith('open_play.'));
    expect(moves.map((entry) => [entry.action, entry.subjectUserId])).toEqual([
      ['open_play.move', cal.userId],
      ['open_play.band', ana.userId],
      ['open_play.move', ana.userId],
    ]);
  });

  it('places a game on a chosen court, and undo takes back the last assignment (its court paused)', async () => {
    const sessionId = await openPlayDay(t);
    const players = await addPlayers(t, sessionId, 8);
    await checkInAll(t, players.slice(0, 2));
    await ok(staffPost(sessionId, 'courts/1/pause'));
    await checkInAll(t, players.slice(2));
    let view = await viewOf(t.owner, sessionId);
    // Court 2 took the first four; court 1 is paused, four wait.
    expect(sorted(courtIds(view, 2))).toEqual(registrationIds(players.slice(0, 4)));
    const waiting = lineIds(view);
    expect(sorted(waiting)).toEqual(registrationIds(players.slice(4)));
    const busy = [...waiting.slice(0, 3), players[0].registrationId];
    expect((await staffPost(sessionId, 'games', { court: 1, players: busy })).json()).toMatchObject({ statusCode: 409, code: 'open_play_player_busy' });
    expect((await staffPost(sessionId, 'games', { court: 1, players: waiting.slice(0, 2) })).json()).toMatchObject({
      statusCode: 409,
      code: 'open_play_bad_game',
    });
    expect((await staffPost(sessionId, 'games', { court: 2, players: waiting })).json()).toMatchObject({ statusCode: 409, code: 'open_play_court_busy' });
    const chosen = [waiting[3], waiting[0], waiting[2], waiting[1]];
    view = await ok(staffPost(sessionId, 'games', { court: 1, players: chosen }));
    expect(view.courts[0]).toMatchObject({ state: 'playing', game: { manual: true } });
    expect(courtIds(view, 1)).toEqual(chosen);
    expect(view.canUndo).toBe(true);
    view = await ok(staffPost(sessionId, 'undo'));
    expect(view.courts.map((court) => court.state)).toEqual(['paused', 'playing']);
    expect(lineIds(view)).toEqual(waiting);
    expect(view.canUndo).toBe(false);
    const games = await t.database.db.select().from(openPlayGames).where(eq(openPlayGames.sessionId, sessionId)).orderBy(openPlayGames.id);
    expect(games.map((game) => [game.court, game.manual, game.undone, game.endedAt !== null])).toEqual([
      [2, false, false, false],
      [1, true, true, true],
    ]);
    expect(view.gamesPlayed[waiting[0]]).toBe(0);
    expect((await staffPost(sessionId, 'undo')).json()).toMatchObject({ statusCode: 409, code: 'open_play_nothing_to_undo' });
    expect((await trail(t)).map((entry) => entry.action).filter((action) => action.startsWith('open_play.'))).toEqual([
      'open_play.pause',
      'open_play.place_game',
      'open_play.undo',
    ]);
  });

  it('pairs and unpairs two players', async () => {
    const sessionId = await openPlayDay(t);
    const [ana, ben, cal] = await addPlayers(t, sessionId, 3);
    await checkInAll(t, [ana, ben, cal]);
    let view = await ok(staffPost(sessionId, 'pair', { registrationId: ben.registrationId, partnerRegistrationId: cal.registrationId }));
    expect(view.line.find((entry) => entry.registrationId === ben.registrationId)?.partnerRegistrationId).toBe(cal.registrationId);
    view = await ok(staffPost(sessionId, 'pair', { registrationId: ben.registrationId, partnerRegistrationId: null }));
    expect(view.line.every((entry) => entry.partnerRegistrationId === null)).toBe(true);
    expect((await staffPost(sessionId, 'pair', { registrationId: ben.registrationId, partnerRegistrationId: ben.registrationId })).json()).toMatchObject({
      code: 'open_play_partner_unavailable',
    });
    expect((await trail(t)).filter((entry) => entry.action.startsWith('open_play.')).map((entry) => [entry.action, entry.subjectUserId])).toEqual([
      ['open_play.pair', ben.userId],
      ['open_play.unpair', ben.userId],
    ]);
  });

  it('ends the session: every game ends, later changes are refused (409 open_play_session_ended)', async () => {
    const sessionId = await openPlayDay(t, DOUBLES, { courts: [1] });
    const players = await addPlayers(t, sessionId, 5);
    await checkInAll(t, players);
    const before = await viewOf(t.owner, sessionId);
    const gameId = before.courts[0].game!.id;
    const view = await ok(staffPost(sessionId, 'end'));
    expect(view.endedAt).not.toBeNull();
    expect(view.courts[0].state).toBe('free');
    expect(view.gamesPlayed[players[0].registrationId]).toBe(1);
    const [game] = await t.database.db.select().from(openPlayGames).where(eq(openPlayGames.id, gameId));
    expect(game.endedAt).not.toBeNull();
    expect((await players[0].agent.post(`/api/open-play/games/${gameId}/end`, {})).json()).toMatchObject({ statusCode: 409, code: 'open_play_game_ended' });
    expect((await staffPost(sessionId, 'courts/1/pause')).json()).toMatchObject({ statusCode: 409, code: 'open_play_session_ended' });
    expect((await players[4].agent.post(`/api/open-play/sessions/${sessionId}/rest`, { registrationId: players[4].registrationId })).json()).toMatchObject({
      statusCode: 409,
      code: 'open_play_session_ended',
    });
    expect((await trail(t)).at(-1)).toMatchObject({ action: 'open_play.end', subjectUserId: null });
  });

  it('is for staff only', async () => {
    const sessionId = await openPlayDay(t);
    const { agent } = await agentFor(t);
    expect((await agent.post(`/api/staff/open-play/sessions/${sessionId}/undo`)).statusCode).toBe(403);
    expect((await agent.post(`/api/staff/open-play/sessions/${sessionId}/check-in-code`)).statusCode).toBe(403);
  });
});
