import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Roster } from '@machines/programs/program-shapes';
import { staffApi } from '../support/admin-support';
import { FakeEventSource } from '../support/fake-event-source';
import { findDialog } from '../support/find-dialog';
import { renderApp } from '../support/render-app';
import { roster, session } from '../../machines/programs/fixtures';
import { ANA, BEN, CY, DI, ED, FAY, GUS, HAL, IDA, aView, newer } from '../../machines/open-play/fixtures';

const OPEN_PLAY_ROSTER: Roster = {
  ...roster,
  session: { ...session, openPlay: { rule: 'by_band', format: 'doubles', winnersStay: 0, bands: ['2.5-3.0', '3.5', '4.0+'] } },
};
const VIEW = aView();
const AFTER = newer(VIEW);

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

/** The roster of a session run as open play, its "Open play" tab open; every control answers the next view. */
async function openConsole() {
  const api = staffApi();
  api.programSetup.roster.mockResolvedValue(OPEN_PLAY_ROSTER);
  api.openPlay.view.mockResolvedValue(VIEW);
  for (const call of ['moveInLine', 'pair', 'placeGame', 'pauseCourt', 'resumeCourt', 'endGame', 'undo', 'endSession'] as const)
    api.openPlay[call].mockResolvedValue(AFTER);
  renderApp({ url: '/admin/bookings-overview/sessions/31', loggedIn: true, api });
  await userEvent.click(await screen.findByRole('tab', { name: 'Open play' }));
  await screen.findByRole('table', { name: 'The line' });
  expect(api.openPlay.view).toHaveBeenCalledWith(31);
  return api;
}

