import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoardView } from '@machines/open-play';
import type { ProgramSession, SessionList } from '@machines/programs/program-shapes';
import { HttpFailure } from '@/lib/http-client';
import { createFakeApi } from '../support/fake-api';
import { FakeEventSource } from '../support/fake-event-source';
import { findDialog } from '../support/find-dialog';
import { renderApp } from '../support/render-app';
import { pretendScreenWidth } from '../support/screen-width';
import { session } from '../../machines/programs/fixtures';
import { ED, FAY, GUS, HAL, aView, newer } from '../../machines/open-play/fixtures';
import { sendState, streamTo } from './open-play-views';

const OPEN_PLAY: ProgramSession = {
  ...session,
  startsAt: '2026-12-01T14:00:00.000Z',
  endsAt: '2026-12-01T16:00:00.000Z',
  openPlay: { rule: 'by_band', format: 'doubles', winnersStay: 0, bands: ['2.5-3.0', '3.5', '4.0+'] },
  mine: {
    registrations: [{ id: 105, participantId: 'self', name: 'Maya Member', status: 'confirmed', checkedIn: true }],
    waitlistPosition: null,
    waitlist: [],
    free: 0,
  },
};
const LIST: SessionList = { items: [OPEN_PLAY], taxes: [], timeZone: 'America/Toronto', now: '2026-12-01T14:17:00.000Z' };

/** Ed R. (105, the caller) 3rd in line. */
const IN_LINE: BoardView = aView({
  mine: [105],
  line: [FAY, GUS, ED, HAL].map((p, i) => ({ ...p, position: i + 1, partnerRegistrationId: null })),
  upNext: [],
});
/** Court 2 starts with Ed R. and Fay S. against Gus T. and Hal V. */
const UP: BoardView = newer(IN_LINE, {
  courts: [
    IN_LINE.courts[0],
    { court: 3, state: 'playing', game: { id: 503, startedAt: '2026-12-01T14:17:00.000Z', mixedBands: false, manual: false, players: [ED, FAY, GUS, HAL] } },
  ],
  line: [],
});

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T14:20:00.000Z'));
  pretendScreenWidth(375);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPanel(view: BoardView) {
  const api = createFakeApi();
  api.programs.sessions.mockResolvedValue(LIST);
  api.openPlay.view.mockResolvedValue(view);
  const rendered = renderApp({ url: '/drop-in', loggedIn: true, api });
  return { ...rendered, api };
}

