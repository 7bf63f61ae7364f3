import { describe, expect, it } from 'vitest';
import { fromCallback, type EventObject } from 'xstate';
import { deskConsoleMachine, type CheckInCode, type OpenPlayReport } from '@machines/open-play';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { aView, newer } from './fixtures';

const V8 = newer(aView());
const BOARD = { url: 'https://courtside.example/open-play/31/board?key=s3cret' };
const CODE: CheckInCode = { code: 'K7PM4XQ2', expiresAt: '2026-12-01T14:20:00.000Z', url: 'https://courtside.example/open-play/31/check-in?code=K7PM4XQ2' };
const REPORT: OpenPlayReport = {
  sessionId: 31,
  title: 'Morning open play',
  date: '2026-12-01',
  players: [{ registrationId: 105, name: 'Ed R.', band: '2.5-3.0', games: 3, sitOuts: 1, present: true }],
};
const REFUSED = { status: 409, message: 'Court 2 has a game on it.', code: 'open_play_court_busy' };
const VIEW_ACTORS = ['moveInLine', 'changeBand', 'pairPlayers', 'pauseCourt', 'resumeCourt', 'endGame', 'undoAssignment', 'placeGame', 'endSession'] as const;
const OUTPUTS: Record<string, unknown> = { makeBoardLink: BOARD, makeCheckInCode: CODE, loadReport: REPORT };

/** What each busy state sends, with the model's events below. */
const SENT: Record<string, [string, unknown]> = {
  moving: ['moveInLine', { sessionId: 31, registrationId: 105, position: 1 }],
  changingBand: ['changeBand', { sessionId: 31, registrationId: 105, band: '4.0+' }],
  pairing: ['pairPlayers', { sessionId: 31, registrationId: 105, partnerRegistrationId: 106 }],
  pausing: ['pauseCourt', { sessionId: 31, court: 2 }],
  resuming: ['resumeCourt', { sessionId: 31, court: 3 }],
  endingGame: ['endGame', { gameId: 77 }],
  undoing: ['undoAssignment', { sessionId: 31 }],
  endingSession: ['endSession', { sessionId: 31 }],
  makingBoardLink: ['makeBoardLink', { sessionId: 31 }],
  makingCheckInCode: ['makeCheckInCode', { sessionId: 31 }],
  loadingReport: ['loadReport', { sessionId: 31 }],
};

function fakeLive() {
  const received: EventObject[] = [];
  const live = fromCallback<EventObject>(({ receive }) => receive((event) => received.push(event)));
  // A callback stands in for the live machine: the parent only starts it and sends to it.
  return { live: live as never, received };
}

describe('desk console model', () => {
  const input = { sessionId: 31 };
  const model = createMachineTestModel(deskConsoleMachine, {
    input,
    events: [
      { type: 'console.move', registrationId: 105, position: 1 },
      { type: 'console.band', registrationId: 105, band: '4.0+' },
      { type: 'console.pair', registrationId: 105, partnerRegistrationId: 106 },
      { type: 'console.pause', court: 2 },
      { type: 'console.resume', court: 3 },
      { type: 'console.gameOver', gameId: 77, court: 2 },
      // Singles: two players make a game.
      { type: 'console.placeOpened', court: 2, needed: 2 },
      { type: 'console.placeCourt', court: 3 },
      { type: 'console.placePlayer', registrationId: 105 },
      { type: 'console.placePlayer', registrationId: 106 },
      { type: 'console.copy', text: BOARD.url },
      ...VIEW_ACTORS.map((name) => ({ type: `xstate.done.actor.${name}`, output: V8 })),
      ...Object.entries(OUTPUTS).map(([name, output]) => ({ type: `xstate.done.actor.${name}`, output })),
      ...[...VIEW_ACTORS, ...Object.keys(OUTPUTS)].map((name) => ({ type: `xstate.error.actor.${name}`, error: REFUSED })),
    ],
    // What was made (link, code, report) stays on screen; one of them at a time is enough for the paths.
    filter: (s) => [s.context.boardUrl, s.context.checkInCode, s.context.report].filter(Boolean).length <= 1 && !(s.context.error && s.context.done),
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(deskConsoleMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const fake = fakeLive();
      const h = createHarness(deskConsoleMachine, { input, spy: ['copyText'], provide: { actors: { live: fake.live } } });
      await runPath(path, h, {
        states: {
          ...Object.fromEntries(
            Object.entries(SENT).map(([state, [actor, sent]]) => [
              state,
              (s) => {
                expect(s.hasTag('busy')).toBe(true);
                expect(h.lastInput(actor)).toEqual(sent);
              },
            ]),
          ),
          placingGame: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('placeGame')).toEqual({ sessionId: 31, court: s.context.placing?.court, players: s.context.placing?.players });
            expect(s.context.placing?.players).toHaveLength(2);
          },
          placing: (s) => {
            expect(s.context.placing?.needed).toBe(2);
            // "Choose 2 players" only after Place game was pressed with another number.
            if (s.context.problem) expect(s.context.placing?.players.length).not.toBe(2);
          },
          showingBoardLink: (s) => expect(s.context.boardUrl).toBe(BOARD.url),
          showingCheckInCode: (s) => expect(s.context.checkInCode).toEqual(CODE),
          idle: (s) => {
            expect(s.hasTag('busy')).toBe(false);
            expect(s.context.placing).toBeNull();
            expect(s.context.ending).toBeNull();
          },
          confirmingGameOver: (s) => {
            expect(s.context.ending).toEqual({ gameId: 77, court: 2 });
            expect(h.lastInput('endGame')).toBeUndefined();
          },
        },
        events: {
          ...Object.fromEntries(
            VIEW_ACTORS.flatMap((name) => [
              [`xstate.done.actor.${name}`, () => expect(fake.received.at(-1)).toEqual({ type: 'live.view', view: V8 })],
              [`xstate.error.actor.${name}`, () => expect(h.snapshot.context.error).toMatchObject({ message: REFUSED.message, code: REFUSED.code })],
            ]),
          ),
          'xstate.error.actor.placeGame': () => {
            // The form stays open with the refusal.
            expect(h.snapshot.value).toBe('placing');
            expect(h.snapshot.context.error?.code).toBe('open_play_court_busy');
          },
          'xstate.done.actor.loadReport': () => expect(h.snapshot.context.report).toEqual(REPORT),
        },
        // Copy works in every state, and only Copy copies.
        effects: (event) => (event.type === 'console.copy' ? ['copyText'] : []),
      });
    });
  }
});

