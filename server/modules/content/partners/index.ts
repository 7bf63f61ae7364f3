// The partners module's public surface: its plugin and its table.
import type { CourtsideModule } from '../../../lib/courtside-module.js';
import partnersPlugin, { partnersModuleRoutes } from './partners-plugin.js';

export * from './schema.js';

/** The module as server/app.ts registers it; its routes: /api/partners; owner: /api/owner/partners. */
export const partnersModule: CourtsideModule = { name: 'content/partners', plugin: partnersPlugin, routes: partnersModuleRoutes };
