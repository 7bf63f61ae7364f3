import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, memberProfile } from '../support/fake-api';
import { renderApp } from '../support/render-app';

const main = () => within(screen.getByRole('main'));

describe('account page', () => {
  it("shows the member's own profile from users/me", async () => {
    const api = createFakeApi();
    api.users.me.mockResolvedValue({ ...memberProfile, roles: ['admin'] });
    renderApp({ url: '/account', loggedIn: true, api });

    expect(await main().findByRole('heading', { name: 'Maya Member' })).toBeTruthy();
    expect(main().getByText('member@example.com')).toBeTruthy();
    expect(main().getByText('416-555-0102')).toBeTruthy();
    expect(main().getByText('M5V 2T6')).toBeTruthy();
    expect(main().getByText('May 10, 1990')).toBeTruthy();
    expect(main().getByText('Prefer not to say')).toBeTruthy();
    expect(main().getByText('Admin')).toBeTruthy();
    expect(api.users.get).not.toHaveBeenCalled();
  });

  it('shows no role for an ordinary account (a "Member" badge would read as a paid membership)', async () => {
    renderApp({ url: '/account', loggedIn: true });
    expect(await main().findByRole('heading', { name: 'Maya Member' })).toBeTruthy();
    expect(main().queryByText('Roles')).toBeNull();
    expect(main().queryByText('Member', { selector: '.fui-Badge' })).toBeNull();
  });

  it('edits and saves only the changed fields', async () => {
    const { api } = renderApp({ url: '/account', loggedIn: true });
    await userEvent.click(await main().findByRole('button', { name: 'Edit profile' }));

    const firstName = main().getByLabelText('First name');
    expect((firstName as HTMLInputElement).value).toBe('Maya');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Mayra');
    await userEvent.selectOptions(main().getByLabelText('Gender'), 'female');
    await userEvent.click(main().getByRole('button', { name: 'Save changes' }));

    expect(await main().findByRole('heading', { name: 'Mayra Member' })).toBeTruthy();
    expect(main().getByText('Female')).toBeTruthy();
    expect(api.users.update).toHaveBeenCalledTimes(1);
    expect(api.users.update).toHaveBeenCalledWith('me', { firstName: 'Mayra', gender: 'female' });
    expect(within(await screen.findByTestId('notice')).getByText('Your changes are saved.')).toBeTruthy();
  });

  it('does not call the server when nothing changed', async () => {
    const { api } = renderApp({ url: '/account', loggedIn: true });
    await userEvent.click(await main().findByRole('button', { name: 'Edit profile' }));
    await userEvent.click(main().getByRole('button', { name: 'Save changes' }));
    expect(await main().findByRole('button', { name: 'Edit profile' })).toBeTruthy();
    expect(api.users.update).not.toHaveBeenCalled();
  });

  it("shows the server's field error at the field and keeps the edit", async () => {
    const api = createFakeApi();
    api.users.update.mockRejectedValue({
      status: 400,
      message: 'Please correct the highlighted fields.',
      fields: { phoneNumber: 'Enter a 10-digit phone number.' },
    });
    renderApp({ url: '/account', loggedIn: true, api });
    await userEvent.click(await main().findByRole('button', { name: 'Edit profile' }));
    const phone = main().getByLabelText(/^Phone number/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '555');
    await userEvent.click(main().getByRole('button', { name: 'Save changes' }));

    expect(await main().findByText('Enter a 10-digit phone number.')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect((phone as HTMLInputElement).value).toBe('555');
    expect(api.users.update).toHaveBeenCalledWith('me', { phoneNumber: '555' });
  });

  it('says so when the account does not exist (404)', async () => {
    const api = createFakeApi();
    api.auth.hasAdminAccess.mockResolvedValue(true);
    api.users.get.mockRejectedValue({ status: 404, message: 'No such account.' });
    renderApp({ url: '/account/999', loggedIn: true, api });
    expect(await main().findByText('There is no account with this number.')).toBeTruthy();
  });

  it('says so when the server refuses (403)', async () => {
    const api = createFakeApi();
    api.auth.hasAdminAccess.mockResolvedValue(true);
    api.users.get.mockRejectedValue({ status: 403, message: 'You can only see and change your own account.' });
    renderApp({ url: '/account/5', loggedIn: true, api });
    expect(await main().findByText('You do not have access to this account.')).toBeTruthy();
  });

  it("shows staff someone else's family and memberships through the staff routes, with the staff tools", async () => {
    const api = createFakeApi();
    api.auth.hasAdminAccess.mockResolvedValue(true);
    api.users.get.mockResolvedValue({ ...memberProfile, id: 5, firstName: 'Sam', email: 'sam@example.com' });
    renderApp({ url: '/account/5', loggedIn: true, api });
    expect(await main().findByRole('heading', { name: 'Family' }, { timeout: 5000 })).toBeTruthy();
    // Memberships once: the staff's desk list (sell, refund), not the member's own section too.
    expect(await main().findByRole('heading', { name: 'Memberships at the desk' })).toBeTruthy();
    expect(main().queryByRole('heading', { name: 'Membership' })).toBeNull();
    await waitFor(() => expect(api.households.list).toHaveBeenCalledWith(5));
    await waitFor(() => expect(api.staffAccounts.memberships).toHaveBeenCalledWith(5));
    expect(api.memberships.mine).not.toHaveBeenCalled();
    // The section links still reach each part of the page.
    for (const section of ['family', 'membership', 'staff']) expect(document.getElementById(`account-${section}`)).not.toBeNull();
    expect(main().queryByRole('heading', { name: 'My bookings' })).toBeNull();
    expect(document.getElementById('account-staff')).not.toBeNull();
  });

  it("loads someone else's account by id for an admin, and saves to that id", async () => {
    const api = createFakeApi();
    api.auth.hasAdminAccess.mockResolvedValue(true);
    api.users.get.mockResolvedValue({ ...memberProfile, id: 5, firstName: 'Sam', email: 'sam@example.com' });
    renderApp({ url: '/account/5', loggedIn: true, api });

    expect(await main().findByRole('heading', { name: 'Sam Member' })).toBeTruthy();
    expect(api.users.get).toHaveBeenCalledWith(5);
    await userEvent.click(main().getByRole('button', { name: 'Edit profile' }));
    await userEvent.clear(main().getByLabelText('Last name'));
    await userEvent.type(main().getByLabelText('Last name'), 'Okafor');
    await userEvent.click(main().getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.users.update).toHaveBeenCalledWith(5, { lastName: 'Okafor' }));
  });

  it('sends a member asking for someone else’s account Home with a notice', async () => {
    const { api, currentPath } = renderApp({ url: '/account/5', loggedIn: true });
    expect(within(await screen.findByTestId('notice')).getByText('You do not have access to that page.')).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(api.auth.hasAdminAccess).toHaveBeenCalled();
    expect(api.users.get).not.toHaveBeenCalled();
  });

  it('sends a password reset link to the account’s own e-mail', async () => {
    const { api } = renderApp({ url: '/account', loggedIn: true });
    await userEvent.click(await main().findByRole('button', { name: 'Send password reset link' }));
    expect(await main().findByText(/We have e-mailed a link to member@example.com/)).toBeTruthy();
    expect(api.auth.requestResetLink).toHaveBeenCalledWith('member@example.com');
  });

  it('puts your upcoming bookings, drop-in sessions and programs first, then purchases, then profile, password, family and membership', async () => {
    renderApp({ url: '/account', loggedIn: true });
    await main().findByRole('heading', { name: 'Maya Member' });
    const sections = main()
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(sections).toEqual(['My bookings', 'My drop-in sessions', 'My programs', 'Purchases', 'Maya Member', 'Change password', 'Family', 'Membership']);
    // A phone's column is long: links at the top reach each section (by keyboard too).
    const links = within(main().getByRole('navigation', { name: 'Sections of this page' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My bookings', '#account-bookings'],
      ['Purchases', '#account-purchases'],
      ['Profile', '#account-profile'],
      ['Family', '#account-family'],
      ['Membership', '#account-membership'],
    ]);
    for (const link of links) expect(document.querySelector(link.getAttribute('href')!)).not.toBeNull();
    // The bookings open on the upcoming ones.
    expect(main().getByRole('tab', { name: 'Upcoming', selected: true })).toBeTruthy();
  });
});
