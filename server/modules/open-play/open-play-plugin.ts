import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import openPlayRoutes from './open-play-routes.js';
import staffOpenPlayRoutes from './staff-open-play-routes.js';
import { OpenPlayService } from './open-play-service.js';
import { liveRoutes, setUpLiveViews } from './live-setup.js';

declare module 'fastify' {
  interface FastifyInstance {
    openPlay: OpenPlayService;
  }
}

/**
 * Open play: drop-in sessions run live (docs/open-play.md). The service keeps each session's line
 * and courts under its row's lock and publishes every change on the change feed; it plugs itself
 * into programs' attendance (AttendanceListener), so the desk's check-in puts a player in line.
 */
export default fp(
  async function openPlayModule(app: FastifyInstance) {
    const openPlay = new OpenPlayService(app.db, app.changeFeed, () => app.clock.now(), app.config.jwtSecret);
    app.decorate('openPlay', openPlay);
    app.programRegistrations.connectAttendance(openPlay.attendance);
    setUpLiveViews(app);
  },
  { name: 'open-play', dependencies: ['db', 'clock', 'change-feed', 'settings', 'programs'] },
);

/** /api/open-play for players (and the board), /api/staff/open-play for the desk. */
export const openPlayModuleRoutes = fp(
  async function openPlayModuleRoutes(app: FastifyInstance) {
    await app.register(openPlayRoutes, { prefix: '/api' });
    await app.register(staffOpenPlayRoutes, { prefix: '/api' });
    // The session and board streams, the board and its link, the report, a player's own figures.
    await app.register(liveRoutes, { prefix: '/api' });
  },
  { name: 'open-play-routes', dependencies: ['open-play', 'auth', 'users'] },
);
