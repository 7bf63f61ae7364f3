import { act, getDefaultNormalizer, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLocale } from '@/i18n/catalogs';
import { booking } from '../../machines/booking/booking-fixtures';
import { anOrder, anOrderLine } from '../../machines/checkout/order-fixtures';
import { aTakings } from '../../machines/checkout/takings-fixtures';
import { createFakeApi, memberProfile } from '../support/fake-api';
import { staffApi } from '../support/admin-support';
import { renderApp } from '../support/render-app';

// Issue 25, "Order lines and receipts say the wrong thing": an abandoned checkout, a tax-exempt line,
// the zone's name on Takings, and what My bookings says a booking cost.

/** A checkout the member left at the payment page: cancelled, nothing paid. */
const LEFT = anOrder({
  id: 'a1b2c3d4-0000-4000-8000-000000001002',
  number: 1002,
  status: 'cancelled',
  createdAt: '2026-03-01T17:10:00.000Z',
  lines: [anOrderLine({ status: 'released' })],
  paidCents: 0,
  payments: [],
});
/** A children's camp the owner marked tax exempt: no tax lines. */
const EXEMPT = anOrder({
  id: 'a1b2c3d4-0000-4000-8000-000000001006',
  number: 1006,
  lines: [
    anOrderLine({
      id: 6,
      product: 'program_registration',
      participant: null,
      description: 'Junior camp, 5 sessions, Mon Mar 9 to Fri Mar 13, 2026, 9:00 a.m. to 12:00 p.m. (Leo Member)',
      quantity: 1,
      unitPriceCents: 16000,
      subtotalCents: 16000,
      taxes: [],
      taxExempt: true,
      totalCents: 16000,
    }),
  ],
});

function memberApi() {
  const api = createFakeApi();
  api.orders.mine.mockResolvedValue([EXEMPT, LEFT]);
  return api;
}

const purchase = async (name: string) => within(await screen.findByRole('listitem', { name }));

describe('Purchases', () => {
  afterEach(() => switchLocale('en-CA'));

  it('shows a checkout the member left as "Checkout not completed", never "Cancelled", and that nothing was charged', async () => {
    renderApp({ url: '/account', loggedIn: true, api: memberApi() });
    const left = await purchase('Order 1002');
    expect(left.getByText('Checkout not completed')).toBeTruthy();
    expect(left.queryByText('Cancelled')).toBeNull();
    expect(left.getByText('You did not finish paying, so nothing was charged and nothing was kept for you.')).toBeTruthy();
    expect(left.queryByRole('link', { name: /Receipt/ })).toBeNull();
  });

  it('says so in French', async () => {
    await act(() => switchLocale('fr-CA'));
    const api = memberApi();
    api.users.me.mockResolvedValue({ ...memberProfile, locale: 'fr-CA' });
    renderApp({ url: '/account', loggedIn: true, api });
    const left = await purchase('Commande 1002');
    expect(left.getByText('Paiement non terminé')).toBeTruthy();
    expect(
      left.getByText('Vous n’avez pas terminé le paiement\u00a0: rien n’a été facturé ni retenu pour vous.', {
        normalizer: getDefaultNormalizer({ collapseWhitespace: false }),
      }),
    ).toBeTruthy();
  });

  it('marks a tax-exempt line and shows no tax on it', async () => {
    renderApp({ url: '/account', loggedIn: true, api: memberApi() });
    const order = await purchase('Order 1006');
    const row = within(within(order.getByRole('table', { name: 'Lines of Order 1006' })).getAllByRole('row')[1]);
    expect(row.getByText('(tax exempt)', { exact: false })).toBeTruthy();
    expect(row.queryByText(/incl\./)).toBeNull();
  });
});

describe('My bookings', () => {
  it('shows what a booking cost with tax, as Purchases does, and marks a bare price "before tax"', async () => {
    const api = createFakeApi();
    api.bookings.mine.mockImplementation(async (scope) =>
      scope === 'upcoming' ? [booking({ id: 1, priceCents: 4000, totalCents: 4520 }), booking({ id: 2, court: 2, priceCents: 4000, totalCents: null })] : [],
    );
    renderApp({ url: '/account', loggedIn: true, api });
    const paid = within(await screen.findByRole('listitem', { name: 'Court 1, Tuesday, March 3, 2026, 9:00 a.m. – 11:00 a.m.' }));
    expect(paid.getByText('9:00 a.m. – 11:00 a.m. · Court 1 · $45.20 with tax')).toBeTruthy();
    const bare = within(await screen.findByRole('listitem', { name: 'Court 2, Tuesday, March 3, 2026, 9:00 a.m. – 11:00 a.m.' }));
    expect(bare.getByText('9:00 a.m. – 11:00 a.m. · Court 2 · $40.00 before tax')).toBeTruthy();
  });
});

describe('Takings', () => {
  it('names the venue’s zone by its long name, as other screens do, not "America/Toronto"', async () => {
    const api = staffApi();
    api.orders.takings.mockImplementation(async () => aTakings('2026-01-01', '2026-01-31'));
    renderApp({ url: '/admin/takings', loggedIn: true, api });
    expect(await screen.findByText(/Dates in the venue’s time zone \(Eastern Standard Time\)\./)).toBeTruthy();
    expect(screen.queryByText(/America\/Toronto/)).toBeNull();
  });
});
