import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.js';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../lib/passwords.js';
import { profileSchema, toProfile } from '../users/index.js';
import { errorResponses } from '../../lib/error-responses.js';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters, textField } from '../../lib/field-schemas.js';

const loginBody = z.strictObject({
  email: textField(254).min(1, 'Enter your e-mail address.').toLowerCase(),
  // Not trimmed (spaces count) and not held to passwordField's rules, so older passwords still log in.
  password: z
    .string()
    .min(1, 'Enter your password.')
    .max(200, 'Use at most 200 characters.')
    .refine((value) => !hasControlCharacters(value), CONTROL_CHARACTER_MESSAGE),
});

// One answer for a wrong e-mail and a wrong password, so nobody can probe who is a member.
const wrongCredentials = () => new HttpError(401, 'Incorrect e-mail or password.').coded('invalid_credentials');

const route: FastifyPluginAsyncZod = async (app) => {
  app.post('/login', {
    schema: {
      tags: ['auth'],
      summary: 'Log in: sets the access, refresh, PB_loggedIn and XSRF-TOKEN cookies',
      body: loginBody,
      response: { 200: profileSchema, ...errorResponses(400, 401, 403, 429) },
    },
    preValidation: async (request) => app.rateLimits.consume('loginPerIp', request.ip),
    handler: async (request, reply) => {
      const { email, password } = request.body;
      await app.rateLimits.check('loginFailuresPerAccount', email);
      const user = await app.users.byEmail(email);
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
      if (!user || !valid) {
        await app.rateLimits.record('loginFailuresPerAccount', email);
        throw wrongCredentials();
      }
      await app.rateLimits.reset('loginFailuresPerAccount', email);
      if (needsRehash(user.passwordHash)) {
        await app.users.setPasswordHash(user.id, await hashPassword(password));
      }
      const tokens = await app.loginSessions.start(user, { userAgent: request.headers['user-agent'], ip: request.ip });
      app.authCookies.setLogin(reply, tokens);
      reply.issueCsrfToken(`session:${tokens.sessionId}`);
      return toProfile(user);
    },
  });
};

export default route;
