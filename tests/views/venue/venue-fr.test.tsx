import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_SETTINGS, type CompanySettings } from '@machines/settings/company-settings';
import { switchLocale } from '@/i18n/catalogs';
import { NEWSLETTER_URL, VENUE_EMAIL } from '@/lib/venue-identity';
import { createFakeApi, memberProfile } from '../support/fake-api';
import { findDialog } from '../support/find-dialog';
import { renderApp } from '../support/render-app';
import { campDetail } from '../../machines/programs/catalogue-fixtures';

const NBSP = '\u00a0';

const settings: CompanySettings = {
  ...DEFAULT_COMPANY_SETTINGS,
  membershipPrice: 15000,
  numberOfCourts: 6,
  defaultOneHourRentalPrice: 3200,
  memberOneHourRentalPrice: 1250,
  timeZone: 'America/Toronto',
  mondayOpeningTimeInMins: 420,
  mondayClosingTimeInMins: 1320,
  tuesdayOpeningTimeInMins: 420,
  tuesdayClosingTimeInMins: 1320,
  wednesdayOpeningTimeInMins: 420,
  wednesdayClosingTimeInMins: 1320,
  thursdayOpeningTimeInMins: 420,
  thursdayClosingTimeInMins: 1320,
  fridayOpeningTimeInMins: 420,
  fridayClosingTimeInMins: 1440,
  saturdayOpeningTimeInMins: 510,
  saturdayClosingTimeInMins: 1080,
  sundayOpeningTimeInMins: 600,
  sundayClosingTimeInMins: 600,
};

// Intl writes these spaces (NBSP in money, plain in times): compare what a reader sees.
const seen = (text: string | null | undefined) => text?.replace(/\s/g, ' ').trim();

beforeEach(async () => {
  await act(() => switchLocale('fr-CA'));
});
afterEach(async () => {
  await act(() => switchLocale('en-CA'));
});

