import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffApi } from '../support/admin-support';
import { renderApp } from '../support/render-app';
import { roster } from '../../machines/programs/fixtures';

describe("the roster's times", () => {
  it("reads a waitlist offer's expiry on the venue's clock, not the app's default zone", async () => {
    const api = staffApi('admin');
    // 18:30 UTC is 10:30 a.m. in Vancouver and 1:30 p.m. in Toronto (the app's default zone).
    api.programSetup.roster.mockResolvedValue({
      ...roster,
      timeZone: 'America/Vancouver',
      waitlist: [{ id: 7, name: 'Wes Waiting', position: 1, status: 'offered', offerExpiresAt: '2026-12-01T18:30:00.000Z' }],
    });
    renderApp({ url: '/admin/bookings-overview/sessions/31', loggedIn: true, api });
    const list = await screen.findByRole('list', { name: 'Waitlist' });
    expect(within(list).getByText(/Wes Waiting/).textContent).toMatch(/10:30\s?a\.m\./);
    expect(within(list).queryByText(/1:30/)).toBeNull();
  });
});
