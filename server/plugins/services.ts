import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { LoginSessions } from '../services/login-sessions.js';
import { PasswordResets } from '../services/password-resets.js';

declare module 'fastify' {
  interface FastifyInstance {
    loginSessions: LoginSessions;
    passwordResets: PasswordResets;
  }
}

export default fp(
  async function servicesPlugin(app: FastifyInstance, opts: { config: AppConfig }) {
    app.decorate('loginSessions', new LoginSessions(app.db, app.accessTokens, opts.config.refreshTokenTtlDays));
    app.decorate('passwordResets', new PasswordResets(app.db, opts.config.appOrigin));
  },
  { name: 'services', dependencies: ['db', 'auth'] },
);
