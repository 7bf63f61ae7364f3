// The checkout domain's public entry: what other machine domains (a product's buying flow) may use.
export { checkoutMachine, lineFieldErrors } from './checkout.machine';
export {
  confirmedOrderIn,
  purchaseMachine,
  refusalIn,
  type PeopleOffer,
  type PurchaseOutcome,
  type PurchaseRequest,
} from './purchase.machine';
export type { Order, OrderLine } from './order-shapes';
// The staff's refund checks, for other domains that refund an order line (a membership on an account).
export { dollarsToCents, orderLookupMachine, refundableCents, refundFieldErrors, type RefundFieldProblem } from './order-lookup.machine';
// The staff's account page runs the look-up over one account's orders.
