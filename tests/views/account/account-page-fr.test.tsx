/**
 * Issue 12: the Account page in French (fr-CA), and its Language field, saved with the profile,
 * which puts the member's screen in the language they chose.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLocale } from '@/i18n/catalogs';
import { activeMembership, noMembership } from '../support/account-fixtures';
import { createFakeApi, memberProfile } from '../support/fake-api';
import { findDialog } from '../support/find-dialog';
import { renderApp } from '../support/render-app';

const main = () => within(screen.getByRole('main'));
// The first render loads the page's chunk and its French catalogues: give it time on a busy machine.
const SLOW = { timeout: 10_000 };

/** Focus the field and paste, as autofill does. */
async function fill(input: HTMLElement, value: string) {
  await userEvent.click(input);
  await userEvent.paste(value);
}

/** A member whose account is in French (the app adopts the account's language at login). */
function frenchMember(overrides: Partial<typeof memberProfile> = {}) {
  const api = createFakeApi();
  const profile = { ...memberProfile, locale: 'fr-CA' as const, ...overrides };
  api.users.me.mockResolvedValue(profile);
  api.users.update.mockImplementation(async (_id, changes) => ({ ...profile, ...changes }));
  return api;
}

afterEach(async () => {
  await act(() => switchLocale('en-CA'));
  // The switch remembered the choice in this browser and on <html lang>: start the next test afresh.
  localStorage.clear();
  document.documentElement.lang = 'en-CA';
});

