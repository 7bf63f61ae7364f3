import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/error-responses.js';

/** Refresh, logout and clear-cookies: the three calls that move a login along or end it. */
const route: FastifyPluginAsyncZod = async (app) => {
  app.post('/refresh', {
    schema: {
      tags: ['auth'],
      summary: 'Rotate the refresh token and issue a new access token (201 on success)',
      response: { 201: z.undefined(), ...errorResponses(401, 403) },
    },
    handler: async (request, reply) => {
      const outcome = await app.loginSessions.rotate(request.cookies[app.authCookies.names.refresh]);
      if (outcome.status === 'rejected') {
        app.authCookies.clearLogin(reply);
        reply.issueCsrfToken('anonymous');
        request.log.info({ reason: outcome.reason }, 'refresh refused');
        throw new HttpError(401, 'Your session has ended. Please log in again.').coded('session_ended');
      }
      app.authCookies.setLogin(reply, outcome.tokens);
      return reply.code(201).send();
    },
  });

  app.post('/logout', {
    schema: {
      tags: ['auth'],
      summary: 'End this login everywhere it is used and clear the cookies',
      response: { 204: z.undefined(), ...errorResponses(401, 403) },
    },
    handler: async (request, reply) => {
      const verdict = request.accessToken;
      app.authCookies.clearLogin(reply);
      reply.issueCsrfToken('anonymous');
      // An expired but genuine token still names the login to end.
      if (verdict.status === 'invalid') throw new HttpError(401, 'You are not logged in.').coded('not_logged_in');
      await app.loginSessions.revoke(verdict.claims.sessionId, verdict.claims.userId);
      return reply.code(204).send();
    },
  });

  app.post('/clear-cookies', {
    // Only clears this browser's cookies, so it needs no valid login or CSRF token: it is the way out
    // of a broken session. The Origin check still applies.
    config: { csrf: 'origin-only' },
    schema: {
      tags: ['auth'],
      summary: 'Clear the login cookies without needing a valid token',
      response: { 204: z.undefined(), ...errorResponses(403) },
    },
    handler: async (_request, reply) => {
      app.authCookies.clearLogin(reply);
      reply.issueCsrfToken('anonymous');
      return reply.code(204).send();
    },
  });
};

export default route;
