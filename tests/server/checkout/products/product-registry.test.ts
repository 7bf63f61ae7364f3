/**
 * The product registry on its own: products bring their refund reasons and return links with them,
 * so orders and payments word a reason and lead an ended checkout back without naming a product.
 */
import { describe, expect, it } from 'vitest';
import { ProductRegistry, type Product } from '../../../../server/modules/checkout/products/index.js';

/** A product with nothing behind it: the registry only reads its kind, reasons and link. */
const product = (kind: string, extra: Partial<Product> = {}): Product => ({
  kind,
  input: undefined as never,
  hold: () => Promise.reject(new Error('not sold here')),
  fulfil: async () => 'fulfilled',
  release: async () => {},
  cancellationTerms: async () => ({ cancellable: false, reason: null, refundCents: 0 }),
  details: async () => new Map(),
  calendar: async () => null,
  ...extra,
});

describe('the product registry', () => {
  it('words the general refund reasons and those a product registers, in both languages; a reason staff wrote stays as written', () => {
    const registry = new ProductRegistry();
    registry.register(product('membership', { refundReasons: { 'membership-cooling-off': 'receipt.refundReason.coolingOff' } }));
    expect(registry.refundReasons.text('second-payment')).toBe('We received a second payment for an order that was already paid.');
    expect(registry.refundReasons.text('membership-cooling-off', 'fr-CA')).toBe('Vous avez annulé pendant la période de réflexion.');
    expect(registry.refundReasons.isCode('membership-cooling-off')).toBe(true);
    expect(registry.refundReasons.isCode('Rained out')).toBe(false);
    expect(registry.refundReasons.text('Rained out', 'fr-CA')).toBe('Rained out');
  });

  it('refuses a product that registers a reason code already taken, or a kind twice', () => {
    const registry = new ProductRegistry();
    expect(() => registry.register(product('court', { refundReasons: { cancellation: 'receipt.refundReason.cancellation' } }))).toThrow(
      /cancellation is registered twice/,
    );
    registry.register(product('court'));
    expect(() => registry.register(product('court'))).toThrow(/registered twice/);
  });

  it('answers the first line’s product that has a return link, else the home page', () => {
    const registry = new ProductRegistry();
    registry.register(product('gift_card'));
    registry.register(product('court', { returnLink: { path: '/bookings', label: 'checkout.bookAgain' } }));
    expect(registry.returnLink(['gift_card', 'court'])).toEqual({ path: '/bookings', label: 'checkout.bookAgain' });
    expect(registry.returnLink(['gift_card'])).toEqual({ path: '/', label: 'checkout.backHome' });
    expect(registry.returnLink(['unknown'])).toEqual({ path: '/', label: 'checkout.backHome' });
  });
});
