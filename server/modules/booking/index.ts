// The booking module's public surface (court bookings): its definition (its plugin registers the court
// product), the courts a program session holds, and calendar files.
import type { CourtsideModule } from '../../lib/courtside-module.js';
import bookingPlugin, { bookingsModuleRoutes } from './bookings-plugin.js';

// Program sessions hold their courts as blocks here (the programs module calls these in its transactions).
export { blockCourtsForSession, moveSessionBlocks } from './session-blocks.js';
export { relabelSessionBlocks, releaseSessionBlocks, removeSessionBlocks } from './bookings-repository.js';
export { calendarFileOf, type CalendarEvent } from './calendar.js';

/** The module as server/app.ts registers it; its routes: /api/bookings; staff: /api/admin/bookings…, /api/staff/accounts/:userId/bookings. */
export const bookingModule: CourtsideModule = { name: 'booking', plugin: bookingPlugin, routes: bookingsModuleRoutes };
