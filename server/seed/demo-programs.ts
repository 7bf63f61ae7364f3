import { programs } from '../db/schema.js';
import type { Database } from '../db/client.js';
import type { OpenPlaySetup } from '../modules/programs/index.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const DROP_IN = { kind: 'drop_in' as const, opensDaysBefore: 7, cancellationCutoffHours: 12, playersPerCourt: 4 };

// Every demo drop-in runs as open play, in doubles, with the usual bands: a levelled night sends the
// next four in line; a mixed one (and the intermediates, who span two bands) groups players by band.
const BANDS = ['2.5-3.0', '3.5', '4.0+'];
const FIRST_IN_LINE: OpenPlaySetup = { rule: 'first_in_line', format: 'doubles', winnersStay: 0, bands: BANDS };
const BY_BAND: OpenPlaySetup = { rule: 'by_band', format: 'doubles', winnersStay: 0, bands: BANDS };
const BY_BAND_WINNERS_STAY: OpenPlaySetup = { ...BY_BAND, winnersStay: 1 };

/**
 * The demo's weekly drop-in times (the first top-up, when the server is ready, generates their
 * sessions 8 weeks ahead and holds their courts): beginners on Tuesday mornings and Monday evenings,
 * intermediates on Tuesday and Thursday evenings, an advanced night, a Friday evening for all levels
 * and open play on Saturday morning and Sunday afternoon: a drop-in every day, so the home page's
 * "today and tomorrow" always has one. Daytime sessions use courts 5 and 6, so courts 1 to 4 stay
 * open for rentals during the day; the evenings stay clear of the demo events' courts. Each title in
 * English and French. Each runs as open play (its rule below).
 */
const DEMO_DROP_INS = [
  {
    title: 'Drop-in',
    titleFr: 'Jeu libre',
    level: 'Beginner 2.0–2.5',
    weekday: 2,
    startTime: '10:00',
    endTime: '12:00',
    courts: [5, 6],
    memberPriceCents: 600,
    nonMemberPriceCents: 1000,
    openPlay: FIRST_IN_LINE,
  },
  {
    title: 'Drop-in',
    titleFr: 'Jeu libre',
    level: 'Intermediate 3.0–3.5',
    weekday: 2,
    startTime: '18:00',
    endTime: '20:00',
    courts: [1, 2, 3],
    memberPriceCents: 800,
    nonMemberPriceCents: 1200,
    openPlay: BY_BAND,
  },
  {
    title: 'Drop-in',
    titleFr: 'Jeu libre',
    level: 'Intermediate 3.0–3.5',
    weekday: 4,
    startTime: '18:00',
    endTime: '20:00',
    courts: [1, 2, 3],
    memberPriceCents: 800,
    nonMemberPriceCents: 1200,
    openPlay: BY_BAND,
  },
  {
    title: 'Drop-in',
    titleFr: 'Jeu libre',
    level: 'Advanced 4.0+',
    weekday: 3,
    startTime: '19:00',
    endTime: '21:00',
    courts: [4, 5],
    memberPriceCents: 1000,
    nonMemberPriceCents: 1400,
    openPlay: FIRST_IN_LINE,
  },
  {
    title: 'Weekend open play',
    titleFr: 'Jeu libre de la fin de semaine',
    level: 'All levels',
    weekday: 6,
    startTime: '09:00',
    endTime: '11:00',
    courts: [5, 6],
    memberPriceCents: 500,
    nonMemberPriceCents: 1000,
    openPlay: BY_BAND,
  },
  {
    title: 'Drop-in',
    titleFr: 'Jeu libre',
    level: 'Beginner 2.0–2.5',
    weekday: 1,
    startTime: '18:00',
    endTime: '20:00',
    courts: [4, 5],
    memberPriceCents: 600,
    nonMemberPriceCents: 1000,
    openPlay: FIRST_IN_LINE,
  },
  {
    title: 'Drop-in',
    titleFr: 'Jeu libre',
    level: 'All levels',
    weekday: 5,
    startTime: '18:00',
    endTime: '20:00',
    courts: [4, 5],
    memberPriceCents: 800,
    nonMemberPriceCents: 1200,
    openPlay: BY_BAND_WINNERS_STAY,
  },
  {
    title: 'Sunday open play',
    titleFr: 'Jeu libre du dimanche',
    level: 'All levels',
    weekday: 0,
    startTime: '13:00',
    endTime: '15:00',
    courts: [5, 6],
    memberPriceCents: 500,
    nonMemberPriceCents: 1000,
    openPlay: BY_BAND,
  },
];

export async function seedDemoPrograms(tx: Tx) {
  await tx.insert(programs).values(DEMO_DROP_INS.map((dropIn) => ({ ...DROP_IN, ...dropIn, capacity: dropIn.courts.length * DROP_IN.playersPerCourt })));
}
