import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type * as Catalogs from '@/i18n/catalogs';
import { renderApp } from './support/render-app';

// The other language's catalogues cannot be fetched (offline, a stale deploy's chunk).
vi.mock('@/i18n/catalogs', async (importOriginal) => ({
  ...(await importOriginal<typeof Catalogs>()),
  switchLocale: vi.fn(() => Promise.reject(new Error('chunk failed'))),
}));

describe('language switcher, when the other language cannot load', () => {
  it('keeps the screen in its language and says so', async () => {
    renderApp();
    await userEvent.click((await screen.findAllByText('Français', { selector: 'button' }))[0]);
    expect(await screen.findByText('The other language could not be loaded. Check your connection and try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(document.documentElement.lang).not.toBe('fr-CA');
    expect(localStorage.getItem('courtside.locale')).toBeNull();
  });
});
