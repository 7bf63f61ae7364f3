import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CANCELLED_MESSAGE, CONFIRMED_MESSAGE, PENDING_MESSAGE, outcome } from '../booking/booking-fixtures';
import { createFakeApi } from '../support/fake-api';
import { renderApp } from '../support/render-app';

afterEach(() => vi.useRealTimers());

describe('checkout success page', () => {
  it('asks the server and shows the confirmed booking, its total and where to go next', async () => {
    const api = createFakeApi();
    api.bookings.checkoutOutcome.mockResolvedValue(outcome('confirmed', CONFIRMED_MESSAGE));
    renderApp({ url: '/redirect/checkout-success?session_id=cs_test_a1B2c3', api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeTruthy();
    expect(api.bookings.checkoutOutcome).toHaveBeenCalledWith('cs_test_a1B2c3');
    expect(screen.getByText(CONFIRMED_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Court 2')).toBeTruthy();
    expect(screen.getByText(/Tuesday, March 3, 2026, 8:00 a\.m\. to 10:00 a\.m\./)).toBeTruthy();
    expect(screen.getByText('$60.00')).toBeTruthy();
    expect(screen.getByText('cs_test_a1B2c3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My bookings' }).getAttribute('href')).toBe('/account');
    expect(screen.getByRole('link', { name: 'Book another' }).getAttribute('href')).toBe('/bookings');
  });

  it('waits for the payment provider, then shows the booking once a later poll confirms it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const api = createFakeApi();
    api.bookings.checkoutOutcome.mockResolvedValueOnce(outcome('pending', PENDING_MESSAGE)).mockResolvedValue(outcome('confirmed', CONFIRMED_MESSAGE));
    renderApp({ url: '/redirect/checkout-success?session_id=cs_1', api });
    expect(await screen.findByText('Waiting for the payment provider…')).toBeTruthy();
    expect(screen.getByText(PENDING_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Booking confirmed' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeTruthy();
    expect(api.bookings.checkoutOutcome).toHaveBeenCalledTimes(2);
  });

  it('after about 30 s of pending it says an e-mail will follow and stops asking', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const api = createFakeApi();
    api.bookings.checkoutOutcome.mockResolvedValue(outcome('pending', PENDING_MESSAGE));
    renderApp({ url: '/redirect/checkout-success?session_id=cs_1', api });
    expect(await screen.findByText('Waiting for the payment provider…')).toBeTruthy();
    for (let i = 0; i < 16; i++) await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText(/We'll e-mail you when it's confirmed/)).toBeTruthy();
    const calls = api.bookings.checkoutOutcome.mock.calls.length;
    expect(calls).toBe(16);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.bookings.checkoutOutcome).toHaveBeenCalledTimes(calls);
  });

  it("shows the server's reason when the payment failed", async () => {
    const api = createFakeApi();
    api.bookings.checkoutOutcome.mockResolvedValue(outcome('failed', 'The payment did not go through. Nothing was charged.'));
    renderApp({ url: '/redirect/checkout-success?session_id=cs_1', api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not completed' })).toBeTruthy();
    expect(screen.getByText('The payment did not go through. Nothing was charged.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Book Court' }).getAttribute('href')).toBe('/bookings');
  });

  it('success without a session_id does not claim a payment it cannot see', async () => {
    const { api } = renderApp({ url: '/redirect/checkout-success' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeTruthy();
    expect(screen.getByText(/This link has no payment reference/)).toBeTruthy();
    expect(api.bookings.checkoutOutcome).not.toHaveBeenCalled();
  });

  it('says so when the server cannot be reached, and tries again', async () => {
    const api = createFakeApi();
    api.bookings.checkoutOutcome.mockRejectedValueOnce({ status: 503, message: 'Service unavailable' }).mockResolvedValue(outcome('confirmed', CONFIRMED_MESSAGE));
    renderApp({ url: '/redirect/checkout-success?session_id=cs_1', api });
    expect(await screen.findByText(/We could not reach our server to check your payment: Service unavailable/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeTruthy();
  });
});

describe('checkout cancel page', () => {
  it('cancels the checkout, says nothing was charged and the court was released, and leads back to Book Court', async () => {
    const api = createFakeApi();
    api.bookings.cancelCheckout.mockResolvedValue(outcome('cancelled', CANCELLED_MESSAGE));
    const { currentPath } = renderApp({ url: '/redirect/checkout-cancel?session_id=cs_1', api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeTruthy();
    expect(await screen.findByText(/Nothing was charged, and the court was released/)).toBeTruthy();
    expect(api.bookings.cancelCheckout).toHaveBeenCalledWith('cs_1');
    expect(api.bookings.checkoutOutcome).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Book Court' }));
    expect(currentPath()).toBe('/bookings');
  });

  it('shows the booking when they had paid after all', async () => {
    const api = createFakeApi();
    api.bookings.cancelCheckout.mockResolvedValue(outcome('confirmed', CONFIRMED_MESSAGE));
    renderApp({ url: '/redirect/checkout-cancel?session_id=cs_1', api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeTruthy();
    expect(screen.getByText(/Your payment had already gone through/)).toBeTruthy();
  });

  it('without a session_id it cancels nothing', async () => {
    const { api } = renderApp({ url: '/redirect/checkout-cancel' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeTruthy();
    expect(screen.getByText(/nothing is charged/)).toBeTruthy();
    expect(api.bookings.cancelCheckout).not.toHaveBeenCalled();
  });
});
