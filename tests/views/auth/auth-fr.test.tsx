/**
 * Issue 12: log in, create an account, forgot password and the reset page in French (fr-CA),
 * with French typography (a non-breaking space before « : » and inside « »).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import setupUser from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLocale } from '@/i18n/catalogs';
import { createFakeApi } from '../support/fake-api';
import { renderApp } from '../support/render-app';

const userEvent = setupUser.setup({ delay: null });
const NBSP = '\u00a0';

beforeEach(async () => {
  await act(() => switchLocale('fr-CA'));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => switchLocale('en-CA'));
});

// The first render loads the page's chunk and its French catalogues: give it time on a busy machine.
const SLOW = { timeout: 10_000 };

async function openLoginModal() {
  await userEvent.click(await screen.findByRole('button', { name: 'Se connecter' }, SLOW));
  return screen.findByRole('dialog', {}, SLOW);
}

async function fillLogin(dialog: HTMLElement, email: string, password: string) {
  await userEvent.type(within(dialog).getByLabelText(/^Courriel/), email);
  await userEvent.type(within(dialog).getByLabelText(/^Mot de passe/), password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
}

describe('login modal in French', () => {
  it('titles the dialog « Connexion » and names its tabs in French', async () => {
    renderApp();
    const dialog = await openLoginModal();
    expect(within(dialog).getByRole('heading', { name: 'Connexion' })).toBeTruthy();
    expect(within(dialog).getByRole('tablist', { name: 'Se connecter ou créer un compte' })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Se connecter', selected: true })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Créer un compte' })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Mot de passe oublié' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeTruthy();
    expect(within(dialog).getByRole('form', { name: 'Se connecter' })).toBeTruthy();
  });

  it('says « Échec de la connexion » (the spec’s Failed Login) inline and as a notice', async () => {
    const api = createFakeApi();
    api.auth.login.mockRejectedValue({ status: 401, message: 'Incorrect e-mail or password.' });
    renderApp({ api });
    const dialog = await openLoginModal();
    await fillLogin(dialog, 'member@example.com', 'not-my-password');

    expect(await within(dialog).findByText('Échec de la connexion')).toBeTruthy();
    expect(
      within(dialog).getByText('Vérifiez votre courriel et votre mot de passe. Si vous avez oublié votre mot de passe, vous pouvez le réinitialiser.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Réinitialiser le mot de passe' })).toBeTruthy();
    expect(within(await screen.findByTestId('notice')).getByText('Échec de la connexion')).toBeTruthy();
    expect(screen.queryByText('Failed Login')).toBeNull();
    expect(screen.queryByText('Incorrect e-mail or password.')).toBeNull();
  });

  it('a login refused as cross-site says why, in French, inline and in the notice', async () => {
    const api = createFakeApi();
    api.auth.login.mockRejectedValue({ status: 403, message: 'This request came from another site and was refused.', code: 'cross_site' });
    renderApp({ api });
    const dialog = await openLoginModal();
    await fillLogin(dialog, 'member@example.com', 'demo-pass-2026');

    expect(await within(dialog).findByText('Échec de la connexion')).toBeTruthy();
    expect(within(dialog).getByText('Cette demande provenait d’un autre site et a été refusée.')).toBeTruthy();
    // textContent: the queries' normaliser would turn the NBSP before the colon into a plain space.
    expect((await screen.findByTestId('notice')).textContent).toContain(
      `Échec de la connexion${NBSP}: Cette demande provenait d’un autre site et a été refusée.`,
    );
    expect(screen.queryByText(/another site/)).toBeNull();
  });

  it('titles the dialog after its tab in French', async () => {
    renderApp();
    const dialog = await openLoginModal();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Créer un compte' }));
    expect(within(dialog).getByRole('heading', { name: 'Créer un compte' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Mot de passe oublié' }));
    expect(within(dialog).getByRole('heading', { name: 'Réinitialiser votre mot de passe' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Se connecter' }));
    expect(within(dialog).getByRole('heading', { name: 'Connexion' })).toBeTruthy();
  });

  it('asks for the missing fields in French', async () => {
    const { api } = renderApp();
    const dialog = await openLoginModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
    expect(within(dialog).getByText('Entrez votre courriel.')).toBeTruthy();
    expect(within(dialog).getByText('Entrez votre mot de passe.')).toBeTruthy();
    expect(api.auth.login).not.toHaveBeenCalled();
  });

  it('words a server error it knows by its code, not with the server’s English', async () => {
    const api = createFakeApi();
    api.auth.login.mockRejectedValue({
      status: 429,
      message: 'Too many attempts, try again in a minute.',
      code: 'rate_limited',
      params: { retryAfterSeconds: 60 },
    });
    renderApp({ api });
    const dialog = await openLoginModal();
    await fillLogin(dialog, 'member@example.com', 'demo-pass-2026');

    const french = i18n._('errors.rate_limited', { retryAfterSeconds: 60 });
    expect(french).not.toBe('errors.rate_limited');
    expect(await within(dialog).findByText(french)).toBeTruthy();
    expect(screen.queryByText('Too many attempts, try again in a minute.')).toBeNull();
  });
});

describe('create account in French', () => {
  it('labels every field in French, offers the genders in French, and flags each empty field', async () => {
    const { api } = renderApp({ url: '/?showCreateAccountOnLoad' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('tab', { name: 'Créer un compte', selected: true })).toBeTruthy();
    expect(within(dialog).getByText('Tous les champs sont obligatoires.')).toBeTruthy();
    for (const label of ['Courriel', 'Mot de passe', 'Prénom', 'Nom', 'Genre', 'Code postal', 'Date de naissance', 'Numéro de téléphone']) {
      expect(within(dialog).getByLabelText(new RegExp(`^${label}`)), label).toBeTruthy();
    }
    expect(within(dialog).getByText('Au moins 8 caractères, et pas votre adresse courriel.')).toBeTruthy();
    expect(within(dialog).getByText('Par exemple A1A 1A1')).toBeTruthy();
    const gender = within(dialog).getByLabelText(/^Genre/);
    expect(
      within(gender)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choisir…', 'Femme', 'Homme', 'Non binaire', 'Je préfère ne pas répondre']);
    // The values sent to the server stay the same in both languages.
    expect(
      within(gender)
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value),
    ).toEqual(['', 'female', 'male', 'non-binary', 'prefer-not-to-say']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer un compte' }));
    for (const message of [
      'Entrez votre adresse courriel.',
      'Choisissez un mot de passe.',
      'Entrez votre prénom.',
      'Entrez votre nom.',
      'Faites un choix.',
      'Entrez votre code postal.',
      'Entrez votre date de naissance.',
      'Entrez votre numéro de téléphone.',
    ]) {
      expect(within(dialog).getByText(message), message).toBeTruthy();
    }
    expect(api.auth.signup).not.toHaveBeenCalled();
  });

  it('says the e-mail is taken on a 409, in French, with the ways out', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const api = createFakeApi();
    api.auth.signup.mockRejectedValue({ status: 409, message: 'An account with this email already exists.' });
    renderApp({ url: '/?showCreateAccountOnLoad', api });
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    const fill = async (label: string, value: string) => {
      await userEvent.click(within(dialog).getByLabelText(new RegExp(`^${label}`)));
      await userEvent.paste(value);
    };
    await fill('Courriel', 'member@example.com');
    await fill('Mot de passe', 'a-long-password-1');
    await fill('Prénom', 'Robin');
    await fill('Nom', 'Tremblay');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Genre/), 'non-binary');
    await fill('Code postal', 'H2X 1Y4');
    await fill('Date de naissance', '1992-03-14');
    await fill('Numéro de téléphone', '514-555-0199');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer un compte' }));

    expect(await within(dialog).findByText(/^Un compte existe déjà avec ce courriel\./)).toBeTruthy();
    expect(within(dialog).getByText('Ce courriel est déjà inscrit.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Me connecter plutôt' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Réinitialiser le mot de passe' })).toBeTruthy();
  });

  it('words the server’s field refusals from their codes in French, not with the server’s English', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const api = createFakeApi();
    api.auth.signup.mockRejectedValue({
      status: 400,
      code: 'invalid_field',
      message: 'Please correct the highlighted fields.',
      fields: { postalCode: 'Enter a Canadian postal code like A1A 1A1.', firstName: 'Use at most 100 characters.' },
      fieldCodes: { postalCode: { code: 'postal_code' }, firstName: { code: 'too_long', params: { max: 100 } } },
    });
    renderApp({ url: '/?showCreateAccountOnLoad', api });
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    const fill = async (label: string, value: string) => {
      await userEvent.click(within(dialog).getByLabelText(new RegExp(`^${label}`)));
      await userEvent.paste(value);
    };
    await fill('Courriel', 'member@example.com');
    await fill('Mot de passe', 'a-long-password-1');
    await fill('Prénom', 'Robin');
    await fill('Nom', 'Tremblay');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Genre/), 'non-binary');
    await fill('Code postal', 'D1D 1D1');
    await fill('Date de naissance', '1992-03-14');
    await fill('Numéro de téléphone', '514-555-0199');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer un compte' }));

    expect(await within(dialog).findByText('Inscrivez un code postal canadien, comme A1A 1A1.')).toBeTruthy();
    expect(within(dialog).getByText('Utilisez au plus 100 caractères.')).toBeTruthy();
    expect(within(dialog).queryByText('Enter a Canadian postal code like A1A 1A1.')).toBeNull();
    // Changing the field clears its refusal.
    await fill('Code postal', 'H2X 1Y4');
    expect(within(dialog).queryByText('Inscrivez un code postal canadien, comme A1A 1A1.')).toBeNull();
  });
});

describe('forgot password in French', () => {
  it('sends the link and confirms in French', async () => {
    const { api } = renderApp();
    const dialog = await openLoginModal();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Mot de passe oublié' }));
    expect(within(dialog).getByText(/^Entrez le courriel de votre inscription/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le lien de réinitialisation' }));
    expect(within(dialog).getByText('Entrez votre courriel.')).toBeTruthy();

    await userEvent.type(within(dialog).getByLabelText(/^Courriel/), 'member@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le lien de réinitialisation' }));
    expect(
      await within(dialog).findByText(
        'Si un compte existe pour member@example.com, nous lui avons envoyé par courriel un lien pour choisir un nouveau mot de passe. Le lien est valide 30 minutes.',
      ),
    ).toBeTruthy();
    expect(api.auth.requestResetLink).toHaveBeenCalledWith('member@example.com');
    expect(within(dialog).getByRole('button', { name: 'Retour à la connexion' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Envoyer un autre lien' })).toBeTruthy();
  });
});

describe('reset password page in French', () => {
  const RESET_URL = '/redirect/reset-password/3/a-valid-token';

  // Pasted in one input event each (as a password manager fills them): typing key by key is slow here.
  async function choosePassword(password: string, confirmation: string) {
    for (const [label, value] of [
      [/^Nouveau mot de passe/, password],
      [/^Confirmer le nouveau mot de passe/, confirmation],
    ] as const) {
      const input = await screen.findByLabelText(label, {}, { timeout: 10_000 });
      await userEvent.clear(input);
      await userEvent.click(input);
      await userEvent.paste(value);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }));
  }

  it('checks the new password in French: too short, then not the same twice', async () => {
    const { api } = renderApp({ url: RESET_URL });
    expect(await screen.findByRole('heading', { name: 'Réinitialiser le mot de passe' }, { timeout: 10_000 })).toBeTruthy();
    await choosePassword('short', 'short');
    expect(await screen.findByText('Utilisez au moins 8 caractères.')).toBeTruthy();
    await choosePassword('second-password-2', 'second-password-3');
    expect(await screen.findByText('Les mots de passe ne correspondent pas.')).toBeTruthy();
    expect(api.auth.resetPassword).not.toHaveBeenCalled();
  });

  it('says in French that the password is changed, and offers « Se connecter »', async () => {
    const { api } = renderApp({ url: RESET_URL });
    await choosePassword('second-password-2', 'second-password-2');
    expect(await screen.findByText('Votre mot de passe a été changé. Connectez-vous avec votre nouveau mot de passe.')).toBeTruthy();
    expect(api.auth.resetPassword).toHaveBeenCalledWith({ id: 3, token: 'a-valid-token', password: 'second-password-2' });
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Se connecter' })).toBeTruthy();
  });

  it('an expired link says so in French, with guillemets and non-breaking spaces', async () => {
    const api = createFakeApi();
    api.auth.verifyResetToken.mockResolvedValue(false);
    const { currentPath } = renderApp({ url: RESET_URL, api });
    const notice = await screen.findByTestId('notice', {}, SLOW);
    // textContent, not getByText: the queries' normaliser would turn the NBSPs into plain spaces.
    expect(notice.textContent).toContain(
      `Ce lien de réinitialisation du mot de passe n’est plus valide. Demandez-en un nouveau sous «${NBSP}Mot de passe oublié${NBSP}».`,
    );
    await waitFor(() => expect(currentPath()).toBe('/'));
  });
});
