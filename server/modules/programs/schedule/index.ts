// The schedule's surface for the other parts of programs: programs and their sessions (the rows, the
// only SQL on them, and the subqueries other parts' statements use), their times and views, and the
// port the registrations implement (RegistrationsPort). The programs plugin sets it up first.
export { blockLabel } from './program-schedule.js';
export { programTitles, recordTitle, titleIn, type ProgramTitles } from './program-title.js';
export type { MineInSession, RegistrationsPort, SessionPlaces } from './schedule-ports.js';
export { scheduleRoutes, setUpSchedule } from './schedule-setup.js';
export {
  PROGRAM_KINDS,
  TAX_CATEGORIES,
  type OpenPlaySetup,
  type ProgramKind,
  type ProgramRow,
  type ProgramSessionRow,
  type RegistrationPolicy,
} from './schema.js';
export { effectiveOpenPlay } from './open-play-setup.js';
export { hoursProblem, minutesOf, registrationOpensAt, sessionInstants, wallTime } from './session-times.js';
export { sessionViewSchema, toSessionView } from './session-view.js';
export {
  closedSessionIds,
  deleteSessionsOf,
  eventPrograms,
  firstScheduledStart,
  insertProgram,
  insertSession,
  lastScheduledEnd,
  lockProgram,
  lockProgramWithSessions,
  lockSessionWithProgram,
  programById,
  programsByIds,
  publishedProgramsBetween,
  sessionIdsWhere,
  sessionsBetween,
  sessionsByIds,
  sessionsOfPrograms,
  sessionWithProgram,
  startOfSession,
  updateProgram,
  updateSession,
} from './sessions-repository.js';
export { assertCourtsExist } from './template-input.js';
