import { act, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLocale } from '@/i18n/catalogs';
import type { Order } from '@machines/checkout/order-shapes';
import { booking, fullRefundTerms } from '../../machines/booking/booking-fixtures';
import { anOrder, anOrderLine, anUnpaidOrder, aPayment, CHECKOUT_URL } from '../../machines/checkout/order-fixtures';
import { findDialog } from '../support/find-dialog';
import { createFakeApi, memberProfile } from '../support/fake-api';
import { renderApp } from '../support/render-app';

// Two lines (a court booking, then a second court the same day), HST 13 %, paid by card; the second
// line partly refunded.
const TWO_LINES: Order = anOrder({
  id: 'a1b2c3d4-0000-4000-8000-000000001042',
  number: 1042,
  createdAt: '2026-03-01T17:00:00.000Z',
  lines: [
    anOrderLine({ id: 1 }),
    anOrderLine({
      id: 2,
      position: 1,
      description: 'Court 4 · Tue 3 Mar 2026 · 10:00–11:00 a.m.',
      quantity: 1,
      subtotalCents: 3000,
      taxes: [{ name: 'HST', ratePercent: 13, amountCents: 390 }],
      totalCents: 3390,
      status: 'partially_refunded',
      refundedCents: 1000,
    }),
  ],
  payments: [aPayment({ amountCents: 10170, createdAt: '2026-03-01T17:01:00.000Z' })],
  refundedCents: 1000,
  refunds: [
    {
      id: 1,
      lineId: 2,
      amountCents: 1000,
      status: 'succeeded',
      reason: 'Court lights out for the first half hour',
      method: 'card',
      createdAt: '2026-03-03T16:00:00.000Z',
    },
  ],
});
const AT_DESK = anOrder({
  id: 'a1b2c3d4-0000-4000-8000-000000001040',
  number: 1040,
  createdAt: '2026-02-10T20:00:00.000Z',
  taxRegistrationNumber: null,
  lines: [anOrderLine({ id: 5, description: 'Court 1 · Tue 10 Feb 2026 · 3:00–5:00 p.m.', taxes: [], totalCents: 6000 })],
  payments: [aPayment({ id: 5, method: 'cash', amountCents: 6000, reference: 'Till 2 slip 881', createdAt: '2026-02-10T20:05:00.000Z' })],
});
const TEST_MODE = anOrder({
  id: 'a1b2c3d4-0000-4000-8000-000000001041',
  number: 1041,
  createdAt: '2026-02-20T15:00:00.000Z',
  payments: [aPayment({ id: 6, test: true, createdAt: '2026-02-20T15:01:00.000Z' })],
});
const AWAITING = anUnpaidOrder({
  id: 'a1b2c3d4-0000-4000-8000-000000001043',
  number: 1043,
  createdAt: '2026-03-01T17:10:00.000Z',
  holdExpiresAt: '2026-03-01T17:25:00.000Z',
});

function memberApi(orders: Order[] = [TEST_MODE, TWO_LINES, AT_DESK, AWAITING]) {
  const api = createFakeApi();
  api.orders.mine.mockResolvedValue(orders);
  return api;
}

const purchase = async (name: string) => within(await screen.findByRole('listitem', { name }));

