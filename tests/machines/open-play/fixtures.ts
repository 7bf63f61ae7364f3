import type { BoardView, OpenPlayPerson } from '@machines/open-play';

const person = (registrationId: number, name: string, band = '3.5'): OpenPlayPerson => ({ registrationId, name, band });

export const ANA = person(101, 'Ana M.');
export const BEN = person(102, 'Ben K.');
export const CY = person(103, 'Cy L.', '4.0+');
export const DI = person(104, 'Di P.');
export const ED = person(105, 'Ed R.', '2.5-3.0');
export const FAY = person(106, 'Fay S.');
export const GUS = person(107, 'Gus T.');
export const HAL = person(108, 'Hal V.');
export const IDA = person(109, 'Ida W.');

/** A doubles session by band at 9:00: court 1 playing (mixed bands), court 2 free, court 3 paused; five in line. */
export function aView(overrides: Partial<BoardView> = {}): BoardView {
  return {
    sessionId: 31,
    title: 'Morning open play',
    startsAt: '2026-12-01T14:00:00.000Z',
    endsAt: '2026-12-01T16:00:00.000Z',
    timeZone: 'America/Toronto',
    rule: 'by_band',
    format: 'doubles',
    winnersStay: 0,
    bands: ['2.5-3.0', '3.5', '4.0+'],
    endedAt: null,
    version: 7,
    courts: [
      { court: 1, state: 'playing', game: { id: 501, startedAt: '2026-12-01T14:05:00.000Z', mixedBands: true, manual: false, players: [ANA, BEN, CY, DI] } },
      { court: 2, state: 'free', game: null },
      { court: 3, state: 'paused', game: null },
    ],
    line: [ED, FAY, GUS, HAL, IDA].map((p, i) => ({ ...p, position: i + 1, partnerRegistrationId: null })),
    resting: [],
    upNext: [{ players: [FAY, GUS, HAL, IDA], mixedBands: false }],
    gamesPlayed: { '101': 2, '102': 2, '103': 1, '104': 2, '105': 1, '106': 1, '107': 1, '108': 0, '109': 0 },
    mine: [],
    canUndo: true,
    ...overrides,
  };
}

/** The same session one change later. */
export const newer = (view: BoardView, changes: Partial<BoardView> = {}): BoardView => ({ ...view, version: view.version + 1, ...changes });
