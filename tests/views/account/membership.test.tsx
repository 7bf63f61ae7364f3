import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Memberships } from '@machines/account/membership-shapes';
import { checkoutNavigation } from '@/features/checkout/checkout-kit';
import { activeMembership, noMembership } from '../support/account-fixtures';
import { createFakeApi } from '../support/fake-api';
import { findDialog } from '../support/find-dialog';
import { aPlacedOrder, CHECKOUT_URL } from '../support/order-fixtures';
import { renderApp } from '../support/render-app';

afterEach(() => vi.restoreAllMocks());

const membership = async () => within(await screen.findByRole('group', { name: 'Membership' }));
const HST = [{ name: 'HST', ratePercent: 13 }];
/** The holder and a child, neither a member yet, in Ontario. */
const TWO_TO_BUY: Memberships = { items: [noMembership('self', 'Maya Member'), noMembership(41, 'Kai Member')], taxes: HST };

function setup(memberships: Memberships = TWO_TO_BUY, url = '/account') {
  const api = createFakeApi();
  api.memberships.mine.mockResolvedValue(memberships);
  api.orders.place.mockResolvedValue(aPlacedOrder());
  const assign = vi.spyOn(checkoutNavigation, 'assign').mockImplementation(() => {});
  const view = renderApp({ url, loggedIn: true, api });
  return { ...view, api, assign };
}

