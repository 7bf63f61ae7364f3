import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkoutNavigation } from '@/features/checkout/checkout-kit';
import type { ProgramSession, SessionList } from '@machines/programs/program-shapes';
import { aPlacedOrder } from '../../machines/checkout/order-fixtures';
import { activeMembership, noMembership } from '../support/account-fixtures';
import { createFakeApi } from '../support/fake-api';
import { findDialog } from '../support/find-dialog';
import { renderApp } from '../support/render-app';
import { session } from '../../machines/programs/fixtures';

const OPEN: ProgramSession = { ...session, id: 31, date: '2026-12-01', spotsLeft: 5, capacity: 8, registrationOpensAt: '2026-11-24T23:00:00.000Z' };
const FULL: ProgramSession = {
  ...session,
  id: 32,
  date: '2026-12-03',
  startsAt: '2026-12-03T23:00:00.000Z',
  endsAt: '2026-12-04T01:00:00.000Z',
  spotsLeft: 0,
  waitlistLength: 2,
  // A one-person account, in line: nobody left to register or queue.
  mine: {
    registrations: [],
    waitlistPosition: 2,
    waitlist: [{ id: 601, participantId: 'self', name: 'Maya Member', position: 2, offerExpiresAt: null }],
    free: 0,
  },
};
const LATER: ProgramSession = {
  ...session,
  id: 33,
  date: '2026-12-08',
  startsAt: '2026-12-08T23:00:00.000Z',
  endsAt: '2026-12-09T01:00:00.000Z',
  registrationOpensAt: '2026-12-01T13:00:00.000Z',
};
const LIST: SessionList = {
  items: [OPEN, FULL, LATER],
  taxes: [{ name: 'HST', ratePercent: 13 }],
  timeZone: 'America/Toronto',
  now: '2026-11-30T14:00:00.000Z',
};

describe('/drop-in', () => {
  it('shows each session with spots left, prices and the one thing to do: register, your place in line, or when it opens', async () => {
    const api = createFakeApi();
    api.programs.sessions.mockResolvedValue(LIST);
    renderApp({ url: '/drop-in', loggedIn: true, api });
    await screen.findByRole('heading', { level: 2, name: 'Tuesday, December 1, 2026' });
    expect(screen.getAllByText('5 of 8 spots left')).toHaveLength(2);
    expect(screen.getByText('No spots left')).toBeTruthy();
    expect(screen.getByText('You are 2nd on the waitlist')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Members $8.00' })[0].getAttribute('href')).toBe('/account?showBuyOnLoad=true');
    expect(screen.getAllByRole('button', { name: 'Register' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Leave the waitlist' })).toBeTruthy();
    const opens = screen.getByRole('button', { name: /^Opens Tue/ });
    expect(opens.hasAttribute('disabled')).toBe(true);
  });

  it('registers the holder and a child at their own prices, with the tax, through the checkout', async () => {
    const api = createFakeApi();
    api.programs.sessions.mockResolvedValue(LIST);
    api.memberships.mine.mockResolvedValue({
      items: [activeMembership('self', 'Maya Member', { validFrom: '2026-01-01', validUntil: '2026-12-31' }), noMembership(41, 'Leo Member')],
      taxes: [],
    });
    api.orders.place.mockResolvedValue(aPlacedOrder());
    const assign = vi.spyOn(checkoutNavigation, 'assign').mockImplementation(() => {});
    renderApp({ url: '/drop-in', loggedIn: true, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    const dialog = await findDialog(`Register for ${OPEN.title}`);
    expect(within(dialog).getByRole('checkbox', { name: 'Maya Member · $8.00' })).toHaveProperty('checked', true);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Leo Member · $12.50' }));
    // $8.00 + $12.50 = $20.50, HST 13 % $2.67: $23.17.
    expect(within(dialog).getByText('$2.67')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $23.17' }));
    await waitFor(() =>
      expect(api.orders.place).toHaveBeenCalledWith([
        { product: 'program_registration', sessionId: 31, participantId: 'self' },
        { product: 'program_registration', sessionId: 31, participantId: 41 },
      ]),
    );
    // Off to the hosted checkout.
    await waitFor(() => expect(assign).toHaveBeenCalledWith(aPlacedOrder().checkoutUrl));
    assign.mockRestore();
  });

  it('offers Join waitlist (or Register someone else) only while someone on the account is free to take it', async () => {
    const api = createFakeApi();
    const inLine = FULL.mine!;
    const registered = {
      registrations: [{ id: 501, participantId: 'self' as const, name: 'Maya Member', status: 'confirmed' as const, checkedIn: false }],
      waitlistPosition: null,
      waitlist: [],
    };
    api.programs.sessions.mockResolvedValue({
      ...LIST,
      items: [
        { ...OPEN, mine: { ...registered, free: 0 } },
        { ...FULL, mine: { ...inLine, free: 0 } },
        { ...FULL, id: 34, date: '2026-12-10', startsAt: '2026-12-10T23:00:00.000Z', endsAt: '2026-12-11T01:00:00.000Z', mine: { ...inLine, free: 1 } },
      ],
    });
    renderApp({ url: '/drop-in', loggedIn: true, api });
    const alone = within(await screen.findByRole('region', { name: 'Thursday, December 3, 2026' }));
    expect(alone.getByText('You are 2nd on the waitlist')).toBeTruthy();
    expect(alone.getByRole('button', { name: 'Leave the waitlist' })).toBeTruthy();
    expect(alone.queryByRole('button', { name: 'Join waitlist' })).toBeNull();
    // Registered, alone on the account: no "Register someone else" that could tick nobody.
    const tuesday = within(screen.getByRole('region', { name: 'Tuesday, December 1, 2026' }));
    expect(tuesday.getByText('You are registered')).toBeTruthy();
    expect(tuesday.queryByRole('button', { name: /^Register/ })).toBeNull();
    // A family member is still free: the line is offered for them.
    const family = within(screen.getByRole('region', { name: 'Thursday, December 10, 2026' }));
    expect(family.getByRole('button', { name: 'Join waitlist' })).toBeTruthy();
  });

  it('keeps the dialog open with the reason when the last spot went meanwhile', async () => {
    const api = createFakeApi();
    api.programs.sessions.mockResolvedValue(LIST);
    api.orders.place.mockRejectedValue(Object.assign(new Error('Full: join the waitlist'), { status: 409, code: 'program_session_full' }));
    renderApp({ url: '/drop-in', loggedIn: true, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    const dialog = await findDialog(`Register for ${OPEN.title}`);
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    expect(await within(dialog).findByText('Full: join the waitlist')).toBeTruthy();
  });
});
