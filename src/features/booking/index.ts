// The booking feature's public entry: what the account page shows of it.
export { MyBookingsSection } from './my-bookings/my-bookings-section';
