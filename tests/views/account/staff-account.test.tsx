/**
 * Issue 13: the staff's tools on someone's account (/account/{id}): a membership sold at the desk,
 * a membership refunded with a reason, a receipt sent again, the bookings, and the audit trail read
 * again after each action.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@machines/account/staff-account-shapes';
import {
  aBookingRow,
  anAuditEntry,
  DESK_SALE_ORDER,
  MEMBERSHIP_ORDER,
  MEMBERSHIP_ORDER_ID,
  MEMBERSHIPS,
  REFUND_ENTRY,
  USER_ID,
} from '../../machines/account/staff-fixtures';
import { staffApi } from '../support/admin-support';
import { findDialog } from '../support/find-dialog';
import { renderApp } from '../support/render-app';

// The first render loads the page's chunks: give it time on a busy machine.
const SLOW = { timeout: 10_000 };

/** The staff card under the heading `name` (each card is labelled by its heading). */
async function card(name: string) {
  const heading = await screen.findByRole('heading', { level: 2, name }, SLOW);
  return within(heading.closest('[aria-labelledby]') as HTMLElement);
}

/** An admin on Maya's account: her people, her membership's order, and a trail that grows with each action. */
function staffOnMaya() {
  const api = staffApi();
  const trail: AuditEntry[] = [anAuditEntry()];
  api.staffAccounts.memberships.mockResolvedValue(MEMBERSHIPS);
  api.staffAccounts.orders.mockResolvedValue([MEMBERSHIP_ORDER]);
  api.staffAccounts.audit.mockImplementation(async () => ({ items: [...trail] }));
  api.orders.get.mockResolvedValue(MEMBERSHIP_ORDER);
  return { api, trail };
}

