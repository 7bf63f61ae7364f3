/**
 * Open play's live views: the session's stream for its players and staff, the court board (its
 * secret, its stream, a new link replacing the old), HEAD on every stream, the after-session report
 * and its CSV, and a player's own figures (GET /open-play/mine). The streams are read with fetch
 * from the app listening on 127.0.0.1 (app.inject cannot stream).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentFor } from '../helpers/test-app.js';
import { openSse } from './sse-client.js';
import {
  addPlayer,
  addPlayers,
  checkInAll,
  createOpenPlayApp,
  endGame,
  gameOn,
  markAttendance,
  openPlayDay,
  trail,
  viewOf,
  type OpenPlayTestApp,
  type Player,
  type View,
} from './support.js';

let t: OpenPlayTestApp;
beforeAll(async () => {
  t = await createOpenPlayApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => t.close());

type BoardState = View & { checkIn: { url: string; expiresAt: string } };

async function boardLink(sessionId: number): Promise<{ url: string; secret: string }> {
  const response = await t.owner.post(`/api/staff/open-play/sessions/${sessionId}/board`);
  expect(response.statusCode, response.body).toBe(200);
  const { url } = response.json<{ url: string }>();
  return { url, secret: new URL(url).searchParams.get('key')! };
}

describe('a live session’s stream', () => {
  it('sends the state at once, then a new state after a check-in and after a Game over', async () => {
    const sessionId = await openPlayDay(t);
    const players = await addPlayers(t, sessionId, 6);
    const stream = await openSse(t.app, `/api/open-play/sessions/${sessionId}/stream`, players[0].agent);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('cache-control')).toBe('no-cache');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    const first = await stream.nextState<View>(() => true);
    expect(stream.text().startsWith('retry: 2000\n\n')).toBe(true);
    expect(first).toMatchObject({ sessionId, line: [], mine: [], canUndo: false });

    await checkInAll(t, players.slice(0, 4));
    const playing = await stream.nextState<View>((view) => gameOn(view, 1) !== null);
    expect(playing.mine).toEqual([players[0].registrationId]);
    expect(playing.version).toBeGreaterThan(first.version);
    await checkInAll(t, players.slice(4));
    await stream.nextState<View>((view) => view.line.length === 2);

    const game = gameOn(playing, 1)!;
    const ended = await endGame(players[0], game.id);
    expect(ended.statusCode, ended.body).toBe(200);
    const after = await stream.nextState<View>((view) => gameOn(view, 1) !== null && gameOn(view, 1)!.id !== game.id);
    expect(after.version).toBeGreaterThan(playing.version);
    expect(after).toEqual(await viewOf(players[0].agent, sessionId));
    stream.close();
    await expect.poll(() => t.app.openPlayStreams.size).toBe(0);
  });

  it('staff read it with canUndo; a member without a place gets 403, an unknown session 404, a visitor 401', async () => {
    const sessionId = await openPlayDay(t);
    const players = await addPlayers(t, sessionId, 4);
    await checkInAll(t, players);
    const staff = await openSse(t.app, `/api/open-play/sessions/${sessionId}/stream`, t.owner);
    expect(await staff.nextState<View>(() => true)).toMatchObject({ canUndo: true, mine: [] });
    staff.close();
    const { agent: stranger } = await agentFor(t);
    const refused = await openSse(t.app, `/api/open-play/sessions/${sessionId}/stream`, stranger);
    expect(refused.response.status).toBe(403);
    expect(await refused.response.json()).toMatchObject({ code: 'open_play_not_a_player' });
    const unknown = await openSse(t.app, `/api/open-play/sessions/999999/stream`, t.owner);
    expect(unknown.response.status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/open-play/sessions/${sessionId}/stream` })).statusCode).toBe(401);
  });

  it('HEAD answers at once on every stream, with the stream’s headers and no body', async () => {
    const sessionId = await openPlayDay(t);
    const ana = await addPlayer(t, sessionId, 'Ana');
    const { secret } = await boardLink(sessionId);
    const cookie = [...ana.agent.cookies.entries()].map(([name, value]) => `${name}=${value.value}`).join('; ');
    for (const [url, headers] of [
      [`/api/open-play/sessions/${sessionId}/stream`, { cookie }],
      [`/api/open-play/boards/${secret}/stream`, {}],
    ] as const) {
      const response = await t.app.inject({ method: 'HEAD', url, headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(response.body).toBe('');
    }
    expect(t.app.openPlayStreams.size).toBe(0);
  });
});

describe('the court board', () => {
  it('opens with its secret alone: the view for everyone and the check-in link; unknown secrets 404', async () => {
    const sessionId = await openPlayDay(t);
    const players = await addPlayers(t, sessionId, 4);
    await checkInAll(t, players);
    const { url, secret } = await boardLink(sessionId);
    expect(url).toBe(`${t.config.appOrigin}/open-play/${sessionId}/board?key=${secret}`);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const board = await t.app.inject({ method: 'GET', url: `/api/open-play/boards/${secret}` });
    expect(board.statusCode, board.body).toBe(200);
    const view = board.json<BoardState>();
    expect(view).toMatchObject({ sessionId, mine: [], canUndo: false });
    expect(
      gameOn(view, 1)!
        .players.map((player) => player.name)
        .sort(),
    ).toEqual(players.map((player) => player.name).sort());
    const { code, expiresAt } = t.app.openPlay.checkInCodeFor(sessionId, t.app.clock.now());
    expect(view.checkIn).toEqual({ url: `${t.config.appOrigin}/open-play/${sessionId}/check-in?code=${code}`, expiresAt: expiresAt.toISOString() });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/open-play/boards/not-a-board-secret', headers: { 'accept-language': 'fr-CA' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'open_play_board_not_found',
      message: 'Ce lien de tableau ne fonctionne plus\u00a0: demandez le nouveau lien à l’accueil.',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/open-play/boards/not-a-board-secret/stream' })).statusCode).toBe(404);
    // The link is staff's: written to the trail; a member cannot make one.
    expect((await trail(t)).at(-1)).toMatchObject({ action: 'open_play.board_link' });
    expect((await players[0].agent.post(`/api/staff/open-play/sessions/${sessionId}/board`)).statusCode).toBe(403);
  });

  it('streams the board’s view with its check-in link, and a new link ends the old one’s board and stops it opening', async () => {
    const sessionId = await openPlayDay(t);
    const players = await addPlayers(t, sessionId, 5);
    const old = await boardLink(sessionId);
    const stream = await openSse(t.app, `/api/open-play/boards/${old.secret}/stream`);
    const first = await stream.nextState<BoardState>(() => true);
    expect(first.checkIn.url).toContain(`/open-play/${sessionId}/check-in?code=`);
    expect(first.mine).toEqual([]);
    await checkInAll(t, players.slice(0, 4));
    const playing = await stream.nextState<BoardState>((view) => gameOn(view, 1) !== null);
    expect(playing.checkIn).toEqual(first.checkIn);
    // A Game over made by a player reaches the board.
    const game = gameOn(playing, 1)!;
    const tapper = players.find((player) => game.players.some((entry) => entry.registrationId === player.registrationId))!;
    await markAttendance(t, players[4].registrationId);
    expect((await endGame(tapper, game.id)).statusCode).toBe(200);
    await stream.nextState<BoardState>((view) => gameOn(view, 1) !== null && gameOn(view, 1)!.id !== game.id);

    const fresh = await boardLink(sessionId);
    expect(fresh.secret).not.toBe(old.secret);
    await stream.ended();
    expect((await t.app.inject({ method: 'GET', url: `/api/open-play/boards/${old.secret}` })).json()).toMatchObject({
      statusCode: 404,
      code: 'open_play_board_not_found',
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/open-play/boards/${fresh.secret}` })).statusCode).toBe(200);
    await expect.poll(() => t.app.openPlayStreams.size).toBe(0);
  });
});

describe('after the session', () => {
  it('the report: games and sit-outs per player who checked in, by name; the CSV in the reader’s language', async () => {
    const sessionId = await openPlayDay(t);
    const quoted = await addPlayer(t, sessionId, 'Zoé "Z", Jr');
    const others = await addPlayers(t, sessionId, 4);
    const players = [quoted, ...others];
    await checkInAll(t, players);
    let view = await viewOf(t.owner, sessionId);
    const game = gameOn(view, 1)!;
    const sitting = players.find((player) => !game.players.some((entry) => entry.registrationId === player.registrationId))!;
    expect(
      (
        await endGame(
          players.find((player) => player !== sitting && game.players.some((entry) => entry.registrationId === player.registrationId))!,
          game.id,
        )
      ).statusCode,
    ).toBe(200);
    // The one who waited plays now; the one passed over (a sit-out) checks out.
    view = await viewOf(t.owner, sessionId);
    expect(gameOn(view, 1)!.players.map((entry) => entry.registrationId)).toContain(sitting.registrationId);
    expect(view.line).toHaveLength(1);
    const leaver = players.find((player) => player.registrationId === view.line[0].registrationId)!;
    expect((await leaver.agent.post(`/api/open-play/sessions/${sessionId}/leave`, { registrationId: leaver.registrationId })).statusCode).toBe(200);

    const report = await t.owner.get(`/api/staff/open-play/sessions/${sessionId}/report`);
    expect(report.statusCode, report.body).toBe(200);
    const body = report.json<{
      sessionId: number;
      date: string;
      players: { registrationId: number; name: string; games: number; sitOuts: number; present: boolean; band: string }[];
    }>();
    expect(body).toMatchObject({ sessionId, date: '2026-03-03' });
    expect(body.players).toHaveLength(5);
    const row = (player: Player) => body.players.find((entry) => entry.registrationId === player.registrationId)!;
    expect(row(sitting)).toMatchObject({ games: 1, present: true, band: '2.5-3.0' });
    expect(row(leaver)).toMatchObject({ games: 1, sitOuts: 1, present: false, band: '2.5-3.0' });
    for (const entry of body.players)
      if (entry.registrationId !== leaver.registrationId)
        expect(entry).toMatchObject({ present: true, games: entry.registrationId === sitting.registrationId ? 1 : 2 });
    expect(body.players.reduce((sum, entry) => sum + entry.games, 0)).toBe(8);
    expect(body.players.map((entry) => entry.name)).toEqual([...body.players.map((entry) => entry.name)].sort((a, b) => a.localeCompare(b, 'en-CA')));

    const csv = await t.owner.get(`/api/staff/open-play/sessions/${sessionId}/report.csv`, { headers: { 'accept-language': 'fr-CA' } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="courtside-open-play-2026-03-03-session-${sessionId}.csv"`);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('Joueur,Groupe de niveau,Parties jouées,Attentes,Parti,Inscription');
    expect(lines).toHaveLength(7); // the header, five players, the final line break
    const quotedName = body.players.find((entry) => entry.registrationId === quoted.registrationId)!.name;
    expect(quotedName).toMatch(/^Zoé "Z", Jr /);
    expect(csv.body).toContain(`"${quotedName.replace(/"/g, '""')}",2.5-3.0,`);
    expect((await t.owner.get(`/api/staff/open-play/sessions/${sessionId}/report.csv`)).body.split('\r\n')[0]).toBe(
      'Player,Band,Games played,Sit-outs,Checked out,Registration',
    );
    expect((await others[0].agent.get(`/api/staff/open-play/sessions/${sessionId}/report`)).statusCode).toBe(403);
    expect((await t.owner.get(`/api/staff/open-play/sessions/999999/report`)).json()).toMatchObject({ code: 'open_play_session_not_found' });
  });

  it('a player’s own figures: their household’s sessions with games and sit-outs, and nothing for a place never checked in', async () => {
    const sessionId = await openPlayDay(t);
    const players = await addPlayers(t, sessionId, 4);
    const absent = await addPlayer(t, sessionId, 'Absent');
    await checkInAll(t, players);
    const mine = await players[0].agent.get('/api/open-play/mine');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual({
      timeZone: 'America/Toronto',
      sessions: [
        {
          sessionId,
          title: expect.any(String),
          date: '2026-03-03',
          startsAt: '2026-03-03T23:00:00.000Z',
          endedAt: null,
          players: [{ registrationId: players[0].registrationId, name: expect.stringMatching(/^P1 /), games: 1, sitOuts: 0 }],
        },
      ],
    });
    expect((await absent.agent.get('/api/open-play/mine')).json()).toEqual({ timeZone: 'America/Toronto', sessions: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/open-play/mine' })).statusCode).toBe(401);
    // Sixty days on it is still there; sixty-one days on, out of the window.
    t.setNow('2026-05-02T16:00:00Z');
    expect((await players[0].agent.get('/api/open-play/mine')).json<{ sessions: unknown[] }>().sessions).toHaveLength(1);
    t.setNow('2026-05-03T16:00:00Z');
    expect((await players[0].agent.get('/api/open-play/mine')).json()).toEqual({ timeZone: 'America/Toronto', sessions: [] });
  });
});
