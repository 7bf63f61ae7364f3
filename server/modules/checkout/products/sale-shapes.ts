// What a product sees of the sale it takes part in. The orders module's rows carry these fields and
// more; products know neither orders nor payments, only these shapes.

/** An order line as a product reads it: what it sold (`reference`, the product's own id) and its money. */
export interface SoldLine {
  id: number;
  orderId: string;
  position: number;
  product: string;
  reference: string | null;
  participantUserId: number | null;
  description: string;
  unitPriceCents: number;
  quantity: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  refundedCents: number;
  status: 'held' | 'fulfilled' | 'released' | 'refunded' | 'partially_refunded';
}

/** The order a line is being held for: its id, and the language it was placed in (a walk-in's e-mails use it). */
export interface SaleOrder {
  id: string;
  locale: 'en-CA' | 'fr-CA' | null;
}
