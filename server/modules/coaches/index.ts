// The coaches module's public surface (issue 14): its plugin and its table.
export { default as coachesModule, coachesModuleRoutes } from './coaches-plugin.js';
export * from './schema.js';
export { coachNames } from './coach-names.js';
