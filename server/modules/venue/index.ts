// The whats-on module's public surface: its plugin and routes (it owns no table).
export { default as whatsOnModule, whatsOnModuleRoutes } from './whats-on-plugin.js';
