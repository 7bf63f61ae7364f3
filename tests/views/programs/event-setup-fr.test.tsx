import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLocale } from '@/i18n/catalogs';
import { camp, tournament, tournamentEnrolments, waitlist } from '../../machines/programs/event-fixtures';
import { ownerProfile, staffApi } from '../support/admin-support';
import { findDialog } from '../support/find-dialog';
import { renderApp } from '../support/render-app';

// The field's own tests cover Editor.js; here it is a labelled stand-in.
vi.mock('@/lib/rich-text/rich-text-field', () => ({
  RichTextField: ({ label }: { label: string }) => <button type="button">{`Écrire ${label}`}</button>,
}));

const weekdayHours = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [
    [`${day}OpeningTimeInMins`, 7 * 60],
    [`${day}ClosingTimeInMins`, 22 * 60],
  ]),
);

const { registrationOpens: _o, registrationCloses: _c, ...ownerCamp } = camp;
const { registrationOpens: _to, registrationCloses: _tc, ...ownerTournament } = tournament;

function frenchOwnerApi() {
  const api = staffApi('owner');
  // The owner's account is in French: a logged-in person's screens follow their account's language.
  api.users.me.mockResolvedValue({ ...ownerProfile, locale: 'fr-CA' });
  api.companySettings.load.mockResolvedValue({ numberOfCourts: 4, timeZone: 'America/Toronto', ...weekdayHours } as never);
  api.content.coaches.mockResolvedValue([]);
  return api;
}

beforeEach(async () => {
  await act(() => switchLocale('fr-CA'));
});
afterEach(async () => {
  await act(() => switchLocale('en-CA'));
});

describe('/owner/event-setup in French (fr-CA)', () => {
  it('lists the programs and opens the editor in French: tabs, columns, kind, dates the French way, status, sections and schedule choices', async () => {
    const api = frenchOwnerApi();
    api.eventSetup.programs.mockResolvedValue([ownerCamp]);
    renderApp({ url: '/owner/event-setup', loggedIn: true, api });

    const table = await screen.findByRole('table', { name: /les plus récents d’abord/ });
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(screen.getAllByRole('tab')).toEqual([tab('Programmes'), tab('Entraîneurs'), tab('Partenaires')]);
    const row = within(table).getByRole('row', { name: /Junior summer camp/ });
    expect(within(row).getByText('Brouillon')).toBeTruthy();
    expect(within(row).getByText(/5 juillet 2027 – 9 juillet 2027/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Nouveau programme' }));
    const dialog = within(await findDialog('Nouveau programme'));
    expect(dialog.getByRole('heading', { name: 'Le programme' })).toBeTruthy();
    expect(dialog.getByRole('heading', { name: 'Prix et inscription' })).toBeTruthy();
    expect(dialog.getByRole('radio', { name: 'Chaque jour d’une période' })).toBeTruthy();
    expect(dialog.getByRole('radio', { name: 'Chaque semaine' })).toBeTruthy();
    expect(dialog.queryByText(/\b(Price|Schedule|Save|Title)\b/)).toBeNull();
  });

  it('a tournament in French: its divisions in the list, the editor’s divisions, and the registrations’ partner and waitlist', async () => {
    const api = frenchOwnerApi();
    api.eventSetup.programs.mockResolvedValue([ownerTournament]);
    api.eventSetup.registrations.mockResolvedValue(tournamentEnrolments);
    api.eventSetup.waitlist.mockResolvedValue(waitlist);
    renderApp({ url: '/owner/event-setup', loggedIn: true, api });

    const table = await screen.findByRole('table', { name: /tournois, les plus récents d’abord/ });
    const row = within(table).getByRole('row', { name: /Spring open/ });
    expect(within(row).getByText('Tournoi')).toBeTruthy();
    expect(within(row).getByText('Open doubles 3.5 : 3 / 16')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Modifier Spring open' }));
    const dialog = within(await findDialog('Modifier Spring open'));
    expect(dialog.getByRole('heading', { name: 'Divisions' })).toBeTruthy();
    expect(dialog.getByRole('heading', { name: 'Inscription' })).toBeTruthy();
    const first = within(dialog.getByRole('group', { name: 'Division 1' }));
    expect(first.getByRole('textbox', { name: /^Nom de la division/ })).toBeTruthy();
    expect(first.getByRole('textbox', { name: /^Nombre maximal d’inscriptions/ })).toBeTruthy();
    expect(first.getByRole<HTMLInputElement>('textbox', { name: /^Frais d’inscription par joueur/ }).value).toBe('40');
    expect(first.getAllByRole('option').map((option) => option.textContent)).toEqual(['Simple', 'Double', 'Double mixte']);
    expect(first.getByText('3 inscriptions jusqu’ici : cette division ne peut pas être retirée.')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Ajouter une division' })).toBeTruthy();
    expect(dialog.queryByText(/\b(Division name|Maximum entries|Entry fee|Add a division)\b/)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Annuler' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Inscriptions à Spring open' }));
    const registrations = await screen.findByRole('table', { name: 'Personnes inscrites à Spring open' });
    expect(within(registrations).getByRole('columnheader', { name: 'Partenaire' })).toBeTruthy();
    const line = screen.getByRole('list', { name: 'Liste d’attente' });
    expect(line.textContent).toContain('Division\u00a0: Open doubles 3.5');
    expect(line.textContent).toMatch(/Place offerte jusqu’au 1er mai 2027/);
    expect(line.textContent).toContain('En attente');
  });
});
