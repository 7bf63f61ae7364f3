import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../support/fake-api';
import { FakeEventSource, live } from '../support/fake-event-source';
import { renderApp } from '../support/render-app';
import { availability, slot } from './booking-fixtures';

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const cell = async (name: string) => within(await screen.findByRole('table')).findByRole('button', { name });

describe('book court, live', () => {
  it('listens to the shown day and, when someone books the chosen start, clears it and says so politely', async () => {
    const api = createFakeApi();
    api.bookings.availability.mockResolvedValue(availability());
    renderApp({ url: '/bookings', loggedIn: true, api });
    await userEvent.click(await cell('Court 2, 9:00 a.m. to 10:00 a.m., available'));
    expect(live().map((source) => source.url)).toEqual(['/api/bookings/availability/stream?date=2026-03-03']);
    const [stream] = live();
    stream.open();

    // Someone books 9:00 on every court: the page reads the day again without a reload.
    const full = availability();
    full.slots = full.slots.map((s) => (s.index === 2 ? slot(2, 9, [], 'full') : s));
    api.bookings.availability.mockResolvedValue(full);
    stream.changed('2026-03-03');

    const status = await screen.findByText('Someone has just booked that time. Choose another.');
    expect(status.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    expect(api.bookings.availability).toHaveBeenCalledTimes(2);
    expect((await cell('Court 2, 9:00 a.m. to 10:00 a.m., unavailable')).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('group', { name: 'Your booking' })).toBeNull();

    // The next choice clears the message.
    await userEvent.click(await cell('Court 3, 10:00 a.m. to 11:00 a.m., available'));
    expect(screen.queryByText('Someone has just booked that time. Choose another.')).toBeNull();
  });

  it('keeps a choice that is still free when the day changes elsewhere', async () => {
    const api = createFakeApi();
    api.bookings.availability.mockResolvedValue(availability());
    renderApp({ url: '/bookings', loggedIn: true, api });
    await userEvent.click(await cell('Court 3, 10:00 a.m. to 11:00 a.m., available'));
    live()[0].changed('2026-03-03');
    await waitFor(() => expect(api.bookings.availability).toHaveBeenCalledTimes(2));
    expect((await cell('Court 3, 10:00 a.m. to 11:00 a.m., selected')).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText('Someone has just booked that time. Choose another.')).toBeNull();
  });

  it('after repeated errors closes the stream, polls every 15 s and tries the stream again after a minute', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      const api = createFakeApi();
      api.bookings.availability.mockResolvedValue(availability());
      renderApp({ url: '/bookings', loggedIn: true, api });
      await cell('Court 3, 10:00 a.m. to 11:00 a.m., available');
      const [first] = live();
      first.fail();
      first.fail();
      expect(first.readyState).not.toBe(FakeEventSource.CLOSED); // EventSource retries by itself
      first.fail();
      expect(first.readyState).toBe(FakeEventSource.CLOSED);
      const before = api.bookings.availability.mock.calls.length;
      await vi.advanceTimersByTimeAsync(15_000);
      await waitFor(() => expect(api.bookings.availability.mock.calls.length).toBe(before + 1));
      await vi.advanceTimersByTimeAsync(45_000);
      expect(live()).toHaveLength(1);
      expect(live()[0]).not.toBe(first);
      // Back on the stream: polling stops, and what may have been missed is read once.
      const calls = api.bookings.availability.mock.calls.length;
      live()[0].open();
      await waitFor(() => expect(api.bookings.availability.mock.calls.length).toBe(calls + 1));
      await vi.advanceTimersByTimeAsync(30_000);
      expect(api.bookings.availability.mock.calls.length).toBe(calls + 1);
    } finally {
      vi.useRealTimers();
    }
  });
});
