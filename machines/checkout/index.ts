// The checkout domain: orders, the purchase sub-flow every product invokes, the return from payment, takings and refunds.
export { checkoutReturnMachine, type CheckoutReturnMode } from './checkout-return.machine';
export { checkoutMachine, lineFieldErrors } from './checkout.machine';
export {
  type DeskMethod,
  type DeskPaymentRequest,
  dollarsToCents,
  type LineRefundRequest,
  type LookupOutcome,
  orderLookupMachine,
  refundableCents,
  refundFieldErrors,
  type RefundFieldProblem,
} from './order-lookup.machine';
export type {
  CheckoutReturn,
  LineTax,
  Order,
  OrderLine,
  OrderLineRequest,
  OrderLineStatus,
  OrderPayment,
  OrderRefund,
  OrderStatus,
  PaymentMethod,
  PlacedOrder,
  ProductKind,
  Takings,
  TakingsRow,
} from './order-shapes';
export { confirmedOrderIn, type PeopleOffer, purchaseMachine, type PurchaseOutcome, type PurchaseRequest, refusalIn } from './purchase.machine';
export { purchasesMachine } from './purchases.machine';
export { rangeProblem, takingsMachine, type TakingsRange } from './takings.machine';
