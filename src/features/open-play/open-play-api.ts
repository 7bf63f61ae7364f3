import type { BoardView, CheckInCode, GameResult, MyOpenPlay, OpenPlayReport, OpenPlayView } from '@machines/open-play';
import { API_BASE_URL } from '@/lib/constants';
import type { HttpClient } from '@/lib/http-client';

const enc = encodeURIComponent;
const view = (r: { data: BoardView }) => r.data;

/** Open play run live (server/modules/open-play): the view and its stream, a player's moves, the desk's controls, the board. */
export function createOpenPlayApi(http: HttpClient) {
  const session = (sessionId: number) => `open-play/sessions/${sessionId}`;
  const staff = (sessionId: number) => `staff/open-play/sessions/${sessionId}`;
  return {
    /** Staff and players with a place: 404 `open_play_session_not_found`, 403 without a place. */
    view: (sessionId: number) => http.get<OpenPlayView>(session(sessionId)).then(view),
    /** Server-sent events: `state` with the view, first and on every change. */
    streamUrl: (sessionId: number) => `${API_BASE_URL}/${session(sessionId)}/stream`,
    /** The board's view by its secret (no login) with a fresh check-in link; 404 `open_play_board_not_found`. */
    board: (secret: string) => http.get<BoardView>(`open-play/boards/${enc(secret)}`).then(view),
    boardStreamUrl: (secret: string) => `${API_BASE_URL}/open-play/boards/${enc(secret)}/stream`,
    // A player's own place (or a household member's)
    checkIn: (sessionId: number, registrationId: number, code: string) =>
      http.post<OpenPlayView>(`${session(sessionId)}/check-in`, { registrationId, code }).then(view),
    leave: (sessionId: number, registrationId: number) => http.post<OpenPlayView>(`${session(sessionId)}/leave`, { registrationId }).then(view),
    rest: (sessionId: number, registrationId: number) => http.post<OpenPlayView>(`${session(sessionId)}/rest`, { registrationId }).then(view),
    rejoin: (sessionId: number, registrationId: number) => http.post<OpenPlayView>(`${session(sessionId)}/rejoin`, { registrationId }).then(view),
    partner: (sessionId: number, registrationId: number, partnerRegistrationId: number | null) =>
      http.post<OpenPlayView>(`${session(sessionId)}/partner`, { registrationId, partnerRegistrationId }).then(view),
    /** A player in the game, or staff: 409 `open_play_game_ended`, 403 `open_play_not_in_game`. */
    endGame: (gameId: number, result: GameResult) => http.post<OpenPlayView>(`open-play/games/${gameId}/end`, result).then(view),
    /** The household's open-play sessions of the last 60 days and today, newest first. */
    mine: () => http.get<MyOpenPlay>('open-play/mine').then((r) => r.data),
    // Staff
    moveInLine: (sessionId: number, change: { registrationId: number; position?: number; band?: string }) =>
      http.patch<OpenPlayView>(`${staff(sessionId)}/line`, change).then(view),
    placeGame: (sessionId: number, court: number, players: number[]) => http.post<OpenPlayView>(`${staff(sessionId)}/games`, { court, players }).then(view),
    pair: (sessionId: number, registrationId: number, partnerRegistrationId: number | null) =>
      http.post<OpenPlayView>(`${staff(sessionId)}/pair`, { registrationId, partnerRegistrationId }).then(view),
    pauseCourt: (sessionId: number, court: number) => http.post<OpenPlayView>(`${staff(sessionId)}/courts/${court}/pause`).then(view),
    resumeCourt: (sessionId: number, court: number) => http.post<OpenPlayView>(`${staff(sessionId)}/courts/${court}/resume`).then(view),
    undo: (sessionId: number) => http.post<OpenPlayView>(`${staff(sessionId)}/undo`).then(view),
    endSession: (sessionId: number) => http.post<OpenPlayView>(`${staff(sessionId)}/end`).then(view),
    /** A new board link; the old one stops working. */
    boardLink: (sessionId: number) => http.post<{ url: string }>(`${staff(sessionId)}/board`).then((r) => r.data),
    checkInCode: (sessionId: number) => http.post<CheckInCode>(`${staff(sessionId)}/check-in-code`).then((r) => r.data),
    report: (sessionId: number) => http.get<OpenPlayReport>(`${staff(sessionId)}/report`).then((r) => r.data),
    reportCsvUrl: (sessionId: number) => `${API_BASE_URL}/${staff(sessionId)}/report.csv`,
  };
}
