import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { booking, staffDay } from '../../machines/booking/booking-fixtures';
import { memberProfile } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { staffApi } from '../support/admin-support';
import { findDialog } from '../support/find-dialog';
import { FakeEventSource, live } from '../support/fake-event-source';
import { formatCalendarDate, parseCalendarDate } from '@/lib/venue-date-picker';

const today = () => DateTime.now().setZone('America/Toronto').toISODate()!;
const nextDay = (date: string) => DateTime.fromISO(date).plus({ days: 1 }).toISODate()!;

function overviewApi() {
  const api = staffApi('admin');
  api.bookings.staffDay.mockImplementation(async (date: string) => staffDay(date));
  return api;
}

const grid = () => screen.findByRole('table', { name: /^Courts on/ });

describe('bookings overview', () => {
  it('renders the day grid with hours as rows, courts as columns, who, status and amount, and the totals', async () => {
    const api = overviewApi();
    renderApp({ url: '/admin/bookings-overview', loggedIn: true, api });

    const table = await grid();
    expect(api.bookings.staffDay).toHaveBeenCalledWith(today());
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', 'Court 1', 'Court 2']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['7:00 a.m. – 8:00 a.m.', '8:00 a.m. – 9:00 a.m.', '9:00 a.m. – 10:00 a.m.']);

    const maya = within(table).getByText('Maya Member').closest('td')!;
    expect(within(maya).getByText('Confirmed')).toBeTruthy();
    expect(within(maya).getByText('$30.00, paid $30.00')).toBeTruthy();
    const block = within(table).getByText('Maintenance: Net repair').closest('td')!;
    expect(block.getAttribute('rowspan')).toBe('2');
    expect(within(block).getByText('Blocked')).toBeTruthy();
    expect(within(table).getAllByText('Free')).toHaveLength(3);

    const totals = screen.getByLabelText('Totals');
    expect(within(totals).getByText('1')).toBeTruthy();
    expect(within(totals).getByText('$60.00')).toBeTruthy();
    expect(within(totals).getByText('$30.00')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Cancelled bookings' })).getByText(/Walk-in: Sam Walker/)).toBeTruthy();
  });

  it('next day loads the next date, and the CSV link follows the date', async () => {
    const api = overviewApi();
    renderApp({ url: '/admin/bookings-overview', loggedIn: true, api });
    await grid();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(`/api/admin/bookings.csv?date=${today()}`);

    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    const tomorrow = nextDay(today());
    await waitFor(() => expect(api.bookings.staffDay).toHaveBeenLastCalledWith(tomorrow));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Date').value).toBe(formatCalendarDate(parseCalendarDate(tomorrow)!)));
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(`/api/admin/bookings.csv?date=${tomorrow}`);
    expect(api.bookings.staffDayCsvUrl).toHaveBeenLastCalledWith(tomorrow);
  });

  it('staff cancel with a refund calls staffCancel(id, true, reason) and reloads the day', async () => {
    const api = overviewApi();
    api.bookings.staffCancel.mockResolvedValue({
      booking: booking({ status: 'cancelled' }),
      refund: { id: 4, amountCents: 3000, currency: 'CAD', status: 'succeeded' },
    });
    renderApp({ url: '/admin/bookings-overview', loggedIn: true, api });

    await userEvent.click(within(await grid()).getByRole('button', { name: /^Cancel: court 1, 9:00 a\.m\. – \d+:00 a\.m\., Maya Member/ }));
    const dialog = within(await findDialog('Cancel this booking?'));
    const refund = dialog.getByRole<HTMLInputElement>('checkbox', { name: 'Refund what was paid ($30.00)' });
    expect(refund.checked).toBe(true);
    await userEvent.type(dialog.getByLabelText('Reason (optional)'), 'Court lights failed');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel booking' }));

    expect(await screen.findByText('Cancelled; a refund of $30.00 is issued.')).toBeTruthy();
    expect(api.bookings.staffCancel).toHaveBeenCalledWith(1, true, 'Court lights failed');
    expect(api.bookings.staffDay).toHaveBeenCalledTimes(2);
  });

  it('a 409 from cancelling stays in the dialog and shows the message', async () => {
    const api = overviewApi();
    api.bookings.staffCancel.mockRejectedValue({ status: 409, message: 'This booking is already cancelled.' });
    renderApp({ url: '/admin/bookings-overview', loggedIn: true, api });
    await userEvent.click(within(await grid()).getByRole('button', { name: /^Remove block: court 2/ }));
    const dialog = within(await findDialog('Remove this block?'));
    expect(dialog.queryByRole('checkbox')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove block' }));
    expect(await dialog.findByText('This booking is already cancelled.')).toBeTruthy();
    expect(api.bookings.staffCancel).toHaveBeenCalledWith(2, false, undefined);
  });

  it('books a walk-in with the right body', async () => {
    const api = overviewApi();
    api.bookings.staffBook.mockResolvedValue(
      booking({ id: 8, court: 2, startTime: '09:00', endTime: '10:00', endsAt: '2026-03-03T15:00:00.000Z', source: 'desk', walkInName: 'Sam Walker' }),
    );
    renderApp({ url: '/admin/bookings-overview', loggedIn: true, api });
    await grid();

    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    const dialog = within(await findDialog('Book a court'));
    await userEvent.click(dialog.getByRole('radio', { name: 'Walk-in' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Sam Walker');
    await userEvent.type(dialog.getByLabelText('E-mail (optional, for the receipt)'), 'sam@example.com');
    // Times read as everywhere else in the product; the API still gets "HH:mm".
    const startTime = dialog.getByLabelText<HTMLSelectElement>('Start time');
    expect([...startTime.options].map((o) => o.textContent)).toEqual(['7:00 a.m.', '8:00 a.m.', '9:00 a.m.']);
    await userEvent.selectOptions(startTime, '9:00 a.m.');
    await userEvent.selectOptions(dialog.getByLabelText('Hours'), '1');
    await userEvent.selectOptions(dialog.getByLabelText('Court'), '2');
    await userEvent.click(dialog.getByRole('button', { name: 'Book' }));

    expect(await screen.findByText('Booked court 2 from 9:00 a.m. to 10:00 a.m. on Tuesday, March 3, 2026.')).toBeTruthy();
    expect(api.bookings.staffBook).toHaveBeenCalledWith({
      kind: 'walk-in',
      name: 'Sam Walker',
      email: 'sam@example.com',
      date: today(),
      startTime: '09:00',
      hours: 1,
      court: 2,
    });
  });

  it('a free cell opens the book dialog with that court and hour, by click or by keyboard', async () => {
    const api = overviewApi();
    api.bookings.staffBook.mockResolvedValue(booking({ id: 9, court: 1, startTime: '08:00', endTime: '09:00', status: 'blocked', source: 'maintenance' }));
    renderApp({ url: '/admin/bookings-overview', loggedIn: true, api });
    const table = await grid();
    // Only the free cells are offered: court 1 at 7 and 8, court 2 at 9.
    expect(
      within(table)
        .getAllByRole('button', { name: /^Free: book/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Free: book court 1 at 7:00 a.m.', 'Free: book court 1 at 8:00 a.m.', 'Free: book court 2 at 9:00 a.m.']);

    await userEvent.click(within(table).getByRole('button', { name: 'Free: book court 2 at 9:00 a.m.' }));
    let dialog = within(await findDialog('Book a court'));
    expect(dialog.getByLabelText<HTMLSelectElement>('Court').selectedOptions[0].textContent).toBe('Court 2');
    expect(dialog.getByLabelText<HTMLSelectElement>('Start time').selectedOptions[0].textContent).toBe('9:00 a.m.');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    (await grid()).querySelector<HTMLButtonElement>('button[aria-label="Free: book court 1 at 8:00 a.m."]')!.focus();
    await userEvent.keyboard('{Enter}');
    dialog = within(await findDialog('Book a court'));
    expect(dialog.getByLabelText<HTMLSelectElement>('Court').selectedOptions[0].textContent).toBe('Court 1');
    expect(dialog.getByLabelText<HTMLSelectElement>('Start time').selectedOptions[0].textContent).toBe('8:00 a.m.');
    await userEvent.click(dialog.getByRole('radio', { name: 'Block (maintenance)' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'Resurfacing');
    await userEvent.click(dialog.getByRole('button', { name: 'Block court' }));

    await waitFor(() =>
      expect(api.bookings.staffBook).toHaveBeenCalledWith({ kind: 'block', reason: 'Resurfacing', date: today(), startTime: '08:00', hours: 1, court: 1 }),
    );
  });

  it('a booked cell offers no booking, and Space on a free cell opens the dialog too', async () => {
    const api = overviewApi();
    renderApp({ url: '/admin/bookings-overview', loggedIn: true, api });
    const table = await grid();
    const maya = within(table).getByText('Maya Member').closest('td')!;
    expect(within(maya).queryByRole('button', { name: /^Free/ })).toBeNull();

    within(table).getByRole('button', { name: 'Free: book court 1 at 7:00 a.m.' }).focus();
    await userEvent.keyboard(' ');
    const dialog = within(await findDialog('Book a court'));
    expect(dialog.getByLabelText<HTMLSelectElement>('Start time').selectedOptions[0].textContent).toBe('7:00 a.m.');
  });

  it('books for a member found by search, and shows a 409 in the dialog', async () => {
    const api = overviewApi();
    api.users.search.mockResolvedValue({ items: [memberProfile], total: 1 });
    api.bookings.staffBook.mockRejectedValue({ status: 409, message: 'Court 1 has a booking or block during that time; cancel it first.' });
    renderApp({ url: '/admin/bookings-overview', loggedIn: true, api });
    await grid();

    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    const dialog = within(await findDialog('Book a court'));
    await userEvent.type(dialog.getByLabelText('Find a member by name or e-mail'), 'maya');
    await userEvent.click(dialog.getByRole('button', { name: 'Search' }));
    await userEvent.click(await dialog.findByRole('radio', { name: 'Maya Member (member@example.com)' }));
    expect(api.users.search).toHaveBeenLastCalledWith({ search: 'maya', limit: 10 });
    await userEvent.selectOptions(dialog.getByLabelText('Court'), '1');
    await userEvent.click(dialog.getByRole('button', { name: 'Book' }));

    expect(await dialog.findByText('Court 1 has a booking or block during that time; cancel it first.')).toBeTruthy();
    expect(api.bookings.staffBook).toHaveBeenCalledWith({ kind: 'member', userId: 3, date: today(), startTime: '07:00', hours: 1, court: 1 });
  });

  it('finds members as the search is typed, without pressing Search', async () => {
    const api = overviewApi();
    api.users.search.mockResolvedValue({ items: [memberProfile], total: 1 });
    renderApp({ url: '/admin/bookings-overview', loggedIn: true, api });
    await grid();

    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    const dialog = within(await findDialog('Book a court'));
    await userEvent.type(dialog.getByLabelText('Find a member by name or e-mail'), 'maya');
    expect(await dialog.findByRole('radio', { name: 'Maya Member (member@example.com)' })).toBeTruthy();
    // One search after the pause, not one per keystroke.
    expect(api.users.search).toHaveBeenCalledTimes(1);
    expect(api.users.search).toHaveBeenLastCalledWith({ search: 'maya', limit: 10 });
  });

  it('shows a load failure with a way to try again', async () => {
    const api = overviewApi();
    api.bookings.staffDay.mockRejectedValueOnce({ status: 500, message: 'Database unavailable.' });
    renderApp({ url: '/admin/bookings-overview', loggedIn: true, api });
    expect(await screen.findByText(/The day could not be loaded\. Database unavailable\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await grid()).toBeTruthy();
  });

  describe('live', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('follows the shown day over the stream and reads it again when it changes, an open dialog and its input kept', async () => {
      FakeEventSource.opened = [];
      vi.stubGlobal('EventSource', FakeEventSource);
      const api = overviewApi();
      renderApp({ url: '/admin/bookings-overview', loggedIn: true, api });
      await userEvent.click(within(await grid()).getByRole('button', { name: /^Cancel: court 1, 9:00 a\.m\. – \d+:00 a\.m\., Maya Member/ }));
      const dialog = within(await findDialog('Cancel this booking?'));
      await userEvent.type(dialog.getByLabelText('Reason (optional)'), 'Court lights failed');
      expect(live().map((source) => source.url)).toEqual([`/api/bookings/availability/stream?date=${today()}`]);

      live()[0].changed(today());
      await waitFor(() => expect(api.bookings.staffDay).toHaveBeenCalledTimes(2));
      expect(dialog.getByLabelText<HTMLInputElement>('Reason (optional)').value).toBe('Court lights failed');
      expect(screen.getByRole('dialog', { name: 'Cancel this booking?' })).toBeTruthy();
    });
  });
});
