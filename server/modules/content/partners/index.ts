// The partners module's public surface: its definition.
import type { CourtsideModule } from '../../../lib/courtside-module.js';
import partnersPlugin, { partnersModuleRoutes } from './partners-plugin.js';

/** The module as server/app.ts registers it; its routes: /api/partners; owner: /api/owner/partners. */
export const partnersModule: CourtsideModule = { name: 'content/partners', plugin: partnersPlugin, routes: partnersModuleRoutes };
