import type { FastifyInstance } from 'fastify';
import { everyProgramJobTick } from '../shared/index.js';
import { registrationGuard } from './registration-guard.js';
import registrationRoutesPlugin from './registration-routes.js';
import { RegistrationsService } from './registrations-service.js';
import { WaitlistService } from './waitlist-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    programRegistrations: RegistrationsService;
    programWaitlist: WaitlistService;
  }
}

/** Drop-in places (their lines of the product are sessionLines), the waitlist and its offers, the reminders, and their job. */
export async function setUpRegistrations(app: FastifyInstance) {
  const now = () => app.clock.now();
  const { appOrigin } = app.config;
  const registrations = new RegistrationsService(app.db, app.orders, app.payments, app.mailer, appOrigin, now, app.log);
  const waitlist = new WaitlistService(app.db, app.mailer, appOrigin, now, app.log);
  registrations.offers = (sessionId) =>
    waitlist.offerFreedPlaces(sessionId).catch((error: unknown) => app.log.error({ err: error, sessionId }, 'could not offer freed places'));
  app.decorate('programRegistrations', registrations);
  app.decorate('programWaitlist', waitlist);
  app.households.guards.register(registrationGuard);
  everyProgramJobTick(app, { 'waitlist and reminder': () => waitlist.run() });
}

export const registrationRoutes = registrationRoutesPlugin;
