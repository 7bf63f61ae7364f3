/**
 * Issue 12: the booking screens in Canadian French (terrain, réservation, remboursement), with
 * money as Intl writes it there (`30,00 $`), times as the OQLF writes them (`18 h`, `9 h 30`) and French spacing before « : ? ».
 */
import { act, getDefaultNormalizer, screen, within } from '@testing-library/react';
import setupUser from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLocale } from '@/i18n/catalogs';
import { booking, fullRefundTerms, staffDay } from '../../machines/booking/booking-fixtures';
import { staffApi } from '../support/admin-support';
import { createFakeApi, memberProfile } from '../support/fake-api';
import { findDialog } from '../support/find-dialog';
import { renderApp } from '../support/render-app';
import { availability } from './booking-fixtures';

const userEvent = setupUser.setup({ delay: null });
const NBSP = '\u00a0';
// The first render loads the page's chunk and its French catalogues: give it time on a busy machine.
const SLOW = { timeout: 15_000 };
/** Text matched as written: the default normalizer would turn a non-breaking space into a plain one. */
const AS_WRITTEN = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
/** An hour as the OQLF writes it: "8 h", with no-break spaces (as names and AS_WRITTEN text keep them). */
const hour = (h: number) => `${h}${NBSP}h`;
/** The same hour once the default normalizer has collapsed its spaces. */
const hourRead = (h: number) => `${h} h`;

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => switchLocale('en-CA'));
  // The switch remembered the choice in this browser and on <html lang>: start the next test afresh.
  localStorage.clear();
  document.documentElement.lang = 'en-CA';
});

const HELD = booking({
  id: 2,
  court: 4,
  date: '2026-03-05',
  startsAt: '2026-03-05T23:00:00.000Z',
  endsAt: '2026-03-06T00:00:00.000Z',
  hours: 1,
  status: 'held',
  priceCents: 3000,
  // What its order line charges with tax (the member's list answers it).
  totalCents: 3390,
  holdExpiresAt: '2026-03-01T17:15:00.000Z',
  checkoutUrl: 'http://localhost:3000/api/payments/local/checkout/lcs_2',
});

async function inFrench() {
  await act(() => switchLocale('fr-CA'));
}

/** The logged-in account is in French too (the app adopts the account's language at login). */
function frenchAccount<T extends ReturnType<typeof createFakeApi>>(api: T, profile = memberProfile): T {
  api.users.me.mockResolvedValue({ ...profile, locale: 'fr-CA' });
  return api;
}

