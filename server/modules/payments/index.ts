// The payments module's public surface: its plugin, the service orders and products call, the provider
// contract, and the local checkout's table. Payments know products only through the registry.
export { default as paymentsModule, paymentsModuleRoutes } from './payments-plugin.js';
export * from './provider.js';
export {
  PaymentsService,
  type DeskPayment,
  type PaymentNotices,
} from './payments-service.js';
