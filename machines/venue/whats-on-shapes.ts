// GET /api/whats-on as the statecharts see it (server: server/modules/venue/whats-on-service.ts).
import type { ContentLangs } from '../shared';

/** Whether a date is the venue's today or tomorrow. */
type VenueDay = 'today' | 'tomorrow';

export interface CourtHour {
  /** Wall-clock "HH:mm" in the venue's zone. */
  startTime: string;
  endTime: string;
  startsAt: string;
  endsAt: string;
  /** Courts offered online and free for that hour (at most the venue's online limit). */
  freeCourts: number;
  bookable: boolean;
}

/** A drop-in coming up: its title in the reader's language (`lang` when it fell back). */
export interface DropInSoon extends ContentLangs {
  id: number;
  programId: number;
  title: string;
  level: string;
  date: string;
  day: VenueDay;
  startTime: string;
  endTime: string;
  startsAt: string;
  endsAt: string;
  capacity: number;
  spotsLeft: number;
  /** A visitor's price, and a member's. */
  priceCents: number;
  memberPriceCents: number;
  registrationOpensAt: string;
}

/** A program coming up: its title in the reader's language (`lang` when it fell back). */
export interface ProgramSoon extends ContentLangs {
  id: number;
  kind: 'camp' | 'clinic' | 'lesson' | 'social' | 'tournament';
  title: string;
  level: string;
  firstDate: string;
  lastDate: string;
  startsAt: string;
  sessionCount: number;
  capacity: number;
  spotsLeft: number;
  /** The lowest price anyone pays today (early bird, member price, a tournament's cheapest division). */
  priceFromCents: number;
  registration: 'open' | 'not_open' | 'full' | 'info_only';
  registrationOpensAt: string | null;
}

export interface WhatsOn {
  /** The server's clock, the venue's zone and today's venue date when it answered. */
  now: string;
  timeZone: string;
  today: string;
  /** Today's hours still to start, or tomorrow's once today is over or closed. */
  courts: { date: string; day: VenueDay; closed: boolean; hours: CourtHour[]; perHourCents: number; memberPerHourCents: number };
  /** Drop-ins with a spot left today and tomorrow, soonest first. */
  dropIns: DropInSoon[];
  /** The next programs not yet started, soonest first. */
  programs: ProgramSoon[];
}