describe('booking screens in French', () => {
  it('Book Court: price with tax, the grid, the summary and the total in French', async () => {
    await inFrench();
    const api = frenchAccount(createFakeApi());
    api.bookings.availability.mockResolvedValue(availability({ taxes: [{ name: 'HST', ratePercent: 13 }] }));
    renderApp({ url: '/bookings', loggedIn: true, api });

    const table = await screen.findByRole('table', { name: 'Terrains le mardi 3 mars 2026' }, SLOW);
    expect(screen.getByRole('heading', { name: 'Réserver un terrain' })).toBeTruthy();
    expect(screen.getByText(`30,00${NBSP}$ l’heure, taxes en sus`, AS_WRITTEN)).toBeTruthy();
    expect(screen.getByText(`Les membres paient 20,00${NBSP}$ l’heure, taxes en sus.`, AS_WRITTEN)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Devenir membre' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Terrain 3' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: new RegExp(`^${hour(9)}$`) })).toBeTruthy();
    expect(within(table).getByRole('button', { name: new RegExp(`^Terrain 1, ${hour(9)} à ${hour(10)}, non disponible$`) })).toBeTruthy();
    expect(within(table).getByRole('button', { name: new RegExp(`^Terrain 1, ${hour(7)} à ${hour(8)}, déjà commencé$`) })).toBeTruthy();

    await userEvent.click(within(table).getByRole('button', { name: new RegExp(`^Terrain 2, ${hour(8)} à ${hour(9)}, libre$`) }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Heures' }), '2 heures');
    const card = screen.getByRole('group', { name: 'Votre réservation' });
    expect(within(card).getByText(new RegExp(`^${hourRead(8)} à ${hourRead(10)}$`), { selector: 'dd' })).toBeTruthy();
    expect(within(card).getByText('Terrain 2', { selector: 'dd' })).toBeTruthy();
    expect(within(card).getByText('Sous-total')).toBeTruthy();
    expect(within(card).getByText(`60,00${NBSP}$`, AS_WRITTEN)).toBeTruthy();
    expect(within(card).getByText(/^Annulation gratuite jusqu’à 24 heures avant le début\./)).toBeTruthy();
    expect(within(card).getByRole('radio', { name: 'N’importe quel terrain libre' })).toBeTruthy();

    const bar = screen.getByRole('region', { name: 'Résumé de la réservation' });
    expect(within(bar).getByText(`Total 67,80${NBSP}$, taxes comprises`, AS_WRITTEN)).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Confirmer et payer' })).toBeTruthy();
  });

  it('Book Court: a closed day says so in French', async () => {
    await inFrench();
    const api = frenchAccount(createFakeApi());
    api.bookings.availability.mockResolvedValue(availability({ date: '2026-03-15', closed: true, opensAt: null, closesAt: null, slots: [] }));
    renderApp({ url: '/bookings', loggedIn: true, api });
    expect(await screen.findByText('Le centre est fermé le dimanche 15 mars 2026. Veuillez choisir un autre jour.', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Jour suivant' })).toBeTruthy();
  });

  it('My bookings: the list in French, with 18 h and 33,90 $ taxes comprises', async () => {
    await inFrench();
    const api = frenchAccount(createFakeApi());
    api.bookings.mine.mockImplementation(async (scope) => (scope === 'upcoming' ? [booking({ id: 1 }), HELD] : []));
    renderApp({ url: '/account', loggedIn: true, api });

    expect(await screen.findByRole('heading', { name: 'Mes réservations' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'À venir' })).toBeTruthy();
    const heldItem = within(await screen.findByRole('listitem', { name: `Terrain 4, jeudi 5 mars 2026, ${hour(18)} – ${hour(19)}` }, SLOW));
    expect(heldItem.getByText('En attente de paiement')).toBeTruthy();
    expect(heldItem.getByText(`${hour(18)} – ${hour(19)} · Terrain 4 · 33,90${NBSP}$ taxes comprises`, AS_WRITTEN)).toBeTruthy();
    expect(heldItem.getByRole('link', { name: /^Reprendre le paiement\s: Terrain 4/ })).toBeTruthy();
    const first = within(await screen.findByRole('listitem', { name: new RegExp(`^Terrain 1, mardi 3 mars 2026, ${hour(9)} – ${hour(11)}$`) }));
    expect(first.getByText('Confirmée')).toBeTruthy();
    expect(first.getByRole('button', { name: /^Annuler\s: Terrain 1/ })).toBeTruthy();
  });

  it('My bookings: cancelling with the refund in French', async () => {
    await inFrench();
    const api = frenchAccount(createFakeApi());
    api.bookings.mine.mockImplementation(async (scope) => (scope === 'upcoming' ? [booking({ id: 1 })] : []));
    api.bookings.cancellationTerms.mockResolvedValue(fullRefundTerms);
    api.bookings.cancel.mockResolvedValue({
      booking: { ...booking({ id: 1 }), status: 'cancelled' },
      refund: { id: 1, amountCents: 6000, currency: 'CAD', status: 'succeeded' },
    });
    renderApp({ url: '/account', loggedIn: true, api });

    const first = within(await screen.findByRole('listitem', { name: /^Terrain 1, mardi 3 mars 2026/ }, SLOW));
    await userEvent.click(first.getByRole('button', { name: /^Annuler\s: Terrain 1/ }));
    const dialog = within(await findDialog(`Annuler cette réservation${NBSP}?`));
    expect(
      await dialog.findByText(
        new RegExp(
          `^Annuler maintenant donne droit à un remboursement complet de 60,00${NBSP}\\$\\. L’annulation gratuite prend fin à ${hour(9)} le lundi 2 mars 2026\\.$`,
        ),
        AS_WRITTEN,
      ),
    ).toBeTruthy();
    expect(dialog.getByText(new RegExp(`^Terrain 1, de ${hourRead(9)} à ${hourRead(11)} le mardi 3 mars 2026\\.$`))).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Annuler la réservation' }));
    const done = within(await findDialog('Réservation annulée'));
    expect(await done.findByText(`Votre réservation est annulée. Un remboursement de 60,00${NBSP}$ est en route.`, AS_WRITTEN)).toBeTruthy();
    expect(done.getByRole('button', { name: 'Fermer' })).toBeTruthy();
  });

  it('Bookings overview: the staff day grid, totals and the desk form in French', async () => {
    await inFrench();
    const api = staffApi('admin');
    api.users.me.mockResolvedValue({ ...(await api.users.me()), locale: 'fr-CA' });
    api.bookings.staffDay.mockImplementation(async (date: string) => staffDay(date));
    renderApp({ url: '/admin/bookings-overview', loggedIn: true, api });

    const table = await screen.findByRole('table', { name: /^Terrains le / }, SLOW);
    expect(screen.getByRole('heading', { name: 'Aperçu des réservations' })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Heure', 'Terrain 1', 'Terrain 2']);
    const maya = within(table).getByText('Maya Member').closest('td')!;
    expect(within(maya).getByText('Confirmée')).toBeTruthy();
    expect(within(maya).getByText(`30,00${NBSP}$, payé 30,00${NBSP}$`, AS_WRITTEN)).toBeTruthy();
    expect(within(table).getByText(`Entretien${NBSP}: Net repair`, AS_WRITTEN)).toBeTruthy();
    expect(within(table).getAllByText('Libre')).toHaveLength(3);
    const totals = screen.getByLabelText('Totaux');
    expect(within(totals).getByText('Réservations confirmées')).toBeTruthy();
    expect(within(totals).getByText(`60,00${NBSP}$`, AS_WRITTEN)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Réservations annulées' })).getByText(new RegExp(`De passage${NBSP}: Sam Walker`), AS_WRITTEN)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Réserver' }));
    const dialog = within(await findDialog('Réserver un terrain'));
    expect(dialog.getByRole('radio', { name: 'Client de passage' })).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Réserver' }));
    expect(await dialog.findByText('Trouvez et choisissez le membre.')).toBeTruthy();
  });
});