describe('Account: Membership', () => {
  it('shows each person with a status badge and the last valid day', async () => {
    setup({
      items: [
        activeMembership('self', 'Maya Member'),
        activeMembership(41, 'Kai Member', { id: 701, status: 'expiring', validUntil: '2026-12-10', canBuy: true, renewableFrom: '2026-10-11' }),
        noMembership(42, 'Sam Member', { status: 'expired', validUntil: '2026-06-30' }),
        noMembership(43, 'Lou Member'),
      ],
      taxes: HST,
    });
    const list = within(await (await membership()).findByRole('list', { name: 'Memberships on this account' }));
    const maya = within(list.getByRole('listitem', { name: 'Maya Member' }));
    expect(maya.getByText('Active')).toBeTruthy();
    expect(maya.getByText('Valid until February 28, 2027')).toBeTruthy();
    expect(maya.getByText('Renewal opens on December 30, 2026')).toBeTruthy();
    // Not open yet: no Buy or Renew for a running membership outside its window.
    expect(maya.queryByRole('button')).toBeNull();
    const kai = within(list.getByRole('listitem', { name: 'Kai Member' }));
    expect(kai.getByText('Ending soon')).toBeTruthy();
    expect(kai.getByText('Valid until December 10, 2026')).toBeTruthy();
    expect(kai.getByRole('button', { name: 'Renew the membership of Kai Member' })).toBeTruthy();
    const sam = within(list.getByRole('listitem', { name: 'Sam Member' }));
    expect(sam.getByText('Expired')).toBeTruthy();
    expect(sam.getByText('Ended on June 30, 2026')).toBeTruthy();
    expect(sam.getByRole('button', { name: 'Buy a membership for Sam Member' })).toBeTruthy();
    expect(within(list.getByRole('listitem', { name: 'Lou Member' })).getByText('No membership')).toBeTruthy();
  });

  it('the purchase dialog: tick two people, see each price, the tax and the total, and pay through the checkout kit', async () => {
    const { api, assign } = setup();
    await userEvent.click(await (await membership()).findByRole('button', { name: 'Buy memberships' }));
    const dialog = within(await findDialog('Buy memberships'));
    // The holder is ticked to start with.
    const maya = dialog.getByRole<HTMLInputElement>('checkbox', { name: 'Maya Member: $120.00' });
    const kai = dialog.getByRole<HTMLInputElement>('checkbox', { name: 'Kai Member: $120.00' });
    expect(maya.checked).toBe(true);
    expect(kai.checked).toBe(false);
    /** The amount the summary shows beside `term`. */
    const amount = (term: string) => dialog.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(amount('Total')).toBe('$135.60');
    await userEvent.click(kai);
    expect(kai.checked).toBe(true);
    expect(amount('Subtotal')).toBe('$240.00');
    expect(amount('HST 13%')).toBe('$31.20');
    expect(amount('Total')).toBe('$271.20');

    await userEvent.click(dialog.getByRole('button', { name: 'Confirm and pay $271.20' }));
    await waitFor(() =>
      expect(api.orders.place).toHaveBeenCalledWith([
        { product: 'membership', participantId: 'self' },
        { product: 'membership', participantId: 41 },
      ]),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(await dialog.findByText('Taking you to the payment page…')).toBeTruthy();
  });

  it('a refused order (409) keeps the dialog open with the reason', async () => {
    const { api } = setup();
    api.orders.place.mockRejectedValue({
      status: 409,
      message: 'Kai Member already has a membership for these dates (or one is being bought in another tab).',
    });
    await userEvent.click(await (await membership()).findByRole('button', { name: 'Buy a membership for Kai Member' }));
    const dialog = within(await findDialog('Buy memberships'));
    expect(dialog.getByRole<HTMLInputElement>('checkbox', { name: 'Kai Member: $120.00' }).checked).toBe(true);
    expect(dialog.getByRole<HTMLInputElement>('checkbox', { name: 'Maya Member: $120.00' }).checked).toBe(false);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm and pay $135.60' }));
    expect(await dialog.findByText('Kai Member already has a membership for these dates (or one is being bought in another tab).')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Buy memberships' })).toBeTruthy();
  });

  it('someone who cannot buy now cannot be ticked, and says when renewal opens; the first who can is ticked instead', async () => {
    setup({ items: [activeMembership('self', 'Maya Member'), noMembership(41, 'Kai Member')], taxes: [] });
    await userEvent.click(await (await membership()).findByRole('button', { name: 'Buy memberships' }));
    const dialog = within(await findDialog('Buy memberships'));
    const maya = dialog.getByRole<HTMLInputElement>('checkbox', { name: 'Maya Member: renewal, $120.00' });
    expect(maya.disabled).toBe(true);
    expect(maya.checked).toBe(false);
    expect(dialog.getByText('Valid until February 28, 2027 · Renewal opens on December 30, 2026')).toBeTruthy();
    // Never a choice of nobody at $0.00: Kai, the one who can buy, is ticked.
    expect(dialog.getByRole<HTMLInputElement>('checkbox', { name: 'Kai Member: $120.00' }).checked).toBe(true);
    expect(dialog.getByRole('button', { name: 'Confirm and pay $120.00' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('/account?showBuyOnLoad=true ticks the holder when they can buy', async () => {
    setup(TWO_TO_BUY, '/account?showBuyOnLoad=true');
    const dialog = within(await findDialog('Buy memberships'));
    expect(dialog.getByRole<HTMLInputElement>('checkbox', { name: 'Maya Member: $120.00' }).checked).toBe(true);
    expect(dialog.getByRole<HTMLInputElement>('checkbox', { name: 'Kai Member: $120.00' }).checked).toBe(false);
    expect(dialog.getByRole('button', { name: 'Confirm and pay $135.60' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('/account?showBuyOnLoad=true where nobody can buy says why for each person, with nothing to tick or pay', async () => {
    const { location } = setup(
      {
        items: [
          activeMembership('self', 'Maya Member'),
          activeMembership(41, 'Kai Member', { id: 701, validUntil: '2027-01-31', renewableFrom: '2026-12-02' }),
        ],
        taxes: HST,
      },
      '/account?showBuyOnLoad=true',
    );
    const dialog = within(await findDialog('Buy memberships'));
    expect(dialog.getByText('Nobody on this account can buy or renew a membership right now.')).toBeTruthy();
    expect(dialog.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Maya Member: Valid until February 28, 2027. Renewal opens on December 30, 2026',
      'Kai Member: Valid until January 31, 2027. Renewal opens on December 2, 2026',
    ]);
    expect(dialog.queryByRole('checkbox')).toBeNull();
    expect(dialog.queryByRole('button', { name: /Confirm and pay/ })).toBeNull();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/account'));
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each(['/account?showBuyOnLoad=true', '/account?showBuyOnLoad'])('%s opens the purchase dialog on arrival, then drops the flag', async (url) => {
    const { location } = setup(TWO_TO_BUY, url);
    expect(await findDialog('Buy memberships')).toBeTruthy();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/account'));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a visitor logs in first, then the dialog opens', async () => {
    const api = createFakeApi();
    api.memberships.mine.mockResolvedValue(TWO_TO_BUY);
    renderApp({ url: '/account?showBuyOnLoad=true', loggedIn: false, api });
    const login = within(await findDialog('Log in to continue'));
    await userEvent.type(login.getByLabelText(/^E-mail/), 'member@example.com');
    await userEvent.type(login.getByLabelText(/^Password/), 'secret-password');
    await userEvent.click(login.getByRole('button', { name: 'Log in' }));
    expect(await findDialog('Buy memberships')).toBeTruthy();
    expect(api.memberships.mine).toHaveBeenCalledTimes(1);
  });

  it('cancels within the cooling-off period, after confirming', async () => {
    const soon = new Date(Date.now() + 5 * 24 * 3600_000).toISOString();
    const { api } = setup({ items: [activeMembership('self', 'Maya Member', { cancellableUntil: soon })], taxes: HST });
    api.memberships.cancel.mockResolvedValue({ items: [noMembership('self', 'Maya Member')], taxes: HST });
    const section = await membership();
    await userEvent.click(await section.findByRole('button', { name: 'Cancel membership for Maya Member' }));
    const dialog = within(await findDialog('Cancel the membership of Maya Member?'));
    expect(api.memberships.cancel).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel membership' }));
    await waitFor(() => expect(api.memberships.cancel).toHaveBeenCalledWith(700));
    expect(await section.findByText('No membership')).toBeTruthy();
    // Its refund shows in Purchases at once.
    await waitFor(() => expect(api.orders.mine).toHaveBeenCalledTimes(2));
    expect(within(await screen.findByTestId('notice')).getByText('The membership is cancelled; its refund is on its way.')).toBeTruthy();
  });

  it('staff see the account’s memberships once, in the desk list, through the staff routes: no Buy, no purchase dialog', async () => {
    const api = createFakeApi();
    api.auth.hasAdminAccess.mockResolvedValue(true);
    api.staffAccounts.memberships.mockResolvedValue({ items: [activeMembership('self', 'Sam Member'), noMembership(41, 'Kai Member')], taxes: HST });
    renderApp({ url: '/account/5?showBuyOnLoad=true', loggedIn: true, api });
    const list = within(await screen.findByRole('list', { name: 'Memberships of this account' }, { timeout: 5000 }));
    expect(await list.findByText('Valid from March 1, 2026 to February 28, 2027')).toBeTruthy();
    expect(list.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['Sam Member', 'Kai Member']);
    expect(api.staffAccounts.memberships).toHaveBeenCalledWith(5);
    expect(api.households.list).toHaveBeenCalledWith(5);
    // One list on the staff page: the member's own Membership section (and its route) is not there.
    expect(screen.queryByRole('group', { name: 'Membership' })).toBeNull();
    expect(api.memberships.mine).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /^Buy/ })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
