import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import { errorOf, toApiError, type ApiError } from '../shared';
import { answered, failed, viewAnswered } from './live-answer';
import { liveSessionMachine } from './live-session.machine';
import type { BoardView, CheckInCode, OpenPlayReport } from './open-play-shapes';

/** What the desk's last change did, for the status line. */
export type ConsoleDone = 'moved' | 'band' | 'paired' | 'placed' | 'paused' | 'resumed' | 'gameOver' | 'undone' | 'ended' | 'report';

/** The game staff are putting on a court: the court and the players ticked (`needed`: 4 in doubles, 2 in singles). */
interface GameDraft {
  court: number;
  players: number[];
  needed: number;
}

export interface DeskConsoleContext {
  sessionId: number;
  placing: GameDraft | null;
  /** The game staff are ending (Game over, confirmed first). */
  ending: { gameId: number; court: number } | null;
  /** 'players' when Place game was pressed without the right number of players. */
  problem: 'players' | null;
  /** The board link just made (the old one stops working). */
  boardUrl: string | null;
  checkInCode: CheckInCode | null;
  report: OpenPlayReport | null;
  error: ApiError | null;
  done: ConsoleDone | null;
}

export type DeskConsoleEvent =
  | { type: 'console.move'; registrationId: number; position: number }
  | { type: 'console.band'; registrationId: number; band: string }
  | { type: 'console.pair'; registrationId: number; partnerRegistrationId: number | null }
  | { type: 'console.pause'; court: number }
  | { type: 'console.resume'; court: number }
  /** Game over on a court, by staff (asked first). */
  | { type: 'console.gameOver'; gameId: number; court: number }
  | { type: 'console.undo' }
  | { type: 'console.placeOpened'; court: number; needed: number }
  | { type: 'console.placeCourt'; court: number }
  | { type: 'console.placePlayer'; registrationId: number }
  | { type: 'console.submit' }
  | { type: 'console.endSession' }
  | { type: 'console.confirm' }
  | { type: 'console.cancel' }
  | { type: 'console.boardLink' }
  | { type: 'console.checkInCode' }
  | { type: 'console.close' }
  | { type: 'console.report' }
  /** Copy a link to the clipboard (the app does it). */
  | { type: 'console.copy'; text: string };

type Session = { sessionId: number };

/**
 * The desk's open-play console, beside the roster: the live core as `live`, and staff's controls:
 * move a player in the line, change a band, pair or unpair, put a game on a chosen court, pause and
 * resume a court, end a game (Game over, asked first), undo the last assignment, end the session (confirmed first), make the board link,
 * show the check-in code, read the after-session report. Each answer is the new view, shown at once.
 */
