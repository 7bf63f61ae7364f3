import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { responseSerializerCompiler } from './lib/response-serializer.js';
import { alertModule, alertModuleRoutes } from './modules/settings/alert/index.js';
import { auditModule, auditModuleRoutes } from './modules/audit/index.js';
import { authModule, authModuleRoutes, sessionLookups } from './modules/auth/index.js';
import { bookingsModule, bookingsModuleRoutes } from './modules/booking/index.js';
import { coachesModule, coachesModuleRoutes } from './modules/content/coaches/index.js';
import { householdsModule, householdsModuleRoutes } from './modules/account/households/index.js';
import { membershipsModule, membershipsModuleRoutes } from './modules/account/memberships/index.js';
import { mailModule, mailModuleRoutes, type Mailer } from './modules/mail/index.js';
import { ordersModule, ordersModuleRoutes } from './modules/checkout/orders/index.js';
import { partnersModule, partnersModuleRoutes } from './modules/content/partners/index.js';
import { uploadsModule, uploadsModuleRoutes } from './modules/content/uploads/index.js';
import { paymentsModule, paymentsModuleRoutes } from './modules/checkout/payments/index.js';
import { productsModule } from './modules/checkout/products/index.js';
import { programsModule, programsModuleRoutes } from './modules/programs/index.js';
import { settingsModule, settingsModuleRoutes } from './modules/settings/company/index.js';
import { usersModule, usersModuleRoutes } from './modules/users/index.js';
import { whatsOnModule, whatsOnModuleRoutes } from './modules/venue/index.js';
import authPlugin from './plugins/auth.js';
import changeFeedPlugin from './plugins/change-feed.js';
import clockPlugin from './plugins/clock.js';
import csrfPlugin from './plugins/csrf.js';
import dbPlugin from './plugins/db.js';
import errorHandler, { body } from './plugins/error-handler.js';
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
    // Production runs behind one reverse proxy (TLS); request.ip is then the client's address.
    trustProxy: config.isProduction ? '127.0.0.1,::1' : false,
    bodyLimit: 256 * 1024,
    // Graceful shutdown: close() stops accepting, drops idle keep-alive sockets, lets in-flight requests finish.
    forceCloseConnections: 'idle',
    // The router's own refusals (a malformed or overlong path) in the one error shape, with a code.
    frameworkErrors: (error, _request, reply) => {
      const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      const code = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'uri_too_long' : error.code === 'FST_ERR_BAD_URL' ? 'bad_url' : 'bad_request';
      void (reply as FastifyReply).code(statusCode).send(body(statusCode, error.message, undefined, code));
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.responseSerialization));
  app.decorate('config', config);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });

  // External plugins, then app plugins, then routes (fastify/demo's order).
  await app.register(errorHandler);
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

  // Every module's services, in dependency order (each decorates the instance and names what it needs)…
  await app.register(usersModule);
  await app.register(authModule);
  await app.register(alertModule);
  await app.register(settingsModule);
  await app.register(auditModule); // the staff actions trail's writers
  await app.register(householdsModule); // family members; products register their participation guards with it, so before them
  await app.register(productsModule); // the registry products join; no routes
  await app.register(ordersModule); // orders, their lines and lifecycle; payments plug into them
  await app.register(paymentsModule); // the providers, payments and refunds, and the hold sweeper
  await app.register(bookingsModule); // registers the court product
  await app.register(membershipsModule); // the membership product, its household guard and reminder job; the cached membership answer
  await app.register(uploadsModule); // the owner's images, kept in the database
  await app.register(coachesModule); // the owner's coach profiles; programs name their coach
  await app.register(programsModule); // drop-in and the programs engine: schedule, the registration product, waitlist, roster
  await app.register(mailModule);
  await app.register(partnersModule); // the owner's partner listings
  await app.register(whatsOnModule); // the home page's "what is on", read over bookings and programs

  // …then their routes under /api, in the API's order (fastify/demo: plugins first, then routes).
  await app.register(authModuleRoutes); // /api/auth
  await app.register(usersModuleRoutes); // /api/users
  await app.register(householdsModuleRoutes); // /api/household; staff: /api/staff/accounts/:userId/household
  await app.register(auditModuleRoutes); // staff: /api/staff/accounts/:userId/audit
  await app.register(alertModuleRoutes); // /api/app-alert
  await app.register(settingsModuleRoutes); // /api/company-settings, /api/booking-rules
  await app.register(bookingsModuleRoutes); // /api/bookings, /api/admin/bookings…
  await app.register(ordersModuleRoutes); // /api/orders; staff: /api/admin/orders, /api/staff/accounts/:userId/orders, /api/staff/orders/:id/receipt
  await app.register(membershipsModuleRoutes); // /api/memberships; staff: /api/staff/accounts/:userId/memberships, /api/staff/memberships/:id/refund
  await app.register(programsModuleRoutes); // /api/programs; owner: /api/owner/drop-in, /api/owner/programs; staff: /api/staff/programs
  await app.register(paymentsModuleRoutes); // /api/checkout/sessions, /api/payments/*; staff: /api/staff/orders/:id/desk-payment|refunds, /api/admin/takings
  await app.register(mailModuleRoutes); // /api/dev/outbox outside production
  await app.register(uploadsModuleRoutes); // /api/uploads (owner: /api/uploads/images)
  await app.register(coachesModuleRoutes); // /api/coaches; owner: /api/owner/coaches
  await app.register(partnersModuleRoutes); // /api/partners; owner: /api/owner/partners
  await app.register(whatsOnModuleRoutes); // /api/whats-on

  await app.register(spaPlugin, { distDir: options.distDir ?? defaultDistDir });
  return app;
}
