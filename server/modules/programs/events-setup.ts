import type { FastifyInstance } from 'fastify';
import { EnrolmentsService } from './enrolments-service.js';
import { EventProgramsService } from './event-programs-service.js';
import { EventRegistrants } from './event-registrants.js';
import eventRoutes from './event-routes.js';
import { ProgramCatalogue } from './program-catalogue.js';

declare module 'fastify' {
  interface FastifyInstance {
    programCatalogue: ProgramCatalogue;
    programEnrolments: EnrolmentsService;
    eventPrograms: EventProgramsService;
    eventRegistrants: EventRegistrants;
  }
}

/** Camps, clinics, lessons and socials: whole-program places (docs/programs-and-events.md). */
export async function setUpEvents(app: FastifyInstance) {
  const now = () => app.clock.now();
  const enrolments = new EnrolmentsService(app.db, app.orders, app.payments, app.mailer, app.config.appOrigin, now, app.log);
  app.decorate('programEnrolments', enrolments);
  app.decorate('programCatalogue', new ProgramCatalogue(app.db, now));
  app.decorate('eventPrograms', new EventProgramsService(app.db, app.payments, () => enrolments, now));
  app.decorate('eventRegistrants', new EventRegistrants(app.db, app.mailer, now, app.log));
  const every = app.config.programJobsIntervalMs;
  if (every <= 0) return;
  // The 24-hour reminders, on the programs' job timer; rows make it safe across instances.
  const timer = setInterval(() => {
    enrolments.sendReminders().catch((error: unknown) => app.log.error({ err: error }, 'program reminder job failed'));
  }, every);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export { eventRoutes };
