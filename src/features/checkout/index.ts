// The checkout feature's public entry: the kit a product's page orders through, and the member's
// purchases the account page shows.
export { CheckoutRedirectCard, useCheckoutLogic, useCheckoutProgress, useLoginGateLogic } from './checkout-kit';
export { usePurchasesLogic } from './purchases/purchases-logic';
export { PurchasesSection } from './purchases/purchases-section';
