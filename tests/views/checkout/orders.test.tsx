import { act, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLocale } from '@/i18n/catalogs';
import type { Order } from '@machines/checkout/order-shapes';
import { anOrder, anOrderLine, anUnpaidOrder, aPayment } from '../../machines/checkout/order-fixtures';
import { createFakeApi } from '../support/fake-api';
import { findDialog } from '../support/find-dialog';
import { renderApp } from '../support/render-app';
import { adminProfile, staffApi } from '../support/admin-support';

const PROVIDER = { provider: 'stripe' as const, sessionId: 'cs_test_42', paymentIds: ['pi_42'], refundIds: ['re_7'] };
const PAID: Order = anOrder({
  id: 'order-paid',
  number: 1042,
  provider: PROVIDER,
  lines: [
    anOrderLine({ id: 1 }),
    anOrderLine({ id: 2, position: 1, description: 'Court 4 · Tue 3 Mar 2026 · 10:00–11:00 a.m.', status: 'refunded', refundedCents: 6780 }),
  ],
  refundedCents: 6780,
  refunds: [
    { id: 7, lineId: 2, amountCents: 6780, status: 'succeeded', reason: 'Court closed for repairs', method: 'card', createdAt: '2026-03-02T15:00:00.000Z' },
  ],
});
const UNPAID: Order = anUnpaidOrder({
  id: 'order-unpaid',
  number: 1043,
  customer: { name: 'Walk-in: Pat Lee', email: null },
  userId: null,
  createdAt: '2026-03-01T17:10:00.000Z',
  provider: { provider: 'local', sessionId: 'lcs_9', paymentIds: [], refundIds: [] },
});
const DESK_PAID: Order = {
  ...UNPAID,
  status: 'paid',
  paidCents: UNPAID.totalCents,
  holdExpiresAt: null,
  checkoutUrl: null,
  lines: UNPAID.lines.map((line) => ({ ...line, status: 'fulfilled' })),
  payments: [aPayment({ id: 9, method: 'card_terminal', amountCents: UNPAID.totalCents, reference: 'Slip 42', createdAt: '2026-03-01T17:20:00.000Z' })],
  history: [...UNPAID.history, { status: 'paid', note: 'Paid at the desk', at: '2026-03-01T17:20:00.000Z' }],
};

function ordersApi() {
  const api = staffApi();
  api.orders.search.mockImplementation(async (q: string) => (q.replace('#', '') === '1042' ? [PAID] : [UNPAID, PAID]));
  return api;
}

async function openOrder(api: ReturnType<typeof ordersApi>, number: number) {
  renderApp({ url: '/admin/orders', loggedIn: true, api });
  const table = await screen.findByRole('table', { name: 'Orders found' });
  await userEvent.click(within(table).getByRole('button', { name: `Open Order ${number}` }));
  await screen.findByRole('heading', { level: 2, name: `Order ${number}` });
}

const details = () =>
  within(screen.getByRole('heading', { level: 2, name: /^Order \d+$/ }).closest('[aria-labelledby="order-details-heading"]') as HTMLElement);

/** After a dialog closes, Fluent un-hides the page a moment later; wait for the details to be exposed again. */
async function findDetails() {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await screen.findByRole('heading', { level: 2, name: /^Order \d+$/ });
  return details();
}

