import type { FastifyPluginAsync } from 'fastify';
import access from './access-routes.js';
import login from './login-routes.js';
import passwordReset from './password-reset-routes.js';
import roles from './role-routes.js';
import sessionTokens from './session-token-routes.js';
import signup from './signup-routes.js';

/** Every auth call of the spec, under /api/auth. */
const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(signup);
  await app.register(login);
  await app.register(sessionTokens);
  await app.register(passwordReset);
  await app.register(access);
  await app.register(roles);
};

export default authRoutes;
