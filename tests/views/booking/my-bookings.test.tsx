import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { booking, fullRefundTerms, noRefundTerms } from '../../machines/booking/booking-fixtures';
import { anOrder } from '../../machines/checkout/order-fixtures';
import { findDialog } from '../support/find-dialog';
import { createFakeApi } from '../support/fake-api';
import { renderApp } from '../support/render-app';

// The member's list answers each booking's total with tax (its order line's), as Purchases shows it.
const UPCOMING = booking({ id: 1, totalCents: 6780 });
const HELD = booking({
  id: 2,
  court: 4,
  date: '2026-03-05',
  startsAt: '2026-03-05T23:00:00.000Z',
  endsAt: '2026-03-06T00:00:00.000Z',
  hours: 1,
  status: 'held',
  priceCents: 3000,
  holdExpiresAt: '2026-03-01T17:15:00.000Z',
  checkoutUrl: 'http://localhost:3000/api/payments/local/checkout/lcs_2',
});
const PAST = booking({
  id: 9,
  court: 2,
  startsAt: '2026-01-10T15:00:00.000Z',
  endsAt: '2026-01-10T16:00:00.000Z',
  hours: 1,
  priceCents: 2000,
  orderId: 'order-9',
});
const CANCELLED = {
  booking: { ...UPCOMING, status: 'cancelled' as const },
  refund: { id: 1, amountCents: 6000, currency: 'CAD' as const, status: 'succeeded' as const },
};

function memberApi() {
  const api = createFakeApi();
  api.bookings.mine.mockImplementation(async (scope) => (scope === 'upcoming' ? [UPCOMING, HELD] : [PAST]));
  return api;
}

const FULL_TERMS = 'Cancelling now gives a full refund of $60.00. Free cancellation ends at 9:00 a.m. on Monday, March 2, 2026.';
const NO_REFUND_TERMS = 'Free cancellation ended at 9:00 a.m. on Monday, March 2, 2026. Cancelling now gives no refund.';

const itemOf = async (name: string | RegExp) => within(await screen.findByRole('listitem', { name }));

