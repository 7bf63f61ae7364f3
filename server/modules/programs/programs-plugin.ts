import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { eventRoutes, setUpEvents, tournamentRoutes } from './events/events-setup.js';
import { registrationRoutes, setUpRegistrations } from './registrations/registrations-setup.js';
import { scheduleRoutes, setUpSchedule } from './schedule/schedule-setup.js';
import staffAccountProgramRoutes from './staff-account-routes.js';

/**
 * Programs: drop-in (per-session places) and camps, clinics, lessons and socials (whole-program places). The schedule (templates,
 * sessions and the courts they hold) and the registrations (the program_registration product, the
 * waitlist and its offers, reminders, the roster) meet only through program-ports.ts.
 */
export default fp(
  async function programsModule(app: FastifyInstance) {
    await setUpSchedule(app);
    await setUpRegistrations(app);
    await setUpEvents(app);
  },
  { name: 'programs', dependencies: ['db', 'change-feed', 'clock', 'mailer', 'settings', 'products', 'payments', 'orders', 'households', 'memberships', 'bookings', 'coaches'] },
);

/** /api/programs for players, /api/owner/drop-in and /api/owner/programs for the owner, /api/staff/programs for the desk, /api/staff/accounts/:userId/programs for staff on an account. */
export const programsModuleRoutes = fp(
  async function programsModuleRoutes(app: FastifyInstance) {
    await app.register(scheduleRoutes, { prefix: '/api' });
    await app.register(registrationRoutes, { prefix: '/api' });
    await app.register(eventRoutes, { prefix: '/api' });
    await app.register(tournamentRoutes, { prefix: '/api' });
    await app.register(staffAccountProgramRoutes, { prefix: '/api' });
  },
  { name: 'programs-routes', dependencies: ['programs', 'auth', 'users'] },
);