describe('staff orders', () => {
  it('is linked from the staff bar, next to the other staff pages', async () => {
    renderApp({ url: '/admin/users', loggedIn: true, api: ordersApi() });
    // jsdom draws the phone's bar (no media query applies): its pages sit behind the "Staff pages" button.
    const nav = within(await screen.findByRole('navigation', { name: 'Staff' }, { timeout: 10_000 }));
    await userEvent.click(nav.getByRole('button', { name: 'Staff pages' }));
    const orders = nav.getByRole('link', { name: 'Orders' });
    expect(orders.getAttribute('href')).toBe('/admin/orders');
    expect(nav.getByRole('link', { name: 'Takings' }).getAttribute('href')).toBe('/admin/takings');
  });

  it('sends a member home with a notice, without searching', async () => {
    const api = createFakeApi();
    const { currentPath } = renderApp({ url: '/admin/orders', loggedIn: true, api });
    expect(await screen.findByText('You do not have access to that page.')).toBeTruthy();
    expect(currentPath()).toBe('/');
    expect(api.orders.search).not.toHaveBeenCalled();
  });

  it('lists the latest orders, then searches by number once typing pauses', async () => {
    const api = ordersApi();
    renderApp({ url: '/admin/orders', loggedIn: true, api });
    const table = await screen.findByRole('table', { name: 'Orders found' });
    expect(api.orders.search).toHaveBeenCalledWith('');
    expect(screen.getByText('The latest 2 orders, newest first.')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Order', 'Placed', 'Customer', 'Total', 'Status', 'Details']);
    const row = within(within(table).getByRole('row', { name: 'Order 1043' }));
    expect(row.getByText('Walk-in: Pat Lee')).toBeTruthy();
    expect(row.getByText('Sun, Mar 1, 2026, 12:10 p.m. EST')).toBeTruthy();
    expect(row.getByText('$67.80')).toBeTruthy();
    expect(row.getByText('Awaiting payment')).toBeTruthy();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Order number, name or e-mail' }), '#1042');
    expect(await screen.findByText('1 order matches “#1042”.')).toBeTruthy();
    expect(api.orders.search).toHaveBeenCalledTimes(2);
    expect(api.orders.search).toHaveBeenLastCalledWith('#1042');
    expect(within(screen.getByRole('table', { name: 'Orders found' })).queryByRole('row', { name: 'Order 1043' })).toBeNull();
  });

  it('shows an order: lines with their refunds, money in words, history and the provider details', async () => {
    const api = ordersApi();
    await openOrder(api, 1042);
    const order = details();
    expect(order.getByText('Paid')).toBeTruthy();
    expect(order.getByText(/^Maya Member · member@example.com · placed Sun, Mar 1, 2026, 12:00 p.m. EST$/)).toBeTruthy();

    const rows = within(order.getByRole('table', { name: 'Lines of Order 1042' }))
      .getAllByRole('row')
      .slice(1);
    expect(within(rows[0]).getByRole('button', { name: 'Refund: Court 2 · Tue 3 Mar 2026 · 8:00–10:00 a.m.' })).toBeTruthy();
    expect(within(rows[1]).getByText('Refunded')).toBeTruthy();
    expect(within(rows[1]).getByText('$67.80 refunded')).toBeTruthy();
    expect(within(rows[1]).getByText('Nothing left to refund')).toBeTruthy();

    expect(
      within(order.getByRole('list', { name: 'Payments of Order 1042' })).getByText('Paid by card: $135.60 on Sun, Mar 1, 2026, 12:01 p.m. EST'),
    ).toBeTruthy();
    expect(
      within(order.getByRole('list', { name: 'Refunds of Order 1042' })).getByText(
        '$67.80 refunded to the card on Mon, Mar 2, 2026, 10:00 a.m. EST for Court 4 · Tue 3 Mar 2026 · 10:00–11:00 a.m.: Court closed for repairs',
      ),
    ).toBeTruthy();
    expect(
      within(order.getByRole('list', { name: 'History of Order 1042' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sun, Mar 1, 2026, 12:00 p.m. EST: Awaiting payment. Order placed', 'Sun, Mar 1, 2026, 12:01 p.m. EST: Paid. Paid by card']);
    const provider = within(order.getByLabelText('Provider details'));
    expect(provider.getByText('cs_test_42')).toBeTruthy();
    expect(provider.getByText('pi_42')).toBeTruthy();
    expect(provider.getByText('re_7')).toBeTruthy();
    expect(order.getByRole('link', { name: 'Receipt: Order 1042 (opens in a new tab)' }).getAttribute('href')).toBe('/api/orders/order-paid/receipt');
    // Paid already: no desk payment.
    expect(order.queryByRole('button', { name: 'Record desk payment' })).toBeNull();
  });

  it('records a desk payment for an order awaiting payment, with the method and reference, after confirming', async () => {
    const api = ordersApi();
    api.orders.recordDeskPayment.mockResolvedValue(DESK_PAID);
    await openOrder(api, 1043);
    expect(details().getByText('Held until 12:15 p.m. EST, waiting for payment.')).toBeTruthy();
    expect(details().getByText('Not paid')).toBeTruthy();

    await userEvent.click(details().getByRole('button', { name: 'Record desk payment' }));
    const dialog = within(await findDialog('Record a desk payment?'));
    expect(dialog.getByText(/Order 1043 for Walk-in: Pat Lee: take \$67\.80 at the desk/)).toBeTruthy();
    await userEvent.click(dialog.getByRole('radio', { name: 'Card terminal' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reference (optional)' }), 'Slip 42');
    await userEvent.click(dialog.getByRole('button', { name: 'Record $67.80 paid' }));

    expect(await screen.findByText('Recorded $67.80 paid with the card terminal: Order 1043 is paid.')).toBeTruthy();
    expect(api.orders.recordDeskPayment).toHaveBeenCalledWith('order-unpaid', 'card_terminal', 'Slip 42');
    const order = await findDetails();
    expect(
      within(order.getByRole('list', { name: 'Payments of Order 1043' })).getByText(
        'Paid at the desk (card terminal): $67.80 on Sun, Mar 1, 2026, 12:20 p.m. EST (reference Slip 42)',
      ),
    ).toBeTruthy();
    expect(order.queryByRole('button', { name: 'Record desk payment' })).toBeNull();
    // The results follow.
    expect(within(within(screen.getByRole('table', { name: 'Orders found' })).getByRole('row', { name: 'Order 1043' })).getByText('Paid')).toBeTruthy();
  });

  it('a desk payment for an order that changed meanwhile (409) closes the dialog and shows the order as it is now', async () => {
    const api = ordersApi();
    const expired: Order = {
      ...UNPAID,
      status: 'expired',
      holdExpiresAt: null,
      checkoutUrl: null,
      lines: UNPAID.lines.map((l) => ({ ...l, status: 'released' })),
    };
    api.orders.recordDeskPayment.mockRejectedValue({ status: 409, message: 'This order is no longer waiting for payment.' });
    api.orders.get.mockResolvedValue(expired);
    await openOrder(api, 1043);

    await userEvent.click(details().getByRole('button', { name: 'Record desk payment' }));
    const dialog = within(await findDialog('Record a desk payment?'));
    await userEvent.click(dialog.getByRole('button', { name: 'Record $67.80 paid' }));

    expect(await screen.findByText('This order is no longer waiting for payment.')).toBeTruthy();
    await findDetails();
    await waitFor(() => expect(details().getByText('Expired: not paid in time')).toBeTruthy());
    expect(api.orders.recordDeskPayment).toHaveBeenCalledWith('order-unpaid', 'cash', undefined);
    expect(api.orders.get).toHaveBeenCalledWith('order-unpaid');
    expect(details().queryByRole('button', { name: 'Record desk payment' })).toBeNull();
  });

  it('refunds part of a line: checks the amount against what is left, then sends cents with the reason', async () => {
    const api = ordersApi();
    const refunded: Order = {
      ...PAID,
      refundedCents: 7780,
      lines: [anOrderLine({ id: 1, status: 'partially_refunded', refundedCents: 1000 }), PAID.lines[1]],
      refunds: [
        ...PAID.refunds,
        { id: 8, lineId: 1, amountCents: 1000, status: 'succeeded', reason: 'Rain delay', method: 'card', createdAt: '2026-03-03T14:00:00.000Z' },
      ],
    };
    api.orders.refundLine.mockResolvedValue(refunded);
    await openOrder(api, 1042);

    await userEvent.click(details().getByRole('button', { name: 'Refund: Court 2 · Tue 3 Mar 2026 · 8:00–10:00 a.m.' }));
    const dialog = within(await findDialog('Refund this line?'));
    expect(dialog.getByText(/up to \$67\.80 can be refunded\. It goes back to the card the order was paid with\./)).toBeTruthy();
    const amount = dialog.getByRole('textbox', { name: /Amount to refund/ });
    expect((amount as HTMLInputElement).value).toBe('67.80');

    await userEvent.clear(amount);
    await userEvent.type(amount, '80');
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await dialog.findByText('At most what is left of this line: $67.80.')).toBeTruthy();
    expect(dialog.getByText('Say why, for the customer and the books.')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(api.orders.refundLine).not.toHaveBeenCalled();

    await userEvent.clear(amount);
    await userEvent.type(amount, '10');
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Rain delay');
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));

    expect(await screen.findByText('Refunded $10.00 for Court 2 · Tue 3 Mar 2026 · 8:00–10:00 a.m.')).toBeTruthy();
    expect(api.orders.refundLine).toHaveBeenCalledWith('order-paid', 1, 1000, 'Rain delay');
    const rows = within((await findDetails()).getByRole('table', { name: 'Lines of Order 1042' }))
      .getAllByRole('row')
      .slice(1);
    expect(within(rows[0]).getByText('Partly refunded')).toBeTruthy();
    expect(within(rows[0]).getByText('$10.00 refunded')).toBeTruthy();
  });

  it("shows the server's refusal of a refund amount at the amount field", async () => {
    const api = ordersApi();
    api.orders.refundLine.mockRejectedValue({
      status: 400,
      message: 'Please correct the highlighted fields.',
      fields: { amountCents: 'At most $57.80 is left of this line.' },
    });
    await openOrder(api, 1042);

    await userEvent.click(details().getByRole('button', { name: /^Refund: Court 2/ }));
    const dialog = within(await findDialog('Refund this line?'));
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Goodwill');
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));

    expect(await dialog.findByText('At most $57.80 is left of this line.')).toBeTruthy();
    expect(dialog.getByRole('textbox', { name: /Amount to refund/ }).getAttribute('aria-invalid')).toBe('true');
    expect(api.orders.refundLine).toHaveBeenCalledWith('order-paid', 1, 6780, 'Goodwill');
    await userEvent.click(dialog.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('staff orders in French', () => {
  afterEach(() => switchLocale('en-CA'));

  /** French typography: a non-breaking space before « : ; ! ? » and in amounts ("12,50 $"). */
  /** Text matched as written: the default normalizer would turn the non-breaking spaces into plain ones. */
  const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
  const nb = (text: string) => text.replace(/ ([:;!?»$])/g, '\u00a0$1').replace(/« /g, '«\u00a0');

  async function frenchOrders() {
    await act(() => switchLocale('fr-CA'));
    const api = ordersApi();
    api.users.me.mockResolvedValue({ ...adminProfile, locale: 'fr-CA' });
    renderApp({ url: '/admin/orders', loggedIn: true, api });
    return api;
  }

  it('lists, searches and shows an order in French', async () => {
    await frenchOrders();
    const table = await screen.findByRole('table', { name: 'Commandes trouvées' });
    expect(screen.getByRole('heading', { level: 1, name: 'Commandes' })).toBeTruthy();
    expect(screen.getByText('Les 2 dernières commandes, de la plus récente à la plus ancienne.')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Commande', 'Passée le', 'Client', 'Total', 'Statut', 'Détails']);
    const row = within(within(table).getByRole('row', { name: 'Commande 1043' }));
    expect(row.getByText(nb('67,80 $'), exact)).toBeTruthy();
    expect(row.getByText('En attente de paiement')).toBeTruthy();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Numéro de commande, nom ou courriel' }), '#1042');
    expect(await screen.findByText(nb('1 commande correspond à « #1042 ».'), exact)).toBeTruthy();
    await userEvent.click(within(screen.getByRole('table', { name: 'Commandes trouvées' })).getByRole('button', { name: 'Ouvrir la commande 1042' }));

    await screen.findByRole('heading', { level: 2, name: 'Commande 1042' });
    const order = within(screen.getByRole('heading', { level: 2, name: 'Commande 1042' }).closest('[aria-labelledby="order-details-heading"]') as HTMLElement);
    expect(order.getByText('Payée')).toBeTruthy();
    expect(order.getByText(/^Maya Member · member@example\.com · passée le .+ HNE$/)).toBeTruthy();
    const rows = within(order.getByRole('table', { name: 'Lignes de la commande 1042' }))
      .getAllByRole('row')
      .slice(1);
    expect(within(rows[0]).getByRole('button', { name: nb('Rembourser : Court 2 · Tue 3 Mar 2026 · 8:00–10:00 a.m.') })).toBeTruthy();
    expect(within(rows[1]).getByText('Remboursée')).toBeTruthy();
    expect(within(rows[1]).getByText(nb('67,80 $ remboursé'), exact)).toBeTruthy();
    expect(within(rows[1]).getByText('Plus rien à rembourser')).toBeTruthy();
    expect(
      within(order.getByRole('list', { name: 'Paiements de la commande 1042' })).getByText(
        new RegExp(`^Payé par carte\u00a0: 135,60\u00a0\\$ le .+ 12\u00a0h\u00a001 HNE$`),
        exact,
      ),
    ).toBeTruthy();
    expect(
      within(order.getByRole('list', { name: 'Remboursements de la commande 1042' })).getByText(
        /^67,80\u00a0\$ remboursé sur la carte le .+ 10\u00a0h HNE pour Court 4/,
        exact,
      ),
    ).toBeTruthy();
    expect(
      within(order.getByRole('list', { name: 'Historique de la commande 1042' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/^.+ HNE/, '')),
    ).toEqual([nb(' : En attente de paiement. Order placed'), nb(' : Payée. Paid by card')]);
    expect(order.getByLabelText('Détails du fournisseur')).toBeTruthy();
    expect(order.getByRole('link', { name: nb('Reçu : commande 1042 (s’ouvre dans un nouvel onglet)') })).toBeTruthy();
  });

  it('refunds a line in French: French amounts typed and checked, French field messages', async () => {
    const api = await frenchOrders();
    api.orders.refundLine.mockResolvedValue(PAID);
    const table = await screen.findByRole('table', { name: 'Commandes trouvées' });
    await userEvent.click(within(table).getByRole('button', { name: 'Ouvrir la commande 1042' }));
    await screen.findByRole('heading', { level: 2, name: 'Commande 1042' });
    await userEvent.click(screen.getByRole('button', { name: /^Rembourser\u00a0: Court 2/ }));

    const dialog = within(await findDialog(nb('Rembourser cette ligne ?')));
    expect(
      dialog.getByText(
        nb(
          'Total de la ligne 67,80 $, taxes comprises : jusqu’à 67,80 $ peut être remboursé. Le montant est remboursé sur la carte qui a servi à payer la commande.',
        ),
        exact,
      ),
    ).toBeTruthy();
    const amount = dialog.getByRole('textbox', { name: /Montant à rembourser/ });
    expect((amount as HTMLInputElement).value).toBe('67,80');

    await userEvent.clear(amount);
    await userEvent.type(amount, '80');
    await userEvent.click(dialog.getByRole('button', { name: 'Rembourser' }));
    expect(await dialog.findByText(nb('Au plus ce qui reste de cette ligne : 67,80 $.'), exact)).toBeTruthy();
    expect(dialog.getByText('Indiquez le motif, pour le client et pour la comptabilité.')).toBeTruthy();

    await userEvent.clear(amount);
    await userEvent.type(amount, '12,50');
    await userEvent.type(dialog.getByRole('textbox', { name: /Motif/ }), 'Pluie');
    await userEvent.click(dialog.getByRole('button', { name: 'Rembourser' }));
    expect(await screen.findByText(nb('Remboursement de 12,50 $ pour Court 2 · Tue 3 Mar 2026 · 8:00–10:00 a.m.'), exact)).toBeTruthy();
    expect(api.orders.refundLine).toHaveBeenCalledWith('order-paid', 1, 1250, 'Pluie');
  });

  it('records a desk payment in French', async () => {
    const api = await frenchOrders();
    api.orders.recordDeskPayment.mockResolvedValue(DESK_PAID);
    const table = await screen.findByRole('table', { name: 'Commandes trouvées' });
    await userEvent.click(within(table).getByRole('button', { name: 'Ouvrir la commande 1043' }));
    await screen.findByRole('heading', { level: 2, name: 'Commande 1043' });
    expect(screen.getByText(/^Retenue jusqu’à 12 h 15 HNE, en attente du paiement\.$/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer un paiement à l’accueil' }));

    const dialog = within(await findDialog(nb('Enregistrer un paiement à l’accueil ?')));
    expect(
      dialog.getByText(
        nb('Commande 1043 pour Walk-in: Pat Lee : encaissez 67,80 $ à l’accueil. L’enregistrer confirme la commande, comme le ferait un paiement par carte.'),
        exact,
      ),
    ).toBeTruthy();
    await userEvent.click(dialog.getByRole('radio', { name: 'Terminal de paiement' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Référence (facultative)' }), 'Slip 42');
    await userEvent.click(dialog.getByRole('button', { name: nb('Enregistrer le paiement de 67,80 $') }));
    expect(await screen.findByText(nb('Paiement de 67,80 $ enregistré (terminal de paiement) : la commande 1043 est payée.'), exact)).toBeTruthy();
    expect(api.orders.recordDeskPayment).toHaveBeenCalledWith('order-unpaid', 'card_terminal', 'Slip 42');
  });
});
