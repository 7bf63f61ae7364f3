import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyRegistrations } from '@machines/programs/program-shapes';
import { HttpFailure } from '@/lib/http-client';
import { createFakeApi } from '../support/fake-api';
import { FakeEventSource } from '../support/fake-event-source';
import { renderApp } from '../support/render-app';
import { ED, FAY, GUS, aView } from '../../machines/open-play/fixtures';

type Item = MyRegistrations['items'][number];
const item = (id: number, sessionId: number, participantName: string, status: Item['status'] = 'confirmed'): Item => ({
  id,
  sessionId,
  title: 'Morning open play',
  level: '',
  startsAt: '2026-12-01T14:00:00.000Z',
  endsAt: '2026-12-01T16:00:00.000Z',
  courts: [1, 2, 3],
  participantName,
  participantId: 'self',
  status,
  priceCents: 800,
  orderId: 'o1',
  cancellable: true,
  refundCents: 0,
});
/** Maya and her son Leo hold places in session 31; a held place and another session's are not offered. */
const MINE: MyRegistrations = {
  timeZone: 'America/Toronto',
  items: [item(105, 31, 'Maya Member'), item(106, 31, 'Leo Member'), item(107, 31, 'Ann Member', 'held'), item(205, 32, 'Maya Member')],
  waitlist: [],
};
const CHECKED_IN = aView({ mine: [105], line: [FAY, GUS, ED].map((p, i) => ({ ...p, position: i + 1, partnerRegistrationId: null })), upNext: [] });

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

function renderCheckIn(url = '/open-play/31/check-in?code=K7PM4XQ2') {
  const api = createFakeApi();
  api.programs.mine.mockResolvedValue(MINE);
  api.openPlay.view.mockResolvedValue(CHECKED_IN);
  renderApp({ url, loggedIn: true, api });
  return api;
}

describe('/open-play/:sessionId/check-in', () => {
  it('offers the account’s places in the session, all ticked, checks in the ones kept with the code, then shows the live panel', async () => {
    const api = renderCheckIn();
    api.openPlay.checkIn.mockResolvedValue(CHECKED_IN);
    const maya = await screen.findByRole('checkbox', { name: 'Maya Member' });
    // The page names the session and when check-in opens (the venue's clock: 9 a.m. in Toronto).
    expect(screen.getByRole('heading', { level: 2, name: 'Morning open play' })).toBeTruthy();
    expect(screen.getByText(/9:00\sa\.m\.\s–\s11:00\sa\.m\.$/)).toBeTruthy();
    expect(screen.getByText(/^Check-in opens at 8:30\sa\.m\., 30 minutes before the start\.$/)).toBeTruthy();
    const leo = screen.getByRole('checkbox', { name: 'Leo Member' });
    expect(screen.queryByRole('checkbox', { name: 'Ann Member' })).toBeNull();
    expect([maya, leo].map((box) => (box as HTMLInputElement).checked)).toEqual([true, true]);
    await userEvent.click(leo);
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(api.openPlay.checkIn).toHaveBeenCalledWith(31, 105, 'K7PM4XQ2'));
    expect(api.openPlay.checkIn).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('You are checked in and in the line.')).toBeTruthy();
    expect(await screen.findByText('You are 3rd in line')).toBeTruthy();
  });

  it('shows a refusal with its message (the code expired, outside the window) and lets them try again', async () => {
    const api = renderCheckIn();
    api.openPlay.checkIn.mockRejectedValueOnce(
      new HttpFailure('That check-in code is wrong or has expired: scan the QR code again.', 400, undefined, undefined, 'open_play_code_invalid'),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Check in' }));
    expect(await screen.findByText(/^Check-in refused: .*(expired|scan the QR code again)/)).toBeTruthy();

    api.openPlay.checkIn.mockRejectedValueOnce(
      new HttpFailure('Check-in opens 30 minutes before the start.', 409, undefined, undefined, 'open_play_check_in_closed'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText(/^Check-in refused: .*30 minutes/)).toBeTruthy();
  });

  it('says “Choose at least one person” when nobody is ticked, and sends nothing', async () => {
    const api = renderCheckIn();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Maya Member' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Leo Member' }));
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one person.');
    expect(api.openPlay.checkIn).not.toHaveBeenCalled();
  });

  it('has nothing to check in without a place, or without a code', async () => {
    const none = createFakeApi();
    none.programs.mine.mockResolvedValue({ ...MINE, items: [] });
    renderApp({ url: '/open-play/31/check-in?code=K7PM4XQ2', loggedIn: true, api: none });
    expect(await screen.findByText(/Nobody on your account has a place in this session/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Drop In' }).getAttribute('href')).toBe('/drop-in');

    const api = createFakeApi();
    renderApp({ url: '/open-play/31/check-in', loggedIn: true, api });
    expect(await screen.findByText(/This link has no check-in code/)).toBeTruthy();
    expect(api.programs.mine).not.toHaveBeenCalled();
  });
});