describe('the venue’s pages in French (fr-CA)', () => {
  it('Home: the welcome, the week from Monday with day names and times from Intl, and prices in dollars the French way', async () => {
    const api = createFakeApi();
    api.companySettings.load.mockResolvedValue(settings);
    renderApp({ api });

    expect(await screen.findByRole('heading', { level: 1, name: 'Courtside Pickleball' })).toBeTruthy();
    expect(screen.getByText(/^Du pickleball intérieur pour tous les niveaux\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Réserver un terrain' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Créer un compte' })).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'Heures d’ouverture' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Jour', 'Heures']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => seen(cell.textContent?.replace('Aujourd’hui', ''))),
      );
    expect(rows).toEqual([
      ['Lundi', '7 h – 22 h'],
      ['Mardi', '7 h – 22 h'],
      ['Mercredi', '7 h – 22 h'],
      ['Jeudi', '7 h – 22 h'],
      ['Vendredi', '7 h – minuit'],
      ['Samedi', '8 h 30 – 18 h'],
      ['Dimanche', 'Fermé'],
    ]);
    expect(screen.getByText(/^Heures indiquées en heure (normale|avancée) de l’Est\.$/)).toBeTruthy();

    const prices = screen.getByRole('region', { name: 'Terrains et tarifs' });
    expect(within(prices).getByText('Location de terrain, à l’heure').nextSibling?.textContent).toBe(`32,00${NBSP}$`);
    expect(within(prices).getByText('Location de terrain pour les membres, à l’heure').nextSibling?.textContent).toBe(`12,50${NBSP}$`);
    expect(within(prices).getByText('Abonnement').nextSibling?.textContent).toBe(`150,00${NBSP}$`);
    expect(within(prices).getByText('Terrains').nextSibling?.textContent).toBe('6');
    expect(within(prices).getByText('Prix en dollars canadiens.')).toBeTruthy();
  });

  it('Home: a failed load says so in French, with a retry', async () => {
    const api = createFakeApi();
    api.companySettings.load.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(settings);
    renderApp({ api });
    expect(await screen.findByText('Impossible de charger les heures d’ouverture et les tarifs pour le moment.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table', { name: 'Heures d’ouverture' })).toBeTruthy();
  });

  it('the shell: the spec’s navigation titles, the footer and the skip link in French', async () => {
    renderApp();
    const navs = await screen.findAllByRole('navigation', { hidden: true });
    const nav = navs.find((element) => element.getAttribute('aria-label') === 'Principal')!;
    const titles = within(nav)
      .getAllByRole('link', { hidden: true })
      .map((link) => link.textContent);
    expect(titles).toEqual(['Accueil', 'Réserver un terrain', 'Jeu libre', 'Cours', 'Camps', 'Tournois', 'Événements', 'Entraîneurs', 'Partenaires', 'Compte']);
    expect(screen.getByRole('link', { name: 'Passer au contenu' })).toBeTruthy();
    const footer = screen.getByRole('list', { name: 'Coordonnées et réseaux sociaux' });
    // The badminton association is a partner the owner manages, on /partners, not a fixed footer link.
    expect(within(footer).queryByRole('link', { name: 'Association de badminton' })).toBeNull();
    expect(within(footer).getByRole('link', { name: 'Abonnement à l’infolettre' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: VENUE_EMAIL })).toBeTruthy();
  });

  it('the site alert is the staff’s own words; its close button is French', async () => {
    const api = createFakeApi();
    api.alert.load.mockResolvedValue({ id: 1, message: 'Terrains 3 et 4 fermés dimanche', severity: 'warning', updatedAt: '2026-11-21T10:00:00.000Z' });
    renderApp({ api });
    expect(await screen.findByText('Terrains 3 et 4 fermés dimanche')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Fermer l’alerte' }));
    expect(screen.queryByText('Terrains 3 et 4 fermés dimanche')).toBeNull();
  });

  it('a members-only page asks a visitor to log in, in French', async () => {
    renderApp({ url: '/account' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Veuillez vous connecter' })).toBeTruthy();
    expect(screen.getByText('Cette page est réservée aux membres connectés.')).toBeTruthy();
  });

  it('Partners and Coaches', async () => {
    const { currentPath } = renderApp({ url: '/partners' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Partenaires' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'S’abonner à l’infolettre' }).getAttribute('href')).toBe(NEWSLETTER_URL);
    expect(screen.getByRole('heading', { level: 2, name: 'Clubs et groupes locaux' })).toBeTruthy();
    // French typography: a non-breaking space before the question mark.
    expect(screen.getByText(/^Vous dirigez un club, une ligue/).textContent).toContain(`un groupe d’aînés${NBSP}? Nous accueillons`);
    expect(screen.getByRole('link', { name: 'Courtside Pickleball sur Facebook' })).toBeTruthy();

    await userEvent.click(screen.getAllByRole('link', { name: 'Entraîneurs', hidden: true })[0]);
    expect(currentPath()).toBe('/coaches');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entraîneurs' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Comment réserver un cours' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'cours' }));
    expect(currentPath()).toBe('/lessons');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cours' })).toBeTruthy();
    expect(screen.getByText('Des cours privés et de groupe avec nos entraîneurs certifiés.')).toBeTruthy();
    expect(await screen.findByText('Rien n’est encore prévu. Revenez bientôt.')).toBeTruthy();
  });

  it('Not found, with a link home', async () => {
    const { currentPath } = renderApp({ url: '/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
    await userEvent.click(screen.getAllByRole('link', { name: 'Accueil', hidden: true }).at(-1)!);
    expect(currentPath()).toBe('/');
  });

  it('a program: its details and the registration dialog', async () => {
    const api = createFakeApi();
    api.programs.program.mockResolvedValue({ ...campDetail, earlyBirdPriceCents: null, earlyBirdUntil: null, earlyBird: false, priceCents: 20_000 });
    // A member who reads French (their profile's language is the one the screen keeps).
    api.users.me.mockResolvedValue({ ...memberProfile, locale: 'fr-CA' });
    renderApp({ url: '/lesson-info/21?showRegisterOnLoad=true', loggedIn: true, api });
    const dialog = within(await findDialog(`Inscription${NBSP}: ${campDetail.title}`));
    expect(dialog.getByText('Qui participe ?')).toBeTruthy();
    expect(dialog.getByRole('checkbox', { name: /^Maya Member · 200,00\s\$$/ })).toHaveProperty('checked', true);
    await userEvent.click(dialog.getByRole('button', { name: 'Fermer' }));
    expect(await screen.findByRole('heading', { level: 1, name: campDetail.title })).toBeTruthy();
    expect(screen.getByText('Camp')).toBeTruthy();
    expect(screen.getByText('Du 15 mars 2027 au 19 mars 2027')).toBeTruthy();
    expect(screen.getByText('8 à 12 ans')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Les 5 dates' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'S’inscrire' })).toBeTruthy();
  });

  it('a program that does not exist', async () => {
    renderApp({ url: '/lesson-info/abc' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cours introuvable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir tous les cours' }).getAttribute('href')).toBe('/lessons');
  });
});
