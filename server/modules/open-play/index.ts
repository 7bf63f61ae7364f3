// Open play's public surface: its definition (plugin and routes). Other modules reach it only
// through programs' AttendanceListener port, which its plugin plugs in.
import type { CourtsideModule } from '../../lib/courtside-module.js';
import openPlayPlugin, { openPlayModuleRoutes } from './open-play-plugin.js';

/** The module as server/app.ts registers it; its routes: /api/open-play; staff: /api/staff/open-play. */
export const openPlayModule: CourtsideModule = { name: 'open-play', plugin: openPlayPlugin, routes: openPlayModuleRoutes };
