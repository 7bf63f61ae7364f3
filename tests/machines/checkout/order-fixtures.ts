/**
 * Plain data builders for the orders API's shapes (machines/order-shapes.ts), shared by the machine
 * and view tests. Defaults: Order 1042, one court booking (Court 2, Tue 3 Mar 2026, 8–10 a.m. in
 * Toronto) at $30.00 an hour, HST 13 %, paid by card. Pass overrides for anything else.
 */
import type { CheckoutReturn, CheckoutReturnStatus, LineTax, Order, OrderLine, OrderPayment, PlacedOrder } from '@machines/checkout/order-shapes';

export const ORDER_ID = '9b2f6c1e-3d4a-4f5b-8c7d-0e1f2a3b4c5d';
export const CHECKOUT_URL = 'http://localhost:3000/api/payments/local/checkout/lcs_1';
export const HST: Omit<LineTax, 'amountCents'> = { name: 'HST', ratePercent: 13 };

/** The API's `message` for each outcome (server/modules/checkout/payments/checkout-routes.ts); the views word the same outcome themselves. */
export const CHECKOUT_MESSAGES: Record<CheckoutReturnStatus, string> = {
  confirmed: 'Your order is confirmed. A receipt is on its way by e-mail.',
  pending: 'Checking your payment: we are waiting for the payment provider to confirm it.',
  failed: 'The payment did not go through, so nothing was reserved.',
  cancelled: 'You cancelled the checkout: what it held was released and nothing was charged.',
};

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export function anOrderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    id: 1,
    position: 0,
    product: 'court_booking',
    reference: '7',
    participant: { userId: 3, name: 'Maya Member' },
    description: 'Court 2 · Tue 3 Mar 2026 · 8:00–10:00 a.m.',
    unitPriceCents: 3000,
    quantity: 2,
    subtotalCents: 6000,
    taxes: [{ ...HST, amountCents: 780 }],
    totalCents: 6780,
    status: 'fulfilled',
    refundedCents: 0,
    startsAt: '2026-03-03T13:00:00.000Z',
    calendarUrl: '/api/bookings/7/calendar.ics',
    ...overrides,
  };
}

export function aPayment(overrides: Partial<OrderPayment> = {}): OrderPayment {
  return { id: 1, method: 'card', test: false, amountCents: 6780, createdAt: '2026-03-01T17:01:00.000Z', reference: null, ...overrides };
}

/** Taxes summed over lines, one entry per name and rate (as the server sums them). */
export function taxesOf(lines: OrderLine[]): LineTax[] {
  const byKey = new Map<string, LineTax>();
  for (const tax of lines.flatMap((line) => line.taxes)) {
    const key = `${tax.name}@${tax.ratePercent}`;
    const known = byKey.get(key);
    byKey.set(key, known ? { ...known, amountCents: known.amountCents + tax.amountCents } : { ...tax });
  }
  return [...byKey.values()];
}

/** A paid order; its totals follow `overrides.lines` unless given too. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  const lines = overrides.lines ?? [anOrderLine()];
  const subtotalCents = sum(lines.map((line) => line.subtotalCents));
  const totalCents = sum(lines.map((line) => line.totalCents));
  return {
    id: ORDER_ID,
    number: 1042,
    status: 'paid',
    userId: 3,
    customer: { name: 'Maya Member', email: 'member@example.com' },
    timeZone: 'America/Toronto',
    currency: 'CAD',
    subtotalCents,
    taxCents: totalCents - subtotalCents,
    totalCents,
    taxes: taxesOf(lines),
    paidCents: totalCents,
    refundedCents: 0,
    holdExpiresAt: null,
    checkoutUrl: null,
    taxRegistrationNumber: '123456789RT0001',
    createdAt: '2026-03-01T17:00:00.000Z',
    lines,
    payments: [aPayment({ amountCents: totalCents })],
    refunds: [],
    history: [
      { status: 'awaiting_payment', note: 'Order placed', at: '2026-03-01T17:00:00.000Z' },
      { status: 'paid', note: 'Paid by card', at: '2026-03-01T17:01:00.000Z' },
    ],
    receiptUrl: `/api/orders/${ORDER_ID}/receipt`,
    provider: null,
    ...overrides,
  };
}

/** An order held while the buyer pays. */
export function anUnpaidOrder(overrides: Partial<Order> = {}): Order {
  const order = anOrder({ lines: [anOrderLine({ status: 'held' })], ...overrides });
  return {
    ...order,
    status: 'awaiting_payment',
    paidCents: 0,
    payments: [],
    holdExpiresAt: '2026-03-01T17:15:00.000Z',
    checkoutUrl: CHECKOUT_URL,
    history: order.history.slice(0, 1),
    ...overrides,
  };
}

/** A free order: nothing owed, confirmed at once. */
export function aFreeOrder(overrides: Partial<Order> = {}): Order {
  const line = anOrderLine({ unitPriceCents: 0, subtotalCents: 0, taxes: [], totalCents: 0 });
  return anOrder({ lines: [line], payments: [], ...overrides });
}

/** The 201 of POST /orders: held and on its way to the provider, or (`checkoutUrl: null`) confirmed. */
export function aPlacedOrder(overrides: Partial<PlacedOrder> = {}): PlacedOrder {
  return { order: anUnpaidOrder(), checkoutUrl: CHECKOUT_URL, ...overrides };
}

export const aFreePlacedOrder = (): PlacedOrder => ({ order: aFreeOrder(), checkoutUrl: null });

/** GET /checkout/sessions/:id (or its cancel) saying `status`, with the order in the matching state. */
export function aCheckoutReturn(status: CheckoutReturnStatus, overrides: Partial<CheckoutReturn> = {}): CheckoutReturn {
  const order =
    overrides.order ??
    (status === 'confirmed'
      ? anOrder()
      : status === 'pending'
        ? anUnpaidOrder()
        : anUnpaidOrder({
            status: status === 'cancelled' ? 'cancelled' : 'failed',
            lines: [anOrderLine({ status: 'released' })],
            holdExpiresAt: null,
            checkoutUrl: null,
          }));
  return {
    status,
    message: CHECKOUT_MESSAGES[status],
    orderId: order.id,
    orderStatus: order.status,
    amountCents: order.totalCents,
    currency: 'CAD',
    holdExpiresAt: order.holdExpiresAt,
    order,
    ...overrides,
  };
}