describe('my bookings', () => {
  it("shows each booking's times in the venue's zone, whatever zone the browser is in", async () => {
    const api = createFakeApi();
    // 14:00Z is 6:00 a.m. in Vancouver (PST) and 9:00 a.m. in Toronto.
    api.bookings.mine.mockImplementation(async (scope) => (scope === 'upcoming' ? [booking({ id: 1, timeZone: 'America/Vancouver', totalCents: 6780 })] : []));
    renderApp({ url: '/account', loggedIn: true, api });

    const item = await itemOf('Court 1, Tuesday, March 3, 2026, 6:00 a.m. – 8:00 a.m.');
    expect(item.getByText('6:00 a.m. – 8:00 a.m. · Court 1 · $67.80 with tax')).toBeTruthy();
  });

  it('lists upcoming bookings with date, time, court, status and price, then the past ones', async () => {
    const api = memberApi();
    renderApp({ url: '/account', loggedIn: true, api });

    const first = await itemOf('Court 1, Tuesday, March 3, 2026, 9:00 a.m. – 11:00 a.m.');
    expect(first.getByText('Confirmed')).toBeTruthy();
    expect(first.getByText('9:00 a.m. – 11:00 a.m. · Court 1 · $67.80 with tax')).toBeTruthy();
    expect(first.getByRole('link', { name: /^Add to calendar/ }).getAttribute('href')).toBe('/api/bookings/1/calendar.ics');
    expect(first.getByRole('button', { name: /^Cancel/ })).toBeTruthy();

    const held = await itemOf(/^Court 4, Thursday, March 5, 2026, 6:00 p.m./);
    expect(held.getByText('Awaiting payment')).toBeTruthy();
    expect(held.getByRole('link', { name: /^Resume payment/ }).getAttribute('href')).toBe(HELD.checkoutUrl);
    expect(held.getByText('Held for you until March 1, 2026 at 12:15 p.m.: pay before then to keep the court.')).toBeTruthy();
    expect(held.getByRole('button', { name: /^Release/ })).toBeTruthy();
    expect(held.queryByRole('button', { name: /^Cancel/ })).toBeNull();
    expect(api.bookings.mine).toHaveBeenCalledWith('upcoming');

    await userEvent.click(screen.getByRole('tab', { name: 'Past' }));
    const past = await itemOf(/^Court 2, Saturday, January 10, 2026, 10:00 a.m./);
    expect(past.getByText(/\$20\.00/)).toBeTruthy();
    expect(past.queryByRole('button', { name: /^Cancel/ })).toBeNull();
    expect(screen.queryByRole('listitem', { name: /^Court 1,/ })).toBeNull();
    expect(api.bookings.mine).toHaveBeenLastCalledWith('past');
  });

  it('cancel shows the terms, cancels with the refund shown, says a refund is on its way and reloads the list', async () => {
    const api = memberApi();
    api.bookings.cancellationTerms.mockResolvedValue(fullRefundTerms);
    api.bookings.cancel.mockResolvedValue(CANCELLED);
    renderApp({ url: '/account', loggedIn: true, api });

    await userEvent.click((await itemOf(/^Court 1,/)).getByRole('button', { name: /^Cancel/ }));
    const dialog = within(await findDialog('Cancel this booking?'));
    // Whole sentences, each said once: no double period after "a.m.", no sentences run together.
    expect(await dialog.findByText(FULL_TERMS)).toBeTruthy();
    expect(dialog.getByText('Court 1, from 9:00 a.m. to 11:00 a.m. on Tuesday, March 3, 2026.')).toBeTruthy();
    const surface = await findDialog('Cancel this booking?');
    for (const p of surface.querySelectorAll('p')) {
      expect(p.textContent).not.toMatch(/\.\./);
      expect(p.textContent).not.toMatch(/\.[A-Z]/);
    }
    expect((surface.textContent ?? '').split('full refund of $60.00')).toHaveLength(2);
    expect(api.bookings.cancellationTerms).toHaveBeenCalledWith(1);

    api.bookings.mine.mockImplementation(async (scope) => (scope === 'upcoming' ? [HELD] : [PAST]));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    const done = within(await findDialog('Booking cancelled'));
    expect(await done.findByText('Your booking is cancelled. A refund of $60.00 is on its way.')).toBeTruthy();
    expect(api.bookings.cancel).toHaveBeenCalledWith(1, 'full');

    await userEvent.click(done.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /^Court 1,/ })).toBeNull());
    expect(api.bookings.mine.mock.calls.filter(([scope]) => scope === 'upcoming')).toHaveLength(2);
  });

  it('a 409 "terms changed" reads the terms again and asks again, then cancels with no refund', async () => {
    const api = memberApi();
    api.bookings.cancellationTerms.mockResolvedValueOnce(fullRefundTerms).mockResolvedValueOnce(noRefundTerms);
    const changed = 'The free-cancellation cutoff has just passed: cancelling now gives no refund. Confirm again to cancel anyway.';
    api.bookings.cancel.mockRejectedValueOnce({ status: 409, message: changed }).mockResolvedValueOnce({ ...CANCELLED, refund: null });
    renderApp({ url: '/account', loggedIn: true, api });

    await userEvent.click((await itemOf(/^Court 1,/)).getByRole('button', { name: /^Cancel/ }));
    const dialog = within(await findDialog('Cancel this booking?'));
    await dialog.findByText(FULL_TERMS);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel booking' }));

    expect(await dialog.findByText(changed)).toBeTruthy();
    expect(await dialog.findByText(NO_REFUND_TERMS)).toBeTruthy();
    expect(api.bookings.cancellationTerms).toHaveBeenCalledTimes(2);
    expect(api.bookings.cancel).toHaveBeenLastCalledWith(1, 'full');

    await userEvent.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Your booking is cancelled. No refund applies.')).toBeTruthy();
    expect(api.bookings.cancel).toHaveBeenLastCalledWith(1, 'none');
  });

  it('a held booking offers Release: confirm, the checkout closes and the list no longer holds it', async () => {
    const api = memberApi();
    api.bookings.release.mockResolvedValue({ ...HELD, status: 'expired', checkoutUrl: null });
    renderApp({ url: '/account', loggedIn: true, api });

    await userEvent.click((await itemOf(/^Court 4,/)).getByRole('button', { name: /^Release/ }));
    const dialog = within(await findDialog('Release this booking?'));
    expect(dialog.getByText('Court 4, from 6:00 p.m. to 7:00 p.m. on Thursday, March 5, 2026.')).toBeTruthy();
    expect(dialog.getByText('The checkout closes and the court is free for others at once. Nothing is charged.')).toBeTruthy();
    expect(api.bookings.release).not.toHaveBeenCalled();

    api.bookings.mine.mockImplementation(async (scope) => (scope === 'upcoming' ? [UPCOMING] : [PAST]));
    await userEvent.click(dialog.getByRole('button', { name: 'Release booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.bookings.release).toHaveBeenCalledWith(2);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /^Court 4,/ })).toBeNull());
  });

  it('Release of a booking paid meanwhile shows the server\u2019s message and the list shows it confirmed', async () => {
    const api = memberApi();
    const paid = 'This booking has been paid: it is yours. Cancel it instead if you no longer need it.';
    api.bookings.release.mockRejectedValue({ status: 409, message: paid });
    renderApp({ url: '/account', loggedIn: true, api });

    await userEvent.click((await itemOf(/^Court 4,/)).getByRole('button', { name: /^Release/ }));
    const dialog = within(await findDialog('Release this booking?'));
    api.bookings.mine.mockImplementation(async (scope) =>
      scope === 'upcoming' ? [UPCOMING, { ...HELD, status: 'confirmed' as const, checkoutUrl: null }] : [PAST],
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Release booking' }));
    expect(await dialog.findByText(paid)).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'Release booking' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    expect((await itemOf(/^Court 4,/)).getByText('Confirmed')).toBeTruthy();
  });

  it('a desk booking says to call or visit instead of offering Cancel', async () => {
    const api = createFakeApi();
    api.bookings.mine.mockResolvedValue([{ ...UPCOMING, source: 'desk' as const }]);
    renderApp({ url: '/account', loggedIn: true, api });

    const item = await itemOf(/^Court 1,/);
    expect(item.getByText('Booked at the front desk: call or visit to cancel.')).toBeTruthy();
    expect(item.queryByRole('button', { name: /^Cancel/ })).toBeNull();
  });

  it('the receipt shows the order as people read it: lines, tax, total and payment, with the printable receipt', async () => {
    const api = memberApi();
    api.orders.get.mockResolvedValue(anOrder({ id: 'order-1', provider: null }));
    renderApp({ url: '/account', loggedIn: true, api });

    await userEvent.click((await itemOf(/^Court 1,/)).getByRole('button', { name: /^Receipt/ }));
    const dialog = within(await findDialog('Receipt'));
    expect(await dialog.findByRole('heading', { name: 'Order 1042' })).toBeTruthy();
    expect(dialog.getByText('Paid')).toBeTruthy();
    expect(dialog.getByText('Court 2 · Tue 3 Mar 2026 · 8:00–10:00 a.m.')).toBeTruthy();
    expect(within(dialog.getByLabelText('Totals of Order 1042')).getByText('HST 13%').nextElementSibling?.textContent).toBe('$7.80');
    expect(
      within(dialog.getByRole('list', { name: 'Payments of Order 1042' })).getByText('Paid by card: $67.80 on Sun, Mar 1, 2026, 12:01 p.m. EST'),
    ).toBeTruthy();
    expect(dialog.getByText('GST/HST registration 123456789RT0001')).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Printable receipt (opens in a new tab)' }).getAttribute('href')).toBe('/api/orders/order-1/receipt');
    // No order id, provider id or raw UTC time.
    const text = (await findDialog('Receipt')).textContent ?? '';
    expect(text).not.toMatch(/order-1|lpi_|\d{4}-\d{2}-\d{2}T/);
    expect(api.orders.get).toHaveBeenCalledWith('order-1');
  });

  it('is not shown when staff open someone else\u2019s account', async () => {
    const api = memberApi();
    api.auth.hasAdminAccess.mockResolvedValue(true);
    renderApp({ url: '/account/7', loggedIn: true, api });
    await screen.findByRole('heading', { name: 'Maya Member' });
    expect(screen.queryByRole('heading', { name: 'My bookings' })).toBeNull();
    expect(api.bookings.mine).not.toHaveBeenCalled();
  });
});
