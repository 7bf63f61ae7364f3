// The programs module's public surface: its plugin and routes, and its tables.
export { default as programsModule, programsModuleRoutes } from './programs-plugin.js';
export * from './schema.js';
