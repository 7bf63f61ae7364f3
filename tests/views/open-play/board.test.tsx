import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpFailure } from '@/lib/http-client';
import { createFakeApi } from '../support/fake-api';
import { FakeEventSource } from '../support/fake-event-source';
import { renderApp } from '../support/render-app';
import { ED, FAY, GUS, HAL } from '../../machines/open-play/fixtures';
import { boardView, sendState, streamTo } from './open-play-views';

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  // The clock only: court 1's game started at 9:05, it is 9:17 (Toronto).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T14:17:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderBoard(view = boardView()) {
  const api = createFakeApi();
  api.openPlay.board.mockResolvedValue(view);
  const rendered = renderApp({ url: '/open-play/31/board?key=k3y', api });
  return { ...rendered, api };
}

describe('/open-play/:sessionId/board', () => {
  it('shows each court with its teams and minutes, up next, the line with bands and the QR code, full screen, in both languages', async () => {
    const { api } = renderBoard();
    await screen.findByRole('heading', { level: 1, name: 'Morning open play' });
    expect(api.openPlay.board).toHaveBeenCalledWith('k3y');
    // No shell: the screen is the board.
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();

    const court1 = screen.getByRole('listitem', { name: 'Court 1 Terrain 1' });
    expect(within(court1).getByText('Ana M. & Ben K.')).toBeTruthy();
    expect(within(court1).getByText('Cy L. & Di P.')).toBeTruthy();
    expect(within(court1).getByText('12 min')).toBeTruthy();
    expect(within(court1).getByText('Mixed bands')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Court 2 Terrain 2' })).getByText('Free')).toBeTruthy();
    // A paused court says so in words.
    const court3 = screen.getByRole('listitem', { name: 'Court 3 Terrain 3' });
    expect(within(court3).getByText(/Paused/)).toBeTruthy();
    expect(within(court3).getByText('En pause')).toBeTruthy();

    expect(screen.getByRole('heading', { name: 'Up next on the next free court Prochaines parties au prochain terrain libre' })).toBeTruthy();
    expect(screen.getByText(`${FAY.name} & ${GUS.name} vs ${HAL.name} & Ida W.`)).toBeTruthy();
    const line = screen.getByRole('heading', { name: 'The line La file' }).parentElement!;
    const entries = within(line).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([`1${ED.name}2.5-3.0`, `2${FAY.name}3.5`, `3${GUS.name}3.5`, `4${HAL.name}3.5`, '5Ida W.3.5']);

    const qr = screen.getByRole('img', { name: 'QR code to check in to this session' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('Scan to check in')).toBeTruthy();
    expect(screen.getByText('Balayez pour vous enregistrer')).toBeTruthy();
  });

  it('follows the board’s stream: a new state replaces the board, an older one is dropped, a lost stream says when it was last updated', async () => {
    renderBoard();
    await screen.findByRole('heading', { level: 1, name: 'Morning open play' });
    const stream = streamTo('/api/open-play/boards/k3y/stream');
    act(() => stream.open());
    const courts = boardView().courts;
    sendState(
      stream,
      boardView({
        version: 8,
        courts: [
          courts[0],
          {
            court: 2,
            state: 'playing',
            game: { id: 502, startedAt: '2026-12-01T14:16:00.000Z', mixedBands: false, manual: false, players: [ED, FAY, GUS, HAL] },
          },
          courts[2],
        ],
        line: [],
        upNext: [],
      }),
    );
    const court2 = screen.getByRole('listitem', { name: 'Court 2 Terrain 2' });
    expect(within(court2).getByText(`${ED.name} & ${FAY.name}`)).toBeTruthy();
    expect(within(court2).getByText('1 min')).toBeTruthy();
    expect(screen.getByText('Nobody is waiting')).toBeTruthy();
    // A late, older state changes nothing.
    sendState(stream, boardView({ version: 6 }));
    expect(screen.getByText('Nobody is waiting')).toBeTruthy();

    act(() => stream.fail());
    const status = (await screen.findByText('Reconnecting… last updated 9:17 a.m.', { exact: false })).closest('[role="status"]');
    // French times take no-break spaces (« 9 h 17 »).
    expect(status?.textContent?.replace(/\s/g, ' ')).toContain('Reconnexion… dernière mise à jour à 9 h 17');
    // The board keeps what it showed meanwhile.
    expect(within(screen.getByRole('listitem', { name: 'Court 2 Terrain 2' })).getByText(`${ED.name} & ${FAY.name}`)).toBeTruthy();
  });

  it('says when the link has no key, and when the link was replaced', async () => {
    const api = createFakeApi();
    renderApp({ url: '/open-play/31/board', api });
    expect(await screen.findByText(/This board link has no key/)).toBeTruthy();
    expect(api.openPlay.board).not.toHaveBeenCalled();

    const gone = createFakeApi();
    gone.openPlay.board.mockRejectedValue(new HttpFailure('There is no such board.', 404, undefined, undefined, 'open_play_board_not_found'));
    renderApp({ url: '/open-play/31/board?key=old', api: gone });
    expect(await screen.findByText(/This board link no longer works/)).toBeTruthy();
  });

  it('says when the session has ended, without the QR code', async () => {
    renderBoard(boardView({ endedAt: '2026-12-01T16:00:00.000Z', courts: boardView().courts.map((c) => ({ ...c, state: 'free' as const, game: null })) }));
    expect(await screen.findByText('This session has ended. Thanks for playing!')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  });
});
