import type { Tx } from '../shared/index.js';
import type { Attendance } from './schema.js';

/** The place a change is about: its id and session. */
export interface PlaceRef {
  id: number;
  sessionId: number;
}

/**
 * What another module does when a confirmed place's attendance changes or the place is cancelled,
 * inside the transaction that changed it (the place's row locked). Open play plugs itself in at
 * start (a session run as open play puts the player in its line or takes them out); programs never
 * imports it.
 */
export interface AttendanceListener {
  attendanceMarked(tx: Tx, place: PlaceRef, status: Attendance | null, now: Date): Promise<void>;
  placeCancelled(tx: Tx, place: PlaceRef, now: Date): Promise<void>;
}
