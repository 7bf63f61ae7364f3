// The bookings module's public surface: its plugin (which registers the court product), the service
// type, and the bookings table.
export { default as bookingsModule, bookingsModuleRoutes } from './bookings-plugin.js';
export * from './schema.js';
// Program sessions hold their courts as blocks here (the programs module calls these in its transactions).
export { blockCourtsForSession, moveSessionBlocks, relabelSessionBlocks, releaseSessionBlocks, removeSessionBlocks } from './session-blocks.js';
export { calendarFileOf, type CalendarEvent } from './calendar.js';
