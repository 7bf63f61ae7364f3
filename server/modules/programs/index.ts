// The programs module's public surface: its plugin and routes, and its tables.
export { default as programsModule, programsModuleRoutes } from './programs-plugin.js';
export * from './schema.js';
// What is coming up, as anyone sees it: the home page's "what is on" (the whats-on module) reads these.
export { dropInsWithSpots, nextPrograms } from './coming-up.js';
