// The checkout feature's public entry: the kit a product's page orders through, and the member's
// purchases the account page shows.
export { CheckoutRedirectCard, usePurchase, usePurchaseLogic, type Purchase } from './checkout-kit';
export { usePurchasesLogic } from './purchases/purchases-logic';
export { PurchasesSection } from './purchases/purchases-section';
// The staff order look-up's pieces, for the staff view of one account's orders.
export { DeskPaymentDialog } from './orders/desk-payment-dialog';
export { OrderDetails, type OrderLookupActor } from './orders/order-details';
export { OrderResults } from './orders/order-results';
export { RefundDialog } from './orders/refund-dialog';
