import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import type { CourtsideModule } from './lib/courtside-module.js';
import { responseSerializerCompiler } from './lib/response-serializer.js';
import { auditModule } from './modules/audit/index.js';
import { authModule, sessionLookups } from './modules/auth/index.js';
import { householdsModule } from './modules/account/households/index.js';
import { membershipsModule } from './modules/account/memberships/index.js';
import { bookingModule } from './modules/booking/index.js';
import { ordersModule } from './modules/checkout/orders/index.js';
import { paymentsModule } from './modules/checkout/payments/index.js';
import { productsModule } from './modules/checkout/products/index.js';
import { coachesModule } from './modules/content/coaches/index.js';
import { partnersModule } from './modules/content/partners/index.js';
import { uploadsModule } from './modules/content/uploads/index.js';
import { mailModule, type Mailer } from './modules/mail/index.js';
import { openPlayModule } from './modules/open-play/index.js';
import { programsModule } from './modules/programs/index.js';
import { alertModule } from './modules/settings/alert/index.js';
import { companySettingsModule } from './modules/settings/company/index.js';
import { contactOf, usersModule } from './modules/users/index.js';
import { venueModule } from './modules/venue/index.js';
import authPlugin from './plugins/auth.js';
import changeFeedPlugin from './plugins/change-feed.js';
import clockPlugin from './plugins/clock.js';
import csrfPlugin from './plugins/csrf.js';
import dbPlugin from './plugins/db.js';
import errorHandler, { body, headerLocale } from './plugins/error-handler.js';
import mailerPlugin from './plugins/mail-transport.js';
import openApiPlugin from './plugins/openapi.js';
import requestLocalePlugin from './plugins/request-locale-getters.js';
import rateLimitsPlugin, { type RateLimitName, type RateLimitRule } from './plugins/rate-limits.js';
import securityHeaders from './plugins/security-headers.js';
import spaPlugin from './plugins/spa.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Close the database with the app (the server does; tests that share a database do not). */
  closeDatabase?: boolean;
  mailer?: Mailer;
  rateLimits?: Partial<Record<RateLimitName, RateLimitRule>>;
  distDir?: string;
}

/**
 * Every module, in dependency order: its plugin builds its services after those of the modules it
 * names in its dependencies (server/lib/courtside-module.ts). A new module adds its import and one line here.
 */
const MODULES: readonly CourtsideModule[] = [
  usersModule,
  authModule,
  alertModule,
  companySettingsModule, // company settings, booking rules, sales tax
  auditModule, // the staff actions trail's writers
  householdsModule, // family members; products register their participation guards with it, so before them
  productsModule, // the registry products join
  ordersModule, // orders, their lines and lifecycle; payments plug into them
  paymentsModule, // the providers, payments and refunds, and the hold sweeper
  bookingModule, // registers the court product
  membershipsModule, // the membership product, its household guard and reminder job; the cached membership answer
  uploadsModule, // the owner's images, kept in the database
  coachesModule, // the owner's coach profiles; programs name their coach
  programsModule, // drop-in and the programs engine: schedule, the registration product, waitlist, roster
  openPlayModule, // drop-in run live: the line, the courts, check-in; plugs into programs' attendance
  mailModule,
  partnersModule, // the owner's partner listings
  venueModule, // the home page's "what is on", read over bookings and programs
];

const defaultDistDir = fileURLToPath(new URL('../dist', import.meta.url));

/** Builds the whole API without listening, so tests build exactly what production runs. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]', 'res.headers["set-cookie"]'],
          },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    // X-Forwarded-* is believed only from the balancer's addresses (TRUST_PROXY); request.ip is then the client's address.
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    // Graceful shutdown: close() stops accepting, drops idle keep-alive sockets, lets in-flight requests finish.
    forceCloseConnections: 'idle',
    // The router's own refusals (a malformed or overlong path) in the one error shape, with a code.
    frameworkErrors: (error, request, reply) => {
      const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      const code = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'uri_too_long' : error.code === 'FST_ERR_BAD_URL' ? 'bad_url' : 'bad_request';
      void (reply as FastifyReply).code(statusCode).send(body(statusCode, error.message, undefined, code, undefined, headerLocale(request)));
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.responseSerialization));
  app.decorate('config', config);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });
  // Behind the balancer: which instance answered. On the raw response, so hijacked answers (the SSE stream) carry it too.
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader('x-served-by', config.instanceName);
  });

  // External plugins, then app plugins, then routes (fastify/demo's order).
  // A 4xx to a request without Accept-Language is worded in the caller's saved language.
  await app.register(errorHandler, { savedLocale: async (userId) => (await contactOf(app.db, userId))?.locale ?? null });
  await app.register(securityHeaders);
  // gzip/brotli for the SPA's assets and JSON answers over 1 KiB (members are often on phones).
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(requestLocalePlugin);
  await app.register(dbPlugin, { handle: options.database, closeOnShutdown: options.closeDatabase ?? true });
  await app.register(rateLimitsPlugin, {
    rules: {
      signupPerIp: { max: config.signupsPerIpPerHour, windowMs: 60 * 60_000 },
      loginPerIp: { max: config.loginsPerIpPer5Min, windowMs: 5 * 60_000 },
      ...options.rateLimits,
    },
  });
  await app.register(mailerPlugin, { config, mailer: options.mailer });
  await app.register(changeFeedPlugin, { source: options.database.notifications });
  await app.register(authPlugin, { config, sessions: sessionLookups });
  await app.register(csrfPlugin, { config });
  await app.register(clockPlugin);

  await app.register(openApiPlugin); // before every route: it documents them as they are registered

  await app.register(
    async (api) => {
      api.get('/health', {
        // Probes and load balancers keep no cookie: arming a CSRF token for them is wasted work.
        config: { csrf: false },
        schema: { tags: ['platform'], summary: 'Liveness and database kind', response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) } },
        handler: async () => ({ status: 'ok' as const, database: app.databaseKind }),
      });
    },
    { prefix: '/api' },
  );

  // Every module's services, then every module's routes (fastify/demo: plugins first, then routes).
  for (const { plugin } of MODULES) await app.register(plugin);
  for (const { routes } of MODULES) if (routes) await app.register(routes);

  await app.register(spaPlugin, { distDir: options.distDir ?? defaultDistDir });
  return app;
}
