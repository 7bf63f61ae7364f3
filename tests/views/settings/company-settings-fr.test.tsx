import { act, fireEvent, getDefaultNormalizer, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_SETTINGS, type CompanySettings } from '@machines/settings/company-settings';
import { switchLocale } from '@/i18n/catalogs';
import { createFakeApi, memberProfile } from '../support/fake-api';
import { renderApp } from '../support/render-app';

const settings: CompanySettings = {
  ...DEFAULT_COMPANY_SETTINGS,
  membershipPrice: 15000,
  numberOfCourts: 6,
  maxNumberOfOnlineOpenCourtsShown: 4,
  defaultOneHourRentalPrice: 1250,
  memberOneHourRentalPrice: 2400,
  userBookingWindowDays: 14,
  timeZone: 'America/Toronto',
  mondayOpeningTimeInMins: 420,
  mondayClosingTimeInMins: 1320,
};

/** Text matched as written: the default normalizer would turn the non-breaking spaces into plain ones. */
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
/** French typography: a non-breaking space before « : ; ! ? ». */
const nb = (text: string) => text.replace(/ ([:;!?])/g, '\u00a0$1');

/** An owner whose account is in French, on a screen already in French. */
async function frenchSettings(prepare: (api: ReturnType<typeof createFakeApi>) => void = () => {}) {
  await act(() => switchLocale('fr-CA'));
  const api = createFakeApi();
  api.auth.hasAdminAccess.mockResolvedValue(true);
  api.auth.hasOwnerAccess.mockResolvedValue(true);
  api.users.me.mockResolvedValue({ ...memberProfile, roles: ['owner'], locale: 'fr-CA' });
  api.companySettings.load.mockResolvedValue({ ...settings });
  prepare(api);
  renderApp({ url: '/owner/settings', loggedIn: true, api });
  await screen.findByRole('form', { name: 'Paramètres de l’entreprise' });
  return api;
}

describe('owner company settings in French', () => {
  afterEach(() => switchLocale('en-CA'));

  it('labels every field in French; amounts with a decimal comma and the dollar sign after; days from Intl', async () => {
    await frenchSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Paramètres de l’entreprise' })).toBeTruthy();
    expect(screen.getByText('Propriétaires seulement')).toBeTruthy();
    const rental = screen.getByLabelText<HTMLInputElement>('Location d’un terrain à l’heure');
    expect(rental.value).toBe('12,50');
    // "12,50 $": the sign follows the amount, as Intl writes it in fr-CA.
    expect(rental.parentElement!.textContent).toBe('$');
    expect(rental.nextElementSibling?.textContent).toBe('$');
    expect(screen.getByLabelText<HTMLInputElement>('Prix de l’abonnement').value).toBe('150,00');
    expect(screen.getByLabelText<HTMLInputElement>('Nombre de terrains').value).toBe('6');
    expect(screen.getByText('Les terrains sont numérotés de 1 à ce nombre.')).toBeTruthy();

    // Weekdays named by Intl in French, Monday first.
    const groups = within(screen.getByRole('heading', { name: 'Heures d’ouverture' }).parentElement!).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche']);
    expect(screen.getByLabelText<HTMLInputElement>('Ouverture du lundi').value).toBe('07:00');
    expect(screen.getByLabelText<HTMLInputElement>('Fermeture du lundi').value).toBe('22:00');
    expect(within(screen.getByRole('group', { name: 'Dimanche' })).getByRole<HTMLInputElement>('checkbox', { name: 'Fermé' }).checked).toBe(true);
    // Midnight as the OQLF writes it ("0 h"), through the one formatting layer, never by hand.
    expect(screen.getByText(/^Une heure de fermeture à 0 h signifie minuit\./)).toBeTruthy();

    // Provinces and zones in French.
    const province = screen.getByLabelText<HTMLSelectElement>('Province ou territoire');
    expect(within(province).getByRole('option', { name: 'Québec' })).toBeTruthy();
    expect(within(province).getByRole('option', { name: 'Île-du-Prince-Édouard' })).toBeTruthy();
    const zone = screen.getByLabelText<HTMLSelectElement>('Fuseau horaire');
    expect(within(zone).getByRole<HTMLOptionElement>('option', { name: 'Est (Toronto)' }).selected).toBe(true);
    expect(
      screen.getByText(nb('Aucune taxe n’est perçue : le centre est un petit fournisseur. Les commandes passées gardent les taxes perçues à l’époque.'), exact),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enregistrer' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('checks in French, takes an amount with a comma, and confirms the save in French', async () => {
    const api = await frenchSettings();
    const rental = screen.getByLabelText('Location d’un terrain à l’heure');
    await userEvent.clear(rental);
    await userEvent.type(rental, 'douze');
    expect(screen.getByText('Entrez un montant en dollars, par exemple 25,00.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enregistrer' }).getAttribute('aria-disabled')).toBe('true');

    await userEvent.clear(rental);
    await userEvent.type(rental, '35,5');
    fireEvent.change(screen.getByLabelText('Fermeture du lundi'), { target: { value: '21:30' } });
    expect(screen.getByText('Vous avez des modifications non enregistrées.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Paramètres de l’entreprise enregistrés.')).toBeTruthy();
    expect(api.companySettings.save).toHaveBeenCalledWith({ defaultOneHourRentalPrice: 3550, mondayClosingTimeInMins: 1290 });
  });

  it('the booking rules speak French: labels, hints, the range checks and the hold members get', async () => {
    const api = await frenchSettings((fake) =>
      fake.bookings.rules.mockResolvedValue({
        maxBookingHours: 3,
        maxUpcomingBookingsPerMember: 4,
        cancellationCutoffHours: 24,
        checkoutHoldMinutes: 15,
        effectiveCheckoutHoldMinutes: 31,
        updatedAt: '2026-11-01T00:00:00.000Z',
      }),
    );
    const form = within(await screen.findByRole('form', { name: 'Règles de réservation' }));
    expect(form.getByLabelText<HTMLInputElement>('Délai d’annulation (heures)').value).toBe('24');
    expect(form.getByText(/^Combien de temps un terrain est retenu pendant qu’un membre paie/).textContent).toContain(
      nb('Les membres ont 31 minutes pour l’instant : le fournisseur de paiement exige au moins ce délai.'),
    );

    const longest = form.getByLabelText('Réservation la plus longue (heures)');
    await userEvent.clear(longest);
    await userEvent.type(longest, '25');
    expect(form.getByText('Au plus 24 heures.')).toBeTruthy();
    const upcoming = form.getByLabelText('Réservations à venir par membre');
    await userEvent.clear(upcoming);
    await userEvent.type(upcoming, '0');
    expect(form.getByText('Au moins 1 réservation.')).toBeTruthy();
    expect(form.getByText('Les règles de réservation ont des modifications non enregistrées.')).toBeTruthy();
    expect(form.getByRole('button', { name: 'Enregistrer les règles' }).getAttribute('aria-disabled')).toBe('true');

    await userEvent.click(form.getByRole('button', { name: 'Annuler' }));
    const cutoff = form.getByLabelText('Délai d’annulation (heures)');
    await userEvent.clear(cutoff);
    await userEvent.type(cutoff, '48');
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer les règles' }));
    expect(await screen.findByText('Règles de réservation enregistrées.')).toBeTruthy();
    expect(api.bookings.saveRules).toHaveBeenCalledWith({ cancellationCutoffHours: 48 });
  });
});