export const deskConsoleMachine = setup({
  types: {
    context: {} as DeskConsoleContext,
    events: {} as DeskConsoleEvent,
    input: {} as Session,
    children: {} as { live: 'live' },
    tags: {} as 'busy',
  },
  actors: {
    live: liveSessionMachine,
    /** PATCH staff/open-play/sessions/:sessionId/line { registrationId, position } */
    moveInLine: fromPromise<BoardView, Session & { registrationId: number; position: number }>(async () => {
      throw new Error('provide moveInLine');
    }),
    /** PATCH staff/open-play/sessions/:sessionId/line { registrationId, band } */
    changeBand: fromPromise<BoardView, Session & { registrationId: number; band: string }>(async () => {
      throw new Error('provide changeBand');
    }),
    /** POST staff/open-play/sessions/:sessionId/pair { registrationId, partnerRegistrationId } */
    pairPlayers: fromPromise<BoardView, Session & { registrationId: number; partnerRegistrationId: number | null }>(async () => {
      throw new Error('provide pairPlayers');
    }),
    /** POST staff/open-play/sessions/:sessionId/games { court, players } */
    placeGame: fromPromise<BoardView, Session & { court: number; players: number[] }>(async () => {
      throw new Error('provide placeGame');
    }),
    /** POST staff/open-play/sessions/:sessionId/courts/:court/pause */
    pauseCourt: fromPromise<BoardView, Session & { court: number }>(async () => {
      throw new Error('provide pauseCourt');
    }),
    /** POST staff/open-play/sessions/:sessionId/courts/:court/resume */
    resumeCourt: fromPromise<BoardView, Session & { court: number }>(async () => {
      throw new Error('provide resumeCourt');
    }),
    /** POST open-play/games/:gameId/end (staff may end any game; no score) */
    endGame: fromPromise<BoardView, { gameId: number }>(async () => {
      throw new Error('provide endGame');
    }),
    /** POST staff/open-play/sessions/:sessionId/undo */
    undoAssignment: fromPromise<BoardView, Session>(async () => {
      throw new Error('provide undoAssignment');
    }),
    /** POST staff/open-play/sessions/:sessionId/end */
    endSession: fromPromise<BoardView, Session>(async () => {
      throw new Error('provide endSession');
    }),
    /** POST staff/open-play/sessions/:sessionId/board → { url } */
    makeBoardLink: fromPromise<{ url: string }, Session>(async () => {
      throw new Error('provide makeBoardLink');
    }),
    /** POST staff/open-play/sessions/:sessionId/check-in-code */
    makeCheckInCode: fromPromise<CheckInCode, Session>(async () => {
      throw new Error('provide makeCheckInCode');
    }),
    /** GET staff/open-play/sessions/:sessionId/report */
    loadReport: fromPromise<OpenPlayReport, Session>(async () => {
      throw new Error('provide loadReport');
    }),
  },
  actions: {
    /** The clipboard (the app provides it). */
    copyText: (_, _params: { text: string }) => {},
    showView: sendTo('live', viewAnswered),
    setDone: assign((_, done: ConsoleDone) => ({ done, error: null })),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
    start: assign({ error: null, done: null, problem: null }),
    openPlacing: assign(({ event }) => {
      assertEvent(event, 'console.placeOpened');
      return { placing: { court: event.court, players: [], needed: event.needed }, problem: null, error: null, done: null };
    }),
    setPlacingCourt: assign(({ context, event }) => {
      assertEvent(event, 'console.placeCourt');
      return { placing: context.placing && { ...context.placing, court: event.court } };
    }),
    togglePlayer: assign(({ context, event }) => {
      assertEvent(event, 'console.placePlayer');
      if (!context.placing) return {};
      const { players } = context.placing;
      const next = players.includes(event.registrationId) ? players.filter((id) => id !== event.registrationId) : [...players, event.registrationId];
      return { placing: { ...context.placing, players: next }, problem: null };
    }),
    refusePlayers: assign({ problem: 'players' as const }),
    closePlacing: assign({ placing: null, problem: null }),
    openEnding: assign(({ event }) => {
      assertEvent(event, 'console.gameOver');
      return { ending: { gameId: event.gameId, court: event.court }, error: null, done: null };
    }),
    closeEnding: assign({ ending: null }),
    setBoardUrl: assign((_, { url }: { url: string }) => ({ boardUrl: url, error: null })),
    setCheckInCode: assign((_, code: CheckInCode) => ({ checkInCode: code, error: null })),
    setReport: assign((_, report: OpenPlayReport) => ({ report, error: null, done: 'report' as const })),
  },
  guards: {
    hasPlayers: ({ context }) => context.placing !== null && context.placing.players.length === context.placing.needed,
  },
}).createMachine({
  id: 'deskConsole',
  context: ({ input }) => ({
    sessionId: input.sessionId,
    placing: null,
    ending: null,
    problem: null,
    boardUrl: null,
    checkInCode: null,
    report: null,
    error: null,
    done: null,
  }),
  invoke: { id: 'live', src: 'live', input: ({ context }) => ({ source: { kind: 'session' as const, sessionId: context.sessionId } }) },
  on: { 'console.copy': { actions: { type: 'copyText', params: ({ event }) => ({ text: event.text }) } } },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'console.move': { target: 'moving', actions: 'start' },
        'console.band': { target: 'changingBand', actions: 'start' },
        'console.pair': { target: 'pairing', actions: 'start' },
        'console.pause': { target: 'pausing', actions: 'start' },
        'console.resume': { target: 'resuming', actions: 'start' },
        'console.undo': { target: 'undoing', actions: 'start' },
        'console.gameOver': { target: 'confirmingGameOver', actions: 'openEnding' },
        'console.placeOpened': { target: 'placing', actions: 'openPlacing' },
        'console.endSession': { target: 'confirmingEnd', actions: 'start' },
        'console.boardLink': { target: 'makingBoardLink', actions: 'start' },
        'console.checkInCode': { target: 'makingCheckInCode', actions: 'start' },
        'console.report': { target: 'loadingReport', actions: 'start' },
      },
    },
    placing: {
      on: {
        'console.placeCourt': { actions: 'setPlacingCourt' },
        'console.placePlayer': { actions: 'togglePlayer' },
        'console.submit': [{ guard: 'hasPlayers', target: 'placingGame', actions: 'start' }, { actions: 'refusePlayers' }],
        'console.cancel': { target: 'idle', actions: 'closePlacing' },
      },
    },
    confirmingGameOver: {
      on: {
        'console.confirm': { target: 'endingGame' },
        'console.cancel': { target: 'idle', actions: 'closeEnding' },
      },
    },
    confirmingEnd: {
      on: {
        'console.confirm': { target: 'endingSession' },
        'console.cancel': { target: 'idle' },
      },
    },
    /** The board link or the check-in code, made and shown to copy (or scan). */
    showingBoardLink: { on: { 'console.close': { target: 'idle' } } },
    showingCheckInCode: { on: { 'console.close': { target: 'idle' }, 'console.checkInCode': { target: 'makingCheckInCode', actions: 'start' } } },
    moving: {
      tags: ['busy'],
      invoke: {
        id: 'moveInLine',
        src: 'moveInLine',
        input: ({ context, event }) => {
          assertEvent(event, 'console.move');
          return { sessionId: context.sessionId, registrationId: event.registrationId, position: event.position };
        },
        onDone: answered('moved'),
        onError: failed('idle'),
      },
    },
    changingBand: {
      tags: ['busy'],
      invoke: {
        id: 'changeBand',
        src: 'changeBand',
        input: ({ context, event }) => {
          assertEvent(event, 'console.band');
          return { sessionId: context.sessionId, registrationId: event.registrationId, band: event.band };
        },
        onDone: answered('band'),
        onError: failed('idle'),
      },
    },
    pairing: {
      tags: ['busy'],
      invoke: {
        id: 'pairPlayers',
        src: 'pairPlayers',
        input: ({ context, event }) => {
          assertEvent(event, 'console.pair');
          return { sessionId: context.sessionId, registrationId: event.registrationId, partnerRegistrationId: event.partnerRegistrationId };
        },
        onDone: answered('paired'),
        onError: failed('idle'),
      },
    },
    pausing: {
      tags: ['busy'],
      invoke: {
        id: 'pauseCourt',
        src: 'pauseCourt',
        input: ({ context, event }) => {
          assertEvent(event, 'console.pause');
          return { sessionId: context.sessionId, court: event.court };
        },
        onDone: answered('paused'),
        onError: failed('idle'),
      },
    },
    resuming: {
      tags: ['busy'],
      invoke: {
        id: 'resumeCourt',
        src: 'resumeCourt',
        input: ({ context, event }) => {
          assertEvent(event, 'console.resume');
          return { sessionId: context.sessionId, court: event.court };
        },
        onDone: answered('resumed'),
        onError: failed('idle'),
      },
    },
    endingGame: {
      tags: ['busy'],
      invoke: {
        id: 'endGame',
        src: 'endGame',
        input: ({ context }) => ({ gameId: context.ending!.gameId }),
        onDone: answered('gameOver', 'closeEnding'),
        // Ended meanwhile (a player tapped it first): 409 open_play_game_ended, said above the courts.
        onError: { target: 'idle', actions: ['setError', 'closeEnding'] },
      },
    },
    undoing: {
      tags: ['busy'],
      invoke: {
        id: 'undoAssignment',
        src: 'undoAssignment',
        input: ({ context }) => ({ sessionId: context.sessionId }),
        onDone: answered('undone'),
        onError: failed('idle'),
      },
    },
    placingGame: {
      tags: ['busy'],
      invoke: {
        id: 'placeGame',
        src: 'placeGame',
        input: ({ context }) => ({ sessionId: context.sessionId, court: context.placing!.court, players: context.placing!.players }),
        onDone: answered('placed', 'closePlacing'),
        // The form stays open with the refusal (the court was taken meanwhile, a player went on).
        onError: failed('placing'),
      },
    },
    endingSession: {
      tags: ['busy'],
      invoke: {
        id: 'endSession',
        src: 'endSession',
        input: ({ context }) => ({ sessionId: context.sessionId }),
        onDone: answered('ended'),
        onError: failed('idle'),
      },
    },
    makingBoardLink: {
      tags: ['busy'],
      invoke: {
        id: 'makeBoardLink',
        src: 'makeBoardLink',
        input: ({ context }) => ({ sessionId: context.sessionId }),
        onDone: { target: 'showingBoardLink', actions: { type: 'setBoardUrl', params: ({ event }) => event.output } },
        onError: failed('idle'),
      },
    },
    makingCheckInCode: {
      tags: ['busy'],
      invoke: {
        id: 'makeCheckInCode',
        src: 'makeCheckInCode',
        input: ({ context }) => ({ sessionId: context.sessionId }),
        onDone: { target: 'showingCheckInCode', actions: { type: 'setCheckInCode', params: ({ event }) => event.output } },
        onError: failed('idle'),
      },
    },
    loadingReport: {
      tags: ['busy'],
      invoke: {
        id: 'loadReport',
        src: 'loadReport',
        input: ({ context }) => ({ sessionId: context.sessionId }),
        onDone: { target: 'idle', actions: { type: 'setReport', params: ({ event }) => event.output } },
        onError: failed('idle'),
      },
    },
  },
});
