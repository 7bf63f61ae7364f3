import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OwnerCoach } from '@machines/content/content-shapes';
import { staffApi } from '../support/admin-support';
import { findDialog } from '../support/find-dialog';
import { renderApp } from '../support/render-app';

// The field's own tests cover Editor.js; here it is a labelled stand-in that writes a fixed bio.
vi.mock('@/lib/rich-text/rich-text-field', () => ({
  RichTextField: ({ label, onChange, error }: { label: string; onChange: (doc: unknown) => void; error?: string }) => (
    <div>
      <button type="button" onClick={() => onChange({ blocks: [{ type: 'header', data: { text: 'About', level: 3 } }] })}>
        {`Write ${label}`}
      </button>
      {error && <span>{error}</span>}
    </div>
  ),
}));

const aCoach = (id: number, name: string, published: boolean): OwnerCoach => ({
  id,
  name,
  tagline: { en: '', fr: null },
  bio: { en: { blocks: [] }, fr: null },
  photoUrl: null,
  photoUploadId: null,
  certifications: [],
  levels: [],
  languages: [],
  order: 0,
  published,
});

/** Programs is the page's first tab: the coaches are one tab along. */
async function openCoaches() {
  await userEvent.click(await screen.findByRole('tab', { name: 'Coaches' }));
}

describe('/owner/event-setup, Coaches', () => {
  it('creates a coach with a photo, the lists and a bio (here in French only: the English one may stay empty)', async () => {
    const api = staffApi('owner');
    renderApp({ url: '/owner/event-setup', loggedIn: true, api });
    await openCoaches();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a coach' }));
    const dialog = await findDialog('New coach');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ada Coach');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Languages' }), 'English, French');
    // The upload button opens the hidden file input (no native "Choose File" on screen).
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload a picture' }));
    await userEvent.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['png'], 'ada.png', { type: 'image/png' }));
    expect(await within(dialog).findByRole('img', { name: 'Ada Coach' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Write Bio (French)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.uploads.image).toHaveBeenCalledTimes(1);
    expect(api.content.ownerCoaches.create).toHaveBeenCalledWith({
      name: 'Ada Coach',
      tagline: { en: null, fr: null },
      bio: { en: null, fr: { blocks: [{ type: 'header', data: { text: 'About', level: 3 } }] } },
      photoUploadId: '00000000-0000-4000-8000-000000000001',
      certifications: [],
      levels: [],
      languages: ['English', 'French'],
      published: false,
    });
    expect(api.content.ownerCoaches.list).toHaveBeenCalledTimes(2);
  });

  it('shows the server’s field refusal and keeps the dialog open', async () => {
    const api = staffApi('owner');
    api.content.ownerCoaches.create.mockRejectedValue({ status: 400, message: 'Check the fields', code: 'invalid_field', fields: { name: 'Too long' } });
    renderApp({ url: '/owner/event-setup', loggedIn: true, api });
    await openCoaches();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a coach' }));
    const dialog = await findDialog('New coach');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ada');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Too long')).toBeTruthy();
  });

  it('publishes, moves and deletes after confirmation', async () => {
    const api = staffApi('owner');
    const a = aCoach(1, 'Ada', true);
    const b = aCoach(2, 'Bea', false);
    api.content.ownerCoaches.list.mockResolvedValue([a, b]);
    api.content.ownerCoaches.reorder.mockResolvedValue([b, a]);
    renderApp({ url: '/owner/event-setup', loggedIn: true, api });
    await openCoaches();
    await userEvent.click(await screen.findByRole('button', { name: 'Publish Bea' }));
    await waitFor(() => expect(api.content.ownerCoaches.update).toHaveBeenCalledWith(2, expect.objectContaining({ name: 'Bea', published: true })));
    await userEvent.click(await screen.findByRole('button', { name: 'Move Bea up' }));
    await waitFor(() => expect(api.content.ownerCoaches.reorder).toHaveBeenCalledWith([2, 1]));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Ada' }));
    const confirm = await findDialog('Delete Ada?');
    expect(api.content.ownerCoaches.remove).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.content.ownerCoaches.remove).toHaveBeenCalledWith(1));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Ada' })).toBeNull());
  });

  it('edits a coach in a dialog holding their values; Cancel closes it without a save', async () => {
    const api = staffApi('owner');
    const ada = { ...aCoach(1, 'Ada', true), languages: ['English', 'French'] };
    api.content.ownerCoaches.list.mockResolvedValue([ada]);
    renderApp({ url: '/owner/event-setup', loggedIn: true, api });
    await openCoaches();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Ada' }));
    let dialog = await findDialog('Edit Ada');
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Languages' }).value).toBe('English, French');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.content.ownerCoaches.update).not.toHaveBeenCalled();
    expect(api.content.ownerCoaches.list).toHaveBeenCalledTimes(1);

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Ada' }));
    dialog = await findDialog('Edit Ada');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tagline (English)' }), 'Drops');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tagline (French)' }), 'Amortis');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.content.ownerCoaches.update).toHaveBeenCalledWith(
      1,
      expect.objectContaining({ tagline: { en: 'Drops', fr: 'Amortis' }, languages: ['English', 'French'], order: 0 }),
    );
    expect(api.content.ownerCoaches.list).toHaveBeenCalledTimes(2);
  });

  it('the Partners tab lists the partners', async () => {
    const api = staffApi('owner');
    renderApp({ url: '/owner/event-setup', loggedIn: true, api });
    await userEvent.click(await screen.findByRole('tab', { name: 'Partners' }));
    expect(await screen.findByRole('button', { name: 'Add a partner' })).toBeTruthy();
    expect(api.content.ownerPartners.list).toHaveBeenCalled();
  });
});
