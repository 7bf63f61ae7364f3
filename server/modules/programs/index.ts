// The programs module's public surface: its definition (plugin and routes), and what the home page reads.
import type { CourtsideModule } from '../../lib/courtside-module.js';
import programsPlugin, { programsModuleRoutes } from './programs-plugin.js';

// What is coming up, as anyone sees it: the home page's "what is on" (the venue module) reads these.
export { dropInsWithSpots, nextPrograms } from './coming-up.js';

/** The module as server/app.ts registers it; its routes: /api/programs; owner: /api/owner/drop-in, /api/owner/programs; staff: /api/staff/programs. */
export const programsModule: CourtsideModule = { name: 'programs', plugin: programsPlugin, routes: programsModuleRoutes };

// Open play reads the setup a drop-in template or one-off session carries, the session's places and
// their holders, checks a player in, and hears the desk's attendance through the AttendanceListener port.
export type { OpenPlaySetup } from './schedule/index.js';
export { openPlaySessionOf, type OpenPlaySession } from './open-play-session.js';
export {
  accountPlacesStarting,
  checkInPlace,
  confirmedPlacesOfAccount,
  isCallersPlace,
  openPlayPlaces,
  type AttendanceListener,
  type OpenPlayPlace,
  type PlaceRef,
} from './registrations/index.js';
