// The orders module's public surface. Orders own orders, their lines and status history, and their
// lifecycle: placing (every line held in one transaction), fulfilling when paid, releasing when the
// checkout ends unpaid or the hold lapses, and each line's refunded money. Payments plug in through
// OrderPayments and call back into orders only through this short list (docs/architecture.md,
// "The money boundary"):
//   OrderService.connectPayments      — plug the money side in: an order's checkout, the desk's money, its money trail
//   OrderService.orderBySession / orderById — which order a provider's event or a return page is about
//   lockOrder / lockOrderOfSession / lockOrderWhereId — a payment, or a refund's result, is recorded under the order's lock
//   OrderService.fulfilPaid / settlePaid — a payment arrived: the lines it waited for become final, the order says so
//   OrderService.setStatus / note     — the order's history says what the money did
//   OrderService.checkoutOpened       — the order keeps its provider checkout's session and link
//   OrderService.releaseHold          — a checkout ended unpaid (cancelled, expired, failed): let go of what it held
//   OrderService.lapsedHolds          — the sweeper finds the holds that ran out
//   OrderService.refundRecorded       — the provider gave back money (part or all of a line): the line and history follow
//   OrderService.refundWrites         — the same, as CTEs for a refund settled in its deciding transaction's own insert
//   linesOf / linesOfOrders / lineOfOrder — the lines a checkout, a line refund and the takings read
//   OrderService.views / notices      — the return page's answer, the receipt and the refund e-mail
// Products use the same lifecycle inside their own transactions (releaseLapsedOrders, releaseLockedOrder,
// note) and look their lines up (lineByReference, lineById, lineTotalsOf, salesOf, orderById, ordersByIds).
import type { CourtsideModule } from '../../../lib/courtside-module.js';
import ordersPlugin, { ordersModuleRoutes } from './orders-plugin.js';

export { lineById, lineByReference, lineOfOrder, lineTotalsOf, linesOf, linesOfOrders, salesOf } from './order-lines-repository.js';
export { lockOrder, lockOrderOfSession, lockOrderWhereId, orderById, ordersByIds } from './order-repository.js';
export type { CheckoutLine, DeskPayment, OrderMoney, OrderPayments } from './order-payments.js';
export { OrderService } from './order-service.js';
export type { ConfirmedOrder } from './order-notifications.js';
export { orderViewSchema } from './order-views.js';
export { taxLabel } from './receipt-text.js';
export { orderIdParams } from './orders-routes.js';
// The row shapes others read through these functions (never the tables themselves).
export type { OrderLineRow, OrderRow, OrderStatus, PaymentProviderName } from './schema.js';

/** The module as server/app.ts registers it; its routes: /api/orders; staff: /api/admin/orders, /api/staff/accounts/:userId/orders, /api/staff/orders/:id/receipt. */
export const ordersModule: CourtsideModule = { name: 'checkout/orders', plugin: ordersPlugin, routes: ordersModuleRoutes };