describe('staff view of an account', () => {
  it('sells memberships at the desk: only the people who can buy, a method and a slip, then the order made', async () => {
    const { api, trail } = staffOnMaya();
    api.staffAccounts.sellMemberships.mockImplementation(async () => {
      trail.unshift(
        anAuditEntry({
          id: 3,
          action: 'membership.sold',
          detail: 'Sold Annual membership — Sam Member at the desk',
          params: { name: 'Sam Member', validFrom: '2026-11-23', validUntil: '2027-11-22', priceCents: 12000, membershipId: 12 },
        }),
      );
      return DESK_SALE_ORDER;
    });
    renderApp({ url: `/account/${USER_ID}`, loggedIn: true, api });

    const memberships = await card('Memberships at the desk');
    await memberships.findByRole('list', { name: 'Memberships of this account' }, SLOW);
    await userEvent.click(memberships.getByRole('button', { name: 'Sell a membership' }));
    const dialog = within(await findDialog('Sell a membership at the desk'));
    // Maya's membership runs, so only Sam (new) and Alex (expired) are offered.
    const people = within(dialog.getByRole('group', { name: 'Who is it for?' }));
    expect(people.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'Sam Member: new membership, $120.00 before tax',
      'Alex Member: new membership, $120.00 before tax',
    ]);

    // Nobody ticked: refused here, nothing sent.
    await userEvent.click(dialog.getByRole('button', { name: 'Record the sale' }));
    expect(dialog.getByText('Tick at least one person.')).toBeTruthy();
    expect(api.staffAccounts.sellMemberships).not.toHaveBeenCalled();

    await userEvent.click(people.getByRole('checkbox', { name: /^Sam Member/ }));
    await userEvent.click(people.getByRole('checkbox', { name: /^Alex Member/ }));
    // The preview works out the tax as the server will: HST 13 % on each line.
    expect(dialog.getByText('2 memberships: $240.00 before tax.')).toBeTruthy();
    expect(dialog.getByText('HST 13%: $31.20')).toBeTruthy();
    expect(dialog.getByText('Total to take: $271.20')).toBeTruthy();
    await userEvent.click(dialog.getByRole('radio', { name: 'Card terminal' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reference (optional)' }), 'Slip 9');
    await userEvent.click(dialog.getByRole('button', { name: 'Record the sale' }));

    expect(await dialog.findByText('Order 1051 is paid: $271.20, tax included.')).toBeTruthy();
    expect(api.staffAccounts.sellMemberships).toHaveBeenCalledWith({ userId: USER_ID, participantIds: [5, 6], method: 'card_terminal', reference: 'Slip 9' });
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The people, the orders and the trail are read again.
    await waitFor(() => expect(api.staffAccounts.memberships).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(api.staffAccounts.orders).toHaveBeenCalledTimes(2));
    const audit = await card('Audit trail');
    expect(
      await audit.findByText('Sold a membership for Sam Member at the desk, valid November 23, 2026 to November 22, 2027, $120.00 before tax'),
    ).toBeTruthy();
  });

  it('refunds a membership: all that is left by default, the reason required, ending it unless staff keep it', async () => {
    const { api, trail } = staffOnMaya();
    api.staffAccounts.refundMembership.mockImplementation(async () => {
      trail.unshift(REFUND_ENTRY);
      return MEMBERSHIPS;
    });
    renderApp({ url: `/account/${USER_ID}`, loggedIn: true, api });

    const memberships = await card('Memberships at the desk');
    const maya = within(await memberships.findByRole('listitem', { name: 'Maya Member' }, SLOW));
    expect(maya.getByText('Active')).toBeTruthy();
    expect(maya.getByText('Valid from January 10, 2026 to January 9, 2027')).toBeTruthy();
    // Nobody else has a membership to refund.
    expect(memberships.getAllByRole('button', { name: /^Refund the membership of/ })).toHaveLength(1);
    await userEvent.click(maya.getByRole('button', { name: 'Refund the membership of Maya Member' }));

    const dialog = within(await findDialog('Refund the membership of Maya Member'));
    expect(api.orders.get).toHaveBeenCalledWith(MEMBERSHIP_ORDER_ID);
    const amount = await dialog.findByRole('textbox', { name: /^Amount to refund \(dollars, tax included\)/ });
    expect(dialog.getByText('Order 1050: Annual membership — Maya Member · Jan 10, 2026 to Jan 9, 2027')).toBeTruthy();
    expect(dialog.getByText('Line total $135.60 with tax: up to $135.60 can be refunded.')).toBeTruthy();
    expect((amount as HTMLInputElement).value).toBe('135.60');
    const end = dialog.getByRole<HTMLInputElement>('checkbox', { name: 'End the membership' });
    expect(end.checked).toBe(true);

    // A part refund keeps the membership unless staff tick it; the full amount ends it again.
    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    expect(end.checked).toBe(false);
    await userEvent.clear(amount);
    await userEvent.type(amount, '135.60');
    expect(end.checked).toBe(true);

    // No reason: refused here, nothing sent.
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await dialog.findByText('Say why: a refund by staff needs a reason.')).toBeTruthy();
    expect(api.staffAccounts.refundMembership).not.toHaveBeenCalled();

    await userEvent.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'Moving away');
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await dialog.findByText('Refunded $135.60 on the membership of Maya Member. The membership has ended.')).toBeTruthy();
    expect(api.staffAccounts.refundMembership).toHaveBeenCalledWith({ membershipId: 11, amountCents: 13560, reason: 'Moving away', endMembership: true });

    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.staffAccounts.memberships).toHaveBeenCalledTimes(2));
    // The trail shows the refund with its reason, newest first.
    const audit = await card('Audit trail');
    const entry = within(
      await audit.findByText('Refunded $135.60 on the membership of Maya Member; the membership ended').then((text) => text.closest('li') as HTMLElement),
    );
    expect(entry.getByText('Reason: Moving away')).toBeTruthy();
  });

  it('resends the receipt of an order and confirms it', async () => {
    const { api, trail } = staffOnMaya();
    api.staffAccounts.resendReceipt.mockImplementation(async () => {
      trail.unshift(anAuditEntry({ id: 4, at: '2026-11-23T16:00:00.000Z' }));
    });
    renderApp({ url: `/account/${USER_ID}`, loggedIn: true, api });

    const orders = await card('Orders');
    const table = await orders.findByRole('table', { name: 'Orders found' }, SLOW);
    await userEvent.click(within(table).getByRole('button', { name: 'Open Order 1050' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Order 1050' })).toBeTruthy();
    await userEvent.click(orders.getByRole('button', { name: 'Resend the receipt of Order 1050' }));

    expect(await orders.findByText('The receipt of Order 1050 is on its way to the customer.')).toBeTruthy();
    expect(api.staffAccounts.resendReceipt).toHaveBeenCalledWith(MEMBERSHIP_ORDER_ID);
    const audit = await card('Audit trail');
    await waitFor(() => expect(audit.getAllByText('Resent the receipt of Order 1050')).toHaveLength(2));
  });

  it('says why a resend failed', async () => {
    const { api } = staffOnMaya();
    api.staffAccounts.resendReceipt.mockRejectedValue({ status: 500, message: 'Mail is down' });
    renderApp({ url: `/account/${USER_ID}`, loggedIn: true, api });
    const orders = await card('Orders');
    await userEvent.click(within(await orders.findByRole('table', { name: 'Orders found' }, SLOW)).getByRole('button', { name: 'Open Order 1050' }));
    await userEvent.click(await orders.findByRole('button', { name: 'Resend the receipt of Order 1050' }));
    expect(await orders.findByText('We could not resend the receipt of Order 1050. Mail is down')).toBeTruthy();
  });

  it('shows the audit trail: what in words, who, when in the venue’s zone, and why; an unknown code as the server said it', async () => {
    const { api, trail } = staffOnMaya();
    trail.unshift(REFUND_ENTRY, anAuditEntry({ id: 9, action: 'something.new', detail: 'Did something new', params: {} }));
    renderApp({ url: `/account/${USER_ID}`, loggedIn: true, api });

    const audit = await card('Audit trail');
    const list = await audit.findByRole('list', { name: 'Staff actions on this account, newest first' }, SLOW);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      'Refunded $135.60 on the membership of Maya Member; the membership ended',
      'Did something new',
      'Resent the receipt of Order 1050',
    ]);
    expect(within(items[0]).getByText('By Ada Admin, Sat, Nov 21, 2026, 2:05 p.m. EST')).toBeTruthy();
    expect(within(items[0]).getByText('Reason: Moving away')).toBeTruthy();
    expect(within(items[2]).queryByText(/^Reason/)).toBeNull();
    expect(api.staffAccounts.audit).toHaveBeenCalledWith(USER_ID);
  });

  it('lists the bookings read-only, upcoming then past', async () => {
    const { api } = staffOnMaya();
    api.staffAccounts.bookings.mockImplementation(async (_userId: number, scope: 'upcoming' | 'past') =>
      scope === 'upcoming'
        ? [aBookingRow()]
        : [aBookingRow({ id: 3, status: 'cancelled', cancelReason: 'Rain', startsAt: '2026-10-01T13:00:00.000Z', endsAt: '2026-10-01T14:00:00.000Z' })],
    );
    renderApp({ url: `/account/${USER_ID}`, loggedIn: true, api });

    const bookings = await card('Court bookings');
    const upcoming = within(await bookings.findByRole('list', { name: 'Upcoming bookings' }, SLOW));
    const row = within(upcoming.getByRole('listitem'));
    expect(row.getByText('Confirmed')).toBeTruthy();
    expect(row.getByText('8:00 a.m. – 10:00 a.m. · Court 2 · $67.80')).toBeTruthy();
    expect(row.queryByRole('button')).toBeNull();
    await userEvent.click(bookings.getByRole('tab', { name: 'Past' }));
    const past = within(await bookings.findByRole('list', { name: 'Past bookings' }));
    expect(past.getByText('Cancelled')).toBeTruthy();
    expect(past.getByText('Rain')).toBeTruthy();
    expect(api.staffAccounts.bookings).toHaveBeenLastCalledWith(USER_ID, 'past');
  });
  it('a family member staff add is offered at the desk and written in the audit trail, without a reload', async () => {
    const { api, trail } = staffOnMaya();
    api.households.list.mockResolvedValue([]);
    api.households.add.mockImplementation(async () => {
      trail.unshift(
        anAuditEntry({ id: 5, action: 'household.added', detail: 'Added Mia Member (child)', params: { name: 'Mia Member', relationship: 'child' } }),
      );
      return {
        id: 77,
        firstName: 'Mia',
        lastName: 'Member',
        birthday: '1990-03-05',
        gender: null,
        relationship: 'child',
        selfRatedLevel: null,
        minor: false,
        guardianConsent: false,
      };
    });
    renderApp({ url: `/account/${USER_ID}`, loggedIn: true, api });
    await (await card('Memberships at the desk')).findByRole('list', { name: 'Memberships of this account' }, SLOW);
    await (await card('Audit trail')).findByRole('list', { name: 'Staff actions on this account, newest first' }, SLOW);
    const desksReads = api.staffAccounts.memberships.mock.calls.length;
    const auditReads = api.staffAccounts.audit.mock.calls.length;

    await userEvent.click(screen.getByRole('button', { name: 'Add a family member' }));
    const dialog = within(await findDialog('Add a family member'));
    await userEvent.type(dialog.getByLabelText(/^First name/), 'Mia');
    await userEvent.type(dialog.getByLabelText(/^Last name/), 'Member');
    await userEvent.type(dialog.getByLabelText(/^Birthday/), '1990-03-05');
    await userEvent.selectOptions(dialog.getByLabelText(/^Relationship/), 'child');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(api.staffAccounts.memberships.mock.calls.length).toBeGreaterThan(desksReads));
    await waitFor(() => expect(api.staffAccounts.audit.mock.calls.length).toBeGreaterThan(auditReads));
    expect(await (await card('Audit trail')).findByText(/Mia Member/)).toBeTruthy();
  });
});
