import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import type { Mailer } from './mail/mailer.js';
import authPlugin from './plugins/auth.js';
import csrfPlugin from './plugins/csrf.js';
import dbPlugin from './plugins/db.js';
import errorHandler from './plugins/error-handler.js';
import holdSweeperPlugin from './plugins/hold-sweeper.js';
import mailerPlugin from './plugins/mailer.js';
import paymentsPlugin from './plugins/payments.js';
import rateLimitsPlugin, { type RateLimitName, type RateLimitRule } from './plugins/rate-limits.js';
import securityHeaders from './plugins/security-headers.js';
import servicesPlugin from './plugins/services.js';
import spaPlugin from './plugins/spa.js';
import adminBookingRoutes from './routes/admin-bookings/index.js';
import appAlertRoutes from './routes/app-alert/index.js';
import authRoutes from './routes/auth/index.js';
import bookingRulesRoutes from './routes/booking-rules/index.js';
import bookingRoutes from './routes/bookings/index.js';
import companySettingsRoutes from './routes/company-settings/index.js';
import outboxRoutes from './routes/dev/outbox.js';
import orderRoutes from './routes/orders/index.js';
import staffOrderRoutes from './routes/orders/staff.js';
import paymentRoutes from './routes/payments/index.js';
import userRoutes from './routes/users/index.js';

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
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
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
  await app.register(dbPlugin, { handle: options.database, closeOnShutdown: options.closeDatabase ?? true });
  await app.register(rateLimitsPlugin, { rules: { signupPerIp: { max: config.signupsPerIpPerHour, windowMs: 60 * 60_000 }, ...options.rateLimits } });
  await app.register(mailerPlugin, { config, mailer: options.mailer });
  await app.register(authPlugin, { config });
  await app.register(csrfPlugin, { config });
  await app.register(servicesPlugin, { config });
  await app.register(paymentsPlugin, { config });
  await app.register(holdSweeperPlugin, { intervalSeconds: config.holdSweepIntervalSeconds });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Courtside API', version: '1.0.0', description: 'Court booking for a pickleball venue. Every write needs the X-XSRF-TOKEN header.' },
      components: {
        securitySchemes: { accessCookie: { type: 'apiKey', in: 'cookie', name: 'access_token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });

  await app.register(
    async (api) => {
      api.get('/health', {
        schema: { tags: ['platform'], summary: 'Liveness and database kind', response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) } },
        handler: async () => ({ status: 'ok' as const, database: app.databaseKind }),
      });
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(userRoutes, { prefix: '/users' });
      await api.register(appAlertRoutes, { prefix: '/app-alert' });
      await api.register(companySettingsRoutes, { prefix: '/company-settings' });
      await api.register(bookingRulesRoutes, { prefix: '/booking-rules' });
      await api.register(bookingRoutes, { prefix: '/bookings' });
      await api.register(adminBookingRoutes, { prefix: '/admin' });
      await api.register(orderRoutes, { prefix: '/orders' });
      await api.register(staffOrderRoutes);
      await api.register(paymentRoutes);
      if (!config.isProduction) await api.register(outboxRoutes, { prefix: '/dev' });
    },
    { prefix: '/api' },
  );

  await app.register(spaPlugin, { distDir: options.distDir ?? defaultDistDir });
  return app;
}
