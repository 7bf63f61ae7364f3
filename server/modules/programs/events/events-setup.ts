import type { FastifyInstance } from 'fastify';
import { EnrolmentsService } from './enrolments-service.js';
import { EventProgramsService } from './event-programs-service.js';
import { EventRegistrants } from './event-registrants.js';
import eventRoutes from './event-routes.js';
import tournamentRoutes from '../tournaments/tournament-routes.js';
import { PlaceWaitlistService } from './place-waitlist-service.js';
import { ProgramCatalogue } from './program-catalogue.js';
import { TournamentInvitations } from '../tournaments/tournament-invitations.js';

declare module 'fastify' {
  interface FastifyInstance {
    programCatalogue: ProgramCatalogue;
    programEnrolments: EnrolmentsService;
    eventPrograms: EventProgramsService;
    eventRegistrants: EventRegistrants;
    placeWaitlist: PlaceWaitlistService;
    tournamentInvitations: TournamentInvitations;
  }
}

/** Camps, clinics, lessons and socials: whole-program places (docs/programs-and-events.md). */
export async function setUpEvents(app: FastifyInstance) {
  const now = () => app.clock.now();
  const placeWaitlist = new PlaceWaitlistService(app.db, app.mailer, app.config.appOrigin, now, app.log);
  const enrolments = new EnrolmentsService(app.db, app.orders, app.payments, app.mailer, app.config.appOrigin, now, app.log);
  enrolments.offers = (programId, divisionId) =>
    placeWaitlist.offerFreedPlaces(programId, divisionId).catch((error: unknown) => app.log.error({ err: error, programId }, 'could not offer freed places'));
  const invitations = new TournamentInvitations(app.db, { orders: app.orders, payments: app.payments }, placeWaitlist, app.mailer, app.config.appOrigin, now, app.log);
  app.decorate('placeWaitlist', placeWaitlist);
  app.decorate('tournamentInvitations', invitations);
  app.decorate('programEnrolments', enrolments);
  app.decorate('programCatalogue', new ProgramCatalogue(app.db, now));
  app.decorate('eventPrograms', new EventProgramsService(app.db, app.orders, () => enrolments, now));
  app.decorate('eventRegistrants', new EventRegistrants(app.db, app.mailer, now, app.log));
  const every = app.config.programJobsIntervalMs;
  if (every <= 0) return;
  // The 24-hour reminders, the lines' offers and the invitations, on the programs' job timer; rows make them safe across instances.
  const timer = setInterval(() => {
    enrolments.sendReminders().catch((error: unknown) => app.log.error({ err: error }, 'program reminder job failed'));
    placeWaitlist.run().catch((error: unknown) => app.log.error({ err: error }, 'program waitlist job failed'));
    invitations.run().catch((error: unknown) => app.log.error({ err: error }, 'tournament invitation job failed'));
  }, every);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export { eventRoutes, tournamentRoutes };