describe('purchases', () => {
  it('lists every order newest first, after My bookings, My drop-in sessions and My programs', async () => {
    renderApp({ url: '/account', loggedIn: true, api: memberApi() });
    const list = await screen.findByRole('list', { name: 'Purchases' });
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('aria-label'))
      .filter(Boolean);
    expect(names).toEqual(['Order 1043', 'Order 1042', 'Order 1041', 'Order 1040']);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    // The upcoming things first (court bookings, drop-in places, places in programs), then what was paid for them.
    expect(headings.indexOf('My drop-in sessions')).toBe(headings.indexOf('My bookings') + 1);
    expect(headings.indexOf('My programs')).toBe(headings.indexOf('My drop-in sessions') + 1);
    expect(headings.indexOf('Purchases')).toBe(headings.indexOf('My programs') + 1);
  });

  it('shows an order as people read it: number, venue-local date with the zone, lines, taxes, total, payment, refund', async () => {
    renderApp({ url: '/account', loggedIn: true, api: memberApi() });
    const order = await purchase('Order 1042');

    expect(order.getByRole('heading', { name: 'Order 1042' })).toBeTruthy();
    expect(order.getByText('Paid')).toBeTruthy();
    expect(order.getByText('Placed Sun, Mar 1, 2026, 12:00 p.m. EST')).toBeTruthy();

    const rows = within(order.getByRole('table', { name: 'Lines of Order 1042' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]);
    expect(first.getByText('Court 2 · Tue 3 Mar 2026 · 8:00–10:00 a.m.')).toBeTruthy();
    expect(first.getByText('For Maya Member')).toBeTruthy();
    expect(first.getByText('2 × $30.00')).toBeTruthy();
    expect(first.getByText('$67.80', { exact: false })).toBeTruthy();
    expect(first.getByText('Confirmed')).toBeTruthy();
    const second = within(rows[1]);
    expect(second.getByText('1 × $30.00')).toBeTruthy();
    expect(second.getByText('Partly refunded')).toBeTruthy();
    expect(second.getByText('$10.00 refunded')).toBeTruthy();

    const totals = within(order.getByLabelText('Totals of Order 1042'));
    expect(totals.getByText('Subtotal').nextElementSibling?.textContent).toBe('$90.00');
    expect(totals.getByText('HST 13%').nextElementSibling?.textContent).toBe('$11.70');
    expect(totals.getByText('Total').nextElementSibling?.textContent).toBe('$101.70');
    expect(totals.getByText('Refunded').nextElementSibling?.textContent).toBe('$10.00');

    expect(
      within(order.getByRole('list', { name: 'Payments of Order 1042' })).getByText('Paid by card: $101.70 on Sun, Mar 1, 2026, 12:01 p.m. EST'),
    ).toBeTruthy();
    expect(
      within(order.getByRole('list', { name: 'Refunds of Order 1042' })).getByText(
        '$10.00 refunded to your card on Tue, Mar 3, 2026, 11:00 a.m. EST for Court 4 · Tue 3 Mar 2026 · 10:00–11:00 a.m.: Court lights out for the first half hour',
      ),
    ).toBeTruthy();

    const receipt = order.getByRole('link', { name: 'Receipt: Order 1042 (opens in a new tab)' });
    expect(receipt.getAttribute('href')).toBe(`/api/orders/${TWO_LINES.id}/receipt`);
    expect(receipt.getAttribute('target')).toBe('_blank');
    expect(order.queryByRole('link', { name: /Resume payment/ })).toBeNull();
  });

  it('says how each was paid: at the desk, or a test payment where no money moved', async () => {
    renderApp({ url: '/account', loggedIn: true, api: memberApi() });
    const desk = await purchase('Order 1040');
    expect(desk.getByText('Paid at the desk (cash): $60.00 on Tue, Feb 10, 2026, 3:05 p.m. EST')).toBeTruthy();
    // The desk's own reference is for staff.
    expect(desk.queryByText(/Till 2/)).toBeNull();
    expect(desk.queryByText(/HST/)).toBeNull();
    const test = await purchase('Order 1041');
    expect(test.getByText(/^Test payment: no money moved: \$67\.80/)).toBeTruthy();
  });

  it('an order awaiting payment says until when it is held and offers to resume paying, with no receipt yet', async () => {
    renderApp({ url: '/account', loggedIn: true, api: memberApi() });
    const order = await purchase('Order 1043');
    expect(order.getByText('Awaiting payment')).toBeTruthy();
    expect(order.getByText('Held until paid')).toBeTruthy();
    expect(order.getByText('Held for you until 12:25 p.m. EST: pay before then to keep it.')).toBeTruthy();
    expect(order.getByRole('link', { name: 'Resume payment: Order 1043' }).getAttribute('href')).toBe(CHECKOUT_URL);
    expect(order.queryByRole('link', { name: /^Receipt/ })).toBeNull();
  });

  it('never shows an order id, a provider id or a raw UTC timestamp', async () => {
    const withProvider = { ...TWO_LINES, provider: { provider: 'stripe' as const, sessionId: 'cs_test_1', paymentIds: ['pi_1'], refundIds: ['re_1'] } };
    renderApp({ url: '/account', loggedIn: true, api: memberApi([withProvider, AT_DESK, AWAITING]) });
    const list = await screen.findByRole('list', { name: 'Purchases' });
    const text = list.textContent ?? '';
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
    expect(text).not.toMatch(/\b(cs|pi|re|lcs|lpi)_/);
  });

  it('says when there are none, and offers to try again when they could not be loaded', async () => {
    const api = createFakeApi();
    api.orders.mine.mockRejectedValueOnce({ status: 500, message: 'Orders are down.' }).mockResolvedValueOnce([]);
    renderApp({ url: '/account', loggedIn: true, api });
    expect(await screen.findByText('Your purchases could not be loaded. Orders are down.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No purchases yet.')).toBeTruthy();
    expect(api.orders.mine).toHaveBeenCalledTimes(2);
  });

  it('cancelling a booking above reloads the purchases, so its refund shows', async () => {
    const api = memberApi([TWO_LINES]);
    api.bookings.mine.mockImplementation(async (scope) => (scope === 'upcoming' ? [booking({ id: 1 })] : []));
    api.bookings.cancellationTerms.mockResolvedValue(fullRefundTerms);
    api.bookings.cancel.mockResolvedValue({
      booking: { ...booking({ id: 1 }), status: 'cancelled' },
      refund: { id: 2, amountCents: 6000, currency: 'CAD', status: 'succeeded' },
    });
    renderApp({ url: '/account', loggedIn: true, api });
    await purchase('Order 1042');

    await userEvent.click(within(await screen.findByRole('listitem', { name: /^Court 1,/ })).getByRole('button', { name: /^Cancel/ }));
    const dialog = within(await findDialog('Cancel this booking?'));
    await dialog.findByText(/^Cancelling now gives a full refund of \$60\.00\./);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    await findDialog('Booking cancelled');
    await waitFor(() => expect(api.orders.mine).toHaveBeenCalledTimes(2));
  });

  it('is not shown when staff open someone else\u2019s account', async () => {
    const api = memberApi();
    api.auth.hasAdminAccess.mockResolvedValue(true);
    renderApp({ url: '/account/7', loggedIn: true, api });
    await screen.findByRole('heading', { name: 'Maya Member' });
    expect(screen.queryByRole('heading', { name: 'Purchases' })).toBeNull();
    expect(api.orders.mine).not.toHaveBeenCalled();
  });
});

