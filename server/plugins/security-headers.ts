import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Paths whose answers carry personal data or credentials and must never be cached. */
const NO_STORE_PREFIXES = ['/api/auth', '/api/users', '/api/dev'];

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Fluent UI (Griffel) inserts its atomic CSS at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // The only frames: YouTube and Vimeo players in rich text (the validator allows no other embed).
      frameSrc: [
        'https://www.youtube.com',
        'https://youtube.com',
        'https://www.youtube-nocookie.com',
        'https://youtube-nocookie.com',
        'https://player.vimeo.com',
      ],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  hsts: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * The headers helmet sets, worked out once. Its middleware depends only on these options (no
 * per-request directive), and @fastify/helmet rebuilt it, parsing every directive, on each request.
 */
function helmetHeaders(): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, String(value)]),
    removeHeader: () => undefined, // X-Powered-By, which Fastify never sets
  };
  helmet(HELMET_OPTIONS)({} as never, recorder as never, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet refused its options');
  });
  return headers;
}

export default fp(
  async function securityHeaders(app: FastifyInstance) {
    const headers = helmetHeaders();
    // On the raw response, as helmet did: answers written past Fastify (the availability stream) carry them too.
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (NO_STORE_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
