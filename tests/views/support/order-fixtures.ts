/**
 * Order fixtures for view tests: the same plain builders the machine tests use (one source), so a
 * page and its machine are tested against the same answers. Build variations with overrides, e.g.
 * `anOrder({ lines: [anOrderLine(), anOrderLine({ id: 2, product: 'membership', … })] })`.
 */
export {
  aCheckoutReturn,
  aFreeOrder,
  aFreePlacedOrder,
  anOrder,
  anOrderLine,
  anUnpaidOrder,
  aPayment,
  aPlacedOrder,
  CHECKOUT_MESSAGES,
  CHECKOUT_URL,
  HST,
  ORDER_ID,
  taxesOf,
} from '../../machines/checkout/order-fixtures';
