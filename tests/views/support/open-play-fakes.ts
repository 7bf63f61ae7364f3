import { vi } from 'vitest';
import type { BoardView, CheckInCode, GameResult, MyOpenPlay, OpenPlayReport } from '@machines/open-play';
import { HttpFailure } from '@/lib/http-client';

const notStubbed = (name: string) => async (): Promise<never> => {
  throw new HttpFailure(`${name} not stubbed`, 500);
};

/** Open play's calls: no open play on Account by default; a test that shows a live screen gives its view. */
export function fakeOpenPlayApi() {
  return {
    view: vi.fn<(sessionId: number) => Promise<BoardView>>(notStubbed('view')),
    streamUrl: vi.fn((sessionId: number) => `/api/open-play/sessions/${sessionId}/stream`),
    board: vi.fn<(secret: string) => Promise<BoardView>>(notStubbed('board')),
    boardStreamUrl: vi.fn((secret: string) => `/api/open-play/boards/${secret}/stream`),
    checkIn: vi.fn<(sessionId: number, registrationId: number, code: string) => Promise<BoardView>>(notStubbed('checkIn')),
    leave: vi.fn<(sessionId: number, registrationId: number) => Promise<BoardView>>(notStubbed('leave')),
    rest: vi.fn<(sessionId: number, registrationId: number) => Promise<BoardView>>(notStubbed('rest')),
    rejoin: vi.fn<(sessionId: number, registrationId: number) => Promise<BoardView>>(notStubbed('rejoin')),
    partner: vi.fn<(sessionId: number, registrationId: number, partnerRegistrationId: number | null) => Promise<BoardView>>(notStubbed('partner')),
    endGame: vi.fn<(gameId: number, result: GameResult) => Promise<BoardView>>(notStubbed('endGame')),
    mine: vi.fn(async (): Promise<MyOpenPlay> => ({ timeZone: 'America/Toronto', sessions: [] })),
    moveInLine: vi.fn<(sessionId: number, change: { registrationId: number; position?: number; band?: string }) => Promise<BoardView>>(
      notStubbed('moveInLine'),
    ),
    placeGame: vi.fn<(sessionId: number, court: number, players: number[]) => Promise<BoardView>>(notStubbed('placeGame')),
    pair: vi.fn<(sessionId: number, registrationId: number, partnerRegistrationId: number | null) => Promise<BoardView>>(notStubbed('pair')),
    pauseCourt: vi.fn<(sessionId: number, court: number) => Promise<BoardView>>(notStubbed('pauseCourt')),
    resumeCourt: vi.fn<(sessionId: number, court: number) => Promise<BoardView>>(notStubbed('resumeCourt')),
    undo: vi.fn<(sessionId: number) => Promise<BoardView>>(notStubbed('undo')),
    endSession: vi.fn<(sessionId: number) => Promise<BoardView>>(notStubbed('endSession')),
    boardLink: vi.fn<(sessionId: number) => Promise<{ url: string }>>(notStubbed('boardLink')),
    checkInCode: vi.fn<(sessionId: number) => Promise<CheckInCode>>(notStubbed('checkInCode')),
    report: vi.fn<(sessionId: number) => Promise<OpenPlayReport>>(notStubbed('report')),
    reportCsvUrl: vi.fn((sessionId: number) => `/api/staff/open-play/sessions/${sessionId}/report.csv`),
  };
}
