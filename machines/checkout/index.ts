// The checkout domain's public entry: what other machine domains (a product's booking flow) may use.
export { checkoutMachine, lineFieldErrors, type CheckoutOutput } from './checkout.machine';
export type { Order } from './order-shapes';
