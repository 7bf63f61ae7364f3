// The alert module's public surface: its plugin and its table.
export { default as alertModule, alertModuleRoutes } from './alert-plugin.js';