describe('the player’s live panel on /drop-in (375 px)', () => {
  it('says the place in line, then announces “You’re up: court 3” in an aria-live region when the stream assigns the game', async () => {
    const { api } = renderPanel(IN_LINE);
    const place = await screen.findByText('You are 3rd in line');
    expect(api.openPlay.view).toHaveBeenCalledWith(31);
    const region = place.closest('[aria-live]');
    expect(region?.getAttribute('aria-live')).toBe('assertive');
    expect(screen.getByRole('button', { name: 'Leave the line' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Partner for the next game' })).toBeTruthy();

    const stream = streamTo('/api/open-play/sessions/31/stream');
    act(() => stream.open());
    sendState(stream, UP);
    // The same live region now says it: a screen reader hears it at once.
    expect(region?.textContent).toBe('You’re up: court 3');
    expect(screen.getByText(`With ${FAY.name}, against ${GUS.name} and ${HAL.name} · 3 min`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Game over' })).toBeTruthy();
  });

  it('sends Game over with the score typed, and shows the answer’s view', async () => {
    const { api } = renderPanel(UP);
    await screen.findByText('You’re up: court 3');
    api.openPlay.endGame.mockResolvedValue(newer(UP, { courts: IN_LINE.courts, line: IN_LINE.line }));
    await userEvent.click(screen.getByRole('button', { name: 'Game over' }));
    const dialog = within(await findDialog('Game over on court 3'));
    await userEvent.type(dialog.getByRole('textbox', { name: `Score of ${ED.name} and ${FAY.name}` }), '11');
    await userEvent.type(dialog.getByRole('textbox', { name: `Score of ${GUS.name} and ${HAL.name}` }), '7');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.openPlay.endGame).toHaveBeenCalledWith(503, { score: { a: 11, b: 7 } }));
    expect(await screen.findByText('You are 3rd in line')).toBeTruthy();
    expect(screen.getByText('Game over sent: the court is given to the next game.')).toBeTruthy();
  });

  it('shows the refusal when the game was already ended, in the dialog', async () => {
    const { api } = renderPanel(UP);
    await screen.findByText('You’re up: court 3');
    api.openPlay.endGame.mockRejectedValue(new HttpFailure('That game is already over.', 409, undefined, undefined, 'open_play_game_ended'));
    await userEvent.click(screen.getByRole('button', { name: 'Game over' }));
    const dialog = within(await findDialog('Game over on court 3'));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByText(/already over|already ended/)).toBeTruthy();
    expect(api.openPlay.endGame).toHaveBeenCalledWith(503, {});
  });

  it('leaves the line, comes back, and checks out after confirming', async () => {
    const { api } = renderPanel(IN_LINE);
    await screen.findByText('You are 3rd in line');
    const resting = newer(IN_LINE, { line: IN_LINE.line.filter((p) => p.registrationId !== 105), resting: [ED] });
    api.openPlay.rest.mockResolvedValue(resting);
    await userEvent.click(screen.getByRole('button', { name: 'Leave the line' }));
    expect(await screen.findByText('You are out of the line')).toBeTruthy();
    expect(api.openPlay.rest).toHaveBeenCalledWith(31, 105);

    api.openPlay.rejoin.mockResolvedValue(newer(resting, { line: [...resting.line, { ...ED, position: 4, partnerRegistrationId: null }], resting: [] }));
    await userEvent.click(screen.getByRole('button', { name: 'Back in line' }));
    expect(await screen.findByText('You are 4th in line')).toBeTruthy();

    api.openPlay.leave.mockResolvedValue(newer(IN_LINE, { version: 20, mine: [], line: resting.line }));
    await userEvent.click(screen.getByRole('button', { name: 'Check out' }));
    const dialog = within(await findDialog('Check out of open play?'));
    expect(dialog.getByText(`${ED.name} leaves the line and is not put in a game again this session.`)).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Check out' }));
    expect(await screen.findByText('Checked out. Thanks for playing!')).toBeTruthy();
    expect(api.openPlay.leave).toHaveBeenCalledWith(31, 105);
  });

  it('asks a player not yet checked in to check in; a session not run as open play has no panel', async () => {
    renderPanel(aView({ mine: [] }));
    expect(await screen.findByText(/scan the QR code at the venue to join the line/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check out' })).toBeNull();

    const api = createFakeApi();
    api.programs.sessions.mockResolvedValue({ ...LIST, items: [{ ...OPEN_PLAY, id: 32, openPlay: null }] });
    renderApp({ url: '/drop-in', loggedIn: true, api });
    expect(await screen.findAllByText('You are registered')).not.toHaveLength(0);
    expect(api.openPlay.view).not.toHaveBeenCalled();
  });

  it('an hour before the start, shows the panel only once the desk has checked one of the account in', async () => {
    vi.setSystemTime(new Date('2026-12-01T13:00:00.000Z'));
    const early = (checkedIn: boolean): SessionList => ({
      ...LIST,
      now: '2026-12-01T13:00:00.000Z',
      items: [{ ...OPEN_PLAY, mine: { ...OPEN_PLAY.mine!, registrations: [{ ...OPEN_PLAY.mine!.registrations[0], checkedIn }] } }],
    });
    const api = createFakeApi();
    api.programs.sessions.mockResolvedValue(early(false));
    api.openPlay.view.mockResolvedValue(IN_LINE);
    const first = renderApp({ url: '/drop-in', loggedIn: true, api });
    expect(await screen.findAllByText('You are registered')).not.toHaveLength(0);
    expect(api.openPlay.view).not.toHaveBeenCalled();
    first.unmount();

    api.programs.sessions.mockResolvedValue(early(true));
    renderApp({ url: '/drop-in', loggedIn: true, api });
    expect(await screen.findByText('You are 3rd in line')).toBeTruthy();
  });
});
