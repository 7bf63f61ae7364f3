// The programs domain: the catalogue, registration, drop-ins, tournaments, and the owner's setup of events and sessions.
export {
  CATALOGUE_KINDS,
  type Division,
  type DivisionFormat,
  type ProgramDetail,
  type ProgramKind,
  type ProgramList,
  type ProgramPageData,
  type ProgramSummary,
  type ProgramWaitlistLine,
} from './catalogue-shapes';
export { byMonth, catalogueMachine, coachesOf, levelsOf, MAX_AGE, NO_FILTERS, shownPrograms } from './catalogue.machine';
export { DIVISION_RANGES, type DivisionDraft, divisionPath, type DivisionTextField } from './division-draft';
export { priceFor, sessionOf, takenBy } from './drop-in-sessions';
export { dropInMachine } from './drop-in.machine';
export { type DropInSetup, dropInSetupMachine, type SetupOutcome } from './dropin-setup.machine';
export { type EventSetup, eventSetupMachine, type EventSetupOutcome } from './event-setup.machine';
export {
  DIVISION_FORMATS,
  type ListedProgram,
  MAX_DIVISIONS,
  type OwnerEnrolment,
  type OwnerProgram,
  type OwnerWaitlistEntry,
  PROGRAM_KINDS,
  type ProgramBody,
  type ProgramInput,
  type ProgramSave,
  type WallTime,
} from './event-shapes';
export { type Invitation, invitationMachine } from './invitation.machine';
export { myProgramsMachine } from './my-programs.machine';
export { mySessionsMachine } from './my-sessions.machine';
export { PRICED_FIELDS, PROGRAM_RANGES, type ProgramField, type ProgramProblem, type ProgramTextField } from './program-draft';
export {
  BAND_NAME_MAX,
  bandField,
  type OpenPlayDraft,
  type OpenPlayEvent,
  type OpenPlayField,
  OPEN_PLAY_FORMATS,
  OPEN_PLAY_RULES,
  WINNERS_STAY,
} from './open-play-draft';
export { programEditorMachine } from './program-editor.machine';
export { programPageMachine } from './program-page.machine';
export { canRegister, pickBar, type PickBar, programPriceFor, registrationBar } from './program-registration';
export { programRegistrationsMachine, type RegistrationsOutcome } from './program-registrations.machine';
export type {
  DropInTemplate,
  DropInTemplateInput,
  MyEnrolments,
  MyRegistrations,
  Participant,
  ProgramPlace,
  ProgramSession,
  Roster,
  RosterEntry,
  ScheduleConflict,
  SessionList,
  TaxRate,
  TemplateWriteResult,
  WaitlistLine,
} from './program-shapes';
export { canJoinWaitlist, hasOffer, lineBar, offeredIn } from './program-waitlist';
export { type Attendance, rosterMachine, type WalkInRequest } from './roster.machine';
export { type DateWarning, dateWarnings, type ScheduleField, type ScheduleMode, type ScheduleProblem, WEEKS_RANGE } from './schedule-generator';
export { sessionExceptionMachine } from './session-exception.machine';
export {
  type DraftProblem,
  minutesOf,
  type OneOffRequest,
  SESSION_RANGES,
  type SessionField,
  type SessionPatch,
  type SetupBounds,
  TEMPLATE_RANGES,
  type TemplateField,
  type TemplateTextField,
  weekdayOfDate,
} from './setup-drafts';
export { templateEditorMachine, type TemplateSave } from './template-editor.machine';
export { canPlay, divisionBar, divisionOf, entryFeeCents, isEmail, isHouseholdPartner, partnerBar, takesPartner } from './tournament-entry';
