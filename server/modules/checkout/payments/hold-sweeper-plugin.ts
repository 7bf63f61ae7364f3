import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HoldSweeper } from './hold-sweeper.js';

declare module 'fastify' {
  interface FastifyInstance {
    holdSweeper: HoldSweeper;
  }
}

/** Runs the hold sweep on a timer that never keeps the process alive and stops with the server. */
export default fp(
  async function holdSweeperPlugin(app: FastifyInstance, opts: { intervalSeconds: number }) {
    const sweeper = new HoldSweeper(app.db, app.orders, app.payments, () => app.clock.now(), app.log);
    app.decorate('holdSweeper', sweeper);
    if (opts.intervalSeconds <= 0) return;
    const timer = setInterval(() => {
      sweeper.sweep().catch((error: unknown) => app.log.error({ err: error }, 'hold sweep failed'));
    }, opts.intervalSeconds * 1000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'hold-sweeper', dependencies: ['payments'] },
);
