// The auth module's public surface: its plugin, the session look-up the auth plugin runs, its tables.
export { default as authModule, authModuleRoutes } from './auth-plugin.js';
export { findSessionAccount, LoginSessions, type IssuedTokens, type RefreshOutcome } from './login-sessions.js';
export { PasswordResets, RESET_TOKEN_TTL_MINUTES } from './password-resets.js';
export { loginSessions, passwordResetTokens, refreshTokens } from './schema.js';
