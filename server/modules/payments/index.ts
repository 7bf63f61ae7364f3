// The payments module's public surface: its plugin, the service orders and products call, the provider
// contract, and the local checkout's table. Payments know products only through the registry.
export { default as paymentsModule, paymentsModuleRoutes } from './payments-plugin.js';
export { HoldSweeper, type SweepResult } from './hold-sweeper.js';
export { LOCAL_SIGNATURE_HEADER, LocalPaymentProvider } from './local-provider.js';
export * from './provider.js';
export {
  MAX_REFUND_ATTEMPTS,
  outcomeOf,
  PaymentsService,
  type CheckoutOutcome,
  type DeskPayment,
  type FulfilmentOutcome,
  type PaymentNotices,
} from './payments-service.js';
export { StripePaymentProvider, WEBHOOK_TOLERANCE_SECONDS, type StripeSettings } from './stripe-provider.js';
export { localCheckoutSessions, type LocalCheckoutSessionRow } from './schema.js';
