import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@/lib/api/types';
import { memberProfile } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { ownerProfile, staffApi } from '../support/admin-support';
import { findDialog } from '../support/find-dialog';

const maya = memberProfile;
const sam: Profile = { ...memberProfile, id: 7, email: 'sam@example.com', firstName: 'Sam', lastName: 'Smash', roles: ['admin'] };

function apiWithAccounts(role: 'admin' | 'owner') {
  const api = staffApi(role);
  api.users.search.mockResolvedValue({ items: [maya, sam, ownerProfile], total: 3 });
  return api;
}

const roleButton = (rowName: string, name: string) => within(rowOf(rowName)).findByRole('button', { name });

/** After a dialog closes, Fluent un-hides the page a moment later; wait for the table to be exposed again. */
async function findRow(name: string) {
  await screen.findByRole('table', { name: 'Accounts' });
  return rowOf(name);
}

const rowOf = (name: string) => {
  const table = screen.getByRole('table', { name: 'Accounts' });
  return within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(name))!;
};

describe('admin users', () => {
  it('lists the accounts with e-mail, role badges and a link to each account', async () => {
    const api = apiWithAccounts('admin');
    renderApp({ url: '/admin/users', loggedIn: true, api });

    const table = await screen.findByRole('table', { name: 'Accounts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'E-mail', 'Roles', 'Actions']);
    expect(api.users.search).toHaveBeenCalledWith({});
    expect(screen.getByText('3 accounts')).toBeTruthy();

    expect(within(rowOf('Maya Member')).getByText('member@example.com')).toBeTruthy();
    // Roles are shown as roles; an ordinary account has no badge (not "Member", which reads as a membership).
    const roleCell = (name: string) => within(rowOf(name)).getAllByRole('cell')[2];
    expect(roleCell('Maya Member').textContent).toBe('');
    expect(within(rowOf('Maya Member')).queryByText('Member')).toBeNull();
    expect(roleCell('Sam Smash').textContent).toBe('Admin');
    expect(roleCell('Olive Owner').textContent).toBe('Owner');
    expect(within(rowOf('Sam Smash')).getByRole('link', { name: 'Open account: Sam Smash' }).getAttribute('href')).toBe('/account/7');
    // Only owners change roles.
    expect(screen.queryByRole('button', { name: /^Make admin/ })).toBeNull();
  });

  it('searches with what was typed, once the typing pauses', async () => {
    const api = apiWithAccounts('admin');
    renderApp({ url: '/admin/users', loggedIn: true, api });
    await screen.findByRole('table', { name: 'Accounts' });
    api.users.search.mockResolvedValue({ items: [sam], total: 1 });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'sam');

    await waitFor(() => expect(api.users.search).toHaveBeenLastCalledWith({ search: 'sam' }));
    expect(api.users.search).toHaveBeenCalledTimes(2); // the first list, then one search for "sam"
    expect(await screen.findByText('1 account')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Accounts' })).queryByText('Maya Member')).toBeNull();
  });

  it('says when nothing matches', async () => {
    const api = apiWithAccounts('admin');
    renderApp({ url: '/admin/users', loggedIn: true, api });
    await screen.findByRole('table', { name: 'Accounts' });
    api.users.search.mockResolvedValue({ items: [], total: 0 });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'zz');
    expect(await screen.findByText('No accounts match “zz”.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Accounts' })).toBeNull();
  });

  it('an owner makes a member an admin after confirming', async () => {
    const api = apiWithAccounts('owner');
    renderApp({ url: '/admin/users', loggedIn: true, api });
    await screen.findByRole('table', { name: 'Accounts' });

    await userEvent.click(await roleButton('Maya Member', 'Make admin: Maya Member'));
    const dialog = await findDialog('Make Maya Member an admin?');
    expect(api.auth.setRoles).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make admin' }));

    expect(api.auth.setRoles).toHaveBeenCalledWith(3, ['admin']);
    expect(await within(await findRow('Maya Member')).findByText('Admin')).toBeTruthy();
    expect(within(rowOf('Maya Member')).getByRole('button', { name: 'Remove admin: Maya Member' })).toBeTruthy();
  });

  it('an owner can back out of a role change', async () => {
    const api = apiWithAccounts('owner');
    renderApp({ url: '/admin/users', loggedIn: true, api });
    await screen.findByRole('table', { name: 'Accounts' });
    await userEvent.click(await roleButton('Sam Smash', 'Remove admin: Sam Smash'));
    const dialog = await findDialog('Remove Sam Smash as admin?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.auth.setRoles).not.toHaveBeenCalled();
    expect(within(await findRow('Sam Smash')).getByText('Admin')).toBeTruthy();
  });

  it("shows the server's refusal to remove the last owner, and keeps the role", async () => {
    const api = apiWithAccounts('owner');
    api.auth.setRoles.mockRejectedValueOnce({ status: 409, message: 'The venue must keep at least one owner.' });
    renderApp({ url: '/admin/users', loggedIn: true, api });
    await screen.findByRole('table', { name: 'Accounts' });

    await userEvent.click(await roleButton('Olive Owner', 'Remove owner: Olive Owner'));
    const dialog = await findDialog('Remove Olive Owner as owner?');
    expect(within(dialog).getByText(/This is your own account/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove owner' }));

    expect(api.auth.setRoles).toHaveBeenCalledWith(1, []);
    expect(await screen.findByText('The venue must keep at least one owner.')).toBeTruthy();
    expect(within(await findRow('Olive Owner')).getByText('Owner')).toBeTruthy();
  });

  it('is refused to a member without admin access', async () => {
    const { currentPath } = renderApp({ url: '/admin/users', loggedIn: true });
    expect(await screen.findByText('You do not have access to that page.')).toBeTruthy();
    expect(currentPath()).toBe('/');
  });
});