describe('Account in French', () => {
  it('shows the profile with French labels, the birthday the French way and the gender in French', async () => {
    await act(() => switchLocale('fr-CA'));
    renderApp({ url: '/account', loggedIn: true, api: frenchMember({ roles: ['admin'] }) });

    expect(await main().findByRole('heading', { name: 'Maya Member' }, SLOW)).toBeTruthy();
    expect(main().getByRole('heading', { level: 1, name: 'Compte' })).toBeTruthy();
    for (const term of ['Courriel', 'Numéro de téléphone', 'Code postal', 'Date de naissance', 'Genre', 'Langue', 'Rôles']) {
      expect(main().getByText(term), term).toBeTruthy();
    }
    expect(main().getByText('10 mai 1990')).toBeTruthy();
    expect(main().getByText('Je préfère ne pas répondre')).toBeTruthy();
    expect(main().getByText('Français').getAttribute('lang')).toBe('fr-CA');
    expect(main().getByText('Administrateur')).toBeTruthy();
    expect(main().getByRole('button', { name: 'Modifier le profil' })).toBeTruthy();
    expect(main().getByRole('heading', { name: 'Changer le mot de passe' })).toBeTruthy();
    expect(main().getByText('Nous enverrons un lien par courriel à member@example.com. Ouvrez-le pour choisir un nouveau mot de passe.')).toBeTruthy();
    expect(main().getByRole('heading', { name: 'Abonnement' })).toBeTruthy();
    expect(await main().findByRole('button', { name: 'Acheter des abonnements' })).toBeTruthy();
    expect(main().getByRole('heading', { name: 'Famille' })).toBeTruthy();
    expect(main().getByRole('navigation', { name: 'Sections de cette page' })).toBeTruthy();
  });

  it('says « Non indiqué » for what the member has not given', async () => {
    await act(() => switchLocale('fr-CA'));
    renderApp({ url: '/account', loggedIn: true, api: frenchMember({ phoneNumber: null, birthday: null, gender: null }) });
    expect(await main().findByRole('heading', { name: 'Maya Member' }, SLOW)).toBeTruthy();
    expect(main().getAllByText('Non indiqué')).toHaveLength(3);
  });

  it('edits in French: labels, hints, gender options, and the saved notice', async () => {
    await act(() => switchLocale('fr-CA'));
    const api = frenchMember();
    renderApp({ url: '/account', loggedIn: true, api });
    await userEvent.click(await main().findByRole('button', { name: 'Modifier le profil' }, SLOW));

    const form = within(main().getByRole('form', { name: 'Modifier le profil' }));
    for (const label of ['Prénom', 'Nom', 'Genre', 'Code postal', 'Date de naissance', 'Numéro de téléphone']) {
      expect(form.getByLabelText(new RegExp(`^${label}`)), label).toBeTruthy();
    }
    expect(form.getByText('Par exemple 416-555-0123')).toBeTruthy();
    expect(within(form.getByLabelText(/^Genre/)).getByRole('option', { name: 'Femme' })).toBeTruthy();
    expect(form.getByRole('radiogroup', { name: /^Langue/ })).toBeTruthy();
    expect(form.getByRole<HTMLInputElement>('radio', { name: 'Français' }).checked).toBe(true);

    await userEvent.clear(form.getByLabelText(/^Prénom/));
    await userEvent.type(form.getByLabelText(/^Prénom/), 'Mayra');
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer les modifications' }));

    expect(await main().findByRole('heading', { name: 'Mayra Member' })).toBeTruthy();
    expect(api.users.update).toHaveBeenCalledWith('me', { firstName: 'Mayra' });
    expect(within(await screen.findByTestId('notice')).getByText('Vos modifications sont enregistrées.')).toBeTruthy();
  });

  it('shows a server error it knows by its code in French, and the server’s own words at the field', async () => {
    await act(() => switchLocale('fr-CA'));
    const api = frenchMember();
    api.users.update.mockRejectedValue({
      status: 400,
      message: 'Please correct the highlighted fields.',
      code: 'invalid_field',
      fields: { phoneNumber: 'Enter a 10-digit phone number.' },
    });
    renderApp({ url: '/account', loggedIn: true, api });
    await userEvent.click(await main().findByRole('button', { name: 'Modifier le profil' }, SLOW));
    await userEvent.clear(main().getByLabelText(/^Numéro de téléphone/));
    await userEvent.type(main().getByLabelText(/^Numéro de téléphone/), '555');
    await userEvent.click(main().getByRole('button', { name: 'Enregistrer les modifications' }));

    const french = i18n._('errors.invalid_field');
    expect(french).not.toBe('errors.invalid_field');
    expect(await main().findByText(french)).toBeTruthy();
    expect(main().queryByText('Please correct the highlighted fields.')).toBeNull();
  });

  it('says why the account is not shown, in French', async () => {
    await act(() => switchLocale('fr-CA'));
    const api = frenchMember();
    api.auth.hasAdminAccess.mockResolvedValue(true);
    api.users.get.mockRejectedValue({ status: 404, message: 'No such account.' });
    renderApp({ url: '/account/999', loggedIn: true, api });
    expect(await main().findByText('Aucun compte ne porte ce numéro.', {}, SLOW)).toBeTruthy();
  });

  it('sends the reset link and confirms in French', async () => {
    await act(() => switchLocale('fr-CA'));
    const api = frenchMember();
    renderApp({ url: '/account', loggedIn: true, api });
    await userEvent.click(await main().findByRole('button', { name: 'Envoyer le lien de réinitialisation' }, SLOW));
    expect(
      await main().findByText('Nous avons envoyé un lien par courriel à member@example.com. Ouvrez-le d’ici 30 minutes pour choisir un nouveau mot de passe.'),
    ).toBeTruthy();
    expect(api.auth.requestResetLink).toHaveBeenCalledWith('member@example.com');
  });

  it('the purchase dialog in French: prices, taxes and total the French way', async () => {
    await act(() => switchLocale('fr-CA'));
    const api = frenchMember();
    api.memberships.mine.mockResolvedValue({
      items: [noMembership('self', 'Maya Member'), activeMembership(41, 'Kai Member', { status: 'expiring', validUntil: '2026-12-10', canBuy: true })],
      taxes: [{ name: 'HST', ratePercent: 13 }],
    });
    renderApp({ url: '/account?showBuyOnLoad=true', loggedIn: true, api });
    const dialog = within(await findDialog('Acheter des abonnements'));
    expect(dialog.getByRole('group', { name: 'Pour qui\u00a0?' })).toBeTruthy();
    expect(dialog.getByRole('checkbox', { name: /^Maya Member\s: 120,00\s\$$/ })).toBeTruthy();
    await userEvent.click(dialog.getByRole('checkbox', { name: /^Kai Member\s: renouvellement, 120,00\s\$$/ }));
    const amount = (term: string | RegExp) => dialog.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(amount('Sous-total')).toMatch(/^240,00\s\$$/);
    expect(amount(/^TVH 13\s%$/)).toMatch(/^31,20\s\$$/);
    expect(amount('Total')).toMatch(/^271,20\s\$$/);
    expect(dialog.getByRole('button', { name: /^Confirmer et payer 271,20\s\$$/ })).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const list = within(await screen.findByRole('list', { name: 'Abonnements de ce compte' }));
    const kai = within(list.getByRole('listitem', { name: 'Kai Member' }));
    expect(kai.getByText('Se termine bientôt')).toBeTruthy();
    expect(kai.getByText('Valide jusqu’au 10 décembre 2026')).toBeTruthy();
    expect(kai.getByRole('button', { name: 'Renouveler l’abonnement de Kai Member' })).toBeTruthy();
  });

  it('the Family form in French, with the guardian’s declaration for a child', async () => {
    await act(() => switchLocale('fr-CA'));
    renderApp({ url: '/account', loggedIn: true, api: frenchMember() });
    await userEvent.click(await main().findByRole('button', { name: 'Ajouter un membre de la famille' }, SLOW));
    const dialog = within(await findDialog('Ajouter un membre de la famille'));
    await fill(dialog.getByLabelText(/^Prénom/), 'Mia');
    await fill(dialog.getByLabelText(/^Date de naissance/), '2017-03-05');
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));
    expect(await dialog.findByText('Entrez un nom de famille.')).toBeTruthy();
    expect(dialog.getByText('Choisissez votre lien avec cette personne.')).toBeTruthy();
    expect(dialog.getByText(/^Cochez cette case\s: seul un parent ou un tuteur peut ajouter une personne de moins de 18 ans\.$/)).toBeTruthy();
    expect(dialog.getByRole('checkbox', { name: 'Je suis le parent ou le tuteur légal de Mia.' })).toBeTruthy();
    expect(within(dialog.getByLabelText(/^Lien/)).getByRole('option', { name: 'Enfant' })).toBeTruthy();
  });
});

