import { assign, fromPromise, sendTo, setup } from 'xstate';
import { errorOf, toApiError, type ApiError } from '../shared';
import { EMPTY_RESULT, gameResultOf, type GameResultDraft } from './game-result';
import { answered, failed, viewAnswered } from './live-answer';
import { liveSessionMachine } from './live-session.machine';
import type { BoardView, GameResult } from './open-play-shapes';

/** What the player's last action did, for the status line. */
export type PanelDone = 'gameOver' | 'rested' | 'rejoined' | 'partnered' | 'checkedOut';

export interface PlayerPanelContext extends GameResultDraft {
  sessionId: number;
  /** The game the Game over form ends. */
  gameId: number | null;
  /** 'score' when the form's score cannot be sent. */
  problem: 'score' | null;
  /** Whose place the action is for (the player's own or a household member's registration). */
  registrationId: number | null;
  partnerRegistrationId: number | null;
  error: ApiError | null;
  done: PanelDone | null;
}

export type PlayerPanelEvent =
  | { type: 'panel.gameOver'; gameId: number }
  | { type: 'panel.scoreChanged'; team: 'a' | 'b'; score: string }
  | { type: 'panel.winnerChanged'; winner: 'a' | 'b' | null }
  | { type: 'panel.submit' }
  | { type: 'panel.cancel' }
  | { type: 'panel.rest'; registrationId: number }
  | { type: 'panel.rejoin'; registrationId: number }
  | { type: 'panel.partner'; registrationId: number; partnerRegistrationId: number | null }
  | { type: 'panel.checkOut'; registrationId: number }
  | { type: 'panel.confirm' };

type Place = { sessionId: number; registrationId: number };

const START = { error: null, done: null, problem: null } as const;

/**
 * A checked-in player's live panel (the drop-in page, Account, after check-in): the live core as
 * `live`, and what a player does from their phone: Game over (optional score and winner), Leave the
 * line, Back in line, pick a partner, Check out (confirmed first). Each answer is the session's new
 * view, handed to `live` at once; a refusal's message stays shown until the next action.
 */
