// The venue module's public surface: "what is on", the venue's home page read over bookings and programs (it owns no table).
import type { CourtsideModule } from '../../lib/courtside-module.js';
import venuePlugin, { whatsOnModuleRoutes } from './whats-on-plugin.js';

/** The module as server/app.ts registers it; its routes: /api/whats-on. */
export const venueModule: CourtsideModule = { name: 'venue', plugin: venuePlugin, routes: whatsOnModuleRoutes };
