import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COMPANY_SETTINGS } from '@machines/settings/company-settings';
import { startLocale, switchLocale } from '@/i18n/catalogs';
import { LOCALE_STORAGE_KEY, initialLocale } from '@/i18n/locales';
import { createFakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

/** The header's switcher sits in the wide-screen bar, display:none in jsdom: found by its text. */
const headerSwitcher = (name: string) => screen.getAllByText(name, { selector: 'button' })[0];

function homeApi() {
  const api = createFakeApi();
  api.companySettings.load.mockResolvedValue({ ...DEFAULT_COMPANY_SETTINGS, membershipPrice: 1250 });
  return api;
}

afterEach(async () => {
  vi.restoreAllMocks();
  localStorage.clear();
  await act(() => switchLocale('en-CA'));
  document.documentElement.lang = 'en-CA';
});

describe('language switcher', () => {
  it('offers "Français" on an English screen; pressing it turns the screen French, sets <html lang> and keeps the choice', async () => {
    renderApp({ api: homeApi() });
    expect(await screen.findByText('Indoor pickleball for every level.', { exact: false })).toBeTruthy();
    const switcher = headerSwitcher('Français');
    expect(switcher.getAttribute('lang')).toBe('fr-CA'); // screen readers say the name in French
    expect(switcher.getAttribute('title')).toBe('Switch the language to Français');

    await userEvent.click(switcher);

    expect(await screen.findByText('Du pickleball intérieur pour tous les niveaux.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Courtside Pickleball' })).toBeTruthy(); // the venue's name stays
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Réserver un terrain' })).toBeTruthy();
    expect(await screen.findByText('12,50 $')).toBeTruthy(); // the membership, from Intl in French
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr-CA');
    expect(document.cookie).toContain('courtside_locale=fr-CA'); // the server pre-renders `/` in it next time

    const back = headerSwitcher('English');
    expect(back.getAttribute('lang')).toBe('en-CA');
    expect(back.getAttribute('title')).toBe('Passer à la langue\u00a0: English');
    await userEvent.click(back);
    expect(await screen.findByText('Indoor pickleball for every level.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en-CA');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en-CA');
  });

  it('is in the mobile menu too, where it switches the menu itself', async () => {
    renderApp({ api: homeApi() });
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Français' }));
    expect(await within(drawer).findByRole('navigation', { name: 'Menu principal' })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Jeu libre' })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'English' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr-CA');
  });

  it('a first visit follows the browser: navigator.languages ["fr-FR"] starts in French', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'en-US']);
    const locale = initialLocale(localStorage, navigator.languages); // what src/main.tsx does first
    expect(locale).toBe('fr-CA');
    await act(() => startLocale(locale, ['app', 'errors', 'venue']));
    renderApp({ api: homeApi() });
    expect(await screen.findByRole('table', { name: 'Heures d’ouverture' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeTruthy();
    expect(headerSwitcher('English')).toBeTruthy();
  });

  it('a stored choice wins over the browser’s languages', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en-CA');
    expect(initialLocale(localStorage, ['fr-FR'])).toBe('en-CA');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr-CA');
    expect(initialLocale(localStorage, ['en-US'])).toBe('fr-CA');
    localStorage.clear();
    expect(initialLocale(localStorage, ['de-DE'])).toBe('en-CA');
  });
});
