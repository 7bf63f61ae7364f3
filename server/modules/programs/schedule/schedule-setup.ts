import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { ProgramSchedule } from './program-schedule.js';
import type { RegistrationsPort } from './schedule-ports.js';
import { SessionExceptions } from './session-exceptions.js';
import { SessionLists } from './session-lists.js';
import sessionRoutes from './session-routes.js';
import templateRoutes from './template-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    programSchedule: ProgramSchedule;
    sessionExceptions: SessionExceptions;
    sessionLists: SessionLists;
  }
}

/**
 * The schedule: templates, generated sessions and their court blocks, the owner's exceptions, and the
 * top-up job. `registrations` is read when called: the registrations are set up after the schedule.
 */
export async function setUpSchedule(app: FastifyInstance, registrations: () => RegistrationsPort) {
  const now = () => app.clock.now();
  const schedule = new ProgramSchedule(app.db, app.orders, registrations, now, app.log);
  app.decorate('programSchedule', schedule);
  app.decorate('sessionExceptions', new SessionExceptions(app.db, app.orders, registrations, now));
  // The sessions list in memory, dropped by the program_changes trigger's message from any instance.
  const lists = new SessionLists(() => app.changeFeed.live);
  const unsubscribe = await app.changeFeed.subscribe('program_changes', () => lists.changed());
  app.addHook('onClose', async () => unsubscribe());
  app.decorate('sessionLists', lists);
  const every = app.config.programJobsIntervalMs;
  if (every <= 0) return;
  const run = () => {
    schedule.topUp().catch((error: unknown) => app.log.error({ err: error }, 'drop-in top-up failed'));
  };
  // Once when the server is up (a new venue sees its sessions at once), then on the jobs' timer.
  app.addHook('onReady', async () => run());
  const timer = setInterval(run, every);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export const scheduleRoutes: FastifyPluginAsync = async (app) => {
  await app.register(templateRoutes);
  await app.register(sessionRoutes);
};
