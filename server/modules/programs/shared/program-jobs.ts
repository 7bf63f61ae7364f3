import type { FastifyInstance } from 'fastify';

/**
 * Runs each part's jobs on the programs' job timer (off when the interval is 0, as in tests); rows
 * make every job safe across instances, so a failed run only waits for the next tick.
 */
export function everyProgramJobTick(app: FastifyInstance, jobs: Record<string, () => Promise<unknown>>) {
  const every = app.config.programJobsIntervalMs;
  if (every <= 0) return;
  const timer = setInterval(() => {
    for (const [name, run] of Object.entries(jobs)) run().catch((error: unknown) => app.log.error({ err: error }, `${name} job failed`));
  }, every);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