describe('purchases in French', () => {
  afterEach(() => switchLocale('en-CA'));

  /** Text matched as written: the default normalizer would turn the non-breaking spaces into plain ones. */
  const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
  /** French typography: a non-breaking space before « : ; ! ? » and in amounts ("12,50 $"). */
  const nb = (text: string) => text.replace(/ ([:;!?»$%])/g, '\u00a0$1');

  it('shows an order in French: statuses, lines, French tax names and rates, money and times', async () => {
    await act(() => switchLocale('fr-CA'));
    const api = memberApi();
    api.users.me.mockResolvedValue({ ...memberProfile, locale: 'fr-CA' });
    renderApp({ url: '/account', loggedIn: true, api });

    const list = await screen.findByRole('list', { name: 'Achats' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label'))
        .filter(Boolean),
    ).toEqual(['Commande 1043', 'Commande 1042', 'Commande 1041', 'Commande 1040']);
    const order = within(screen.getByRole('listitem', { name: 'Commande 1042' }));
    expect(order.getByText('Payée')).toBeTruthy();
    expect(order.getByText(/^Passée le .+ 12 h HNE$/)).toBeTruthy();

    const table = order.getByRole('table', { name: 'Lignes de la commande 1042' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Article', 'Quantité', 'Total', 'Statut']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('Pour Maya Member')).toBeTruthy();
    expect(within(rows[0]).getByText(nb('2 × 30,00 $'), exact)).toBeTruthy();
    expect(within(rows[0]).getByText(nb('(dont TVH 13 % 7,80 $)'), exact)).toBeTruthy();
    expect(within(rows[0]).getByText('Confirmée')).toBeTruthy();
    expect(within(rows[1]).getByText('Remboursée en partie')).toBeTruthy();
    expect(within(rows[1]).getByText(nb('10,00 $ remboursé'), exact)).toBeTruthy();

    const totals = within(order.getByLabelText('Totaux de la commande 1042'));
    expect(totals.getByText('Sous-total').nextElementSibling?.textContent).toBe(nb('90,00 $'));
    expect(totals.getByText(nb('TVH 13 %'), exact).nextElementSibling?.textContent).toBe(nb('11,70 $'));
    expect(totals.getByText('Total').nextElementSibling?.textContent).toBe(nb('101,70 $'));
    expect(totals.getByText('Remboursé').nextElementSibling?.textContent).toBe(nb('10,00 $'));
    expect(
      within(order.getByRole('list', { name: 'Paiements de la commande 1042' })).getByText(
        /^Payé par carte\u00a0: 101,70\u00a0\$ le .+ 12\u00a0h\u00a001 HNE$/,
        exact,
      ),
    ).toBeTruthy();
    expect(
      within(order.getByRole('list', { name: 'Remboursements de la commande 1042' })).getByText(
        /^10,00\u00a0\$ remboursé sur votre carte le .+ 11\u00a0h HNE pour Court 4 · Tue 3 Mar 2026 · 10:00–11:00 a\.m\.\u00a0: Court lights out for the first half hour$/,
        exact,
      ),
    ).toBeTruthy();
    expect(order.getByRole('link', { name: /^Reçu.+commande 1042 \(s’ouvre dans un nouvel onglet\)$/ })).toBeTruthy();

    expect(
      within(screen.getByRole('listitem', { name: 'Commande 1041' })).getByText(/^Paiement test\u00a0: aucun argent n’a été versé\u00a0: /, exact),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('listitem', { name: 'Commande 1040' })).getByText(/^Payé à l’accueil \(comptant\)\u00a0: 60,00\u00a0\$/, exact),
    ).toBeTruthy();
    const awaiting = within(screen.getByRole('listitem', { name: 'Commande 1043' }));
    expect(awaiting.getByText('En attente de paiement')).toBeTruthy();
    expect(awaiting.getByText(/^Retenue pour vous jusqu’à 12\u00a0h\u00a025 HNE\u00a0: payez d’ici là pour la conserver\.$/, exact)).toBeTruthy();
    expect(awaiting.getByRole('link', { name: /^Reprendre le paiement.+commande 1043$/ })).toBeTruthy();
  });
});
