import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app';
import { staffApi } from '../support/admin-support';
import { findDialog } from '../support/find-dialog';

async function openSiteAlertTab(api = staffApi()) {
  const view = renderApp({ url: '/admin/users', loggedIn: true, api });
  await userEvent.click(await screen.findByRole('tab', { name: 'Site alert' }));
  await screen.findByRole('form', { name: 'Site alert' });
  return view;
}

const banner = () => screen.queryByTestId('site-alert');

describe('admin: site alert', () => {
  it('previews the alert while it is written, then publishes it and the banner shows it', async () => {
    const api = staffApi();
    await openSiteAlertTab(api);
    expect(screen.getByText('No alert is showing. Write one to show it at the top of every page.')).toBeTruthy();

    await userEvent.click(screen.getByLabelText(/^Message \(English\)/));
    await userEvent.paste('Courts 3 and 4 closed Sunday');
    await userEvent.click(screen.getByLabelText(/^Message \(French\)/));
    await userEvent.paste('Terrains 3 et 4 fermés dimanche');
    await userEvent.click(screen.getByRole('radio', { name: 'Warning' }));
    await userEvent.type(screen.getByLabelText('Link address (optional)'), '/drop-in');
    await userEvent.type(screen.getByRole('textbox', { name: 'Link text (English)' }), 'Drop-in times');
    const preview = screen.getByTestId('site-alert-preview');
    expect(preview.textContent).toContain('Courts 3 and 4 closed Sunday');
    expect(within(preview).getByRole('link', { name: 'Drop-in times' }).getAttribute('href')).toBe('/drop-in');
    expect(banner()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));

    expect(api.alert.create).toHaveBeenCalledWith({
      message: { en: 'Courts 3 and 4 closed Sunday', fr: 'Terrains 3 et 4 fermés dimanche' },
      severity: 'warning',
      linkUrl: '/drop-in',
      linkText: { en: 'Drop-in times', fr: null },
    });
    await screen.findByTestId('site-alert');
    expect(banner()!.textContent).toContain('Courts 3 and 4 closed Sunday');
    // The same button now reads Update, and keyboard focus stayed on it.
    expect(document.activeElement).toBe(await screen.findByRole('button', { name: 'Update' }));
    // The longest test here (the first lazy route, four fields typed key by key): room on a loaded machine.
  }, 40_000);

  it('does not publish an empty message', async () => {
    const api = staffApi();
    await openSiteAlertTab(api);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByText('Write the message to show.')).toBeTruthy();
    expect(api.alert.create).not.toHaveBeenCalled();
  });

  it('updates the live alert (id 1) and the banner follows', async () => {
    const api = staffApi();
    api.alert.load.mockResolvedValue({
      id: 1,
      message: 'Closed for the holiday',
      severity: 'info',
      linkUrl: null,
      linkText: null,
      updatedAt: '2026-11-20T10:00:00.000Z',
    });
    await openSiteAlertTab(api);
    expect(banner()!.textContent).toContain('Closed for the holiday');

    // Staff's read of both languages fills the form (the fake's: the banner's text as the English version).
    const message = await screen.findByDisplayValue('Closed for the holiday');
    expect(message).toBe(screen.getByLabelText(/^Message \(English\)/));
    expect(api.alert.loadForEditing).toHaveBeenCalled();
    await userEvent.clear(message);
    await userEvent.paste('Open on the holiday, 9 to 5');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(api.alert.update).toHaveBeenCalledWith({
      message: { en: 'Open on the holiday, 9 to 5', fr: null },
      severity: 'info',
      linkUrl: null,
      linkText: { en: null, fr: null },
    });
    await screen.findByText('Open on the holiday, 9 to 5', { selector: '[data-testid="site-alert"] *' });
    expect(banner()!.textContent).not.toContain('Closed for the holiday');
  });

  it('deletes the alert after confirmation and the banner goes', async () => {
    const api = staffApi();
    api.alert.load.mockResolvedValue({
      id: 1,
      message: 'Closed for the holiday',
      severity: 'info',
      linkUrl: null,
      linkText: null,
      updatedAt: '2026-11-20T10:00:00.000Z',
    });
    await openSiteAlertTab(api);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await findDialog('Delete the site alert?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete alert' }));

    expect(api.alert.remove).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeTruthy();
    expect(banner()).toBeNull();
  });

  it("shows the server's refusal at the field, and keeps what was written", async () => {
    const api = staffApi();
    api.alert.create.mockRejectedValueOnce({
      status: 400,
      message: 'Please correct the highlighted fields.',
      fields: { linkUrl: 'Use a link starting with /, http:// or https://.' },
    });
    await openSiteAlertTab(api);
    await userEvent.type(screen.getByLabelText(/^Message \(French\)/), 'Nouvelles heures');
    await userEvent.type(screen.getByLabelText('Link address (optional)'), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Use a link starting with /, http:// or https://.')).toBeTruthy();
    expect(screen.getByText('Please correct the highlighted fields.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>(/^Message \(French\)/).value).toBe('Nouvelles heures');
    expect(banner()).toBeNull();
  });

  it('writes the message in English and French side by side, each in its language; the banner shows the reader’s, else the other one', async () => {
    const api = staffApi();
    await openSiteAlertTab(api);
    const english = screen.getByLabelText(/^Message \(English\)/);
    const french = screen.getByLabelText(/^Message \(French\)/);
    expect(english.getAttribute('lang')).toBe('en-CA');
    expect(french.getAttribute('lang')).toBe('fr-CA');
    expect(screen.getByRole('textbox', { name: 'Link text (French)' }).getAttribute('lang')).toBe('fr-CA');
    // French only: enough to publish; an English reader sees it marked as French.
    await userEvent.type(french, 'Fermé lundi');
    const preview = screen.getByTestId('site-alert-preview');
    expect(within(preview).getByText('Fermé lundi').getAttribute('lang')).toBe('fr-CA');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(api.alert.create).toHaveBeenCalledWith({
      message: { en: null, fr: 'Fermé lundi' },
      severity: 'info',
      linkUrl: null,
      linkText: { en: null, fr: null },
    });
    await screen.findByTestId('site-alert');
    expect(within(banner()!).getByText('Fermé lundi').getAttribute('lang')).toBe('fr-CA');
  });
});
