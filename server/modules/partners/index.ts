// The partners module's public surface (issue 14): its plugin and its table.
export { default as partnersModule, partnersModuleRoutes } from './partners-plugin.js';
export * from './schema.js';
