import type { FastifyInstance } from 'fastify';
import type { PlaceWaitlistService } from '../events/index.js';
import { everyProgramJobTick } from '../shared/index.js';
import { TournamentInvitations } from './tournament-invitations.js';
import tournamentRoutes from './tournament-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    tournamentInvitations: TournamentInvitations;
  }
}

/** Partner invitations (docs/tournaments-and-waitlists.md) and their job; a lapsed one frees a place in `waitlist`'s line. */
export async function setUpTournaments(app: FastifyInstance, waitlist: PlaceWaitlistService) {
  const now = () => app.clock.now();
  const invitations = new TournamentInvitations(
    app.db,
    { orders: app.orders, payments: app.payments },
    waitlist,
    app.mailer,
    app.config.appOrigin,
    now,
    app.log,
  );
  app.decorate('tournamentInvitations', invitations);
  // Invitations due go out and lapsed ones withdraw their entry.
  everyProgramJobTick(app, { 'tournament invitation': () => invitations.run() });
}

export { tournamentRoutes };
