import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutNavigation } from '@/features/checkout/checkout-kit';
import { createFakeApi } from '../support/fake-api';
import { aFreePlacedOrder, anOrderLine, aPlacedOrder, CHECKOUT_URL } from '../support/order-fixtures';
import { renderApp } from '../support/render-app';
import { availability, slot } from './booking-fixtures';

/** The one court_booking line Book Court orders. */
const courtLine = (fields: { date: string; startTime: string; hours: number; court: number | 'any' }) => [{ product: 'court_booking', ...fields }];
afterEach(() => vi.restoreAllMocks());

function setup(options: { loggedIn?: boolean } = {}) {
  const api = createFakeApi();
  api.bookings.availability.mockResolvedValue(availability());
  api.orders.place.mockResolvedValue(aPlacedOrder());
  const assign = vi.spyOn(checkoutNavigation, 'assign').mockImplementation(() => {});
  const view = renderApp({ url: '/bookings', loggedIn: options.loggedIn ?? true, api });
  return { ...view, api, assign };
}

const grid = () => screen.findByRole('table');
const cell = async (name: string) => within(await grid()).getByRole('button', { name });

describe('book court page', () => {
  it('shows the price and a court × hour grid with named cells', async () => {
    setup();
    const table = await grid();
    expect(screen.getByText('$30.00 per hour')).toBeTruthy();
    expect(screen.getByText(/Members pay \$20\.00 per hour/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Become a member' }).getAttribute('href')).toBe('/account?showBuyOnLoad=true');
    expect(within(table).getByRole('columnheader', { name: 'Court 3' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: '9:00 a.m.' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Court 2, 9:00 a.m. to 10:00 a.m., available' })).toBeTruthy();
    const taken = within(table).getByRole('button', { name: 'Court 1, 9:00 a.m. to 10:00 a.m., unavailable' });
    expect(taken.hasAttribute('disabled')).toBe(true);
    expect(within(table).getByRole('button', { name: 'Court 1, 7:00 a.m. to 8:00 a.m., already started' })).toBeTruthy();
    // The narrow-screen list (hidden by a media query at this width) carries the same free courts.
    const list = document.querySelector<HTMLElement>('ul[aria-label="Free courts on Tuesday, March 3, 2026"]')!;
    expect(
      within(list)
        .getAllByRole('button', { hidden: true })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Book court 1 from 8:00 a.m. to 9:00 a.m.',
      'Book court 2 from 8:00 a.m. to 9:00 a.m.',
      'Book court 3 from 8:00 a.m. to 9:00 a.m.',
      'Book court 2 from 9:00 a.m. to 10:00 a.m.',
      'Book court 3 from 9:00 a.m. to 10:00 a.m.',
      'Book court 3 from 10:00 a.m. to 11:00 a.m.',
    ]);
  });

  it('members see their price without the hint', async () => {
    const api = createFakeApi();
    api.bookings.availability.mockResolvedValue(
      availability({ price: { perHourCents: 2000, kind: 'member', memberPerHourCents: 2000, defaultPerHourCents: 3000, currency: 'CAD' } }),
    );
    renderApp({ url: '/bookings', loggedIn: true, api });
    expect(await screen.findByText('$20.00 per hour')).toBeTruthy();
    expect(screen.queryByText(/Members pay/)).toBeNull();
  });

  it('choosing a slot and confirming holds it and goes to the checkout page', async () => {
    const { api, assign } = setup();
    await userEvent.click(await cell('Court 2, 8:00 a.m. to 9:00 a.m., available'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Hours' }), '2');
    const summary = screen.getByRole('group', { name: 'Your booking' });
    expect(within(summary).getByText('8:00 a.m. to 10:00 a.m.', { selector: 'dd' })).toBeTruthy();
    expect(within(summary).getByText('Court 2', { selector: 'dd' })).toBeTruthy();
    expect(within(summary).getByText('$60.00')).toBeTruthy();
    expect(within(summary).getByText(/Free cancellation up to 24 hours before the start/)).toBeTruthy();
    // Court 1 is not free at 9:00, so it is not offered for two hours.
    expect(within(summary).queryByRole('radio', { name: 'Court 1' })).toBeNull();
    expect((await cell('Court 2, 9:00 a.m. to 10:00 a.m., selected')).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(api.orders.place).toHaveBeenCalledWith(courtLine({ date: '2026-03-03', startTime: '08:00', hours: 2, court: 2 }));
    expect(api.bookings.book).not.toHaveBeenCalled();
    expect(screen.getByText('Taking you to the payment page…')).toBeTruthy();
    expect(screen.getByText(/We are holding Court 2 · Tue 3 Mar 2026 · 8:00–10:00 a\.m\. for you while you pay/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'continue to payment' }).getAttribute('href')).toBe(CHECKOUT_URL);
    // Back from the payment page (history): start over with a fresh grid.
    await userEvent.click(screen.getByRole('button', { name: 'Choose another time' }));
    await waitFor(() => expect(api.bookings.availability).toHaveBeenCalledTimes(2));
    expect(await grid()).toBeTruthy();
  });

  it('reads top to bottom (court, then hours under its label, then the summary) and keeps Confirm and pay in a sticky bar', async () => {
    const api = createFakeApi();
    api.bookings.availability.mockResolvedValue(availability({ taxes: [{ name: 'HST', ratePercent: 13 }] }));
    renderApp({ url: '/bookings', loggedIn: true, api });
    expect(screen.queryByRole('region', { name: 'Booking summary' })).toBeNull();
    await userEvent.click(await cell('Court 2, 8:00 a.m. to 9:00 a.m., available'));

    const card = screen.getByRole('group', { name: 'Your booking' });
    const courts = within(card).getByRole('radiogroup');
    const hours = within(card).getByRole('combobox', { name: 'Hours' });
    const summary = card.querySelector('dl')!;
    const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(courts, hours)).toBe(true);
    expect(follows(hours, summary)).toBe(true);
    // The label sits right above its select, not beside the court radios.
    const label = within(card).getByText('Hours', { selector: 'label' });
    expect(label.parentElement!.contains(hours)).toBe(true);
    expect(label.parentElement!.contains(courts)).toBe(false);
    expect(follows(courts, label) && follows(label, hours)).toBe(true);

    await userEvent.selectOptions(hours, '2');
    const bar = screen.getByRole('region', { name: 'Booking summary' });
    expect(within(bar).getByText('8:00 a.m. to 10:00 a.m. · Court 2')).toBeTruthy();
    expect(within(bar).getByText('Total $67.80 with tax')).toBeTruthy();
    expect(getComputedStyle(bar).position).toBe('sticky');
    // One Confirm and pay, in the bar: nothing duplicated for screen readers.
    expect(screen.getAllByRole('button', { name: 'Confirm and pay' })).toHaveLength(1);
    expect(within(bar).getByRole('button', { name: 'Confirm and pay' })).toBeTruthy();
  });

  it('says "+ tax" where tax applies and shows the tax and the total with tax before paying', async () => {
    const api = createFakeApi();
    api.bookings.availability.mockResolvedValue(availability({ taxes: [{ name: 'HST', ratePercent: 13 }] }));
    renderApp({ url: '/bookings', loggedIn: true, api });
    expect(await screen.findByText('$30.00 per hour + tax')).toBeTruthy();
    expect(screen.getByText(/Members pay \$20\.00 per hour \+ tax\./)).toBeTruthy();
    await userEvent.click(await cell('Court 2, 8:00 a.m. to 9:00 a.m., available'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Hours' }), '2');
    const summary = screen.getByRole('group', { name: 'Your booking' });
    const pairs = [...summary.querySelectorAll('dt')].map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`);
    expect(pairs.slice(-3)).toEqual(['Subtotal $60.00', 'HST 13% $7.80', 'Total $67.80']);
  });

  it('a venue that charges no tax shows the price alone', async () => {
    setup();
    await userEvent.click(await cell('Court 2, 8:00 a.m. to 9:00 a.m., available'));
    expect(screen.getByText('$30.00 per hour')).toBeTruthy();
    expect(screen.queryByText(/\+ tax/)).toBeNull();
    const summary = screen.getByRole('group', { name: 'Your booking' });
    expect([...summary.querySelectorAll('dt')].map((dt) => dt.textContent)).not.toContain('Subtotal');
  });

  it('books any free court', async () => {
    const { api } = setup();
    await userEvent.click(await cell('Court 3, 10:00 a.m. to 11:00 a.m., available'));
    await userEvent.click(screen.getByRole('radio', { name: 'Any free court' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    await waitFor(() => expect(api.orders.place).toHaveBeenCalledWith(courtLine({ date: '2026-03-03', startTime: '10:00', hours: 1, court: 'any' })));
  });

  it('a visitor who confirms logs in and the same choice is booked', async () => {
    const { api, assign } = setup({ loggedIn: false });
    await userEvent.click(await cell('Court 3, 9:00 a.m. to 10:00 a.m., available'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Hours' }), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Log in to book' })).toBeTruthy();
    expect(api.orders.place).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(/^E-mail/), 'member@example.com');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'demo-pass-2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(api.orders.place).toHaveBeenCalledWith(courtLine({ date: '2026-03-03', startTime: '09:00', hours: 2, court: 3 })));
    expect(api.orders.place).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  });

  it('a visitor who closes the login keeps the choice and can confirm again', async () => {
    const { api } = setup({ loggedIn: false });
    await userEvent.click(await cell('Court 3, 9:00 a.m. to 10:00 a.m., available'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The page stays aria-hidden until the dialog's exit transition ends (slower on a busy machine).
    expect(await screen.findByRole('group', { name: 'Your booking' })).toBeTruthy();
    expect(api.orders.place).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('a conflict shows the server message over the reloaded grid', async () => {
    const { api, assign } = setup();
    const message = 'Court 2 is already booked during Tuesday, March 3, 2026, 8:00 a.m. – 9:00 a.m. EST. Please choose another court or time.';
    api.orders.place.mockRejectedValueOnce({ status: 409, message });
    await userEvent.click(await cell('Court 2, 8:00 a.m. to 9:00 a.m., available'));
    api.bookings.availability.mockResolvedValue(availability({ slots: [slot(0, 7, [], 'past'), slot(1, 8, [1, 3]), slot(2, 9, [2, 3]), slot(3, 10, [3])] }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));

    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(api.bookings.availability).toHaveBeenCalledTimes(2));
    expect(await cell('Court 2, 8:00 a.m. to 9:00 a.m., unavailable')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows a 400 field message', async () => {
    const { api } = setup();
    api.orders.place.mockRejectedValueOnce({
      status: 400,
      message: 'That time has already started.',
      fields: { 'lines.0.startTime': 'That time has already started.' },
    });
    await userEvent.click(await cell('Court 2, 8:00 a.m. to 9:00 a.m., available'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(await screen.findByText('Start: That time has already started.')).toBeTruthy();
  });

  it('explains courts that no hour offers online', async () => {
    const api = createFakeApi();
    api.bookings.availability.mockResolvedValue(availability({ numberOfCourts: 5, slots: [slot(1, 8, [1, 2]), slot(2, 9, [2, 3])] }));
    renderApp({ url: '/bookings', loggedIn: true, api });
    expect(await screen.findByText('Courts 4 and 5 are not offered online on this day: ask at the front desk.')).toBeTruthy();
  });

  it('moves between days within the booking window', async () => {
    const { api } = setup();
    await grid();
    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(api.bookings.availability).toHaveBeenLastCalledWith('2026-03-04'));
    // The date picker also takes a typed date, committed when the field loses focus.
    const dateInput = screen.getByLabelText('Date');
    fireEvent.change(dateInput, { target: { value: '2026-03-10' } });
    fireEvent.blur(dateInput);
    await waitFor(() => expect(api.bookings.availability).toHaveBeenLastCalledWith('2026-03-10'));
  });

  it('says when the venue is closed, and the window ends', async () => {
    const api = createFakeApi();
    api.bookings.availability.mockResolvedValue(availability({ date: '2026-03-15', closed: true, opensAt: null, closesAt: null, slots: [] }));
    renderApp({ url: '/bookings', loggedIn: true, api });
    expect(await screen.findByText('The venue is closed on Sunday, March 15, 2026. Please choose another day.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Next day' }).hasAttribute('disabled')).toBe(true);
  });

  it('a free booking is confirmed without a checkout', async () => {
    const { api, assign } = setup();
    const free = aFreePlacedOrder();
    free.order.lines = [
      anOrderLine({ description: 'Court 2 · Tue 3 Mar 2026 · 8:00–9:00 a.m.', unitPriceCents: 0, subtotalCents: 0, taxes: [], totalCents: 0 }),
    ];
    api.orders.place.mockResolvedValue(free);
    await userEvent.click(await cell('Court 2, 8:00 a.m. to 9:00 a.m., available'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeTruthy();
    expect(screen.getByText(/Court 2 · Tue 3 Mar 2026 · 8:00–9:00 a\.m\.: it is yours\. Nothing to pay/)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});
