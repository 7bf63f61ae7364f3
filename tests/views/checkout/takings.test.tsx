import { act, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLocale } from '@/i18n/catalogs';
import type { Takings } from '@machines/checkout/order-shapes';
import { aTakings } from '../../machines/checkout/takings-fixtures';
import { renderApp } from '../support/render-app';
import { adminProfile, staffApi } from '../support/admin-support';

const today = () => DateTime.now().setZone('America/Toronto').toISODate()!;
const firstOfMonth = () => DateTime.fromISO(today()).startOf('month').toISODate()!;

function withDesk(report: Takings): Takings {
  return {
    ...report,
    totals: { grossCents: 19560, taxCents: 1860, refundsCents: 3390, netCents: 16170, payments: 3, refunds: 1 },
    byProduct: [
      { product: 'court_booking', grossCents: 13560, taxCents: 1170, refundsCents: 3390, netCents: 10170 },
      { product: 'membership', grossCents: 6000, taxCents: 690, refundsCents: 0, netCents: 6000 },
    ],
    byMethod: [
      { method: 'card', grossCents: 13560, taxCents: 1170, refundsCents: 3390, netCents: 10170 },
      { method: 'cash', grossCents: 6000, taxCents: 690, refundsCents: 0, netCents: 6000 },
    ],
    taxes: [{ name: 'HST', ratePercent: 13, amountCents: 1860 }],
  };
}

function takingsApi() {
  const api = staffApi();
  api.orders.takings.mockImplementation(async (from: string, to: string) => withDesk(aTakings(from, to)));
  return api;
}

const cellsOf = (table: HTMLElement, name: string) =>
  within(
    within(table)
      .getAllByRole('row')
      .find((row) => within(row).queryByText(name))!,
  )
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/^(Gross|Tax|Refunds|Net)/, ''));

describe('staff takings', () => {
  it('shows this month so far: totals, by product, by payment method, taxes, and the CSV of the same dates', async () => {
    const api = takingsApi();
    renderApp({ url: '/admin/takings', loggedIn: true, api });

    const byProduct = await screen.findByRole('table', { name: 'By product' });
    expect(api.orders.takings).toHaveBeenCalledWith(firstOfMonth(), today());
    const totals = within(screen.getByLabelText('Totals'));
    expect(totals.getByText('Gross').nextElementSibling?.textContent).toBe('$195.60');
    expect(totals.getByText('Tax').nextElementSibling?.textContent).toBe('$18.60');
    expect(totals.getByText('Refunds').nextElementSibling?.textContent).toBe('$33.90');
    expect(totals.getByText('Net').nextElementSibling?.textContent).toBe('$161.70');
    expect(screen.getByText(/3 payments, 1 refund\./)).toBeTruthy();

    expect(
      within(byProduct)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Product', 'Gross', 'Tax', 'Refunds', 'Net']);
    expect(cellsOf(byProduct, 'Court bookings')).toEqual(['Court bookings', '$135.60', '$11.70', '$33.90', '$101.70']);
    expect(cellsOf(byProduct, 'Memberships')).toEqual(['Memberships', '$60.00', '$6.90', '$0.00', '$60.00']);
    const byMethod = screen.getByRole('table', { name: 'By payment method' });
    expect(cellsOf(byMethod, 'Card (online)')).toEqual(['Card (online)', '$135.60', '$11.70', '$33.90', '$101.70']);
    expect(cellsOf(byMethod, 'Cash at the desk')[1]).toBe('$60.00');
    expect(within(screen.getByRole('list', { name: 'Taxes' })).getByText('HST 13%: $18.60')).toBeTruthy();

    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv.getAttribute('href')).toBe(`/api/admin/takings.csv?from=${firstOfMonth()}&to=${today()}`);
  });

  it('Last month asks for its dates and the CSV link follows', async () => {
    const api = takingsApi();
    renderApp({ url: '/admin/takings', loggedIn: true, api });
    await screen.findByRole('table', { name: 'By product' });
    const last = DateTime.fromISO(today()).minus({ months: 1 });
    const [from, to] = [last.startOf('month').toISODate()!, last.endOf('month').toISODate()!];

    await userEvent.click(screen.getByRole('button', { name: 'Last month' }));
    await waitFor(() => expect(api.orders.takings).toHaveBeenLastCalledWith(from, to));
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: `${last.startOf('month').setLocale('en-CA').toLocaleString({ month: 'long', day: 'numeric', year: 'numeric' })} to ${last.endOf('month').setLocale('en-CA').toLocaleString({ month: 'long', day: 'numeric', year: 'numeric' })}`,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(`/api/admin/takings.csv?from=${from}&to=${to}`);
  });

  it('an end before the start is explained at the field, and nothing is asked', async () => {
    const api = takingsApi();
    renderApp({ url: '/admin/takings', loggedIn: true, api });
    await screen.findByRole('table', { name: 'By product' });

    const to = screen.getByRole('combobox', { name: 'To' });
    await userEvent.clear(to);
    await userEvent.type(to, '2020-01-01{Enter}');

    expect(await screen.findByText('The end date must be on or after the start date.')).toBeTruthy();
    expect(api.orders.takings).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'By product' })).toBeNull();
  });

  it('offers to try again when the report could not be loaded', async () => {
    const api = takingsApi();
    api.orders.takings.mockRejectedValueOnce({ status: 500, message: 'Reports are down.' });
    renderApp({ url: '/admin/takings', loggedIn: true, api });
    expect(await screen.findByText('The takings could not be loaded. Reports are down.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'By product' })).toBeTruthy();
  });
});