describe('Account: the Language field', () => {
  it('an English member picks Français: saved with the profile, and the screen turns French', async () => {
    const { api } = renderApp({ url: '/account', loggedIn: true });
    await userEvent.click(await main().findByRole('button', { name: 'Edit profile' }, SLOW));
    const language = main().getByRole('radiogroup', { name: /^Language/ });
    expect(within(language).getByRole<HTMLInputElement>('radio', { name: 'English' }).checked).toBe(true);
    await userEvent.click(within(language).getByRole('radio', { name: 'Français' }));
    await userEvent.click(main().getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(api.users.update).toHaveBeenCalledWith('me', { locale: 'fr-CA' }));
    expect(await main().findByRole('button', { name: 'Modifier le profil' }, SLOW)).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
    // Said in the language the screen ended up in.
    expect(within(await screen.findByTestId('notice')).getByText('Vos modifications sont enregistrées.')).toBeTruthy();
    // The account has it already: the switch does not save it a second time.
    expect(api.users.update).toHaveBeenCalledTimes(1);
  });

  it('a French member picks English: the screen turns English', async () => {
    await act(() => switchLocale('fr-CA'));
    const api = frenchMember();
    renderApp({ url: '/account', loggedIn: true, api });
    await userEvent.click(await main().findByRole('button', { name: 'Modifier le profil' }, SLOW));
    await userEvent.click(main().getByRole('radio', { name: 'English' }));
    await userEvent.click(main().getByRole('button', { name: 'Enregistrer les modifications' }));

    await waitFor(() => expect(api.users.update).toHaveBeenCalledWith('me', { locale: 'en-CA' }));
    expect(await main().findByRole('button', { name: 'Edit profile' }, SLOW)).toBeTruthy();
    expect(within(await screen.findByTestId('notice')).getByText('Your changes are saved.')).toBeTruthy();
  });

  it("staff changing someone else's language leave their own screen as it is", async () => {
    const api = createFakeApi();
    api.auth.hasAdminAccess.mockResolvedValue(true);
    api.users.get.mockResolvedValue({ ...memberProfile, id: 5, firstName: 'Sam', email: 'sam@example.com' });
    renderApp({ url: '/account/5', loggedIn: true, api });
    await userEvent.click(await main().findByRole('button', { name: 'Edit profile' }, SLOW));
    await userEvent.click(main().getByRole('radio', { name: 'Français' }));
    await userEvent.click(main().getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(api.users.update).toHaveBeenCalledWith(5, { locale: 'fr-CA' }));
    expect(within(await screen.findByTestId('notice')).getByText('Your changes are saved.')).toBeTruthy();
    expect(main().getByRole('button', { name: 'Edit profile' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });
});
