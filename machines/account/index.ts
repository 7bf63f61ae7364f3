// The account domain: a person's profile, household and memberships, and the staff's view of one account.
export { type AccountProfile, accountProfileMachine, type EditableProfileField, type ProfileLoadFailure } from './account-profile.machine';
export {
  HOUSEHOLD_MAX,
  type HouseholdMember,
  isMinorOn,
  MAX_AGE_YEARS,
  type MemberField,
  type MemberFieldProblem,
  type MemberRequest,
  type MemberTextField,
  NAME_MAX_LENGTH,
  RELATIONSHIPS,
} from './household-member';
export { householdMachine } from './household.machine';
export { levelOf, levelValue, SELF_RATED_LEVELS } from './self-rated-level';
export { type Memberships, type MembershipStatus, type PersonMembership, purchaseTotals } from './membership-shapes';
export { membershipsMachine } from './memberships.machine';
export type {
  AccountPlaces,
  AccountPlacesScope,
  AccountProgramPlace,
  AccountSessionPlace,
  AccountWaitlistLine,
  AuditEntry,
  AuditTrail,
  DeskMethod,
  DeskSaleRequest,
  MembershipRefundRequest,
  StaffBookingRow,
} from './staff-account-shapes';
export { STAFF_ACCOUNT_SYSTEM_ID, staffAccountMachine } from './staff-account.machine';
export { staffAuditMachine } from './staff-audit.machine';
export { type StaffBookingScope, staffBookingsMachine } from './staff-bookings.machine';
export { type MembershipRefundFieldErrors, staffMembershipRefundMachine } from './staff-membership-refund.machine';
export { buyablePeople, staffMembershipsMachine } from './staff-memberships.machine';
export { staffPlacesMachine } from './staff-places.machine';
export { staffReceiptMachine } from './staff-receipt.machine';