describe('the desk’s open-play console, beside the roster', () => {
  it('is a tab of the roster only when the session runs open play', async () => {
    const api = staffApi();
    api.programSetup.roster.mockResolvedValue(roster);
    renderApp({ url: '/admin/bookings-overview/sessions/31', loggedIn: true, api });
    await screen.findByRole('button', { name: 'Print' });
    expect(screen.queryByRole('tab', { name: 'Open play' })).toBeNull();
    expect(api.openPlay.view).not.toHaveBeenCalled();
  });

  it('sends the court controls: pause, resume, place a game with its players', async () => {
    const api = await openConsole();
    await userEvent.click(screen.getByRole('button', { name: 'Pause court 2' }));
    await waitFor(() => expect(api.openPlay.pauseCourt).toHaveBeenCalledWith(31, 2));
    expect(await screen.findByText('Court paused.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Resume court 3' }));
    await waitFor(() => expect(api.openPlay.resumeCourt).toHaveBeenCalledWith(31, 3));

    await userEvent.click(await screen.findByRole('button', { name: 'Place a game on court 2' }));
    const dialog = within(await findDialog('Place a game'));
    await userEvent.click(dialog.getByRole('button', { name: 'Place game' }));
    expect(dialog.getByRole('alert').textContent).toBe('Choose exactly 4 players.');
    for (const player of [FAY, GUS, HAL, IDA]) await userEvent.click(dialog.getByRole('checkbox', { name: new RegExp(player.name) }));
    await userEvent.click(dialog.getByRole('button', { name: 'Place game' }));
    await waitFor(() =>
      expect(api.openPlay.placeGame).toHaveBeenCalledWith(
        31,
        2,
        [FAY, GUS, HAL, IDA].map((p) => p.registrationId),
      ),
    );
    expect(await screen.findByText('Game placed.')).toBeTruthy();
  });

  it('ends the game on a court after asking (staff’s Game over), only on a court with a game', async () => {
    const api = await openConsole();
    expect(screen.queryByRole('button', { name: 'Game over on court 2' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Game over on court 1' }));
    const ask = within(await findDialog('Game over on court 1?'));
    expect(
      ask.getByText(`${ANA.name} and ${BEN.name} against ${CY.name} and ${DI.name}: they go to the back of the line, and the court takes the next game.`),
    ).toBeTruthy();
    await userEvent.click(ask.getByRole('button', { name: 'Keep playing' }));
    expect(api.openPlay.endGame).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Game over on court 1' }));
    await userEvent.click(within(await findDialog('Game over on court 1?')).getByRole('button', { name: 'Game over' }));
    await waitFor(() => expect(api.openPlay.endGame).toHaveBeenCalledWith(501, {}));
    expect(await screen.findByText('Game over: the court is given to the next game.')).toBeTruthy();
  });

  it('sends the line controls: move a player, change a band, pair', async () => {
    const api = await openConsole();
    await userEvent.click(screen.getByRole('button', { name: `Move ${FAY.name} up` }));
    await waitFor(() => expect(api.openPlay.moveInLine).toHaveBeenCalledWith(31, { registrationId: FAY.registrationId, position: 1 }));
    expect(await screen.findByText('Line updated.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: `Band of ${ED.name}` }), '3.5');
    await waitFor(() => expect(api.openPlay.moveInLine).toHaveBeenCalledWith(31, { registrationId: ED.registrationId, band: '3.5' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: `Partner of ${ED.name}` }), FAY.name);
    await waitFor(() => expect(api.openPlay.pair).toHaveBeenCalledWith(31, ED.registrationId, FAY.registrationId));
  });

  it('undoes, makes the board link to copy and the check-in code, shows the report with its CSV, and ends the session after asking', async () => {
    const api = await openConsole();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await userEvent.click(screen.getByRole('button', { name: 'Undo last assignment' }));
    await waitFor(() => expect(api.openPlay.undo).toHaveBeenCalledWith(31));

    api.openPlay.boardLink.mockResolvedValue({ url: 'https://courtside.example/open-play/31/board?key=s3cret' });
    await userEvent.click(await screen.findByRole('button', { name: 'Board link' }));
    const board = within(await findDialog('Board link'));
    expect(board.getByRole<HTMLInputElement>('textbox', { name: 'Link' }).value).toBe('https://courtside.example/open-play/31/board?key=s3cret');
    await userEvent.click(board.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('https://courtside.example/open-play/31/board?key=s3cret');
    await userEvent.click(board.getByRole('button', { name: 'Close' }));

    api.openPlay.checkInCode.mockResolvedValue({
      code: 'K7PM4XQ2',
      expiresAt: '2026-12-01T14:25:00.000Z',
      url: 'https://courtside.example/open-play/31/check-in?code=K7PM4XQ2',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Check-in code' }));
    const code = within(await findDialog('Check-in code'));
    expect(code.getByText('K7PM4XQ2')).toBeTruthy();
    expect(code.getByText('Players scan this code or open the link to check in. It works until 9:25 a.m.')).toBeTruthy();
    expect(code.getByRole('img', { name: /^QR code to check in/ })).toBeTruthy();
    await userEvent.click(code.getByRole('button', { name: 'Close' }));

    api.openPlay.report.mockResolvedValue({
      sessionId: 31,
      title: 'Morning open play',
      date: '2026-12-01',
      players: [
        { registrationId: ED.registrationId, name: ED.name, band: ED.band, games: 3, sitOuts: 1, present: true },
        { registrationId: FAY.registrationId, name: FAY.name, band: FAY.band, games: 2, sitOuts: 3, present: false },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'After-session report' }));
    const report = await screen.findByRole('table', { name: 'Games and sit-outs per player' });
    expect(within(report).getByRole('row', { name: `${ED.name} 2.5-3.0 3 1` })).toBeTruthy();
    expect(within(report).getByRole('row', { name: `${FAY.name} (checked out) 3.5 2 3` })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the report (CSV)' }).getAttribute('href')).toBe('/api/staff/open-play/sessions/31/report.csv');

    await userEvent.click(screen.getByRole('button', { name: 'End session' }));
    const end = within(await findDialog('End the session?'));
    await userEvent.click(end.getByRole('button', { name: 'Keep playing' }));
    expect(api.openPlay.endSession).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'End session' }));
    await userEvent.click(within(await findDialog('End the session?')).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(api.openPlay.endSession).toHaveBeenCalledWith(31));
  });
});
