/**
 * The bookings overview's "Desk only" courts (free, but not offered to members online) and the day as
 * a list of hours on a phone (375 px), where the grid's courts would run off the screen.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffDay } from '@machines/booking/booking-shapes';
import { staffDay } from '../../machines/booking/booking-fixtures';
import { staffApi } from '../support/admin-support';
import { findDialog } from '../support/find-dialog';
import { renderApp } from '../support/render-app';
import { pretendScreenWidth } from '../support/screen-width';

/** The fixture's day with one court kept back: members are offered court 1 only, so free court 2 at 9:00 is the desk's. */
function deskDay(date: string): StaffDay {
  const day = staffDay(date);
  return { ...day, slots: day.slots.map((slot) => ({ ...slot, onlineCourts: slot.onlineCourts.filter((court) => court === 1) })) };
}

function overviewApi() {
  const api = staffApi('admin');
  api.bookings.staffDay.mockImplementation(async (date: string) => deskDay(date));
  return api;
}

afterEach(() => vi.restoreAllMocks());

describe('bookings overview: desk only', () => {
  it('says "Desk only" on a free court members are told is not offered online, and books it from there', async () => {
    const api = overviewApi();
    renderApp({ url: '/admin/bookings-overview', loggedIn: true, api });
    const table = await screen.findByRole('table', { name: /^Courts on/ });
    expect(within(table).getAllByText('Free')).toHaveLength(2);
    expect(within(table).getAllByText('Desk only')).toHaveLength(1);
    expect(screen.getByText(/^Desk only: free, but not offered to members online/)).toBeTruthy();

    await userEvent.click(within(table).getByRole('button', { name: 'Desk only (not offered online): book court 2 at 9:00 a.m.' }));
    const dialog = within(await findDialog('Book a court'));
    expect(dialog.getByLabelText<HTMLSelectElement>('Court').selectedOptions[0].textContent).toBe('Court 2');
    expect(dialog.getByLabelText<HTMLSelectElement>('Start time').selectedOptions[0].textContent).toBe('9:00 a.m.');
  });

  it('says nothing of the desk on a day every free court is offered online', async () => {
    const api = staffApi('admin');
    api.bookings.staffDay.mockImplementation(async (date: string) => staffDay(date));
    renderApp({ url: '/admin/bookings-overview', loggedIn: true, api });
    const table = await screen.findByRole('table', { name: /^Courts on/ });
    expect(within(table).queryByText('Desk only')).toBeNull();
    expect(screen.queryByText(/^Desk only:/)).toBeNull();
  });
});

describe('bookings overview on a phone', () => {
  it('shows the day as cards of hours, no grid, each with its bookings, their actions and the free courts', async () => {
    pretendScreenWidth(375);
    const api = overviewApi();
    renderApp({ url: '/admin/bookings-overview', loggedIn: true, api });
    const hours = await screen.findByRole('list', { name: /^Courts on .+, hour by hour$/ });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Day grid' })).toBeNull();

    const cards = within(hours)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === hours);
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      '7:00 a.m. – 8:00 a.m.',
      '8:00 a.m. – 9:00 a.m.',
      '9:00 a.m. – 10:00 a.m.',
    ]);
    // 7:00: the block starts on court 2, court 1 is free.
    expect(within(cards[0]).getByText('Maintenance: Net repair')).toBeTruthy();
    expect(within(cards[0]).getByRole('button', { name: /^Remove block: court 2/ })).toBeTruthy();
    expect(within(cards[0]).getByRole('group', { name: 'Free courts, 7:00 a.m. – 8:00 a.m.' }).textContent).toBe('Court 1 · free');
    // 8:00: the block goes on, with no second set of actions.
    expect(within(cards[1]).getByText('Court 2: Maintenance: Net repair (continued)')).toBeTruthy();
    expect(within(cards[1]).queryByRole('button', { name: /^Remove block/ })).toBeNull();
    // 9:00: Maya on court 1 with what she paid and Cancel; court 2 is the desk's.
    expect(within(cards[2]).getByText('Maya Member')).toBeTruthy();
    expect(within(cards[2]).getByText('$30.00, paid $30.00')).toBeTruthy();
    expect(within(cards[2]).getByRole('button', { name: /^Cancel: court 1, 9:00 a\.m\./ })).toBeTruthy();

    await userEvent.click(within(cards[2]).getByRole('button', { name: 'Court 2 · desk only' }));
    const dialog = within(await findDialog('Book a court'));
    expect(dialog.getByLabelText<HTMLSelectElement>('Court').selectedOptions[0].textContent).toBe('Court 2');
    expect(dialog.getByLabelText<HTMLSelectElement>('Start time').selectedOptions[0].textContent).toBe('9:00 a.m.');
  });

  it('opens the cancel dialog from a card', async () => {
    pretendScreenWidth(375);
    const api = overviewApi();
    renderApp({ url: '/admin/bookings-overview', loggedIn: true, api });
    const hours = await screen.findByRole('list', { name: /hour by hour$/ });
    await userEvent.click(within(hours).getByRole('button', { name: /^Cancel: court 1, 9:00 a\.m\./ }));
    const dialog = within(await findDialog('Cancel this booking?'));
    expect(dialog.getByRole('checkbox', { name: 'Refund what was paid ($30.00)' })).toBeTruthy();
  });
});
