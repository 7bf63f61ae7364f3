import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OwnerCoach, OwnerPartner } from '@machines/content/content-shapes';
import { switchLocale } from '@/i18n/catalogs';
import { HttpFailure } from '@/lib/http-client';
import { ownerProfile, staffApi } from '../support/admin-support';
import { findDialog } from '../support/find-dialog';
import { renderApp } from '../support/render-app';

// Issue 25: owners lose no work in the coach and partner dialogs, and the lists and the picture control read well.
vi.mock('@/lib/rich-text/rich-text-field', () => ({
  RichTextField: ({ label }: { label: string }) => <div role="group" aria-label={label} />,
}));

const ada: OwnerCoach = {
  id: 1,
  name: 'Sophie Tremblay',
  tagline: { en: '', fr: null },
  bio: { en: { blocks: [] }, fr: null },
  photoUrl: '/api/uploads/p1',
  photoUploadId: '00000000-0000-4000-8000-0000000000p1',
  certifications: [],
  levels: [],
  languages: [],
  order: 0,
  published: true,
};

async function openTab(name: 'Coaches' | 'Partners' | 'Entraîneurs') {
  await userEvent.click(await screen.findByRole('tab', { name }));
}

const askFor = () => screen.findByRole('alertdialog', { name: 'Discard your changes?' });

