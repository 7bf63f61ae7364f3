import type { StaffBooking, StaffDay } from '@machines/booking';

/** What both layouts of the day (the grid on a wide screen, the list on a phone) are given. */
export interface DayViewProps {
  day: StaffDay;
  canCancel: boolean;
  onCancel: (booking: StaffBooking) => void;
  /** A free court was chosen: book that court from that hour ("HH:mm"). */
  onBookFree: (court: number, startTime: string) => void;
}

/** The day's bookings by id, and each court's cells: per hour, the id of the live booking covering it (null: free). */
export function dayIndex(day: StaffDay) {
  const columns = new Map(day.grid.map((column) => [column.court, column.cells]));
  return {
    bookingById: new Map(day.bookings.map((booking) => [booking.id, booking])),
    cellsOf: (court: number) => columns.get(court) ?? [],
  };
}
