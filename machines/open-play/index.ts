// The open-play domain: a session run live (the court board, a player's panel, the desk's console),
// self check-in, and a player's games on Account. Every live screen invokes the one live core.
export { boardMachine } from './board.machine';
export { checkInMachine } from './check-in.machine';
export { deskConsoleMachine } from './desk-console.machine';
export { gameResultOf } from './game-result';
export { liveSessionMachine, type LiveSessionEvent } from './live-session.machine';
export { myOpenPlayMachine } from './my-open-play.machine';
export type {
  BoardView,
  CheckInCode,
  CheckInPlace,
  CheckInPlaces,
  GameResult,
  LiveSource,
  MyOpenPlay,
  OpenPlayCourt,
  OpenPlayGame,
  OpenPlayPerson,
  OpenPlayReport,
  OpenPlayView,
} from './open-play-shapes';
export { playerPanelMachine } from './player-panel.machine';
