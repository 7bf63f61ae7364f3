import type { WithSubquery } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import type { HistoryNote } from '../products/index.js';
import type { OrderLineRow, OrderRow, PaymentProviderName } from './schema.js';

// What orders need from the side that takes the money. Orders never import payments: the payments
// module plugs itself in at start (OrderService.connectPayments), as a product plugs into the registry.

/** Money taken at the front desk: how, its slip or receipt number, and who recorded it. */
export interface DeskPayment {
  method: 'cash' | 'card_terminal';
  reference: string | null;
  recordedById: number;
}

/** A payment received for an order, as its views and receipts show it. */
interface PaymentRecord {
  id: number;
  orderId: string;
  provider: PaymentProviderName;
  providerPaymentId: string;
  method: 'card' | 'cash' | 'card_terminal';
  amountCents: number;
  reference: string | null;
  createdAt: Date;
}

/** A refund of an order (of one line, or of a payment as a whole), as its views and receipts show it. */
export interface RefundRecord {
  id: number;
  orderId: string;
  orderLineId: number | null;
  provider: PaymentProviderName;
  providerRefundId: string | null;
  amountCents: number;
  status: 'pending' | 'succeeded' | 'failed';
  reason: string;
  createdAt: Date;
}

/** An order's money trail: what came in and what went back, oldest first. */
export interface OrderMoney {
  payments: PaymentRecord[];
  refunds: RefundRecord[];
}

/** What a checkout shows of a line (its items and taxes), before the line is written. */
export type CheckoutLine = Pick<OrderLineRow, 'description' | 'quantity' | 'unitPriceCents' | 'taxes'>;

/** A checkout opened inside the order's transaction: its session, and the insert the order's last statement carries. */
interface CheckoutWithin {
  sessionId: string;
  url: string;
  note: HistoryNote;
  write: WithSubquery;
}

export interface OrderPayments {
  /** The provider an order placed online is paid through. */
  readonly onlineProvider: 'local' | 'stripe';
  /** The shortest checkout hold the provider accepts (Stripe: 31 minutes); an order's hold is never shorter. */
  readonly minimumHoldMinutes: number;
  /** Opens the provider's checkout for an order that holds its lines; answers the order as it now is. */
  openCheckout(order: OrderRow, lines: OrderLineRow[]): Promise<{ order: OrderRow; url: string; sessionId: string }>;
  /** The checkout opened inside the order's own transaction, when its provider needs no network (the test checkout); null otherwise. */
  checkoutWithin(tx: Pick<Database, '$with' | 'insert'>, order: OrderRow, lines: CheckoutLine[]): CheckoutWithin | null;
  /** A desk sale just placed: the money taken at the desk is recorded and the order fulfilled. */
  payAtDesk(order: OrderRow, desk: DeskPayment): Promise<void>;
  /** The payments and refunds of each order, for views, receipts and e-mails. */
  moneyOf(db: Pick<Database, 'select'>, orderIds: string[]): Promise<Map<string, OrderMoney>>;
}
