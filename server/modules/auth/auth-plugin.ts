import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import authRoutes from './auth-routes.js';
import { LoginSessions } from './login-sessions.js';
import { PasswordResets } from './password-resets.js';

declare module 'fastify' {
  interface FastifyInstance {
    loginSessions: LoginSessions;
    passwordResets: PasswordResets;
  }
}

/** Logins, refresh tokens and password resets. */
export default fp(
  async function authModule(app: FastifyInstance) {
    app.decorate('loginSessions', new LoginSessions(app.db, app.accessTokens, app.config.refreshTokenTtlDays, app.changeFeed));
    app.decorate('passwordResets', new PasswordResets(app.db, app.config.appOrigin, app.changeFeed));
  },
  { name: 'auth-module', dependencies: ['db', 'auth', 'change-feed'] },
);

/** Every auth call under /api/auth. */
export const authModuleRoutes = fp(
  async function authModuleRoutes(app: FastifyInstance) {
    await app.register(authRoutes, { prefix: '/api/auth' });
  },
  { name: 'auth-routes', dependencies: ['auth-module', 'csrf', 'rate-limits', 'mailer', 'users'] },
);
