import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPlayGames } from '../../../server/db/schema.js';
import {
  addPlayers,
  checkInAll,
  courtIds,
  createOpenPlayApp,
  DOUBLES,
  endGame,
  lineIds,
  openPlayDay,
  registrationIds,
  trail,
  viewOf,
  type OpenPlayTestApp,
  type Player,
} from './support.js';

let t: OpenPlayTestApp;
beforeAll(async () => {
  t = await createOpenPlayApp();
});
afterAll(async () => t.close());

// Who is on a court, in any team order (the rule splits the four into teams).
const onCourt = (view: Parameters<typeof courtIds>[0], court: number) => courtIds(view, court).sort((a, b) => a - b);

describe('assignment', () => {
  it('doubles: the line fills a free court as soon as four are in it, first in line first', async () => {
    const sessionId = await openPlayDay(t);
    const players = await addPlayers(t, sessionId, 6);
    await checkInAll(t, players.slice(0, 3));
    let view = await viewOf(t.owner, sessionId);
    expect(lineIds(view)).toEqual(registrationIds(players.slice(0, 3)));
    expect(view.courts.every((court) => court.state === 'free')).toBe(true);
    await checkInAll(t, players.slice(3));
    view = await viewOf(players[0].agent, sessionId);
    expect(onCourt(view, 1)).toEqual(registrationIds(players.slice(0, 4)));
    expect(view.courts[0]).toMatchObject({ court: 1, state: 'playing', game: { manual: false } });
    expect(view.courts[1].state).toBe('free');
    expect(lineIds(view)).toEqual(registrationIds(players.slice(4)));
    expect(view.line.map((entry) => entry.position)).toEqual([1, 2]);
    expect(view.mine).toEqual([players[0].registrationId]);
    expect(view.courts[0].game!.players[0].name).toBe(players[0].name);
    expect(view.gamesPlayed[players[0].registrationId]).toBe(1);
    expect(view.gamesPlayed[players[5].registrationId]).toBe(0);
  });

  it('singles: two are enough for a court', async () => {
    const sessionId = await openPlayDay(t, { ...DOUBLES, format: 'singles' });
    const players = await addPlayers(t, sessionId, 5);
    await checkInAll(t, players);
    const view = await viewOf(t.owner, sessionId);
    expect(onCourt(view, 1)).toEqual(registrationIds(players.slice(0, 2)));
    expect(onCourt(view, 2)).toEqual(registrationIds(players.slice(2, 4)));
    expect(lineIds(view)).toEqual([players[4].registrationId]);
  });
});

describe('Game over', () => {
  it('a player in the game ends it (200): the court is filled again from the line, its players go to the back', async () => {
    const sessionId = await openPlayDay(t, DOUBLES, { courts: [1] });
    const players = await addPlayers(t, sessionId, 8);
    await checkInAll(t, players);
    let view = await viewOf(t.owner, sessionId);
    const gameId = view.courts[0].game!.id;
    expect(view.upNext[0].players.map((p) => p.registrationId).sort((a, b) => a - b)).toEqual(registrationIds(players.slice(4)));
    const ended = await endGame(players[2], gameId, { score: { a: 11, b: 7 } });
    expect(ended.statusCode).toBe(200);
    view = ended.json();
    expect(onCourt(view, 1)).toEqual(registrationIds(players.slice(4)));
    expect(view.courts[0].game!.id).not.toBe(gameId);
    expect(lineIds(view).sort((a, b) => a - b)).toEqual(registrationIds(players.slice(0, 4)));
    const [row] = await t.database.db.select().from(openPlayGames).where(eq(openPlayGames.id, gameId));
    expect(row).toMatchObject({ scoreA: 11, scoreB: 7, winner: 'a', endedByUserId: players[2].userId, undone: false });
    expect(row.endedAt).not.toBeNull();
    // The same game again: 409; a member not in the game: 403; staff may end any game.
    expect((await endGame(players[0], gameId)).json()).toMatchObject({ statusCode: 409, code: 'open_play_game_ended' });
    const next = view.courts[0].game!.id;
    expect((await endGame(players[0], next)).json()).toMatchObject({ statusCode: 403, code: 'open_play_not_in_game' });
    const byStaff = await t.owner.post(`/api/open-play/games/${next}/end`, {});
    expect(byStaff.statusCode).toBe(200);
    expect(onCourt(byStaff.json(), 1)).toEqual(registrationIds(players.slice(0, 4)));
    expect((await trail(t)).map((entry) => entry.action)).toContain('open_play.game_over');
    expect((await t.owner.post(`/api/open-play/games/999999/end`, {})).json()).toMatchObject({ statusCode: 404, code: 'open_play_game_not_found' });
  });

  it('simultaneous taps on one game give one rotation: one 200, the rest 409', async () => {
    const sessionId = await openPlayDay(t, DOUBLES, { courts: [1] });
    const players = await addPlayers(t, sessionId, 8);
    await checkInAll(t, players);
    const before = await viewOf(t.owner, sessionId);
    const gameId = before.courts[0].game!.id;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => endGame(players[index % 4], gameId)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409).every((answer) => answer.json().code === 'open_play_game_ended')).toBe(true);
    const after = await viewOf(t.owner, sessionId);
    expect(after.version).toBe(before.version + 1);
    expect(await t.database.db.select().from(openPlayGames).where(eq(openPlayGames.sessionId, sessionId))).toHaveLength(2);
  });
});