describe('desk console machine', () => {
  it('copies the text it is given', () => {
    const h = createHarness(deskConsoleMachine, { input: { sessionId: 31 }, spy: ['copyText'], provide: { actors: { live: fakeLive().live } } }).start();
    h.send({ type: 'console.copy', text: BOARD.url });
    expect(h.actions.copyText).toHaveBeenCalledWith(expect.anything(), { text: BOARD.url });
  });

  it('Place game needs exactly the format’s number of players, and a tick again takes one off', () => {
    const h = createHarness(deskConsoleMachine, { input: { sessionId: 31 }, provide: { actors: { live: fakeLive().live } } }).start();
    h.send({ type: 'console.placeOpened', court: 2, needed: 4 });
    for (const id of [105, 106, 107, 108, 108]) h.send({ type: 'console.placePlayer', registrationId: id });
    h.send({ type: 'console.submit' });
    expect(h.snapshot.context.problem).toBe('players');
    expect(h.lastInput('placeGame')).toBeUndefined();
    h.send({ type: 'console.placePlayer', registrationId: 109 });
    h.send({ type: 'console.submit' });
    expect(h.lastInput('placeGame')).toEqual({ sessionId: 31, court: 2, players: [105, 106, 107, 109] });
  });

  it('staff’s Game over asks first: Keep playing sends nothing; confirmed, it ends that game and shows the new view', async () => {
    const fake = fakeLive();
    const h = createHarness(deskConsoleMachine, { input: { sessionId: 31 }, provide: { actors: { live: fake.live } } }).start();
    h.send({ type: 'console.gameOver', gameId: 77, court: 2 });
    h.send({ type: 'console.cancel' });
    expect(h.snapshot.value).toBe('idle');
    expect(h.lastInput('endGame')).toBeUndefined();
    h.send({ type: 'console.gameOver', gameId: 78, court: 3 });
    h.send({ type: 'console.confirm' });
    expect(h.snapshot.value).toBe('endingGame');
    expect(h.lastInput('endGame')).toEqual({ gameId: 78 });
    await h.resolve('endGame', V8);
    expect(h.snapshot.value).toBe('idle');
    expect(h.snapshot.context).toMatchObject({ done: 'gameOver', ending: null, error: null });
    expect(fake.received.at(-1)).toEqual({ type: 'live.view', view: V8 });
  });

  it('ending the session asks first; Cancel sends nothing', () => {
    const h = createHarness(deskConsoleMachine, { input: { sessionId: 31 }, provide: { actors: { live: fakeLive().live } } }).start();
    h.send({ type: 'console.endSession' });
    h.send({ type: 'console.cancel' });
    expect(h.snapshot.value).toBe('idle');
    expect(h.lastInput('endSession')).toBeUndefined();
  });
});
