import type { z } from 'zod';
import type { Database } from '../../../db/client.js';
import type { ServerMessageId } from '../../../lib/server-i18n.js';
import { isAdmin, type AuthenticatedUser } from '../../../plugins/auth.js';
import type { CompanySettings } from '../../settings/company/index.js';
import type { HistoryNote } from './history-note.js';
import { RefundReasons } from './refund-reasons.js';
import type { SaleOrder, SoldLine } from './sale-shapes.js';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Who an order is for: an account, or a walk-in at the desk (name, maybe an e-mail). */
export interface Customer {
  userId: number | null;
  email: string | null;
  name: string | null;
  /** The language of the screen placing the order; a walk-in's e-mails use it. */
  locale?: 'en-CA' | 'fr-CA';
}

/** Who asks for the order: the member online, or staff at the desk. */
export interface Buyer {
  id: number;
  email: string;
  isStaff: boolean;
}

/** The logged-in user as orders and products see them: staff see and sell everything. */
export const buyerOf = (user: AuthenticatedUser): Buyer => ({ id: user.id, email: user.email, isStaff: isAdmin(user) });

export interface HoldContext {
  tx: Tx;
  now: Date;
  settings: CompanySettings;
  order: SaleOrder;
  buyer: Buyer;
  customer: Customer;
  channel: 'online' | 'desk';
  /** When the reservation lapses unless paid; the product copies it where its own rows need it. */
  holdExpiresAt: Date;
  /** The customer's account as the order's insert locked and read it (its holder's name for a place of their own); null for a walk-in. */
  account?: { firstName: string; lastName: string; birthday: string | null } | null;
}

/** What a product reserved and how it prices it; the registry adds tax and writes the line. */
export interface HeldLine {
  reference: string;
  description: string;
  unitPriceCents: number;
  quantity: number;
  participantUserId: number | null;
  /** A note for the order's history, as a code (no ids that mean nothing to people). */
  note: HistoryNote;
  /** The product's own row as the hold wrote it, handed back to its shortcut route (court booking answers with it). */
  record?: unknown;
  /** What views add to the line, as the hold already knows it: the placed order's answer then reads nothing back. */
  details?: LineDetails;
  /** 'exempt': no sales tax on this line (the product keeps the category with its row for receipts); taxable by default. */
  taxCategory?: 'taxable' | 'exempt';
}

/** What cancelling a line now would mean, under the policy the product kept when it was sold. */
export interface LineCancellationTerms {
  cancellable: boolean;
  reason: string | null;
  /** Cents to give back now, tax included; never more than what is left of the line. */
  refundCents: number;
}

/** What views and receipts add to a line beyond its stored snapshot. */
export interface LineDetails {
  startsAt: Date | null;
  endsAt: Date | null;
  calendarPath: string | null;
  /** The cancellation terms kept with the sale, in a sentence for receipts. */
  policyNote: string | null;
  /** The same terms as values, for a receipt in another language: desk sales, or the online cutoff. */
  policy?: { kind: 'desk' } | { kind: 'online'; cutoffHours: number } | { kind: 'cooling-off'; days: number } | null;
  /** The line's description in a language (e.g. a court's time in French); the stored snapshot is English. */
  describe?: (locale: 'en-CA' | 'fr-CA', timeZone: string) => string;
  /** Sold without sales tax, under the tax category the product kept with the sale; receipts say so. */
  taxExempt?: boolean;
  /** The receipt's calendar file from what details already read (null when the line has none); without it the receipt asks `calendar`. */
  calendarFile?: (locale: 'en-CA' | 'fr-CA', timeZone: string) => { filename: string; content: string } | null;
  /**
   * What the checkout page says the unpaid line holds, in a language: "Your court is held until
   * {when}." and, once the checkout ended, what was let go. Orders and payments never name a product.
   */
  checkout?: {
    held: (locale: 'en-CA' | 'fr-CA', when: string) => string;
    released: (locale: 'en-CA' | 'fr-CA') => string;
  };
}

/** Where the page of an ended checkout sends the buyer to choose again, and the link's words. */
export interface ReturnLink {
  path: string;
  label: ServerMessageId;
}

/** The home page: an ended checkout whose products name no page of their own returns there. */
const HOME_LINK: ReturnLink = { path: '/', label: 'checkout.backHome' };

/**
 * A product: anything the venue sells. Each step runs inside the caller's transaction; the orders
 * and payments code calls only these, so adding a product changes nothing in payments.
 */
export interface Product<Input = unknown> {
  readonly kind: string;
  /** The line's own fields (everything but `product`): a strict object, so typos are refused. */
  readonly input: z.ZodType<Input>;
  /** Validates and prices the request for this customer, and reserves it as held. Throws HttpError. */
  hold(ctx: HoldContext, input: Input): Promise<HeldLine>;
  /** Makes a held (or lapsed) reservation final; 'gone' when what it reserved was taken meanwhile. */
  fulfil(tx: Tx, line: SoldLine, now: Date): Promise<'fulfilled' | 'gone'>;
  /** Lets go of a held reservation (checkout cancelled, expired or failed). */
  release(tx: Tx, line: SoldLine, now: Date): Promise<void>;
  /** What cancelling now refunds under the kept policy (the line's remaining money is the ceiling). */
  cancellationTerms(db: Pick<Database, 'select'>, line: SoldLine, now: Date): Promise<LineCancellationTerms>;
  details(db: Pick<Database, 'select'>, lines: SoldLine[]): Promise<Map<number, LineDetails>>;
  /** A calendar file for the receipt e-mail, when the line is something that happens at a time (in the recipient's language). */
  calendar(db: Pick<Database, 'select'>, line: SoldLine, locale?: 'en-CA' | 'fr-CA'): Promise<{ filename: string; content: string } | null>;
  /** After the order is confirmed and committed (never inside its transaction): e-mails the line's sale sets off. */
  confirmed?(line: SoldLine): Promise<void>;
  /** The product's own refund reason codes and their words ("membership-cooling-off"); the general ones are the registry's. */
  readonly refundReasons?: Readonly<Record<string, ServerMessageId>>;
  /** Where to choose again once a checkout of this product ended ("Book again", /bookings). */
  readonly returnLink?: ReturnLink;
}

class UnknownProductError extends Error {}

/** The products on sale, by kind, with their refund reasons and return links. Registered once at start by each product's module. */
export class ProductRegistry {
  private readonly products = new Map<string, Product<unknown>>();
  /** Every refund reason code an order may carry, in words. */
  readonly refundReasons = new RefundReasons();

  register<Input>(product: Product<Input>) {
    if (this.products.has(product.kind)) throw new Error(`Product ${product.kind} is registered twice.`);
    // Its reasons first: a product refused for a taken reason code is not half registered.
    this.refundReasons.addAll(product.refundReasons ?? {});
    this.products.set(product.kind, product);
  }

  /** The first of these products' return links (an order's lines, in order), else the home page. */
  returnLink(kinds: string[]): ReturnLink {
    for (const kind of kinds) {
      const link = this.products.get(kind)?.returnLink;
      if (link) return link;
    }
    return HOME_LINK;
  }

  get(kind: string): Product<unknown> {
    const product = this.products.get(kind);
    if (!product) throw new UnknownProductError(`No product "${kind}" is on sale.`);
    return product;
  }

  has(kind: string) {
    return this.products.has(kind);
  }

  kinds(): string[] {
    return [...this.products.keys()];
  }
}
