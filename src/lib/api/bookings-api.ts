import type { HttpClient } from '@/lib/http-client';
import { API_BASE_URL } from '../constants';
import type {
  Availability,
  Booking,
  BookingHold,
  BookingRequest,
  BookingRules,
  CancellationTerms,
  CancelResult,
  StaffBookingRequest,
  StaffDay,
} from './bookings-types';

export type BookingRulesChanges = Partial<
  Pick<BookingRules, 'maxBookingHours' | 'maxUpcomingBookingsPerMember' | 'cancellationCutoffHours' | 'checkoutHoldMinutes'>
>;

/** Court bookings, checkout and the staff overview (docs/orders-and-payments.md). */
export function createBookingsApi(http: HttpClient) {
  return {
    availability: (date: string) => http.get<Availability>('bookings/availability', { params: { date } }).then((r) => r.data),
    /** Server-Sent Events: `changed` whenever that date's availability may have changed (an EventSource URL). */
    availabilityStreamUrl: (date: string) => `${API_BASE_URL}/bookings/availability/stream?date=${encodeURIComponent(date)}`,
    book: (request: BookingRequest) => http.post<BookingHold>('bookings', request).then((r) => r.data),
    mine: (scope: 'upcoming' | 'past') => http.get<{ items: Booking[] }>('bookings/mine', { params: { scope } }).then((r) => r.data.items),
    cancellationTerms: (id: number) => http.get<CancellationTerms>(`bookings/${id}/cancellation`).then((r) => r.data),
    /** Lets go of a held booking before paying: closes its checkout and frees the court. */
    release: (id: number) => http.post<Booking>(`bookings/${id}/release`).then((r) => r.data),
    cancel: (id: number, expectedRefund?: 'full' | 'none') =>
      http.post<CancelResult>(`bookings/${id}/cancel`, expectedRefund ? { expectedRefund } : {}).then((r) => r.data),
    /** A plain link (the browser downloads it with the login cookie). */
    calendarUrl: (id: number) => `${API_BASE_URL}/bookings/${id}/calendar.ics`,
    rules: () => http.get<BookingRules>('booking-rules').then((r) => r.data),
    /** Owner: PATCH only the changed rules; answers the whole rules. */
    saveRules: (changes: BookingRulesChanges) => http.patch<BookingRules>('booking-rules', changes).then((r) => r.data),
    staffDay: (date: string) => http.get<StaffDay>('admin/bookings', { params: { date } }).then((r) => r.data),
    staffDayCsvUrl: (date: string) => `${API_BASE_URL}/admin/bookings.csv?date=${encodeURIComponent(date)}`,
    staffBook: (request: StaffBookingRequest) => http.post<Booking>('admin/bookings', request).then((r) => r.data),
    staffCancel: (id: number, refund: boolean, reason?: string) =>
      http.post<CancelResult>(`admin/bookings/${id}/cancel`, reason ? { refund, reason } : { refund }).then((r) => r.data),
  };
}
