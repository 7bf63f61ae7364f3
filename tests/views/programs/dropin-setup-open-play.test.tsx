/**
 * Issue 29: the owner runs a weekly drop-in (or a one-off date) as open play from the drop-in setup:
 * a switch, how games are made, the format, how long winners stay and the level bands, each control
 * labelled and reached with the keyboard; the form's own checks and the server's refusals show at
 * the band they name; French words.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLocale } from '@/i18n/catalogs';
import type { OpenPlaySetup } from '@machines/programs/program-shapes';
import { ownerProfile, staffApi } from '../support/admin-support';
import { findDialog } from '../support/find-dialog';
import { renderApp } from '../support/render-app';
import { session, template } from '../../machines/programs/fixtures';

const settings = {
  numberOfCourts: 4,
  tuesdayOpeningTimeInMins: 420,
  tuesdayClosingTimeInMins: 1320,
  saturdayOpeningTimeInMins: 480,
  saturdayClosingTimeInMins: 1200,
};
const BY_BAND: OpenPlaySetup = { rule: 'by_band', format: 'doubles', winnersStay: 1, bands: ['2.5-3.0', '3.5', '4.0+'] };

function ownerApi() {
  const api = staffApi('owner');
  api.companySettings.load.mockResolvedValue(settings as never);
  api.programSetup.templates.mockResolvedValue([
    template,
    { ...template, id: 9, title: { en: 'Saturday open play', fr: null }, weekday: 6, openPlay: BY_BAND },
  ]);
  api.programSetup.sessions.mockResolvedValue([session]);
  return api;
}

async function editTemplate(title: string) {
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^Edit ${title}`) }));
  return findDialog(`Edit ${title}`);
}

afterEach(async () => {
  await act(() => switchLocale('en-CA'));
});

describe('/owner/dropin-setup: open play on a weekly template', () => {
  it('shows which templates run as open play', async () => {
    renderApp({ url: '/owner/dropin-setup', loggedIn: true, api: ownerApi() });
    const table = await screen.findByRole('table', { name: 'Drop-in sessions held every week' });
    const row = within(table).getByRole('row', { name: /Saturday open play/ });
    expect(within(row).getByText('Open play · by level band')).toBeTruthy();
    expect(within(within(table).getByRole('row', { name: /Evening open play/ })).queryByText(/^Open play ·/)).toBeNull();
  });

  it('switches a plain template to open play with the usual bands, edits them and saves the setup', async () => {
    const api = ownerApi();
    api.programSetup.updateTemplate.mockResolvedValue({ template, created: 0, updated: 0, skipped: [] });
    renderApp({ url: '/owner/dropin-setup', loggedIn: true, api });
    const dialog = within(await editTemplate('Evening open play'));
    const section = within(dialog.getByRole('group', { name: 'Open play' }));
    const toggle = section.getByRole('switch', { name: 'Run as open play' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(section.queryByRole('radiogroup')).toBeNull();

    await userEvent.click(toggle);
    const bands = within(section.getByRole('group', { name: 'Level bands, lowest first' }));
    expect(bands.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual(['2.5-3.0', '3.5', '4.0+']);
    expect(section.getByRole<HTMLInputElement>('radio', { name: 'First in line' }).checked).toBe(true);
    await userEvent.click(section.getByRole('radio', { name: 'By level band' }));
    expect(section.getByText(/neighbouring bands fill in/)).toBeTruthy();
    await userEvent.click(section.getByRole('radio', { name: 'Singles' }));
    await userEvent.selectOptions(section.getByRole('combobox', { name: 'After a game' }), 'Winners stay up to two games');
    await userEvent.click(bands.getByRole('button', { name: 'Add a band' }));
    await userEvent.type(bands.getByRole('textbox', { name: 'Band 4' }), '5.0+');
    await userEvent.click(bands.getByRole('button', { name: 'Remove band 1' }));
    expect(bands.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual(['3.5', '4.0+', '5.0+']);

    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.programSetup.updateTemplate).toHaveBeenCalledWith(
      7,
      expect.objectContaining({ openPlay: { rule: 'by_band', format: 'singles', winnersStay: 2, bands: ['3.5', '4.0+', '5.0+'] } }),
    );
  });

  it('switching it off sends null', async () => {
    const api = ownerApi();
    api.programSetup.updateTemplate.mockResolvedValue({ template, created: 0, updated: 0, skipped: [] });
    renderApp({ url: '/owner/dropin-setup', loggedIn: true, api });
    const dialog = within(await editTemplate('Saturday open play'));
    const toggle = dialog.getByRole('switch', { name: 'Run as open play' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(dialog.getByRole<HTMLSelectElement>('combobox', { name: 'After a game' }).value).toBe('1');
    await userEvent.click(toggle);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.programSetup.updateTemplate).toHaveBeenCalledWith(9, expect.objectContaining({ openPlay: null })));
  });

  it('reaches every control with the keyboard, in order, and works them with it', async () => {
    renderApp({ url: '/owner/dropin-setup', loggedIn: true, api: ownerApi() });
    const dialog = within(await editTemplate('Saturday open play'));
    const next = async () => {
      await userEvent.tab();
      return document.activeElement;
    };
    // The section follows the form's last field.
    dialog.getByRole('textbox', { name: /Full refund until/ }).focus();
    const toggle = dialog.getByRole('switch', { name: 'Run as open play' });
    expect(await next()).toBe(toggle);
    // A radio group is one stop: its checked radio (jsdom cannot walk the arrows: no CSS.escape).
    expect(await next()).toBe(dialog.getByRole('radio', { name: 'By level band' }));
    expect(await next()).toBe(dialog.getByRole('radio', { name: 'Doubles' }));
    expect(await next()).toBe(dialog.getByRole('combobox', { name: 'After a game' }));
    expect(await next()).toBe(dialog.getByRole('textbox', { name: 'Band 1' }));
    expect(await next()).toBe(dialog.getByRole('button', { name: 'Remove band 1' }));
    expect(await next()).toBe(dialog.getByRole('textbox', { name: 'Band 2' }));
    dialog.getByRole('button', { name: 'Remove band 3' }).focus();
    const add = dialog.getByRole('button', { name: 'Add a band' });
    expect(await next()).toBe(add);
    await userEvent.keyboard('{Enter}');
    expect(dialog.getByRole('textbox', { name: 'Band 4' })).toBeTruthy();
    // Space on the switch turns the section off: its controls go.
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(dialog.queryByRole('textbox', { name: 'Band 1' })).toBeNull();
  });

  it('says which band is wrong: the form’s own checks, then the server’s', async () => {
    const api = ownerApi();
    api.programSetup.updateTemplate.mockRejectedValue(
      Object.assign(new Error('Please correct the highlighted fields.'), {
        status: 400,
        fields: { 'openPlay.bands.0': 'Use at most 12 characters.' },
      }),
    );
    renderApp({ url: '/owner/dropin-setup', loggedIn: true, api });
    const dialog = within(await editTemplate('Saturday open play'));
    const bands = within(dialog.getByRole('group', { name: 'Level bands, lowest first' }));
    await userEvent.clear(bands.getByRole('textbox', { name: 'Band 3' }));
    await userEvent.type(bands.getByRole('textbox', { name: 'Band 3' }), '3.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(within(dialog.getByRole('group', { name: 'Level bands, lowest first' })).getByRole('alert').textContent).toBe('Give each level band its own name.');
    expect(api.programSetup.updateTemplate).not.toHaveBeenCalled();
    await userEvent.clear(bands.getByRole('textbox', { name: 'Band 2' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText('Fill this in.')).toBeTruthy();

    await userEvent.type(bands.getByRole('textbox', { name: 'Band 2' }), '3.0');
    await userEvent.clear(bands.getByRole('textbox', { name: 'Band 3' }));
    await userEvent.type(bands.getByRole('textbox', { name: 'Band 3' }), '4.0+');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Use at most 12 characters.')).toBeTruthy();
    expect(bands.getByRole('textbox', { name: 'Band 1' }).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('/owner/dropin-setup: open play on a one-off date', () => {
  it('offers the section, says what off means, and sends the date’s own setup', async () => {
    const api = ownerApi();
    api.programSetup.addSession.mockResolvedValue({ ...session, id: 40, openPlay: BY_BAND });
    renderApp({ url: '/owner/dropin-setup', loggedIn: true, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a one-off session' }));
    const dialog = within(await findDialog('Add a one-off session'));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Program/ }), '7');
    await userEvent.type(dialog.getByLabelText(/Date/), '2026-12-01');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Court 3' }));
    const section = within(dialog.getByRole('group', { name: 'Open play' }));
    expect(section.getByText(/Off, this date follows its weekly drop-in/)).toBeTruthy();
    await userEvent.click(section.getByRole('switch', { name: 'Run as open play' }));
    await userEvent.click(section.getByRole('radio', { name: 'By level band' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.programSetup.addSession).toHaveBeenCalledWith(
        expect.objectContaining({ programId: 7, openPlay: { rule: 'by_band', format: 'doubles', winnersStay: 0, bands: ['2.5-3.0', '3.5', '4.0+'] } }),
      ),
    );
  });

  it('has no section when changing or cancelling a weekly date', async () => {
    renderApp({ url: '/owner/dropin-setup', loggedIn: true, api: ownerApi() });
    await userEvent.click(await screen.findByRole('button', { name: /^Change .*Evening open play/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.queryByRole('switch', { name: 'Run as open play' })).toBeNull();
  });
});

describe('/owner/dropin-setup: open play in French', () => {
  it('words the section as a Québec venue does', async () => {
    const api = ownerApi();
    api.users.me.mockResolvedValue({ ...ownerProfile, locale: 'fr-CA' });
    await act(() => switchLocale('fr-CA'));
    renderApp({ url: '/owner/dropin-setup', loggedIn: true, api });
    await userEvent.click(await screen.findByRole('button', { name: /^Modifier Saturday open play/ }));
    const dialog = within(await findDialog('Modifier Saturday open play'));
    const section = within(dialog.getByRole('group', { name: 'Jeu libre en rotation' }));
    expect(section.getByRole('switch', { name: 'Animer en rotation' })).toBeTruthy();
    expect(section.getByRole('radio', { name: 'Premier en file' })).toBeTruthy();
    expect(section.getByRole('radio', { name: 'Par groupe de niveau' })).toBeTruthy();
    expect(section.getByRole('radio', { name: 'Simple' })).toBeTruthy();
    expect(section.getByRole('option', { name: 'Les gagnants restent une partie' })).toBeTruthy();
    expect(section.getByRole('group', { name: 'Groupes de niveau, du plus bas au plus haut' })).toBeTruthy();
    expect(section.getByRole('button', { name: 'Retirer le groupe 1' })).toBeTruthy();
    expect(section.getByRole('button', { name: 'Ajouter un groupe' })).toBeTruthy();
  });
});
