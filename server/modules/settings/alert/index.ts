// The site alert module's public surface: its definition.
import type { CourtsideModule } from '../../../lib/courtside-module.js';
import alertPlugin, { alertModuleRoutes } from './alert-plugin.js';

export { publicAlert } from './alert-views.js';

/** The module as server/app.ts registers it; its routes: /api/app-alert. */
export const alertModule: CourtsideModule = { name: 'settings/alert', plugin: alertPlugin, routes: alertModuleRoutes };
