import type { FastifyPluginAsync } from 'fastify';

/**
 * What a module under server/modules gives the app, exported once from its index.ts: server/app.ts
 * registers every module's plugin (in the list's order), then every module's routes, so a route may
 * use any module's services. Both are fastify-plugins (not encapsulated) that name their dependencies.
 */
export interface CourtsideModule {
  /** Its folder under server/modules: 'booking', 'checkout/orders' … */
  readonly name: string;
  /** Builds its services and decorates the instance with them. */
  readonly plugin: FastifyPluginAsync;
  /** Registers its routes under their /api prefixes; absent when only other modules use it. */
  readonly routes?: FastifyPluginAsync;
}
