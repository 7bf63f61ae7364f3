import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Coach, Partner } from '@machines/content/content-shapes';
import { switchLocale } from '@/i18n/catalogs';
import { ownerProfile, staffApi } from '../support/admin-support';
import { createFakeApi } from '../support/fake-api';
import { findDialog } from '../support/find-dialog';
import { renderApp } from '../support/render-app';

// The owner's words in both languages: each translatable field side by side, and a reader told which language a fallback is in.
// Editor.js has its own tests; here each editor is a labelled stand-in in its language that writes a fixed document.
vi.mock('@/lib/rich-text/rich-text-field', () => ({
  RichTextField: ({ label, lang, onChange }: { label: string; lang?: string; onChange: (doc: unknown) => void }) => (
    <div role="group" aria-label={label} lang={lang}>
      <button type="button" onClick={() => onChange({ blocks: [{ type: 'paragraph', data: { text: `Written ${lang}` } }] })}>
        {`Write ${label}`}
      </button>
    </div>
  ),
}));

const written = (lang: string) => ({ blocks: [{ type: 'paragraph', data: { text: `Written ${lang}` } }] });

describe('the owner writes a coach in English and French', () => {
  it('shows each translatable field twice, labelled and set in its language, and saves both as { en, fr }', async () => {
    const api = staffApi('owner');
    renderApp({ url: '/owner/event-setup', loggedIn: true, api });
    await userEvent.click(await screen.findByRole('tab', { name: 'Coaches' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add a coach' }));
    const dialog = await findDialog('New coach');
    const taglineEn = within(dialog).getByRole('textbox', { name: 'Tagline (English)' });
    const taglineFr = within(dialog).getByRole('textbox', { name: 'Tagline (French)' });
    expect(taglineEn.getAttribute('lang')).toBe('en-CA');
    expect(taglineFr.getAttribute('lang')).toBe('fr-CA');
    expect(within(dialog).getByRole('group', { name: 'Bio (English)' }).getAttribute('lang')).toBe('en-CA');
    expect(within(dialog).getByRole('group', { name: 'Bio (French)' }).getAttribute('lang')).toBe('fr-CA');
    // The name is a name: one field, not translated.
    expect(within(dialog).getAllByRole('textbox', { name: /Name/ })).toHaveLength(1);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ada');
    await userEvent.type(taglineFr, 'Amortis et revers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Write Bio (English)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Write Bio (French)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.content.ownerCoaches.create).toHaveBeenCalled());
    expect(api.content.ownerCoaches.create).toHaveBeenCalledWith(
      expect.objectContaining({ tagline: { en: null, fr: 'Amortis et revers' }, bio: { en: written('en-CA'), fr: written('fr-CA') } }),
    );
  });

  it('in French the labels name the languages in French', async () => {
    await act(() => switchLocale('fr-CA'));
    try {
      const api = staffApi('owner');
      api.users.me.mockResolvedValue({ ...ownerProfile, locale: 'fr-CA' });
      renderApp({ url: '/owner/event-setup', loggedIn: true, api });
      await userEvent.click(await screen.findByRole('tab', { name: 'Entraîneurs' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Ajouter un entraîneur' }));
      const dialog = await findDialog('Nouvel entraîneur');
      expect(within(dialog).getByRole('textbox', { name: 'Accroche (anglais)' })).toBeTruthy();
      expect(within(dialog).getByRole('textbox', { name: 'Accroche (français)' })).toBeTruthy();
      expect(within(dialog).getByRole('group', { name: 'Biographie (français)' })).toBeTruthy();
    } finally {
      await act(() => switchLocale('en-CA'));
    }
  });
});

describe('a reader whose language version is empty', () => {
  it('sees the coach’s other version marked with its language (lang="en-CA" on a French page)', async () => {
    await act(() => switchLocale('fr-CA'));
    try {
      const api = createFakeApi();
      const coach: Coach = {
        id: 1,
        name: 'Ada Coach',
        tagline: 'Resets and drops',
        bio: { blocks: [{ type: 'paragraph', data: { text: 'Entraîne depuis 2015.' } }] },
        photoUrl: null,
        certifications: [],
        levels: [],
        languages: [],
        // The tagline fell back to English; the bio is in French, the page's language.
        lang: 'en-CA',
        langs: { bio: 'fr-CA' },
      };
      api.content.coaches.mockResolvedValue([coach]);
      renderApp({ url: '/coaches', api });
      const tagline = await screen.findByText('Resets and drops');
      expect(tagline.getAttribute('lang')).toBe('en-CA');
      expect(screen.getByText('Entraîne depuis 2015.').closest('[lang]')?.getAttribute('lang')).toBe('fr-CA');
    } finally {
      await act(() => switchLocale('en-CA'));
    }
  });

  it('sees a partner’s description in the other language with its lang; one in the page’s language has none of its own', async () => {
    const api = createFakeApi();
    const partner = (id: number, text: string, lang?: 'fr-CA'): Partner => ({
      id,
      name: `Club ${id}`,
      logoUrl: null,
      url: null,
      description: { blocks: [{ type: 'paragraph', data: { text } }] },
      ...(lang ? { lang } : {}),
    });
    api.content.partners.mockResolvedValue([partner(1, 'Nos voisins.', 'fr-CA'), partner(2, 'Our neighbours.')]);
    renderApp({ url: '/partners', api });
    expect((await screen.findByText('Nos voisins.')).closest('[lang]')?.getAttribute('lang')).toBe('fr-CA');
    expect(screen.getByText('Our neighbours.').closest('[lang]')?.getAttribute('lang')).not.toBe('fr-CA');
  });
});

describe('the site alert banner', () => {
  it('reads the alert again in the language switched to, and marks a version that fell back', async () => {
    try {
      const api = createFakeApi();
      const live = { id: 1, severity: 'info' as const, linkUrl: null, linkText: null, updatedAt: '2026-11-20T10:00:00.000Z' };
      // In English the English version; in French the server had only English to give, and says so.
      api.alert.load
        .mockResolvedValueOnce({ ...live, message: 'Courts 3 and 4 closed' })
        .mockResolvedValue({ ...live, message: 'Courts 3 and 4 closed', lang: 'en-CA' });
      renderApp({ api });
      const message = await screen.findByText('Courts 3 and 4 closed', { selector: '[data-testid="site-alert"] *' });
      expect(message.getAttribute('lang')).toBeNull();
      await userEvent.click(screen.getAllByText('Français', { selector: 'button' })[0]);
      await waitFor(() => expect(api.alert.load).toHaveBeenCalledTimes(2));
      await waitFor(() => expect(screen.getByText('Courts 3 and 4 closed', { selector: '[data-testid="site-alert"] *' }).getAttribute('lang')).toBe('en-CA'));
    } finally {
      localStorage.clear();
      await act(() => switchLocale('en-CA'));
      document.documentElement.lang = 'en-CA';
    }
  });
});
