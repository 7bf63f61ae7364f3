import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyOpenPlay } from '@machines/open-play';
import { createFakeApi } from '../support/fake-api';
import { FakeEventSource } from '../support/fake-event-source';
import { renderApp } from '../support/render-app';
import { ED, FAY, GUS, aView } from '../../machines/open-play/fixtures';

const MINE: MyOpenPlay = {
  timeZone: 'America/Toronto',
  sessions: [
    {
      sessionId: 31,
      title: 'Morning open play',
      date: '2026-12-01',
      startsAt: '2026-12-01T14:00:00.000Z',
      endedAt: null,
      players: [{ registrationId: 105, name: 'Ed R.', games: 2, sitOuts: 0 }],
    },
    {
      sessionId: 24,
      title: 'Evening open play',
      date: '2026-11-24',
      startsAt: '2026-11-24T23:00:00.000Z',
      endedAt: '2026-11-25T01:00:00.000Z',
      players: [
        { registrationId: 90, name: 'Maya M.', games: 7, sitOuts: 1 },
        { registrationId: 91, name: 'Leo M.', games: 6, sitOuts: 2 },
      ],
    },
  ],
};

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T14:20:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Account: open play', () => {
  it('shows today’s session live and the games each player played', async () => {
    const api = createFakeApi();
    api.openPlay.mine.mockResolvedValue(MINE);
    api.openPlay.view.mockResolvedValue(aView({ mine: [105], line: [FAY, GUS, ED].map((p, i) => ({ ...p, position: i + 1, partnerRegistrationId: null })) }));
    renderApp({ url: '/account', loggedIn: true, api });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Open play' });
    const section = heading.closest<HTMLElement>('[aria-labelledby="my-open-play-heading"]')!;
    const [today, past] = within(section)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === section);
    expect(within(today).getByText('Today · Morning open play')).toBeTruthy();
    expect(within(today).getByText('You played 2 games')).toBeTruthy();
    expect(await within(today).findByText('You are 3rd in line')).toBeTruthy();
    expect(api.openPlay.view).toHaveBeenCalledWith(31);
    expect(within(past).getByText('Tuesday, November 24, 2026 · Evening open play')).toBeTruthy();
    expect(within(past).getByText('Maya M. played 7 games')).toBeTruthy();
    expect(within(past).getByText('Leo M. played 6 games')).toBeTruthy();
    expect(api.openPlay.view).toHaveBeenCalledTimes(1);
  });

  it('reads today in the venue’s time zone, not Toronto’s (noon in Tokyo is the evening before there)', async () => {
    vi.setSystemTime(new Date('2026-12-02T03:20:00.000Z'));
    const api = createFakeApi();
    const [session] = MINE.sessions;
    api.openPlay.mine.mockResolvedValue({ timeZone: 'Asia/Tokyo', sessions: [{ ...session, date: '2026-12-02', startsAt: '2026-12-02T03:00:00.000Z' }] });
    api.openPlay.view.mockResolvedValue(aView({ mine: [105], line: [FAY, GUS, ED].map((p, i) => ({ ...p, position: i + 1, partnerRegistrationId: null })) }));
    renderApp({ url: '/account', loggedIn: true, api });
    expect(await screen.findByText('Today · Morning open play')).toBeTruthy();
    expect(await screen.findByText('You are 3rd in line')).toBeTruthy();
    expect(api.openPlay.view).toHaveBeenCalledWith(31);
  });

  it('shows nothing of open play to an account that has played none', async () => {
    const api = createFakeApi();
    renderApp({ url: '/account', loggedIn: true, api });
    await screen.findByRole('heading', { level: 2, name: 'My drop-in sessions' });
    await vi.waitFor(() => expect(api.openPlay.mine).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { level: 2, name: 'Open play' })).toBeNull();
  });
});
