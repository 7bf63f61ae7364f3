import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../config.js';
import { CsrfTokens } from '../lib/csrf-token.js';
import { forbidden } from '../lib/http-error.js';

const CSRF_HEADER = 'x-xsrf-token';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyReply {
    /** Re-arms the CSRF cookie for a new binding: login, logout and refresh call it. */
    issueCsrfToken(binding: string): void;
  }
}

/** The login a CSRF token is bound to; an expired but genuine access token still names it. */
function csrfBinding(request: FastifyRequest): string {
  const verdict = request.accessToken;
  return verdict.status === 'invalid' ? 'anonymous' : `session:${verdict.claims.sessionId}`;
}

export default fp(
  async function csrfPlugin(app: FastifyInstance, opts: { config: AppConfig }) {
    const tokens = new CsrfTokens(opts.config.jwtSecret);
    const cookieName = app.authCookies.names.csrf;
    const issued = new WeakSet<FastifyReply>();
    const origins = allowedOrigins(opts.config);

    app.decorateReply('issueCsrfToken', function issueCsrfToken(this: FastifyReply, binding: string) {
      app.authCookies.setCsrf(this, tokens.issue(binding));
      issued.add(this);
    });

    app.addHook('onRequest', async (request) => {
      const mode = request.routeOptions.config?.csrf ?? true;
      if (!UNSAFE_METHODS.has(request.method) || mode === false) return;
      const origin = request.headers.origin;
      if (origin !== undefined && !origins.has(origin)) {
        throw forbidden('This request came from another site and was refused.').coded('cross_site');
      }
      if (mode === 'origin-only') return;
      const cookie = request.cookies[cookieName];
      const header = request.headers[CSRF_HEADER];
      const headerValue = Array.isArray(header) ? header[0] : header;
      if (!cookie || !headerValue || !sameString(cookie, headerValue) || !tokens.isValid(cookie, csrfBinding(request))) {
        throw forbidden('Your security token is missing or out of date. Reload the page and try again.').coded('csrf_failed');
      }
    });

    // Any answer to a request without a valid token arms one, so the SPA's first GET is enough.
    app.addHook('onSend', async (request, reply, payload) => {
      // A route that opts out of CSRF (probes, signed webhooks) is called by machines that keep no cookie.
      if (issued.has(reply) || request.routeOptions.config?.csrf === false) return payload;
      const binding = csrfBinding(request);
      if (!tokens.isValid(request.cookies[cookieName], binding)) reply.issueCsrfToken(binding);
      return payload;
    });
  },
  { name: 'csrf', dependencies: ['auth'] },
);

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The public origin; outside production a loopback origin also under its other loopback names
 * (http://127.0.0.1:3000 is the same machine and port as http://localhost:3000).
 */
export function allowedOrigins(config: Pick<AppConfig, 'appOrigin' | 'isProduction'>): Set<string> {
  const origins = new Set([config.appOrigin]);
  const url = new URL(config.appOrigin);
  if (!config.isProduction && LOOPBACK_HOSTS.includes(url.hostname)) {
    for (const host of LOOPBACK_HOSTS) origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
  }
  return origins;
}

function sameString(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
