// The uploads module's public surface: the plugin, its table, and what other modules
// use to refer to an upload (its address) and to check one exists.
export * from './schema.js';
export { default as uploadsModule, uploadsModuleRoutes } from './uploads-plugin.js';
export { uploadExists, uploadUrl } from './uploads-service.js';
