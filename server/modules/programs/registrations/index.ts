// The registrations' surface (drop-in places per session, the waitlist, the roster, the desk): their
// lines of the one product, their setup and routes, and what the home page and the staff's view of
// an account read of them. They implement the schedule's RegistrationsPort.
export type { AttendanceListener, PlaceRef } from './attendance-port.js';
export { accountPlacesStarting, checkInPlace, confirmedPlacesOfAccount, isCallersPlace, openPlayPlaces, type OpenPlayPlace } from './open-play-places.js';
export { pastRegistrationsOf, placesOf, upcomingRegistrationsOf } from './registrations-repository.js';
export { registrationRoutes, setUpRegistrations } from './registrations-setup.js';
export { ATTENDANCE } from './schema.js';
export { sessionLine, sessionLines, type SessionLineInput } from './session-lines.js';
export { waitlistLinesOf } from './waitlist-lines.js';
