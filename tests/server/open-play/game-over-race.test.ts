/**
 * On real PostgreSQL (several connections, several instances): 20 Game over taps on one court at
 * once give one rotation, and a Game over made on one API instance reaches a court board streaming
 * from another within a second (the change feed's NOTIFY between them).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { openDatabase, type DatabaseHandle } from '../../../server/db/client.js';
import { openPlayGames } from '../../../server/db/schema.js';
import { onRealPostgres } from '../helpers/test-database.js';
import { openSse } from './sse-client.js';
import { addPlayers, checkInAll, createOpenPlayApp, gameOn, openPlayDay, viewOf, type OpenPlayTestApp, type Player, type View } from './support.js';

const isIn = (player: Player, view: View, court: number) =>
  gameOn(view, court)?.players.some((entry) => entry.registrationId === player.registrationId) ?? false;

describe.runIf(onRealPostgres())('open play on PostgreSQL', () => {
  let t: OpenPlayTestApp;
  let second: DatabaseHandle;
  let b: FastifyInstance;
  beforeAll(async () => {
    t = await createOpenPlayApp();
    // Instance B: its own pool and its own listener on the same database, on A's clock.
    const source = t.database.notifications;
    if (source.kind !== 'postgres') throw new Error('PostgreSQL only');
    second = await openDatabase({ kind: 'postgres', url: source.connectionString, poolSize: 5 });
    b = await buildApp({ config: t.config, database: second, closeDatabase: false, distDir: '/nonexistent-dist' });
    b.clock.now = () => t.app.clock.now();
    await b.ready();
    await b.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await b.close();
    await second.close();
    await t.close();
  });

  it('20 simultaneous Game over taps on one court: one rotation, 19 × 409 open_play_game_ended, one new game, one new version', async () => {
    const sessionId = await openPlayDay(t);
    const players = await addPlayers(t, sessionId, 12);
    await checkInAll(t, players);
    const before = await viewOf(t.owner, sessionId);
    const game = gameOn(before, 1)!;
    expect(game).not.toBeNull();
    const onCourt = players.filter((player) => isIn(player, before, 1));
    expect(onCourt).toHaveLength(4);
    // Its four players tap four times each, and the desk four times.
    const tappers = [...onCourt.flatMap((player) => [player.agent, player.agent, player.agent, player.agent]), ...Array.from({ length: 4 }, () => t.owner)];
    const answers = await Promise.all(tappers.map((agent) => agent.post(`/api/open-play/games/${game.id}/end`, {})));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => [answer.statusCode, answer.json<{ code: string }>().code])).toEqual(
      Array.from({ length: 19 }, () => [409, 'open_play_game_ended']),
    );
    const after = await viewOf(t.owner, sessionId);
    expect(after.version).toBe(before.version + 1);
    const courtOne = await t.database.db
      .select()
      .from(openPlayGames)
      .where(and(eq(openPlayGames.sessionId, sessionId), eq(openPlayGames.court, 1)));
    expect(courtOne).toHaveLength(2);
    expect(courtOne.filter((row) => row.endedAt === null).map((row) => row.id)).toEqual([gameOn(after, 1)!.id]);
    expect(courtOne.find((row) => row.id === game.id)!.endedAt).not.toBeNull();
    // The other court played on untouched.
    expect(gameOn(after, 2)!.id).toBe(gameOn(before, 2)!.id);
  });

  it('a Game over on instance A reaches a board streaming from instance B within a second', async () => {
    const sessionId = await openPlayDay(t);
    const players = await addPlayers(t, sessionId, 6);
    await checkInAll(t, players);
    const link = await t.owner.post(`/api/staff/open-play/sessions/${sessionId}/board`);
    const secret = new URL(link.json<{ url: string }>().url).searchParams.get('key')!;
    const board = await openSse(b, `/api/open-play/boards/${secret}/stream`);
    const shown = await board.nextState<View>(() => true);
    const game = gameOn(shown, 1)!;
    const tapper = players.find((player) => isIn(player, shown, 1))!;

    const started = performance.now();
    const ending = tapper.agent.post(`/api/open-play/games/${game.id}/end`, {});
    const next = await board.nextState<View>((view) => gameOn(view, 1) !== null && gameOn(view, 1)!.id !== game.id, 2_000);
    const latency = Math.round(performance.now() - started);
    expect((await ending).statusCode).toBe(200);
    console.log(`open play: Game over → board on the other instance in ${latency} ms`);
    expect(latency).toBeLessThanOrEqual(1_000);
    expect(next.version).toBe(shown.version + 1);
    board.close();
    await expect.poll(() => b.openPlayStreams.size).toBe(0);
  });
});
