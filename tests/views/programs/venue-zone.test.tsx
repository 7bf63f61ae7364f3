import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffApi } from '../support/admin-support';
import { createFakeApi } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { roster } from '../../machines/programs/fixtures';

describe("times on the venue's clock", () => {
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

  it("lists a member's drop-in sessions and offers on the venue's clock", async () => {
    const api = createFakeApi();
    // 18:30 UTC is 10:30 a.m. in Vancouver and 1:30 p.m. in Toronto (the app's default zone).
    api.programs.mine.mockResolvedValue({
      timeZone: 'America/Vancouver',
      items: [],
      waitlist: [
        {
          id: 9,
          sessionId: 31,
          title: 'Evening open play',
          startsAt: '2026-12-01T20:00:00.000Z',
          endsAt: '2026-12-01T22:00:00.000Z',
          participantName: 'Maya Member',
          position: 1,
          status: 'offered',
          offerExpiresAt: '2026-12-01T18:30:00.000Z',
        },
      ],
    });
    renderApp({ url: '/account', loggedIn: true, api });
    const offer = await screen.findByText(/a spot is held until/);
    expect(offer.textContent).toMatch(/10:30\s?a\.m\./);
  });
});
