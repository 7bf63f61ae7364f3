import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { bookings, coaches, programDivisions, programs, programSessions } from '../db/schema.js';
import type { RichTextBlock } from '../lib/rich-text/document.js';
import { validateRichText } from '../lib/rich-text/validate.js';
import { addDays, wallClock } from '../lib/venue-time.js';
import { isOrdinaryDay, weekdayOf } from './canadian-holidays.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const paragraph = (text: string): RichTextBlock => ({ type: 'paragraph', data: { text } });
const header = (text: string, level: number): RichTextBlock => ({ type: 'header', data: { text, level } });
const list = (items: string[]): RichTextBlock => ({
  type: 'list',
  data: { style: 'unordered', meta: {}, items: items.map((content) => ({ content, meta: {}, items: [] })) },
});
const doc = (...blocks: RichTextBlock[]) => validateRichText({ time: Date.parse('2026-01-15T12:00:00Z'), blocks, version: '2.31.0' }, 'full');

interface DemoDate {
  /** A venue date YYYY-MM-DD. */
  date: string;
  start: string;
  end: string;
  courts: number[];
}

/** When the demo's events fall, for a venue date `today`: every date an ordinary day (no holiday). */
export interface DemoEventPlan {
  camp: string[];
  clinic: string;
  lessons: string[];
  social: string;
  tournament: string;
  /** The last day entries are taken: they close at 23:59 venue time that day. */
  tournamentClosesOn: string;
  earlyBirdUntil: string;
}

/** The first date from `date` on, `step` days at a time, that `fits`. */
function firstFrom(date: string, step: number, fits: (date: string) => boolean): string {
  let day = date;
  while (!fits(day)) day = addDays(day, step);
  return day;
}

const isWeekday = (date: string) => weekdayOf(date) >= 1 && weekdayOf(date) <= 5;

/**
 * The demo's dates, three weeks out and more (so the end-to-end tests' near-term court bookings never
 * meet them), on ordinary days: the camp a whole Monday-to-Friday week with no holiday, the lesson
 * series four Mondays that are not holidays, the clinic a weekday, the social a Friday and the
 * tournament a Sunday, each moved on (a day or a week) past a holiday.
 */
export function planDemoEvents(today: string): DemoEventPlan {
  const inFourWeeks = addDays(today, 28);
  const monday = addDays(inFourWeeks, -((weekdayOf(inFourWeeks) + 6) % 7));
  const campMonday = firstFrom(monday, 7, (start) => [0, 1, 2, 3, 4].every((day) => isOrdinaryDay(addDays(start, day))));
  const lessons: string[] = [];
  for (let day = monday; lessons.length < 4; day = addDays(day, 7)) if (isOrdinaryDay(day)) lessons.push(day);
  const tournament = firstFrom(addDays(monday, 13), 7, isOrdinaryDay);
  return {
    camp: [0, 1, 2, 3, 4].map((day) => addDays(campMonday, day)),
    clinic: firstFrom(addDays(monday, -5), 1, (date) => isWeekday(date) && isOrdinaryDay(date)),
    lessons,
    social: firstFrom(addDays(monday, 11), 7, isOrdinaryDay),
    tournament,
    // Entries close at the end of the Thursday before the Sunday.
    tournamentClosesOn: addDays(tournament, -3),
    earlyBirdUntil: addDays(today, 14),
  };
}

