import type { HttpClient } from '@/lib/http-client';
import { API_BASE_URL } from '../constants';
import type { CheckoutReturn, Order, OrderLineRequest, PaymentMethod, PlacedOrder, Takings } from '@machines/checkout';

export type { CheckoutReturn, Order, OrderLineRequest, PaymentMethod, PlacedOrder, Takings } from '@machines/checkout';

/** Orders for every product, checkout returns, receipts and the staff's order tools (docs/orders-and-payments.md). */
export function createOrdersApi(http: HttpClient) {
  return {
    place: (lines: OrderLineRequest[]) => http.post<PlacedOrder>('orders', { lines }).then((r) => r.data),
    mine: () => http.get<{ items: Order[] }>('orders/mine').then((r) => r.data.items),
    get: (id: string) => http.get<Order>(`orders/${id}`).then((r) => r.data),
    /** A plain link: the printable receipt page (HTML) opens with the login cookie. */
    receiptUrl: (id: string) => `${API_BASE_URL}/orders/${id}/receipt`,
    checkoutReturn: (sessionId: string) => http.get<CheckoutReturn>(`checkout/sessions/${encodeURIComponent(sessionId)}`).then((r) => r.data),
    cancelCheckout: (sessionId: string) => http.post<CheckoutReturn>(`checkout/sessions/${encodeURIComponent(sessionId)}/cancel`).then((r) => r.data),
    // Staff
    search: (q: string) => http.get<{ items: Order[] }>('admin/orders', { params: { q } }).then((r) => r.data.items),
    recordDeskPayment: (id: string, method: Exclude<PaymentMethod, 'card'>, reference?: string) =>
      http.post<Order>(`staff/orders/${id}/desk-payment`, reference ? { method, reference } : { method }).then((r) => r.data),
    refundLine: (id: string, lineId: number, amountCents: number, reason: string) =>
      http.post<Order>(`staff/orders/${id}/refunds`, { lineId, amountCents, reason }).then((r) => r.data),
    takings: (from: string, to: string) => http.get<Takings>('admin/takings', { params: { from, to } }).then((r) => r.data),
    takingsCsvUrl: (from: string, to: string) => `${API_BASE_URL}/admin/takings.csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  };
}
