// The vocabulary every part of programs speaks (schedule, registrations, events, tournaments): who
// holds a place and their names, the one product places are sold as, the words, mails and schemas
// about places, the venue's refund when it cancels, and when a waitlist offer may go out.
export type { Reader, Tx } from './db-handles.js';
export { offerNow } from './offer-windows.js';
export { isHolders, memberStillRegistered, participantIdOf, participantNames, perAccount, personKey, publicNameOf } from './participant-names.js';
export { participantIdField, participantIdSchema, waitlistLineSchema } from './place-schemas.js';
export { placeCheckoutWords } from './place-words.js';
export {
  offerMail,
  placeOfferMail,
  programCalendar,
  programReminderMail,
  reminderMail,
  sessionCalendar,
  sessionCancelledMail,
  sessionMovedMail,
  type ProgramRecipient,
} from './program-mails.js';
export { everyProgramJobTick } from './program-jobs.js';
export { PROGRAM_REGISTRATION, type PlaceLines } from './program-product.js';
export { queueVenueRefund } from './venue-refund.js';
