import type { FastifyInstance } from 'fastify';
import { everyProgramJobTick } from '../shared/index.js';
import { enrolmentGuard } from './enrolment-guard.js';
import { EnrolmentsService } from './enrolments-service.js';
import { EventProgramsService } from './event-programs-service.js';
import { EventRegistrants } from './event-registrants.js';
import eventRoutes from './event-routes.js';
import { PlaceWaitlistService } from './place-waitlist-service.js';
import placeWaitlistRoutes from './place-waitlist-routes.js';
import { ProgramCatalogue } from './program-catalogue.js';
import type { TournamentEntries } from './tournament-entries-port.js';

declare module 'fastify' {
  interface FastifyInstance {
    programCatalogue: ProgramCatalogue;
    programEnrolments: EnrolmentsService;
    eventPrograms: EventProgramsService;
    eventRegistrants: EventRegistrants;
    placeWaitlist: PlaceWaitlistService;
  }
}

/**
 * Camps, clinics, lessons, socials and tournaments: whole-program places, their lines, the owner's
 * setup and the public catalogue (docs/programs-and-events.md). A tournament's entries are the
 * tournaments' side, given here as `entries`.
 */
export async function setUpEvents(app: FastifyInstance, entries: TournamentEntries) {
  const now = () => app.clock.now();
  const placeWaitlist = new PlaceWaitlistService(app.db, app.mailer, app.config.appOrigin, now, app.log);
  const enrolments = new EnrolmentsService(app.db, app.orders, app.payments, app.mailer, app.config.appOrigin, now, app.log, entries);
  enrolments.offers = (programId, divisionId) =>
    placeWaitlist.offerFreedPlaces(programId, divisionId).catch((error: unknown) => app.log.error({ err: error, programId }, 'could not offer freed places'));
  app.decorate('placeWaitlist', placeWaitlist);
  app.decorate('programEnrolments', enrolments);
  app.decorate('programCatalogue', new ProgramCatalogue(app.db, now));
  app.decorate('eventPrograms', new EventProgramsService(app.db, app.orders, () => enrolments, now));
  app.decorate('eventRegistrants', new EventRegistrants(app.db, app.mailer, now, app.log));
  app.households.guards.register(enrolmentGuard);
  // The 24-hour reminders and the lines' offers.
  everyProgramJobTick(app, { 'program reminder': () => enrolments.sendReminders(), 'program waitlist': () => placeWaitlist.run() });
}

export { eventRoutes, placeWaitlistRoutes };
