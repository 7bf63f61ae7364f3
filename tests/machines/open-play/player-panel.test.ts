import { describe, expect, it } from 'vitest';
import { fromCallback, type EventObject } from 'xstate';
import { gameResultOf, playerPanelMachine, type LiveSource } from '@machines/open-play';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { aView, newer } from './fixtures';

const V8 = newer(aView({ mine: [105] }));
const REFUSED = { status: 409, message: 'That game is already over.', code: 'open_play_game_ended' };
const ACTORS = ['endGame', 'restPlayer', 'rejoinLine', 'pickPartner', 'leaveSession'] as const;

/** The live core in the panel's place: what it was started with and the views it was handed. */
function fakeLive() {
  const started: LiveSource[] = [];
  const received: EventObject[] = [];
  const live = fromCallback<EventObject, { source: LiveSource }>(({ input, receive }) => {
    started.push(input.source);
    receive((event) => received.push(event));
  });
  // A callback stands in for the live machine: the parent only starts it and sends to it.
  return { live: live as never, started, received };
}

describe('player panel model', () => {
  const input = { sessionId: 31 };
  const model = createMachineTestModel(playerPanelMachine, {
    input,
    events: [
      { type: 'panel.gameOver', gameId: 501 },
      { type: 'panel.scoreChanged', team: 'a', score: '11' },
      { type: 'panel.scoreChanged', team: 'b', score: '7' },
      { type: 'panel.scoreChanged', team: 'a', score: 'x' },
      { type: 'panel.winnerChanged', winner: 'a' },
      { type: 'panel.rest', registrationId: 105 },
      { type: 'panel.rejoin', registrationId: 105 },
      { type: 'panel.partner', registrationId: 105, partnerRegistrationId: 106 },
      { type: 'panel.checkOut', registrationId: 105 },
      ...ACTORS.flatMap((name) => [
        { type: `xstate.done.actor.${name}`, output: V8 },
        { type: `xstate.error.actor.${name}`, error: REFUSED },
      ]),
    ],
    // A form's typing is shown by a few values; the status line holds one thing at a time.
    filter: (s) => !(s.context.error && s.context.done) && !(s.context.winner && s.context.scoreA === 'x'),
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(playerPanelMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const fake = fakeLive();
      const h = createHarness(playerPanelMachine, { input, provide: { actors: { live: fake.live } } });
      await runPath(path, h, {
        states: {
          idle: (s) => {
            expect(s.hasTag('busy')).toBe(false);
            expect(s.context.gameId).toBeNull();
          },
          gameOver: (s) => {
            expect(s.context.gameId).toBe(501);
            // "Enter both scores" only after Game over was pressed with one that cannot be sent.
            if (s.context.problem) expect(gameResultOf(s.context)).toBe('score');
          },
          confirmingCheckOut: (s) => expect(s.context.registrationId).toBe(105),
          endingGame: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('endGame')).toEqual({ gameId: 501, result: gameResultOf(s.context) });
          },
          resting: () => expect(h.lastInput('restPlayer')).toEqual({ sessionId: 31, registrationId: 105 }),
          rejoining: () => expect(h.lastInput('rejoinLine')).toEqual({ sessionId: 31, registrationId: 105 }),
          pairing: () => expect(h.lastInput('pickPartner')).toEqual({ sessionId: 31, registrationId: 105, partnerRegistrationId: 106 }),
          checkingOut: () => expect(h.lastInput('leaveSession')).toEqual({ sessionId: 31, registrationId: 105 }),
        },
        events: {
          'xstate.init': () => expect(fake.started).toEqual([{ kind: 'session', sessionId: 31 }]),
          ...Object.fromEntries(
            ACTORS.flatMap((name) => [
              // The answer is the session's new view: the live core shows it at once.
              [`xstate.done.actor.${name}`, () => expect(fake.received.at(-1)).toEqual({ type: 'live.view', view: V8 })],
              // The refusal's message is kept to show; nothing is handed to the live core.
              [
                `xstate.error.actor.${name}`,
                () => {
                  expect(h.snapshot.context.error).toMatchObject({ message: REFUSED.message, code: REFUSED.code });
                  expect(h.snapshot.context.done).toBeNull();
                },
              ],
            ]),
          ),
          'xstate.done.actor.endGame': () => {
            expect(fake.received.at(-1)).toEqual({ type: 'live.view', view: V8 });
            expect(h.snapshot.context).toMatchObject({ done: 'gameOver', scoreA: '', scoreB: '', winner: null });
          },
          'xstate.error.actor.endGame': () => expect(h.snapshot.value).toBe('gameOver'),
        },
      });
    });
  }
});

describe('player panel machine', () => {
  it('Game over sends the score and the winner when given, nothing when left blank, and refuses half a score', async () => {
    const h = createHarness(playerPanelMachine, { input: { sessionId: 31 }, provide: { actors: { live: fakeLive().live } } }).start();
    h.send({ type: 'panel.gameOver', gameId: 501 });
    h.send({ type: 'panel.submit' });
    expect(h.lastInput('endGame')).toEqual({ gameId: 501, result: {} });
    await h.resolve('endGame', V8);
    h.send({ type: 'panel.gameOver', gameId: 502 });
    h.send({ type: 'panel.scoreChanged', team: 'a', score: '11' });
    h.send({ type: 'panel.submit' });
    expect(h.snapshot.context.problem).toBe('score');
    h.send({ type: 'panel.scoreChanged', team: 'b', score: ' 9 ' });
    h.send({ type: 'panel.winnerChanged', winner: 'b' });
    h.send({ type: 'panel.submit' });
    expect(h.lastInput('endGame')).toEqual({ gameId: 502, result: { score: { a: 11, b: 9 }, winner: 'b' } });
  });

  it('gameResultOf: whole numbers 0-99 only', () => {
    expect(gameResultOf({ scoreA: '0', scoreB: '99', winner: null })).toEqual({ score: { a: 0, b: 99 } });
    expect(gameResultOf({ scoreA: '100', scoreB: '1', winner: null })).toBe('score');
    expect(gameResultOf({ scoreA: '1.5', scoreB: '1', winner: null })).toBe('score');
    expect(gameResultOf({ scoreA: '', scoreB: '', winner: 'a' })).toEqual({ winner: 'a' });
  });
});
