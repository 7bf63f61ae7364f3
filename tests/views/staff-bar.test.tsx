/**
 * Issue 25: the staff's bar on a phone is one compact row, its pages behind one button. The bar is
 * styled mobile first and jsdom applies no media query, so what renders here is the 375 px bar: the
 * row of links hidden (display:none from its base style) and the "Staff pages" button shown.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffApi } from './support/admin-support';
import { renderApp } from './support/render-app';

const staffNav = () => screen.findByRole('navigation', { name: 'Staff' }, { timeout: 10_000 });

describe('the staff bar on a phone', () => {
  it('shows one button for the staff pages, no row of links, and lists the owner’s seven pages behind it', async () => {
    renderApp({ url: '/', loggedIn: true, api: staffApi('owner') });
    const nav = within(await staffNav());
    expect(nav.getByText('Staff')).toBeTruthy();
    // The wide screen's row is in the page but not shown: no link is reachable until the button opens its list.
    expect(nav.queryAllByRole('link')).toEqual([]);
    const button = nav.getByRole('button', { name: 'Staff pages' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = nav.getByRole('list');
    expect(button.getAttribute('aria-controls')).toBe(list.id);
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Users', '/admin/users'],
      ['Bookings overview', '/admin/bookings-overview'],
      ['Orders', '/admin/orders'],
      ['Takings', '/admin/takings'],
      ['Company settings', '/owner/settings'],
      ['Drop-in setup', '/owner/dropin-setup'],
      ['Event setup', '/owner/event-setup'],
    ]);
  });

  it('lists an admin’s four pages only', async () => {
    renderApp({ url: '/', loggedIn: true, api: staffApi('admin') });
    const nav = within(await staffNav());
    await userEvent.click(nav.getByRole('button', { name: 'Staff pages' }));
    expect(
      within(nav.getByRole('list'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Users', 'Bookings overview', 'Orders', 'Takings']);
  });

  it('goes to the page chosen, closes, and marks that page as the current one', async () => {
    const { currentPath } = renderApp({ url: '/', loggedIn: true, api: staffApi('admin') });
    const nav = within(await staffNav());
    await userEvent.click(nav.getByRole('button', { name: 'Staff pages' }));
    await userEvent.click(nav.getByRole('link', { name: 'Users' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' }, { timeout: 10_000 })).toBeTruthy();
    expect(currentPath()).toBe('/admin/users');
    expect(nav.queryByRole('list')).toBeNull();
    await userEvent.click(nav.getByRole('button', { name: 'Staff pages' }));
    expect(nav.getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Orders' }).hasAttribute('aria-current')).toBe(false);
  });

  it('closes on Escape with the focus back on its button, and on a press outside it', async () => {
    renderApp({ url: '/', loggedIn: true, api: staffApi('admin') });
    const nav = within(await staffNav());
    const button = nav.getByRole('button', { name: 'Staff pages' });
    await userEvent.click(button);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Users');
    await userEvent.keyboard('{Escape}');
    expect(nav.queryByRole('list')).toBeNull();
    expect(document.activeElement).toBe(button);

    await userEvent.keyboard('{Enter}');
    expect(nav.getByRole('list')).toBeTruthy();
    await userEvent.click(document.body);
    await waitFor(() => expect(nav.queryByRole('list')).toBeNull());
  });

  it('is not there for a member', async () => {
    renderApp({ url: '/', loggedIn: true });
    await screen.findByRole('button', { name: 'Log out' });
    expect(screen.queryByRole('navigation', { name: 'Staff' })).toBeNull();
  });
});
