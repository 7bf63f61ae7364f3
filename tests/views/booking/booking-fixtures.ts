// The day the booking machines are tested with, shared with them. Orders (what Book Court buys
// through the checkout kit) are in ../support/order-fixtures.ts.
export { availability, slot } from '../../machines/booking/booking-fixtures';
