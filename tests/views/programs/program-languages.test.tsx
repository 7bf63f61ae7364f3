import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProgramDetail } from '@machines/programs/catalogue-shapes';
import type { OwnerProgram } from '@machines/programs/event-shapes';
import { switchLocale } from '@/i18n/catalogs';
import { camp as listedCamp } from '../../machines/programs/event-fixtures';
import { camp, campDetail, programList } from '../../machines/programs/catalogue-fixtures';
import { ownerProfile, staffApi } from '../support/admin-support';
import { createFakeApi } from '../support/fake-api';
import { findDialog } from '../support/find-dialog';
import { renderApp } from '../support/render-app';

// A program's title and description in English and French: the owner writes both, a reader is told which language a fallback is in.
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
const { registrationOpens: _o, registrationCloses: _c, ...apiCamp } = listedCamp;

const weekdayHours = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [
    [`${day}OpeningTimeInMins`, 7 * 60],
    [`${day}ClosingTimeInMins`, 22 * 60],
  ]),
);

function ownerApi(programs: OwnerProgram[]) {
  const api = staffApi('owner');
  api.companySettings.load.mockResolvedValue({ numberOfCourts: 4, timeZone: 'America/Toronto', ...weekdayHours } as never);
  api.content.coaches.mockResolvedValue([]);
  api.eventSetup.programs.mockResolvedValue(programs);
  return api;
}

describe('the owner writes a program in English and French', () => {
  it('edits the title and description side by side, each in its language, and saves only what changed as { en, fr }', async () => {
    const api = ownerApi([apiCamp]);
    api.eventSetup.updateProgram.mockResolvedValue({ ...apiCamp, title: { en: 'Junior summer camp', fr: 'Camp d’été junior' } });
    renderApp({ url: '/owner/event-setup', loggedIn: true, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Junior summer camp' }));
    const dialog = await findDialog('Edit Junior summer camp');
    const english = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Title (English)' });
    const french = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Title (French)' });
    expect([english.value, english.getAttribute('lang')]).toEqual(['Junior summer camp', 'en-CA']);
    expect([french.value, french.getAttribute('lang')]).toEqual(['', 'fr-CA']);
    expect(within(dialog).getByRole('group', { name: 'Description (English)' }).getAttribute('lang')).toBe('en-CA');
    expect(within(dialog).getByRole('group', { name: 'Description (French)' }).getAttribute('lang')).toBe('fr-CA');

    fireEvent.change(french, { target: { value: 'Camp d’été junior' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Write Description (French)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.eventSetup.updateProgram).toHaveBeenCalled());
    expect(api.eventSetup.updateProgram).toHaveBeenCalledWith(apiCamp.id, {
      title: { en: 'Junior summer camp', fr: 'Camp d’été junior' },
      description: { en: apiCamp.description.en, fr: written('fr-CA') },
    });
  });

  it('a program with no title in either language is not sent; the message shows under the English title', async () => {
    const api = ownerApi([apiCamp]);
    renderApp({ url: '/owner/event-setup', loggedIn: true, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Junior summer camp' }));
    const dialog = await findDialog('Edit Junior summer camp');
    const english = within(dialog).getByRole('textbox', { name: 'Title (English)' });
    fireEvent.change(english, { target: { value: '' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(english.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByRole('textbox', { name: 'Title (French)' }).getAttribute('aria-invalid')).not.toBe('true');
    expect(api.eventSetup.updateProgram).not.toHaveBeenCalled();
  });

  it('in French the owner’s list names a program by its French title, and the labels name the languages in French', async () => {
    await act(() => switchLocale('fr-CA'));
    try {
      const api = ownerApi([{ ...apiCamp, title: { en: 'Junior summer camp', fr: 'Camp d’été junior' } }]);
      // An owner whose account is in French (after login the screen follows the account's language).
      api.users.me.mockResolvedValue({ ...ownerProfile, locale: 'fr-CA' });
      renderApp({ url: '/owner/event-setup', loggedIn: true, api });
      await userEvent.click(await screen.findByRole('button', { name: 'Modifier Camp d’été junior' }));
      const dialog = await findDialog('Modifier Camp d’été junior');
      expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Titre (anglais)' }).value).toBe('Junior summer camp');
      expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Titre (français)' }).value).toBe('Camp d’été junior');
    } finally {
      await act(() => switchLocale('en-CA'));
    }
  });
});

describe('a French reader of a program written in English only', () => {
  it('sees the card’s title and the page’s title and description with lang="en-CA"', async () => {
    await act(() => switchLocale('fr-CA'));
    try {
      const api = createFakeApi();
      // The server served the English title (the French one is empty) and says so.
      api.programs.list.mockResolvedValue(programList([{ ...camp, lang: 'en-CA' }]));
      const detail: ProgramDetail = { ...campDetail, lang: 'en-CA' };
      api.programs.program.mockResolvedValue(detail);
      renderApp({ url: '/events', api });
      const link = await screen.findByRole('link', { name: camp.title });
      expect(link.getAttribute('lang')).toBe('en-CA');
      await userEvent.click(link);
      const heading = await screen.findByRole('heading', { level: 1, name: campDetail.title });
      expect(within(heading).getByText(campDetail.title).getAttribute('lang')).toBe('en-CA');
      expect(screen.getByText('drills and games').closest('[lang]')?.getAttribute('lang')).toBe('en-CA');
    } finally {
      await act(() => switchLocale('en-CA'));
    }
  });

  it('a title in the reader’s language with a description that fell back marks only the description', async () => {
    const api = createFakeApi();
    api.programs.program.mockResolvedValue({ ...campDetail, langs: { description: 'fr-CA' } });
    renderApp({ url: `/lesson-info/${campDetail.id}`, api });
    const heading = await screen.findByRole('heading', { level: 1, name: campDetail.title });
    expect(heading.querySelector('[lang]')).toBeNull();
    expect(screen.getByText('drills and games').closest('[lang]')?.getAttribute('lang')).toBe('fr-CA');
  });
});