describe('a player’s own moves', () => {
  it('rest steps out of the line, rejoin goes to the back, leave checks out', async () => {
    const sessionId = await openPlayDay(t);
    const players = await addPlayers(t, sessionId, 3);
    await checkInAll(t, players);
    const [ana, ben, cal] = players;
    const post = (player: Player, path: string, body: Record<string, unknown> = { registrationId: player.registrationId }) =>
      player.agent.post(`/api/open-play/sessions/${sessionId}/${path}`, body);
    let view = (await post(ana, 'rest')).json();
    expect(lineIds(view)).toEqual(registrationIds([ben, cal]));
    expect(view.resting.map((p: { registrationId: number }) => p.registrationId)).toEqual([ana.registrationId]);
    view = (await post(ana, 'rejoin')).json();
    expect(lineIds(view)).toEqual(registrationIds([ben, cal, ana]));
    view = (await post(ben, 'leave')).json();
    expect(lineIds(view)).toEqual(registrationIds([cal, ana]));
    expect(view.mine).toEqual([]);
    expect(view.gamesPlayed[ben.registrationId]).toBe(0);
    // Someone else's place: 403; staff may, and the trail says so.
    expect((await post(ana, 'rest', { registrationId: cal.registrationId })).json()).toMatchObject({ statusCode: 403, code: 'open_play_not_your_place' });
    expect((await t.owner.post(`/api/open-play/sessions/${sessionId}/leave`, { registrationId: cal.registrationId })).statusCode).toBe(200);
    expect((await trail(t)).filter((entry) => entry.action === 'open_play.leave').map((entry) => entry.subjectUserId)).toEqual([cal.userId]);
  });

  it('a partner for the next game: both in the line, shown on both', async () => {
    const sessionId = await openPlayDay(t);
    const [ana, ben, cal] = await addPlayers(t, sessionId, 3);
    await checkInAll(t, [ana, ben, cal]);
    const paired = await ana.agent.post(`/api/open-play/sessions/${sessionId}/partner`, {
      registrationId: ana.registrationId,
      partnerRegistrationId: cal.registrationId,
    });
    expect(paired.statusCode).toBe(200);
    const partners = Object.fromEntries(
      paired.json().line.map((entry: { registrationId: number; partnerRegistrationId: number | null }) => [entry.registrationId, entry.partnerRegistrationId]),
    );
    expect(partners).toEqual({ [ana.registrationId]: cal.registrationId, [ben.registrationId]: null, [cal.registrationId]: ana.registrationId });
    const cleared = await ana.agent.post(`/api/open-play/sessions/${sessionId}/partner`, { registrationId: ana.registrationId, partnerRegistrationId: null });
    expect(cleared.json().line.every((entry: { partnerRegistrationId: number | null }) => entry.partnerRegistrationId === null)).toBe(true);
  });
});
