import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app';

describe('checkout return pages', () => {
  it('success shows the payment reference from session_id and says a confirmation e-mail will follow', async () => {
    renderApp({ url: '/redirect/checkout-success?session_id=cs_test_a1B2c3' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeTruthy();
    expect(screen.getByText(/Your payment was received and a confirmation e-mail will follow/)).toBeTruthy();
    expect(screen.getByText('cs_test_a1B2c3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');
    expect(screen.getByRole('link', { name: 'Book Court' }).getAttribute('href')).toBe('/bookings');
  });

  it('success without a session_id does not claim a payment it cannot see', async () => {
    renderApp({ url: '/redirect/checkout-success' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeTruthy();
    expect(screen.getByText(/This link has no payment reference/)).toBeTruthy();
    expect(screen.queryByText(/Your payment was received/)).toBeNull();
  });

  it('cancel says nothing was charged and the hold is released, and leads back to Book Court', async () => {
    const { currentPath } = renderApp({ url: '/redirect/checkout-cancel' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeTruthy();
    expect(screen.getByText(/Nothing was charged\. The court we were holding for you has been released/)).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Book Court' }));
    expect(currentPath()).toBe('/bookings');
  });
});
