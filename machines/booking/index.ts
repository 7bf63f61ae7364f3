// The booking domain: choosing and holding courts, cancelling, and the staff's bookings overview.
export { bookCourtMachine } from './book-court.machine';
export { bookingCancellationMachine } from './booking-cancellation.machine';
export {
  type BookingSelection,
  courtsForSpan,
  type DayAvailability,
  type DaySlot,
  type HoldRequest,
  maxHoursFrom,
  spanSlots,
  taxesFor,
} from './booking-selection';
export type {
  Booking,
  BookingScope,
  BookingStatus,
  CancellationTerms,
  CancelResult,
  RefundKind,
  StaffBooking,
  StaffBookingRequest,
  StaffDay,
} from './booking-shapes';
export { bookingsOverviewMachine, type OverviewOutcome, type StaffCancellation } from './bookings-overview.machine';
export { myBookingsMachine } from './my-bookings.machine';
export { type MemberOption, staffBookingFormMachine, type StaffBookingKind } from './staff-booking-form.machine';
