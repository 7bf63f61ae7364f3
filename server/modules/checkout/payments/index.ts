// The payments module's public surface: its plugin, the service products call for refunds (queue a
// line's refund inside their transaction, or refund it there when the provider needs no network;
// process it after), the provider contract, and what a product may read of an order's money (what is
// left to refund on a line and the payments it may come from, what was paid). Payments
// know products only through the registry, and orders only through the orders module's index.
import type { CourtsideModule } from '../../../lib/courtside-module.js';
import paymentsPlugin, { paymentsModuleRoutes } from './payments-plugin.js';

export * from './provider.js';
export { PaymentsService } from './payments-service.js';
export { moneyOfOrders } from './payments-repository.js';
export { lineRefundRoom, refundableOnLine } from './refunds-repository.js';
export type { RefundRow } from './schema.js';

/** The module as server/app.ts registers it; its routes: /api/checkout/sessions, /api/payments/*; staff: /api/staff/orders/:id/desk-payment|refunds, /api/admin/takings. */
export const paymentsModule: CourtsideModule = { name: 'checkout/payments', plugin: paymentsPlugin, routes: paymentsModuleRoutes };
