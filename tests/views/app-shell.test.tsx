import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

describe('app shell', () => {
  it('shows every navigation entry of the spec by its exact title, in the order members look for them', async () => {
    renderApp();
    // The wide-screen nav is display:none in jsdom (no media query matches), hence hidden: true.
    // (Accessible names are not computed for display:none nodes, so match the label directly.)
    const navs = await screen.findAllByRole('navigation', { hidden: true });
    const nav = navs.find((element) => element.getAttribute('aria-label') === 'Main')!;
    const titles = within(nav)
      .getAllByRole('link', { hidden: true })
      .map((link) => link.textContent);
    expect(titles).toEqual(['Home', 'Book Court', 'Drop In', 'Lessons', 'Camps', 'Tournaments', 'Events', 'Coaches', 'Partners', 'Account']);
  });

  it('lists the same entries, in the same order, in the narrow screens’ drawer', async () => {
    renderApp();
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    const nav = await within(drawer).findByRole('navigation', { name: 'Main menu' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Book Court', '/bookings'],
      ['Drop In', '/drop-in'],
      ['Lessons', '/lessons'],
      ['Camps', '/camps'],
      ['Tournaments', '/tournaments'],
      ['Events', '/events'],
      ['Coaches', '/coaches'],
      ['Partners', '/partners'],
      ['Account', '/account'],
    ]);
  });

  it('shows the site alert loaded at start, and hides it when dismissed', async () => {
    const api = createFakeApi();
    api.alert.load.mockResolvedValue({ id: 1, message: 'Courts 3 and 4 closed Sunday', severity: 'warning', updatedAt: '2026-11-21T10:00:00.000Z' });
    renderApp({ api });
    expect(await screen.findByText('Courts 3 and 4 closed Sunday')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss alert' }));
    expect(screen.queryByText('Courts 3 and 4 closed Sunday')).toBeNull();
  });

  it('offers Log in to a visitor and Log out to a member', async () => {
    renderApp({ loggedIn: true });
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});
