// The partners module's public surface: its plugin and its table.
export { default as partnersModule, partnersModuleRoutes } from './partners-plugin.js';
export * from './schema.js';
