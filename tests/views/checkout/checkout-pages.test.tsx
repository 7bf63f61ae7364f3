import { act, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLocale } from '@/i18n/catalogs';
import { createFakeApi, memberProfile } from '../support/fake-api';
import { aCheckoutReturn, aFreeOrder, anOrder, anOrderLine, aPayment, CHECKOUT_MESSAGES, ORDER_ID } from '../support/order-fixtures';
import { renderApp } from '../support/render-app';

afterEach(() => vi.useRealTimers());

const SESSION_ID = 'cs_test_a1B2c3d4';

// Any product: a two-hour court booking and a membership, each with HST.
const membership = anOrderLine({
  id: 2,
  position: 1,
  product: 'membership',
  reference: '12',
  description: 'Annual membership · Maya Member',
  unitPriceCents: 12000,
  quantity: 1,
  subtotalCents: 12000,
  taxes: [{ name: 'HST', ratePercent: 13, amountCents: 1560 }],
  totalCents: 13560,
  startsAt: null,
  calendarUrl: null,
});
const twoLines = anOrder({ lines: [anOrderLine(), membership] });

/** What a visitor can read on the page, to check that no id leaks into it. */
const pageText = () => document.querySelector('main')?.textContent ?? document.body.textContent ?? '';

describe('checkout success page', () => {
  it('shows a paid order: each line and its total, subtotal, each tax with its rate, total, how it was paid, and where to go next', async () => {
    const api = createFakeApi();
    api.orders.checkoutReturn.mockResolvedValue(aCheckoutReturn('confirmed', { order: twoLines }));
    renderApp({ url: `/redirect/checkout-success?session_id=${SESSION_ID}`, loggedIn: true, api });

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeTruthy();
    expect(api.orders.checkoutReturn).toHaveBeenCalledWith(SESSION_ID);
    expect(screen.getByText(CHECKOUT_MESSAGES.confirmed)).toBeTruthy();

    const order = screen.getByRole('region', { name: 'Order 1042' });
    expect(within(order).getByRole('heading', { level: 2, name: 'Order 1042' })).toBeTruthy();
    const lines = within(order).getByRole('table', { name: 'Lines of Order 1042' });
    const rows = within(lines).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Court 2 · Tue 3 Mar 2026 · 8:00–10:00 a.m.')).toBeTruthy();
    expect(within(rows[0]).getByText(/\$67\.80/)).toBeTruthy();
    expect(within(rows[1]).getByText('Annual membership · Maya Member')).toBeTruthy();
    expect(within(rows[1]).getByText(/\$135\.60/)).toBeTruthy();

    const totals = within(order).getByLabelText('Totals of Order 1042');
    const pairs = [...totals.querySelectorAll('dt')].map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`);
    expect(pairs).toEqual(['Subtotal $180.00', 'HST 13% $23.40', 'Total $203.40']);

    expect(within(order).getByText(/Paid by card: \$203\.40 on Sun, Mar 1, 2026, 12:01 p\.m\. EST/)).toBeTruthy();
    expect(within(order).getByText('Placed Sun, Mar 1, 2026, 12:00 p.m. EST')).toBeTruthy();
    expect(within(order).getByText('Times are the venue’s local time (Eastern Standard Time).')).toBeTruthy();

    // Add to calendar for the line that has a date; the membership has none.
    const calendar = within(order).getAllByRole('link', { name: /^Add to calendar/ });
    expect(calendar).toHaveLength(1);
    expect(calendar[0].getAttribute('aria-label')).toBe('Add to calendar: Court 2 · Tue 3 Mar 2026 · 8:00–10:00 a.m.');
    expect(calendar[0].getAttribute('href')).toBe('/api/bookings/7/calendar.ics');

    expect(screen.getByRole('link', { name: 'Your purchases' }).getAttribute('href')).toBe('/account');
    expect(screen.getByRole('link', { name: 'Book Court' }).getAttribute('href')).toBe('/bookings');
    // People read numbers and words: no UUID, provider session or raw UTC instant.
    expect(pageText()).not.toContain(ORDER_ID);
    expect(pageText()).not.toContain(SESSION_ID);
    expect(pageText()).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('says "Payment received" only when money was received', async () => {
    const api = createFakeApi();
    api.orders.checkoutReturn.mockResolvedValue(aCheckoutReturn('confirmed', { order: aFreeOrder() }));
    renderApp({ url: '/redirect/checkout-success?session_id=cs_1_free_order', loggedIn: true, api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order confirmed' })).toBeTruthy();
    expect(screen.queryByText('Payment received')).toBeNull();
    expect(screen.queryByText(/Paid by card/)).toBeNull();
  });

  it('names a test payment and a payment at the desk as such', async () => {
    const api = createFakeApi();
    api.orders.checkoutReturn.mockResolvedValueOnce(aCheckoutReturn('confirmed', { order: anOrder({ payments: [aPayment({ test: true })] }) }));
    const first = renderApp({ url: '/redirect/checkout-success?session_id=cs_1_test', loggedIn: true, api });
    expect(await screen.findByText(/Test payment: no money moved: \$67\.80/)).toBeTruthy();
    expect(screen.queryByText(/Paid by card/)).toBeNull();
    first.unmount();

    api.orders.checkoutReturn.mockResolvedValueOnce(
      aCheckoutReturn('confirmed', { order: anOrder({ payments: [aPayment({ method: 'cash', reference: 'R-17' })] }) }),
    );
    renderApp({ url: '/redirect/checkout-success?session_id=cs_1_desk', loggedIn: true, api });
    expect(await screen.findByText(/Paid at the desk/)).toBeTruthy();
    expect(screen.queryByText(/R-17/)).toBeNull();
  });

  it('says "Checking your payment…" while pending, then shows the order once a later poll confirms it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const api = createFakeApi();
    api.orders.checkoutReturn.mockResolvedValueOnce(aCheckoutReturn('pending')).mockResolvedValue(aCheckoutReturn('confirmed'));
    renderApp({ url: '/redirect/checkout-success?session_id=cs_1_pending', loggedIn: true, api });
    expect(await screen.findByText(CHECKOUT_MESSAGES.pending)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Checking your payment' })).toBeTruthy();
    expect(screen.getByText('Checking your payment…')).toBeTruthy();
    expect(screen.getByText('We hold your order until 12:15 p.m. EST while the payment is confirmed.')).toBeTruthy();
    expect(screen.queryByText('Payment received')).toBeNull();
    // No calendar for an order that is not paid yet.
    expect(screen.queryByRole('link', { name: /Add to calendar/ })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeTruthy();
    expect(api.orders.checkoutReturn).toHaveBeenCalledTimes(2);
  });

  it('after about 30 s of pending it says an e-mail will follow and stops asking', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const api = createFakeApi();
    api.orders.checkoutReturn.mockResolvedValue(aCheckoutReturn('pending'));
    renderApp({ url: '/redirect/checkout-success?session_id=cs_1_pending', loggedIn: true, api });
    expect(await screen.findByText('Checking your payment…')).toBeTruthy();
    for (let i = 0; i < 16; i++) await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText(/We'll e-mail you when it's confirmed/)).toBeTruthy();
    const calls = api.orders.checkoutReturn.mock.calls.length;
    expect(calls).toBe(16);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.orders.checkoutReturn).toHaveBeenCalledTimes(calls);
    expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy();
  });

  it("shows the server's reason when the payment failed", async () => {
    const api = createFakeApi();
    api.orders.checkoutReturn.mockResolvedValue(aCheckoutReturn('failed'));
    renderApp({ url: '/redirect/checkout-success?session_id=cs_1_failed', loggedIn: true, api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not completed' })).toBeTruthy();
    expect(screen.getByText(CHECKOUT_MESSAGES.failed)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Book Court' }).getAttribute('href')).toBe('/bookings');
  });

  it('a logged-out visitor sees a Log in button, logs in, and the same page shows the order', async () => {
    const api = createFakeApi();
    api.orders.checkoutReturn.mockRejectedValueOnce({ status: 401, message: 'Log in to continue.' }).mockResolvedValue(aCheckoutReturn('confirmed'));
    const url = `/redirect/checkout-success?session_id=${SESSION_ID}`;
    const { location } = renderApp({ url, loggedIn: false, api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to see your order' })).toBeTruthy();
    expect(screen.queryByText(/could not reach/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Log in to see your order' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Log in to see your order' })).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/^E-mail/), 'member@example.com');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'demo-pass-2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeTruthy();
    expect(api.orders.checkoutReturn).toHaveBeenCalledTimes(2);
    expect(api.orders.checkoutReturn).toHaveBeenLastCalledWith(SESSION_ID);
    expect(location.history.at(-1)).toBe(url);
  });

  it('without a session_id: "We could not find this checkout", a way to Account, and no call', async () => {
    const { api } = renderApp({ url: '/redirect/checkout-success' });
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this checkout' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your account' }).getAttribute('href')).toBe('/account');
    expect(screen.queryByText('Payment received')).toBeNull();
    expect(api.orders.checkoutReturn).not.toHaveBeenCalled();
  });

  it('an unknown session is not found either', async () => {
    const api = createFakeApi();
    api.orders.checkoutReturn.mockRejectedValue({ status: 404, message: 'There is no such checkout.' });
    renderApp({ url: '/redirect/checkout-success?session_id=cs_unknown_1', loggedIn: true, api });
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this checkout' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your account' })).toBeTruthy();
  });

  it('says so when the server cannot be reached, and tries again', async () => {
    const api = createFakeApi();
    api.orders.checkoutReturn.mockRejectedValueOnce({ status: 503, message: 'Service unavailable' }).mockResolvedValue(aCheckoutReturn('confirmed'));
    renderApp({ url: '/redirect/checkout-success?session_id=cs_1_down', loggedIn: true, api });
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not check your payment' })).toBeTruthy();
    expect(screen.getByText(/We could not reach our server to check your payment: Service unavailable/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeTruthy();
  });
});

describe('checkout cancel page', () => {
  it('cancels the checkout, says nothing was charged and what it held was released, and leads back to Book Court', async () => {
    const api = createFakeApi();
    api.orders.cancelCheckout.mockResolvedValue(aCheckoutReturn('cancelled'));
    const { currentPath } = renderApp({ url: '/redirect/checkout-cancel?session_id=cs_1_cancel', loggedIn: true, api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeTruthy();
    // The server's sentence says it once; the page does not say it again in other words.
    expect(await screen.findByText('You cancelled the checkout: what it held was released and nothing was charged.')).toBeTruthy();
    expect(screen.queryAllByText(/nothing was charged/i)).toHaveLength(1);
    expect(screen.getByText('You can choose again whenever you are ready.')).toBeTruthy();
    expect(api.orders.cancelCheckout).toHaveBeenCalledWith('cs_1_cancel');
    expect(api.orders.checkoutReturn).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Book Court' }));
    expect(currentPath()).toBe('/bookings');
  });

  it('shows the order when they had paid after all', async () => {
    const api = createFakeApi();
    api.orders.cancelCheckout.mockResolvedValue(aCheckoutReturn('confirmed'));
    renderApp({ url: '/redirect/checkout-cancel?session_id=cs_1_cancel', loggedIn: true, api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeTruthy();
    expect(screen.getByText(/Your payment had already gone through/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Order 1042' })).toBeTruthy();
  });

  it('a logged-out visitor logs in and the cancel goes through', async () => {
    const api = createFakeApi();
    api.orders.cancelCheckout.mockRejectedValueOnce({ status: 401, message: 'Log in to continue.' }).mockResolvedValue(aCheckoutReturn('cancelled'));
    renderApp({ url: '/redirect/checkout-cancel?session_id=cs_1_cancel', loggedIn: false, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Log in to cancel the checkout' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^E-mail/), 'member@example.com');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'demo-pass-2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeTruthy();
    await waitFor(() => expect(api.orders.cancelCheckout).toHaveBeenCalledTimes(2));
  });

  it('without a session_id it cancels nothing', async () => {
    const { api } = renderApp({ url: '/redirect/checkout-cancel' });
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this checkout' })).toBeTruthy();
    expect(screen.getByText(/Nothing is charged/)).toBeTruthy();
    expect(api.orders.cancelCheckout).not.toHaveBeenCalled();
  });
});

describe('checkout return pages in French', () => {
  afterEach(() => switchLocale('en-CA'));

  /** Text matched as written: the default normalizer would turn the non-breaking spaces into plain ones. */
  const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
  /** French typography: a non-breaking space before « : ; ! ? » and in amounts ("12,50 $"). */
  const nb = (text: string) => text.replace(/ ([:;!?»$%])/g, '\u00a0$1');

  async function frenchApi() {
    await act(() => switchLocale('fr-CA'));
    const api = createFakeApi();
    api.users.me.mockResolvedValue({ ...memberProfile, locale: 'fr-CA' });
    return api;
  }

  it('a paid order: French headings, order, taxes, money, times and links', async () => {
    const api = await frenchApi();
    api.orders.checkoutReturn.mockResolvedValue(aCheckoutReturn('confirmed', { order: twoLines }));
    renderApp({ url: `/redirect/checkout-success?session_id=${SESSION_ID}`, loggedIn: true, api });

    expect(await screen.findByRole('heading', { level: 1, name: 'Paiement reçu' })).toBeTruthy();
    expect(screen.getByText('Votre commande est confirmée. Un reçu vous est envoyé par courriel.')).toBeTruthy();
    const order = within(screen.getByRole('region', { name: 'Commande 1042' }));
    const pairs = [...order.getByLabelText('Totaux de la commande 1042').querySelectorAll('dt')].map(
      (dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`,
    );
    expect(pairs).toEqual([nb('Sous-total 180,00 $'), nb('TVH 13 % 23,40 $'), nb('Total 203,40 $')]);
    expect(order.getByText(/^Payé par carte\u00a0: 203,40\u00a0\$ le .+ 12\u00a0h\u00a001 HNE$/, exact)).toBeTruthy();
    expect(order.getByText(/^Passée le .+ 12 h HNE$/)).toBeTruthy();
    expect(order.getByText(/^Les heures sont à l’heure locale du centre \(.+\)\.$/)).toBeTruthy();
    expect(order.getByRole('link', { name: /^Ajouter au calendrier.+Court 2/ }).textContent).toBe('Ajouter au calendrier');
    expect(screen.getByRole('link', { name: 'Vos achats' }).getAttribute('href')).toBe('/account');
    expect(screen.getByRole('link', { name: 'Réserver un terrain' }).getAttribute('href')).toBe('/bookings');
    expect(pageText()).not.toMatch(/Payment|Order|Placed|Subtotal|Paid|Times are/);
  });

  it('waiting for the provider, in French', async () => {
    const api = await frenchApi();
    api.orders.checkoutReturn.mockResolvedValue(aCheckoutReturn('pending'));
    renderApp({ url: `/redirect/checkout-success?session_id=${SESSION_ID}`, loggedIn: true, api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vérification de votre paiement' })).toBeTruthy();
    expect(screen.getByText(nb('Vérification de votre paiement : nous attendons la confirmation du fournisseur de paiement.'), exact)).toBeTruthy();
    expect(screen.getByText(/^Nous retenons votre commande jusqu’à 12 h 15 HNE, le temps que le paiement soit confirmé\.$/)).toBeTruthy();
  });

  it('a failed payment, in French', async () => {
    const api = await frenchApi();
    api.orders.checkoutReturn.mockResolvedValue(aCheckoutReturn('failed'));
    renderApp({ url: `/redirect/checkout-success?session_id=${SESSION_ID}`, loggedIn: true, api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Paiement non effectué' })).toBeTruthy();
    expect(screen.getByText(nb('Le paiement n’a pas abouti : rien n’a été réservé.'), exact)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à la réservation de terrain' }).getAttribute('href')).toBe('/bookings');
  });

  it('the cancel page in French', async () => {
    const api = await frenchApi();
    api.orders.cancelCheckout.mockResolvedValue(aCheckoutReturn('cancelled'));
    renderApp({ url: `/redirect/checkout-cancel?session_id=${SESSION_ID}`, loggedIn: true, api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Paiement annulé' })).toBeTruthy();
    expect(await screen.findByText(nb('Vous avez annulé le paiement : ce qu’il retenait a été libéré et rien n’a été facturé.'), exact)).toBeTruthy();
    expect(screen.getByText('Vous pouvez refaire votre choix quand vous le souhaitez.')).toBeTruthy();
  });

  it('no checkout to show, in French', async () => {
    await frenchApi();
    renderApp({ url: '/redirect/checkout-success' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nous ne trouvons pas ce paiement' })).toBeTruthy();
    expect(screen.getByText(/^Si vous avez effectué un paiement, un reçu suivra par courriel/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aller à votre compte' }).getAttribute('href')).toBe('/account');
  });
});
