// The coaches module's public surface: its plugin, its table, and coaches' names for the programs that name one.
export { default as coachesModule, coachesModuleRoutes } from './coaches-plugin.js';
export * from './schema.js';
export { coachNames } from './coach-names.js';
