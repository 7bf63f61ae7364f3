// The events' surface (camps, clinics, lessons, socials and tournaments: whole-program places, their
// divisions and lines, the catalogue and the owner's setup): their lines of the one product, their
// setup and routes, what the home page and the staff's view of an account read, and what tournaments
// build their entries on. TournamentEntries is what events ask of tournaments in return.
export { teamsOf } from './division-views.js';
export { divisionById } from './divisions-repository.js';
export { ENROLMENT_REFERENCE, enrolmentLine, enrolmentLines, isEnrolmentReference, type EnrolmentLineInput } from './enrolment-lines.js';
export {
  divisionPlaceOfPerson,
  enrolmentsByIds,
  enrolmentsOfEntry,
  entryCounts,
  insertEnrolment,
  pastEnrolmentsOf,
  releaseLapsedEnrolment,
  setEnrolment,
  upcomingEnrolmentsOf,
} from './enrolments-repository.js';
export { eventRoutes, placeWaitlistRoutes, setUpEvents } from './events-setup.js';
export { aheadInLine, claimPlaceWaitlist, liveOfferFor } from './place-waitlist-repository.js';
export type { PlaceWaitlistService } from './place-waitlist-service.js';
export { EVENT_KINDS, type ProgramCatalogue } from './program-catalogue.js';
export { divisionAgeProblem } from './program-rules.js';
export { DIVISION_FORMATS, playersPerEntry, type ProgramDivisionRow } from './schema.js';
export type { EntryInput, EntryPlayer, HeldEntry, TournamentEntries } from './tournament-entries-port.js';
