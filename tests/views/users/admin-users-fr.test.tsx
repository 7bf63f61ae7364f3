import { act, getDefaultNormalizer, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLocale } from '@/i18n/catalogs';
import type { Profile } from '@/lib/api/types';
import { memberProfile } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { adminProfile, ownerProfile, staffApi } from '../support/admin-support';
import { findDialog } from '../support/find-dialog';

const sam: Profile = { ...memberProfile, id: 7, email: 'sam@example.com', firstName: 'Sam', lastName: 'Smash', roles: ['admin'] };

/** Text matched as written: the default normalizer would turn the non-breaking spaces into plain ones. */
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
/** French typography: a non-breaking space before « : ; ! ? » and inside « ». */
const nb = (text: string) => text.replace(/ ([:;!?»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');

/** A staff member whose account is in French, on a screen already in French. */
async function frenchStaff(role: 'admin' | 'owner', prepare: (api: ReturnType<typeof staffApi>) => void = () => {}) {
  await act(() => switchLocale('fr-CA'));
  const api = staffApi(role);
  api.users.me.mockResolvedValue({ ...(role === 'owner' ? ownerProfile : adminProfile), locale: 'fr-CA' });
  api.users.search.mockResolvedValue({ items: [memberProfile, sam, ownerProfile], total: 3 });
  prepare(api);
  renderApp({ url: '/admin/users', loggedIn: true, api });
  return api;
}

const rowOf = (name: string) =>
  within(screen.getByRole('table', { name: 'Comptes' }))
    .getAllByRole('row')
    .find((row) => within(row).queryByText(name))!;

describe('admin users in French', () => {
  afterEach(() => switchLocale('en-CA'));

  it('lists the accounts in French: headings, count, role badges and links', async () => {
    await frenchStaff('admin');
    const table = await screen.findByRole('table', { name: 'Comptes' });
    expect(screen.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Alerte du site' })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nom', 'Courriel', 'Rôles', 'Actions']);
    expect(screen.getByText('3 comptes')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Rechercher par nom ou courriel' })).toBeTruthy();
    const roleCell = (name: string) => within(rowOf(name)).getAllByRole('cell')[2];
    expect(roleCell('Sam Smash').textContent).toBe('Administrateur');
    expect(roleCell('Olive Owner').textContent).toBe('Propriétaire');
    const link = within(rowOf('Sam Smash')).getByRole('link', { name: nb('Ouvrir le compte : Sam Smash') });
    expect(link.getAttribute('aria-label')).toBe(nb('Ouvrir le compte : Sam Smash'));
    expect(link.textContent).toBe('Ouvrir le compte');
  });

  it('says in French when nothing matches, with French quotation marks', async () => {
    const api = await frenchStaff('admin');
    await screen.findByRole('table', { name: 'Comptes' });
    api.users.search.mockResolvedValue({ items: [], total: 0 });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher par nom ou courriel' }), 'zz');
    expect(await screen.findByText(nb('Aucun compte ne correspond à « zz ».'), exact)).toBeTruthy();
  });

  it('an owner gives the admin role after a French confirmation', async () => {
    const api = await frenchStaff('owner');
    await screen.findByRole('table', { name: 'Comptes' });
    await userEvent.click(within(rowOf('Maya Member')).getByRole('button', { name: nb('Donner le rôle administrateur : Maya Member') }));
    const dialog = await findDialog(nb('Donner le rôle administrateur à Maya Member ?'));
    expect(within(dialog).getByText(/^Les administrateurs voient tous les comptes/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Donner le rôle administrateur' }));
    expect(api.auth.setRoles).toHaveBeenCalledWith(3, ['admin']);
  });

  it('warns an owner in French before removing their own role', async () => {
    await frenchStaff('owner');
    await screen.findByRole('table', { name: 'Comptes' });
    await userEvent.click(within(rowOf('Olive Owner')).getByRole('button', { name: nb('Retirer le rôle propriétaire : Olive Owner') }));
    const dialog = await findDialog(nb('Retirer le rôle propriétaire à Olive Owner ?'));
    expect(within(dialog).getByText(nb('C’est votre propre compte :'), exact)).toBeTruthy();
    expect(within(dialog).getByText('vous perdrez l’accès aux pages des propriétaires.')).toBeTruthy();
  });

  it('the reset-link tool asks for the e-mail and says how long the link works, in French', async () => {
    const api = await frenchStaff('admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Créer le lien' }));
    expect(screen.getByText('Entrez le courriel du membre.')).toBeTruthy();
    expect(api.auth.staffResetLink).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Courriel du membre'), 'maya@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Créer le lien' }));
    const link = await screen.findByLabelText<HTMLInputElement>('Lien de réinitialisation');
    expect(link.value).toBe('http://localhost:3000/redirect/reset-password/3/token');
    expect(screen.getByText(/^Valable une seule fois\u00a0; expire /, exact)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copier le lien' })).toBeTruthy();
  });

  it('the site alert editor speaks French: severities, preview, the missing message and the delete dialog', async () => {
    const api = await frenchStaff('admin', (fake) => {
      const live = { id: 1, severity: 'info' as const, linkUrl: null, updatedAt: '2026-11-20T10:00:00.000Z' };
      fake.alert.load.mockResolvedValue({ ...live, message: 'Fermé pour le congé', linkText: null });
      // Written in French only.
      fake.alert.loadForEditing.mockResolvedValue({ ...live, message: { en: null, fr: 'Fermé pour le congé' }, linkText: { en: null, fr: null } });
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Alerte du site' }));
    const form = await screen.findByRole('form', { name: 'Alerte du site' });
    expect(screen.getByText('Cette alerte s’affiche en haut de chaque page.')).toBeTruthy();
    for (const severity of ['Information', 'Succès', 'Avertissement', 'Erreur']) expect(within(form).getByRole('radio', { name: severity })).toBeTruthy();
    expect(within(form).getByLabelText('Adresse du lien (facultative)')).toBeTruthy();

    // The French version in the French field, the English one empty.
    const french = await within(form).findByDisplayValue('Fermé pour le congé');
    expect(french).toBe(within(form).getByLabelText(/^Message \(français\)/));
    expect(within(form).getByLabelText<HTMLTextAreaElement>(/^Message \(anglais\)/).value).toBe('');
    await userEvent.clear(french);
    expect(within(screen.getByTestId('site-alert-preview')).getByText('Votre message s’affichera ici.')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Mettre à jour' }));
    expect(screen.getByText('Rédigez le message à afficher.')).toBeTruthy();
    expect(api.alert.update).not.toHaveBeenCalled();

    await userEvent.click(within(form).getByRole('button', { name: 'Supprimer' }));
    const dialog = await findDialog(nb('Supprimer l’alerte du site ?'));
    expect(within(dialog).getByText('Elle disparaîtra aussitôt de toutes les pages.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'La garder' }));
    expect(api.alert.remove).not.toHaveBeenCalled();
  });
});
