// The auth module's public surface: its plugin, the session look-up the auth plugin runs, its tables.
export { default as authModule, authModuleRoutes } from './auth-plugin.js';
export { sessionLookups } from './login-sessions.js';
