import type { ParticipantId } from '../shared';

/**
 * Memberships as GET /api/memberships/mine answers them (docs/memberships-and-households.md), and
 * the purchase dialog's sums: each ticked person's price before tax, each tax and the total, worked
 * out as the server will (per line, half-up to the cent, in integers).
 */
export type MembershipStatus = 'active' | 'expiring' | 'expired' | 'none';

export interface PersonMembership {
  /** The current membership's id; null when the person has none. */
  id: number | null;
  /** `"self"` for the account holder, else the family member's id. */
  participant: { id: ParticipantId; name: string };
  status: MembershipStatus;
  /** Venue calendar dates (YYYY-MM-DD); `validUntil` is the last valid day. */
  validFrom: string | null;
  validUntil: string | null;
  /** From this date a renewal can be bought. */
  renewableFrom: string | null;
  /** The price before tax, in cents. */
  priceCents: number;
  /** Buy (or Renew) is open now. */
  canBuy: boolean;
  /** ISO instant: the cooling-off period runs until then; null once over (or none). */
  cancellableUntil: string | null;
  orderId: string | null;
}

export interface SalesTaxRate {
  name: string;
  ratePercent: number;
}

export interface Memberships {
  /** The holder first, then each current family member. */
  items: PersonMembership[];
  /** The rates a membership line carries now; empty when the venue charges no tax. */
  taxes: SalesTaxRate[];
}

export interface PurchaseTotals {
  subtotalCents: number;
  taxes: (SalesTaxRate & { amountCents: number })[];
  totalCents: number;
}

/** The server's rounding (server/modules/settings/company/sales-tax.ts `taxAmount`): half-up, rates in thousandths of a percent. */
const taxAmount = (subtotalCents: number, ratePercent: number) => Math.floor((subtotalCents * Math.round(ratePercent * 1000) + 50_000) / 100_000);

/** What the ticked people's memberships come to: tax per line, summed per tax. */
export function purchaseTotals(memberships: Memberships, picks: ParticipantId[]): PurchaseTotals {
  const lines = memberships.items.filter((item) => picks.includes(item.participant.id));
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents, 0);
  const taxes = memberships.taxes.map((tax) => ({
    ...tax,
    amountCents: lines.reduce((sum, line) => sum + (line.priceCents > 0 ? taxAmount(line.priceCents, tax.ratePercent) : 0), 0),
  }));
  return { subtotalCents, taxes: subtotalCents > 0 ? taxes : [], totalCents: subtotalCents + taxes.reduce((sum, tax) => sum + tax.amountCents, 0) };
}