describe('owner coach and partner dialogs', () => {
  it('Escape on an untouched dialog closes it at once', async () => {
    renderApp({ url: '/owner/event-setup', loggedIn: true, api: staffApi('owner') });
    await openTab('Coaches');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a coach' }));
    const dialog = await findDialog('New coach');
    fireEvent.keyDown(within(dialog).getByRole('textbox', { name: /Name/ }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Escape with changes asks first; Keep editing keeps every value; Cancel then Discard closes without saving', async () => {
    const api = staffApi('owner');
    renderApp({ url: '/owner/event-setup', loggedIn: true, api });
    await openTab('Coaches');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a coach' }));
    const dialog = await findDialog('New coach');
    const name = within(dialog).getByRole<HTMLInputElement>('textbox', { name: /Name/ });
    await userEvent.type(name, 'Ada Coach');
    fireEvent.keyDown(name, { key: 'Escape' });
    const ask = await askFor();
    expect(within(ask).getByText('What you changed in this form is lost if you close it now.')).toBeTruthy();
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // (jsdom: Tabster may keep the dialog hidden a moment after the question goes, so the field is the one held above.)
    expect(name.value).toBe('Ada Coach');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    await userEvent.click(within(await askFor()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.content.ownerCoaches.create).not.toHaveBeenCalled();
  });

  it('asks in French, with French typography, and the list and picture control speak French', async () => {
    await act(() => switchLocale('fr-CA'));
    try {
      const api = staffApi('owner');
      // An owner whose account is in French (after login the screen follows the account's language).
      api.users.me.mockResolvedValue({ ...ownerProfile, locale: 'fr-CA' });
      api.content.ownerCoaches.list.mockResolvedValue([ada]);
      renderApp({ url: '/owner/event-setup', loggedIn: true, api });
      await openTab('Entraîneurs');
      const row = await screen.findByRole('listitem', { name: 'Sophie Tremblay' });
      expect(within(row).getByRole('button', { name: 'Masquer Sophie Tremblay' }).textContent).toBe('Masquer');
      await userEvent.click(screen.getByRole('button', { name: 'Ajouter un entraîneur' }));
      const dialog = await findDialog('Nouvel entraîneur');
      expect(within(dialog).getByRole('button', { name: 'Téléverser une image' })).toBeTruthy();
      const name = within(dialog).getByRole('textbox', { name: /Nom/ });
      await userEvent.type(name, 'Ada');
      fireEvent.keyDown(name, { key: 'Escape' });
      const question = await screen.findByRole('alertdialog', { name: 'Abandonner vos modifications\u00a0?' });
      expect(within(question).getByRole('button', { name: 'Continuer la modification' })).toBeTruthy();
      expect(within(question).getByRole('button', { name: 'Abandonner' })).toBeTruthy();
    } finally {
      await act(() => switchLocale('en-CA'));
    }
  });

  it('the list shows short words and arrows; each button’s name says whose it is', async () => {
    const api = staffApi('owner');
    api.content.ownerCoaches.list.mockResolvedValue([ada, { ...ada, id: 2, name: 'Marcus Lee', published: false, order: 1 }]);
    renderApp({ url: '/owner/event-setup', loggedIn: true, api });
    await openTab('Coaches');
    const row = await screen.findByRole('listitem', { name: 'Sophie Tremblay' });
    const hide = within(row).getByRole('button', { name: 'Hide Sophie Tremblay' });
    expect(hide.textContent).toBe('Hide');
    expect(within(row).getByRole('button', { name: 'Edit Sophie Tremblay' }).textContent).toBe('Edit');
    expect(within(row).getByRole('button', { name: 'Delete Sophie Tremblay' }).textContent).toBe('Delete');
    // The arrows have no words on screen at all: their names come from their tooltips.
    const down = within(row).getByRole('button', { name: 'Move Sophie Tremblay down' });
    expect(down.textContent).toBe('');
    expect(within(row).getByRole('button', { name: 'Move Sophie Tremblay up' })).toHaveProperty('disabled', true);
    const other = screen.getByRole('listitem', { name: 'Marcus Lee' });
    expect(within(other).getByRole('button', { name: 'Publish Marcus Lee' }).textContent).toBe('Publish');
    for (const button of within(row).getAllByRole('button')) expect(button.textContent?.includes('Sophie')).toBe(false);
  });

  it('a photo shows with Replace and Remove, never a native file chooser; Remove brings back Upload', async () => {
    const api = staffApi('owner');
    api.content.ownerCoaches.list.mockResolvedValue([ada]);
    renderApp({ url: '/owner/event-setup', loggedIn: true, api });
    await openTab('Coaches');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Sophie Tremblay' }));
    const dialog = await findDialog('Edit Sophie Tremblay');
    const picture = within(dialog).getByRole('group', { name: 'Photo' });
    expect(within(picture).getByRole('img', { name: 'Sophie Tremblay' }).getAttribute('src')).toBe('/api/uploads/p1');
    const input = picture.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.hidden).toBe(true);
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');
    expect(within(picture).queryByRole('button', { name: 'Upload a picture' })).toBeNull();

    // Replace opens the same hidden input; the new picture shows in place of the old one.
    const opened = vi.spyOn(input, 'click');
    await userEvent.click(within(picture).getByRole('button', { name: 'Replace the picture' }));
    expect(opened).toHaveBeenCalled();
    await userEvent.upload(input, new File(['png'], 'new.png', { type: 'image/png' }));
    await waitFor(() => expect(within(picture).getByRole('img').getAttribute('src')).not.toBe('/api/uploads/p1'));

    await userEvent.click(within(picture).getByRole('button', { name: 'Remove the picture' }));
    expect(within(picture).queryByRole('img')).toBeNull();
    expect(within(picture).getByRole('button', { name: 'Upload a picture' })).toBeTruthy();
    expect(within(picture).queryByRole('button', { name: 'Remove the picture' })).toBeNull();
  });

  it('the server’s refusal of a picture shows right under it (a logo it no longer has)', async () => {
    const api = staffApi('owner');
    const club: OwnerPartner = {
      id: 3,
      name: 'Club',
      logoUrl: '/api/uploads/l1',
      logoUploadId: '00000000-0000-4000-8000-0000000000l1',
      url: null,
      description: { en: { blocks: [] }, fr: null },
      order: 0,
      published: true,
    };
    api.content.ownerPartners.list.mockResolvedValue([club]);
    api.content.ownerPartners.update.mockRejectedValue(
      new HttpFailure('That logo is no longer on the server: upload it again.', 400, undefined, { logoUploadId: 'Upload the logo again.' }, 'upload_not_found'),
    );
    renderApp({ url: '/owner/event-setup', loggedIn: true, api });
    await openTab('Partners');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Club' }));
    const dialog = await findDialog('Edit Club');
    const picture = within(dialog).getByRole('group', { name: 'Logo' });
    expect(within(dialog).queryByText('Upload the logo again.')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const refusal = await within(dialog).findByText('Upload the logo again.');
    expect(picture.nextElementSibling?.contains(refusal)).toBe(true);
  });

  it('a partner’s website gets our own message in its field (no browser bubble), and nothing is sent', async () => {
    const api = staffApi('owner');
    const club: OwnerPartner = {
      id: 3,
      name: 'Club',
      logoUrl: null,
      logoUploadId: null,
      url: null,
      description: { en: { blocks: [] }, fr: null },
      order: 0,
      published: true,
    };
    api.content.ownerPartners.list.mockResolvedValue([club]);
    renderApp({ url: '/owner/event-setup', loggedIn: true, api });
    await openTab('Partners');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Club' }));
    const dialog = await findDialog('Edit Club');
    expect(dialog.querySelector('form')?.noValidate).toBe(true);
    const website = within(dialog).getByRole('textbox', { name: /Website/ });
    await userEvent.type(website, 'www.club.ca');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the whole address, starting with https://, such as https://www.example.ca.')).toBeTruthy();
    expect(website.getAttribute('aria-invalid')).toBe('true');
    expect(api.content.ownerPartners.update).not.toHaveBeenCalled();
    await userEvent.clear(website);
    await userEvent.type(website, 'https://www.club.ca');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.content.ownerPartners.update).toHaveBeenCalledWith(3, expect.objectContaining({ url: 'https://www.club.ca' })));
  });
});
