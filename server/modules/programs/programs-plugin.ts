import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { enrolmentLines, eventRoutes, placeWaitlistRoutes, setUpEvents } from './events/index.js';
import { programBlockNames } from './program-block-names.js';
import { programRegistrationProduct } from './program-registration-product.js';
import { registrationRoutes, sessionLines, setUpRegistrations } from './registrations/index.js';
import { scheduleRoutes, setUpSchedule } from './schedule/index.js';
import staffAccountProgramRoutes from './staff-account-routes.js';
import { entriesOfTournaments, setUpTournaments, tournamentRoutes } from './tournaments/index.js';

/**
 * Programs: drop-in (per-session places) and camps, clinics, lessons, socials and tournaments
 * (whole-program places), in five parts (shared, schedule, registrations, events, tournaments) that
 * meet only through their index.ts (docs/architecture.md, "Inside programs"). Each lower part
 * declares what it needs of a higher one and this plugin plugs it in: the schedule asks the
 * registrations about a session's places (RegistrationsPort), events hold a tournament's entries
 * through the tournaments (TournamentEntries), and the one product sells both parts' places.
 */
export default fp(
  async function programsModule(app: FastifyInstance) {
    // Read when called: the registrations are set up after the schedule.
    await setUpSchedule(app, () => app.programRegistrations);
    await setUpRegistrations(app);
    await setUpEvents(app, entriesOfTournaments);
    await setUpTournaments(app, app.placeWaitlist);
    // The staff's day grid names the sessions' court blocks in the reader's language.
    app.bookingService.connectProgramBlockNames(programBlockNames(app.db));
    const { appOrigin } = app.config;
    app.products.register(
      programRegistrationProduct(sessionLines(appOrigin, app.db), enrolmentLines(appOrigin, entriesOfTournaments, app.db), (line) =>
        app.tournamentInvitations.linePaid(line),
      ),
    );
  },
  {
    name: 'programs',
    dependencies: ['db', 'change-feed', 'clock', 'mailer', 'settings', 'products', 'payments', 'orders', 'households', 'memberships', 'bookings', 'coaches'],
  },
);

/** /api/programs for players, /api/owner/drop-in and /api/owner/programs for the owner, /api/staff/programs for the desk, /api/staff/accounts/:userId/programs for staff on an account. */
export const programsModuleRoutes = fp(
  async function programsModuleRoutes(app: FastifyInstance) {
    await app.register(scheduleRoutes, { prefix: '/api' });
    await app.register(registrationRoutes, { prefix: '/api' });
    await app.register(eventRoutes, { prefix: '/api' });
    await app.register(tournamentRoutes, { prefix: '/api' });
    await app.register(placeWaitlistRoutes, { prefix: '/api' });
    await app.register(staffAccountProgramRoutes, { prefix: '/api' });
  },
  { name: 'programs-routes', dependencies: ['programs', 'auth', 'users'] },
);
