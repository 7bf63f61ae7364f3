// The bookings module's public surface: its plugin (which registers the court product), the service
// type, and the bookings table.
export { default as bookingsModule, bookingsModuleRoutes } from './bookings-plugin.js';
export { COURT_BOOKING, type BookingService, type Caller } from './booking-service.js';
export { courtBookingLine } from './court-booking-product.js';
export * from './schema.js';
