// The orders module's public surface: the order service, the line helpers payments and products use,
// the order view shape, and the tables of an order's money trail (orders, lines, history, payments, refunds).
export { default as ordersModule, ordersModuleRoutes } from './orders-plugin.js';
export { lineById, lineByReference, lineTotalsOf, linesOf, recordLineRefund, refundableOnLine, setLineStatus } from './order-lines.js';
export {
  claimRefundAttempt,
  clearOrderHold,
  fullyRefunded,
  insertPayment,
  insertRefund,
  lapsedHolds,
  lockLapsedOrders,
  lockOrder,
  moneyOfOrders,
  netPaidOn,
  noteOrder,
  orderById,
  orderBySession,
  ordersByIds,
  paymentById,
  paymentByProviderId,
  recordCheckoutSession,
  recordOrderPayment,
  recordRefundFailure,
  recordRefundResult,
  refundsDueForRetry,
  setOrderStatus,
} from './order-store.js';
export { OrderService } from './order-service.js';
export { orderViewSchema } from './order-views.js';
export * from './schema.js';
