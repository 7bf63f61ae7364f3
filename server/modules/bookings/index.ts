// The bookings module's public surface: its plugin (which registers the court product), the service
// type, and the bookings table.
export { default as bookingsModule, bookingsModuleRoutes } from './bookings-plugin.js';
export * from './schema.js';
