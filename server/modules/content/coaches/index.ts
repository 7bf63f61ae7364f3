// The coaches module's public surface: its definition, and coaches' names for the programs that name one.
import type { CourtsideModule } from '../../../lib/courtside-module.js';
import coachesPlugin, { coachesModuleRoutes } from './coaches-plugin.js';

export { coachNames } from './coaches-repository.js';

/** The module as server/app.ts registers it; its routes: /api/coaches; owner: /api/owner/coaches. */
export const coachesModule: CourtsideModule = { name: 'content/coaches', plugin: coachesPlugin, routes: coachesModuleRoutes };
