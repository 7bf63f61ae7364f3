/**
 * What members get, told where a non-member meets prices: Book Court and Home link to Account with
 * the purchase open; and the checkout return of a membership order leads back to the memberships.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_SETTINGS } from '@machines/settings/company-settings';
import { availability } from '../booking/booking-fixtures';
import { createFakeApi } from '../support/fake-api';
import { aCheckoutReturn, anOrder, anOrderLine } from '../support/order-fixtures';
import { renderApp } from '../support/render-app';

const windows = (user: number, member: number) => ({ ...DEFAULT_COMPANY_SETTINGS, userBookingWindowDays: user, memberBookingWindowDays: member });

describe('member offers', () => {
  it('Book Court: the member price, the longer member window and a link that opens the purchase', async () => {
    const api = createFakeApi();
    api.bookings.availability.mockResolvedValue(availability());
    api.companySettings.load.mockResolvedValue(windows(7, 14));
    renderApp({ url: '/bookings', loggedIn: true, api });
    expect(await screen.findByText(/Members can book 14 days ahead\./)).toBeTruthy();
    expect(screen.getByText(/Members pay \$20\.00 per hour/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Become a member' }).getAttribute('href')).toBe('/account?showBuyOnLoad=true');
  });

  it('Book Court: no window line when members book as far ahead as everyone', async () => {
    const api = createFakeApi();
    api.bookings.availability.mockResolvedValue(availability());
    api.companySettings.load.mockResolvedValue(windows(14, 14));
    renderApp({ url: '/bookings', loggedIn: true, api });
    expect(await screen.findByText(/Members pay \$20\.00 per hour/)).toBeTruthy();
    expect(screen.queryByText(/Members can book/)).toBeNull();
  });

  it('Book Court: a member sees the window but no "Become a member"', async () => {
    const api = createFakeApi();
    const day = availability();
    api.bookings.availability.mockResolvedValue({ ...day, price: { ...day.price, kind: 'member', perHourCents: day.price.memberPerHourCents } });
    api.companySettings.load.mockResolvedValue(windows(7, 14));
    renderApp({ url: '/bookings', loggedIn: true, api });
    expect(await screen.findByText(/Members can book 14 days ahead\./)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Become a member' })).toBeNull();
  });

  it('Home: what members pay for a court, with a link that opens the purchase', async () => {
    const api = createFakeApi();
    api.companySettings.load.mockResolvedValue({
      ...DEFAULT_COMPANY_SETTINGS,
      defaultOneHourRentalPrice: 3200,
      memberOneHourRentalPrice: 2450,
      membershipPrice: 15000,
    });
    renderApp({ api });
    const prices = within(await screen.findByRole('region', { name: 'Courts and prices' }));
    expect(await prices.findByText(/Members pay \$24\.50 an hour for a court instead of \$32\.00\./)).toBeTruthy();
    expect(prices.getByRole('link', { name: 'Become a member' }).getAttribute('href')).toBe('/account?showBuyOnLoad=true');
  });

  it('the checkout return of a membership order shows what was bought and leads to the memberships', async () => {
    const api = createFakeApi();
    const line = (id: number, name: string) =>
      anOrderLine({
        id,
        position: id,
        product: 'membership',
        reference: String(id),
        participant: null,
        description: `Annual membership — ${name}, 2026-11-23 to 2027-11-22`,
        unitPriceCents: 12000,
        quantity: 1,
        subtotalCents: 12000,
        taxes: [{ name: 'HST', ratePercent: 13, amountCents: 1560 }],
        totalCents: 13560,
        startsAt: null,
        calendarUrl: null,
      });
    api.orders.checkoutReturn.mockResolvedValue(aCheckoutReturn('confirmed', { order: anOrder({ lines: [line(1, 'Maya Member'), line(2, 'Kai Member')] }) }));
    renderApp({ url: '/redirect/checkout-success?session_id=cs_1', loggedIn: true, api });
    const lines = within(await screen.findByRole('table', { name: 'Lines of Order 1042' }));
    expect(lines.getByText('Annual membership — Maya Member, 2026-11-23 to 2027-11-22')).toBeTruthy();
    expect(lines.getByText('Annual membership — Kai Member, 2026-11-23 to 2027-11-22')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your memberships' }).getAttribute('href')).toBe('/account');
  });
});