/** The demo's camp, clinic, lesson series, social and tournament, placed by planDemoEvents, on courts and hours the demo drop-ins leave free. */
export async function seedDemoEvents(tx: Tx, zone: string, today: string) {
  const plan = planDemoEvents(today);
  const coachRows = await tx
    .select({ id: coaches.id, name: coaches.name })
    .from(coaches)
    .where(inArray(coaches.name, ['Sophie Tremblay', 'Marcus Lee']));
  const coach = (name: string) => coachRows.find((row) => row.name === name)?.id ?? null;
  const common = { courts: [] as number[], published: true, cancellationCutoffHours: 72 };

  const events: { values: typeof programs.$inferInsert; dates: DemoDate[] }[] = [
    {
      values: {
        ...common,
        kind: 'camp',
        title: 'Junior spring camp',
        titleFr: 'Camp de printemps junior',
        level: 'Beginner',
        description: doc(
          header('Five mornings of pickleball', 2),
          paragraph('Games, drills and a <b>mini tournament</b> on Friday. Paddles and balls are provided.'),
          list(['Bring water and running shoes', 'Drop-off from 8:45 a.m.']),
        ),
        descriptionFr: doc(
          header('Cinq matinées de pickleball', 2),
          paragraph('Des jeux, des exercices et un <b>mini-tournoi</b> le vendredi. Les raquettes et les balles sont fournies.'),
          list(['Apportez de l’eau et des chaussures de course', 'Arrivée à partir de 8 h 45']),
        ),
        capacity: 12,
        minAge: 8,
        maxAge: 12,
        memberPriceCents: 18000,
        nonMemberPriceCents: 22000,
        earlyBirdPriceCents: 16000,
        earlyBirdUntil: plan.earlyBirdUntil,
      },
      dates: plan.camp.map((date) => ({ date, start: '09:00', end: '12:00', courts: [4] })),
    },
    {
      values: {
        ...common,
        kind: 'clinic',
        title: 'Third-shot drop clinic',
        titleFr: 'Atelier d’amorti en troisième frappe',
        level: 'Intermediate 3.0–3.5',
        coachId: coach('Sophie Tremblay'),
        description: doc(paragraph('Ninety minutes on the shot that wins the kitchen: drills, then points with feedback.')),
        descriptionFr: doc(paragraph('Quatre-vingt-dix minutes sur le coup qui gagne la cuisine : des exercices, puis des points commentés.')),
        capacity: 8,
        memberPriceCents: 3500,
        nonMemberPriceCents: 4500,
      },
      dates: [{ date: plan.clinic, start: '13:00', end: '14:30', courts: [3] }],
    },
    {
      values: {
        ...common,
        kind: 'lesson',
        title: 'Beginner lesson series',
        titleFr: 'Série de cours pour débutants',
        level: 'Beginner 2.0–2.5',
        coachId: coach('Marcus Lee'),
        description: doc(paragraph('Four Monday evenings in a group of four: the rules, the serve and return, dinks, and your first games.')),
        descriptionFr: doc(paragraph('Quatre lundis soir en groupe de quatre : les règles, le service et le retour, les amortis et vos premières parties.')),
        capacity: 4,
        minAge: 16,
        memberPriceCents: 12000,
        nonMemberPriceCents: 15000,
      },
      dates: plan.lessons.map((date) => ({ date, start: '19:00', end: '20:00', courts: [6] })),
    },
    {
      values: {
        ...common,
        kind: 'social',
        title: 'Friday night social',
        titleFr: 'Soirée sociale du vendredi',
        level: 'All levels',
        description: doc(paragraph('Round-robin games with music and snacks. Bring a friend who has never played.')),
        descriptionFr: doc(paragraph('Des parties à la ronde, de la musique et des collations. Amenez un ami qui n’a jamais joué.')),
        capacity: 32,
        memberPriceCents: 0,
        nonMemberPriceCents: 500,
        cancellationCutoffHours: 24,
      },
      dates: [{ date: plan.social, start: '19:00', end: '21:00', courts: [1, 2] }],
    },
    {
      values: {
        ...common,
        kind: 'tournament',
        title: 'Courtside Spring Open',
        titleFr: 'Omnium de printemps Courtside',
        level: '',
        description: doc(
          paragraph('A one-day tournament with round robins in the morning and medal rounds after lunch. Every player gets at least four matches.'),
          list(['Check in by 8:30 a.m.', 'Games to 11, win by 2', 'Outdoor balls are not allowed on the courts']),
        ),
        descriptionFr: doc(
          paragraph('Un tournoi d’une journée : des poules le matin et les rondes des médailles après le dîner. Chaque joueur dispute au moins quatre matchs.'),
          list([
            'Inscription sur place avant 8 h 30',
            'Parties en 11 points, avec 2 points d’écart',
            'Les balles extérieures sont interdites sur les terrains',
          ]),
        ),
        capacity: 16 + 8 * 2 + 6 * 2,
        memberPriceCents: 0,
        nonMemberPriceCents: 0,
        // Entries close at 23:59 venue time on the Thursday before: a deadline at midnight would read
        // as "12:00 a.m." on the Friday.
        closesAt: wallClock(plan.tournamentClosesOn, 23 * 60 + 59, zone),
      },
      dates: [{ date: plan.tournament, start: '09:00', end: '17:00', courts: [1, 2, 3, 4] }],
    },
  ];
  const divisions = [
    { name: 'Singles 3.0–3.5', format: 'singles' as const, level: '3.0–3.5', minAge: null, maxEntries: 16, feeCents: 3500 },
    { name: 'Open doubles', format: 'doubles' as const, level: 'All levels', minAge: null, maxEntries: 8, feeCents: 4000 },
    { name: 'Mixed doubles 50+', format: 'mixed_doubles' as const, level: 'All levels', minAge: 50, maxEntries: 6, feeCents: 4000 },
  ];

  for (const event of events) {
    const courts = [...new Set(event.dates.flatMap((date) => date.courts))];
    const [program] = await tx
      .insert(programs)
      .values({ ...event.values, courts })
      .returning();
    if (program.kind === 'tournament')
      await tx.insert(programDivisions).values(divisions.map((division, position) => ({ ...division, programId: program.id, position })));
    for (const when of event.dates) {
      const instant = (time: string) => wallClock(when.date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), zone);
      const [session] = await tx
        .insert(programSessions)
        .values({
          programId: program.id,
          date: when.date,
          startsAt: instant(when.start),
          endsAt: instant(when.end),
          courts: when.courts,
          capacity: program.capacity,
          origin: 'one_off',
          edited: true,
        })
        .returning();
      // The courts held as the engine holds them: blocks under the bookings exclusion constraint.
      await tx.insert(bookings).values(
        when.courts.map((court) => ({
          court,
          startsAt: session.startsAt,
          endsAt: session.endsAt,
          status: 'blocked' as const,
          source: 'program' as const,
          programSessionId: session.id,
          blockReason: program.level ? `${program.title} (${program.level})` : program.title,
        })),
      );
    }
  }
}
