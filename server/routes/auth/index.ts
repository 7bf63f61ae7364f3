import type { FastifyPluginAsync } from 'fastify';
import access from './access.js';
import login from './login.js';
import passwordReset from './password-reset.js';
import roles from './roles.js';
import sessionTokens from './session-tokens.js';
import signup from './signup.js';

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