describe('staff takings in French', () => {
  afterEach(() => switchLocale('en-CA'));

  /** French typography: a non-breaking space before « : ; ! ? » and in amounts ("12,50 $"). */
  /** Text matched as written: the default normalizer would turn the non-breaking spaces into plain ones. */
  const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
  const nb = (text: string) => text.replace(/ ([:;!?»$%])/g, '\u00a0$1');

  it('says everything in French, with French money, percent and dates', async () => {
    await act(() => switchLocale('fr-CA'));
    const api = takingsApi();
    api.users.me.mockResolvedValue({ ...adminProfile, locale: 'fr-CA' });
    renderApp({ url: '/admin/takings', loggedIn: true, api });

    const byProduct = await screen.findByRole('table', { name: 'Par produit' });
    expect(screen.getByRole('heading', { level: 1, name: 'Recettes' })).toBeTruthy();
    const totals = within(screen.getByLabelText('Totaux'));
    expect(totals.getByText('Brut').nextElementSibling?.textContent).toBe(nb('195,60 $'));
    expect(totals.getByText('Taxes').nextElementSibling?.textContent).toBe(nb('18,60 $'));
    expect(totals.getByText('Remboursements').nextElementSibling?.textContent).toBe(nb('33,90 $'));
    expect(totals.getByText('Net').nextElementSibling?.textContent).toBe(nb('161,70 $'));
    expect(screen.getByText(/3 paiements, 1 remboursement\./)).toBeTruthy();
    expect(screen.getByText(/Dates selon le fuseau horaire du centre/)).toBeTruthy();

    expect(
      within(byProduct)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Produit', 'Brut', 'Taxes', 'Remboursements', 'Net']);
    const row = (table: HTMLElement, name: string) =>
      within(
        within(table)
          .getAllByRole('row')
          .find((r) => within(r).queryByText(name))!,
      )
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/^(Brut|Taxes|Remboursements|Net)/, ''));
    expect(row(byProduct, 'Réservations de terrain')).toEqual(['Réservations de terrain', nb('135,60 $'), nb('11,70 $'), nb('33,90 $'), nb('101,70 $')]);
    expect(row(byProduct, 'Abonnements')[1]).toBe(nb('60,00 $'));
    const byMethod = screen.getByRole('table', { name: 'Par mode de paiement' });
    expect(row(byMethod, 'Carte (en ligne)')[1]).toBe(nb('135,60 $'));
    expect(row(byMethod, 'Comptant à l’accueil')[1]).toBe(nb('60,00 $'));
    expect(within(screen.getByRole('list', { name: 'Taxes' })).getByText(nb('TVH 13 % : 18,60 $'), exact)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Télécharger le CSV' })).toBeTruthy();
    for (const preset of ['Ce mois-ci', 'Le mois dernier', 'Cette année']) expect(screen.getByRole('button', { name: preset })).toBeTruthy();

    const last = DateTime.fromISO(today()).minus({ months: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Le mois dernier' }));
    // The first of the month is "1er" in French ("Du 1er octobre 2026 au 31 octobre 2026").
    const long = (date: DateTime) => date.setLocale('fr-CA').toFormat(date.day === 1 ? "'1er' LLLL yyyy" : 'd LLLL yyyy');
    expect(await screen.findByRole('heading', { level: 2, name: `Du ${long(last.startOf('month'))} au ${long(last.endOf('month'))}` })).toBeTruthy();

    const to = screen.getByRole('combobox', { name: 'Au' });
    await userEvent.clear(to);
    await userEvent.type(to, '2020-01-01{Enter}');
    expect(await screen.findByText('La date de fin doit être identique ou postérieure à la date de début.')).toBeTruthy();
    expect(screen.queryByText(/[Tt]akings|Gross|Refunds|payment/)).toBeNull();
  });
});
