import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { langFields } from '../../lib/localized.js';
import type { Locale } from '../../lib/request-locale.js';
import { addDays, venueToday, wallClock } from '../../lib/venue-time.js';
import { dropInsWithSpots, nextPrograms } from '../programs/index.js';
import { readCompanySettings } from '../settings/company/index.js';

/** Drop-ins and programs the home page lists at most (its space is reserved for this many). */
const DROP_IN_LIMIT = 4;
const PROGRAM_LIMIT = 4;
/** How far ahead the next programs are looked for. */
const PROGRAMS_AHEAD_DAYS = 366;

const day = z.enum(['today', 'tomorrow']);

export const whatsOnSchema = z.object({
  /** The server's clock, the venue's zone and today's venue date when it answered. */
  now: z.string(),
  timeZone: z.string(),
  today: z.string(),
  /** Today's court hours still to start, or tomorrow's once today is over or closed. */
  courts: z.object({
    date: z.string(),
    day,
    /** The venue is closed that day (then `hours` is empty). */
    closed: z.boolean(),
    hours: z.array(
      z.object({
        startTime: z.string(),
        endTime: z.string(),
        startsAt: z.string(),
        endsAt: z.string(),
        /** Courts offered online and free for that hour (at most the venue's online limit). */
        freeCourts: z.number().int(),
        bookable: z.boolean(),
      }),
    ),
    perHourCents: z.number().int(),
    memberPerHourCents: z.number().int(),
  }),
  /** Drop-in sessions today and tomorrow with a spot left, soonest first (at most DROP_IN_LIMIT). */
  dropIns: z.array(
    z.object({
      id: z.number().int(),
      programId: z.number().int(),
      title: z.string(),
      level: z.string(),
      date: z.string(),
      day,
      startTime: z.string(),
      endTime: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      capacity: z.number().int(),
      spotsLeft: z.number().int(),
      priceCents: z.number().int(),
      memberPriceCents: z.number().int(),
      registrationOpensAt: z.string(),
      // The title in the reader's language; `lang` when it is the other one's.
      lang: langFields.lang,
    }),
  ),
  /** The next camps, clinics, lessons, socials and tournaments not yet started (at most PROGRAM_LIMIT). */
  programs: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(['camp', 'clinic', 'lesson', 'social', 'tournament']),
      title: z.string(),
      level: z.string(),
      firstDate: z.string(),
      lastDate: z.string(),
      startsAt: z.string(),
      sessionCount: z.number().int(),
      capacity: z.number().int(),
      spotsLeft: z.number().int(),
      priceFromCents: z.number().int(),
      registration: z.enum(['open', 'not_open', 'full', 'info_only']),
      registrationOpensAt: z.string().nullable(),
      lang: langFields.lang,
    }),
  ),
});
export type WhatsOn = z.infer<typeof whatsOnSchema>;

type Availability = FastifyInstance['bookingService']['availability'];
type Catalogue = FastifyInstance['programCatalogue'];

/**
 * What is on at the venue as anyone sees it (no caller: a visitor's courts and prices), for the home
 * page: composed from the bookings' and programs' own public reads, so it says what Book Court, Drop
 * In and the program pages say.
 */
export class WhatsOnService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly availability: Availability,
    private readonly catalogue: Catalogue,
  ) {}

  /** In the reader's language: the titles the owner gave in it, else in the other one. */
  async read(locale: Locale): Promise<WhatsOn> {
    const now = this.now();
    const { timeZone } = await readCompanySettings(this.db);
    const today = venueToday(now, timeZone);
    const tomorrow = addDays(today, 1);
    const [todays, dropIns, programs] = await Promise.all([
      this.availability(today, null),
      dropInsWithSpots(this.db, now, wallClock(tomorrow, 1440, timeZone), now, timeZone, locale),
      nextPrograms(this.catalogue, now, wallClock(addDays(today, PROGRAMS_AHEAD_DAYS), 1440, timeZone), PROGRAM_LIMIT, locale),
    ]);
    const left = todays.slots.filter((slot) => slot.reason !== 'past');
    // Today is over (or closed): tomorrow's hours are what a player can still book.
    const shown = left.length > 0 ? { availability: todays, slots: left, day: 'today' as const } : await this.tomorrow(tomorrow);
    return {
      now: now.toISOString(),
      timeZone,
      today,
      courts: {
        date: shown.availability.date,
        day: shown.day,
        closed: shown.availability.closed,
        hours: shown.slots.map((slot) => ({
          startTime: slot.startTime,
          endTime: slot.endTime,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          freeCourts: slot.openCourts.length,
          bookable: slot.bookable,
        })),
        perHourCents: shown.availability.price.defaultPerHourCents,
        memberPerHourCents: shown.availability.price.memberPerHourCents,
      },
      dropIns: dropIns.slice(0, DROP_IN_LIMIT).map((session) => ({
        id: session.id,
        programId: session.programId,
        title: session.title,
        level: session.level,
        date: session.date,
        day: session.date === today ? ('today' as const) : ('tomorrow' as const),
        startTime: session.startTime,
        endTime: session.endTime,
        startsAt: session.startsAt,
        endsAt: session.endsAt,
        capacity: session.capacity,
        spotsLeft: session.spotsLeft,
        priceCents: session.nonMemberPriceCents,
        memberPriceCents: session.memberPriceCents,
        registrationOpensAt: session.registrationOpensAt,
        ...(session.lang ? { lang: session.lang } : {}),
      })),
      programs,
    };
  }

  private async tomorrow(date: string) {
    const availability = await this.availability(date, null);
    return { availability, slots: availability.slots.filter((slot) => slot.reason !== 'past'), day: 'tomorrow' as const };
  }
}
