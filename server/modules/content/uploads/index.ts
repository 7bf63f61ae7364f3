// The uploads module's public surface: the plugin, its table, and what other modules
// use to refer to an upload (its address), to check one exists and to refuse a gone image.
export * from './schema.js';
export { default as uploadsModule, uploadsModuleRoutes } from './uploads-plugin.js';
export { checkImageUpload, uploadExists, uploadUrl } from './uploads-service.js';