export const playerPanelMachine = setup({
  types: {
    context: {} as PlayerPanelContext,
    events: {} as PlayerPanelEvent,
    input: {} as { sessionId: number },
    children: {} as {
      live: 'live';
      endGame: 'endGame';
      restPlayer: 'restPlayer';
      rejoinLine: 'rejoinLine';
      pickPartner: 'pickPartner';
      leaveSession: 'leaveSession';
    },
    tags: {} as 'busy',
  },
  actors: {
    live: liveSessionMachine,
    /** POST open-play/games/:gameId/end { score?, winner? } */
    endGame: fromPromise<BoardView, { gameId: number; result: GameResult }>(async () => {
      throw new Error('provide endGame');
    }),
    /** POST open-play/sessions/:sessionId/rest { registrationId } */
    restPlayer: fromPromise<BoardView, Place>(async () => {
      throw new Error('provide restPlayer');
    }),
    /** POST open-play/sessions/:sessionId/rejoin { registrationId } */
    rejoinLine: fromPromise<BoardView, Place>(async () => {
      throw new Error('provide rejoinLine');
    }),
    /** POST open-play/sessions/:sessionId/partner { registrationId, partnerRegistrationId } */
    pickPartner: fromPromise<BoardView, Place & { partnerRegistrationId: number | null }>(async () => {
      throw new Error('provide pickPartner');
    }),
    /** POST open-play/sessions/:sessionId/leave { registrationId } */
    leaveSession: fromPromise<BoardView, Place>(async () => {
      throw new Error('provide leaveSession');
    }),
  },
  actions: {
    showView: sendTo('live', viewAnswered),
    setDone: assign((_, done: PanelDone) => ({ done, error: null })),
    setError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
    openGameOver: assign(({ event }) => (event.type === 'panel.gameOver' ? { ...START, ...EMPTY_RESULT, gameId: event.gameId } : {})),
    setScore: assign(({ event }) => (event.type === 'panel.scoreChanged' ? { [event.team === 'a' ? 'scoreA' : 'scoreB']: event.score, problem: null } : {})),
    setWinner: assign(({ event }) => (event.type === 'panel.winnerChanged' ? { winner: event.winner } : {})),
    refuseScore: assign({ problem: 'score' as const }),
    closeForm: assign({ ...EMPTY_RESULT, gameId: null, problem: null, registrationId: null, partnerRegistrationId: null }),
    setPlace: assign(({ event }) =>
      'registrationId' in event
        ? {
            ...START,
            registrationId: event.registrationId,
            partnerRegistrationId: event.type === 'panel.partner' ? event.partnerRegistrationId : null,
          }
        : {},
    ),
  },
  guards: {
    canSend: ({ context }) => gameResultOf(context) !== 'score',
  },
}).createMachine({
  id: 'playerPanel',
  context: ({ input }) => ({
    sessionId: input.sessionId,
    ...EMPTY_RESULT,
    gameId: null,
    problem: null,
    registrationId: null,
    partnerRegistrationId: null,
    error: null,
    done: null,
  }),
  invoke: { id: 'live', src: 'live', input: ({ context }) => ({ source: { kind: 'session' as const, sessionId: context.sessionId } }) },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'panel.gameOver': { target: 'gameOver', actions: 'openGameOver' },
        'panel.rest': { target: 'resting', actions: 'setPlace' },
        'panel.rejoin': { target: 'rejoining', actions: 'setPlace' },
        'panel.partner': { target: 'pairing', actions: 'setPlace' },
        'panel.checkOut': { target: 'confirmingCheckOut', actions: 'setPlace' },
      },
    },
    gameOver: {
      on: {
        'panel.scoreChanged': { actions: 'setScore' },
        'panel.winnerChanged': { actions: 'setWinner' },
        'panel.submit': [{ guard: 'canSend', target: 'endingGame' }, { actions: 'refuseScore' }],
        'panel.cancel': { target: 'idle', actions: 'closeForm' },
      },
    },
    confirmingCheckOut: {
      on: {
        'panel.confirm': { target: 'checkingOut' },
        'panel.cancel': { target: 'idle', actions: 'closeForm' },
      },
    },
    endingGame: {
      tags: ['busy'],
      invoke: {
        id: 'endGame',
        src: 'endGame',
        input: ({ context }) => ({ gameId: context.gameId!, result: gameResultOf(context) as GameResult }),
        onDone: answered('gameOver', 'closeForm'),
        // The form stays open with the refusal (someone else ended the game first: 409).
        onError: { target: 'gameOver', actions: 'setError' },
      },
    },
    resting: {
      tags: ['busy'],
      invoke: {
        id: 'restPlayer',
        src: 'restPlayer',
        input: ({ context }) => ({ sessionId: context.sessionId, registrationId: context.registrationId! }),
        onDone: answered('rested'),
        onError: failed('idle'),
      },
    },
    rejoining: {
      tags: ['busy'],
      invoke: {
        id: 'rejoinLine',
        src: 'rejoinLine',
        input: ({ context }) => ({ sessionId: context.sessionId, registrationId: context.registrationId! }),
        onDone: answered('rejoined'),
        onError: failed('idle'),
      },
    },
    pairing: {
      tags: ['busy'],
      invoke: {
        id: 'pickPartner',
        src: 'pickPartner',
        input: ({ context }) => ({
          sessionId: context.sessionId,
          registrationId: context.registrationId!,
          partnerRegistrationId: context.partnerRegistrationId,
        }),
        onDone: answered('partnered'),
        onError: failed('idle'),
      },
    },
    checkingOut: {
      tags: ['busy'],
      invoke: {
        id: 'leaveSession',
        src: 'leaveSession',
        input: ({ context }) => ({ sessionId: context.sessionId, registrationId: context.registrationId! }),
        onDone: answered('checkedOut', 'closeForm'),
        onError: failed('idle'),
      },
    },
  },
});
