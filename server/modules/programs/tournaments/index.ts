// The tournaments' surface (entries, that is teams, and their partner invitations): their setup and
// routes, and their side of the events' TournamentEntries port, which the programs plugin plugs in.
export { entriesOfTournaments } from './tournament-entry.js';
export { setUpTournaments, tournamentRoutes } from './tournaments-setup.js';
