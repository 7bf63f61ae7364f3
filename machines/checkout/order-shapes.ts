/**
 * The orders API's shapes as the checkout and purchases machines hold them
 * (docs/orders-and-payments.md). Machines import nothing from src/; the API client takes these.
 * Money in integer cents (CAD); instants are ISO strings, shown in the venue's zone (`timeZone`).
 */
export type OrderStatus = 'awaiting_payment' | 'paid' | 'expired' | 'cancelled' | 'failed' | 'refund_due' | 'refunded';
export type OrderLineStatus = 'held' | 'fulfilled' | 'released' | 'refunded' | 'partially_refunded';
/** `court_booking` today; `membership` and `program_registration` are the next products. */
export type ProductKind = string;
export type PaymentMethod = 'card' | 'cash' | 'card_terminal';

export interface LineTax {
  name: string;
  ratePercent: number;
  amountCents: number;
}

export interface OrderLine {
  id: number;
  position: number;
  product: ProductKind;
  /** The product's own id of what the line reserves (a booking id for court_booking). */
  reference: string | null;
  participant: { userId: number; name: string } | null;
  /** What was sold, as its product says it in the language the app asked for: "Court 3 · Sat 14 Nov 2026 · 6:00–8:00 p.m.". */
  description: string;
  unitPriceCents: number;
  quantity: number;
  subtotalCents: number;
  taxes: LineTax[];
  /** Sold without sales tax under its product's tax category (absent from older answers: taxable). */
  taxExempt?: boolean;
  totalCents: number;
  status: OrderLineStatus;
  refundedCents: number;
  /** Court bookings: the booking's start, for "Add to calendar" and sorting; null for others. */
  startsAt: string | null;
  /** A plain link to an .ics file for this line, when it has a date. */
  calendarUrl: string | null;
}

export interface OrderPayment {
  id: number;
  method: PaymentMethod;
  /** True for the embedded TEST MODE checkout: no money moved. */
  test: boolean;
  amountCents: number;
  createdAt: string;
  /** Desk reference (terminal slip, receipt number); null for card payments. */
  reference: string | null;
}

export interface OrderRefund {
  id: number;
  lineId: number | null;
  amountCents: number;
  status: 'pending' | 'succeeded' | 'failed';
  /** A sentence for people: "Cancelled before the cutoff", "Payment arrived after the court was taken". */
  reason: string;
  /** A reason the app words itself (`cancellation`, `second-payment`…); null when staff wrote it. */
  reasonCode?: string | null;
  /** 'card' goes back to the card; 'desk' is cash back at the front desk. */
  method: 'card' | 'desk';
  createdAt: string;
}

interface OrderHistoryEntry {
  status: OrderStatus;
  note: string;
  at: string;
}

/** Only in answers to staff: the provider's ids, for support. */
interface OrderProviderDetails {
  provider: 'local' | 'stripe' | 'desk';
  sessionId: string | null;
  paymentIds: string[];
  refundIds: string[];
}

export interface Order {
  id: string;
  /** The short number people quote: "Order 1042". */
  number: number;
  status: OrderStatus;
  userId: number | null;
  customer: { name: string; email: string | null } | null;
  timeZone: string;
  currency: 'CAD';
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  /** Tax summed over lines, one entry per tax name and rate. */
  taxes: LineTax[];
  paidCents: number;
  refundedCents: number;
  /** While awaiting payment: when the hold ends and where to pay. */
  holdExpiresAt: string | null;
  checkoutUrl: string | null;
  /** GST/HST registration printed on receipts; null for a small supplier. */
  taxRegistrationNumber: string | null;
  createdAt: string;
  lines: OrderLine[];
  payments: OrderPayment[];
  refunds: OrderRefund[];
  history: OrderHistoryEntry[];
  receiptUrl: string;
  provider: OrderProviderDetails | null;
}

/** A line of `POST /api/orders`: the product kind plus that product's own fields. */
export type OrderLineRequest =
  | { product: 'court_booking'; date: string; startTime?: string; startsAt?: string; hours: number; court: number | 'any' }
  | ({ product: string } & Record<string, unknown>);

export interface PlacedOrder {
  order: Order;
  /** The hosted checkout to send the buyer to; null when nothing is owed (confirmed at once). */
  checkoutUrl: string | null;
}

export type CheckoutReturnStatus = 'confirmed' | 'pending' | 'failed' | 'cancelled';

/** `GET /api/checkout/sessions/:sessionId` and its cancel: what the return page shows. */
export interface CheckoutReturn {
  status: CheckoutReturnStatus;
  message: string;
  orderId: string;
  orderStatus: OrderStatus;
  amountCents: number;
  currency: 'CAD';
  holdExpiresAt: string | null;
  order: Order;
}

export interface TakingsRow {
  grossCents: number;
  taxCents: number;
  refundsCents: number;
  netCents: number;
}

/** `GET /api/admin/takings?from&to`: money by the venue-local date it moved. */
export interface Takings {
  from: string;
  to: string;
  timeZone: string;
  currency: 'CAD';
  totals: TakingsRow & { payments: number; refunds: number };
  byProduct: (TakingsRow & { product: ProductKind })[];
  byMethod: (TakingsRow & { method: PaymentMethod })[];
  taxes: LineTax[];
}
