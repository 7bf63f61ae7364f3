import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { shareErrorAnswers } from './openapi-error-answers.js';
import { ACCESS_COOKIE_SCHEME, describeOperation } from './openapi-operation.js';

/**
 * The API's map at /api/docs/json (and the Swagger UI at /api/docs), built from the routes as they
 * are registered: registered before any route so it sees them all. Each operation's id, access and
 * refusals come from describeOperation; api-client/openapi.json is this document, checked by lint.
 */
export default fp(
  async function openApiPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Courtside API',
          version: '1.0.0',
          description:
            'Court booking for a pickleball venue. Logging in (POST /api/auth/login) sets the access cookie; ' +
            'every write also needs the X-XSRF-TOKEN header holding the value of the CSRF cookie that any answer sets. ' +
            'Each operation says who may call it in `x-access`: public, member (any login), staff or owner.',
        },
        // Relative: the API is served by the venue's own site, under /api.
        servers: [{ url: '/', description: 'The venue’s site' }],
        components: {
          securitySchemes: {
            [ACCESS_COOKIE_SCHEME]: { type: 'apiKey', in: 'cookie', name: app.authCookies.names.access, description: 'The access token set by logging in' },
          },
        },
      },
      transform: describeOperation,
      transformObject: shareErrorAnswers,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  },
  { name: 'openapi', dependencies: ['auth'] },
);
