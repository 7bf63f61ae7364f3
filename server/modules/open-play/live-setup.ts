import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import boardRoutes from './board-routes.js';
import { LiveViews } from './live-views.js';
import openPlayStreamRoutes from './open-play-stream-routes.js';
import { OpenPlayStreams } from './open-play-streams.js';
import reportRoutes from './report-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    openPlayViews: LiveViews;
    openPlayStreams: OpenPlayStreams;
  }
}

/** Open play's live views: the views per kind of reader and this instance's streams (after the service: they read through it). */
export function setUpLiveViews(app: FastifyInstance): void {
  const views = new LiveViews(
    app.db,
    (sessionId, now) => app.openPlay.checkInCodeFor(sessionId, now),
    app.config.appOrigin,
    () => app.clock.now(),
  );
  const streams = new OpenPlayStreams((channel, listener) => app.changeFeed.subscribe(channel, listener), views, app.log);
  app.decorate('openPlayViews', views);
  app.decorate('openPlayStreams', streams);
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => streams.close());
}

/** The streams, the court board and its link, the after-session report and a player's own figures. */
export const liveRoutes: FastifyPluginAsync = async (app) => {
  await app.register(openPlayStreamRoutes);
  await app.register(boardRoutes);
  await app.register(reportRoutes);
};
