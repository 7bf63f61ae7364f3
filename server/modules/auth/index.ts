// The auth module's public surface: its plugin, the session look-up the auth plugin runs, its tables.
import type { CourtsideModule } from '../../lib/courtside-module.js';
import authPlugin, { authModuleRoutes } from './auth-plugin.js';

export { sessionLookups } from './login-sessions.js';
// The abuse limits' counters: server/plugins/rate-limits.ts keeps them here, so every instance counts together.
export { currentWindow, deleteEndedWindows, deleteWindow, hitWindow } from './rate-limit-windows-repository.js';

/** The module as server/app.ts registers it; its routes: /api/auth. */
export const authModule: CourtsideModule = { name: 'auth', plugin: authPlugin, routes: authModuleRoutes };
