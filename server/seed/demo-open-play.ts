import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { bookings, householdMembers, openPlayGames, openPlaySessions, programRegistrations, programs, programSessions, users } from '../db/schema.js';
import { addDays, wallClock } from '../lib/venue-time.js';
import { bandOfLevel } from '../modules/open-play/band-of-level.js';
import { endGame } from '../modules/open-play/rotation/end-game.js';
import { emptyState } from '../modules/open-play/rotation/open-play-state.js';
import { join } from '../modules/open-play/rotation/player-moves.js';
import type { OpenPlayState, Transition } from '../modules/open-play/rotation/rotation-types.js';
import type { OpenPlaySetup } from '../modules/programs/index.js';
import { weekdayOf } from './canadian-holidays.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The demo's regulars: accounts with a self-rated level, one of them with a partner and a teenager on her account. */
const REGULARS = [
  { firstName: 'Ana', lastName: 'Martin', level: 3.0 },
  { firstName: 'Benoît', lastName: 'Tremblay', level: 3.5 },
  { firstName: 'Chloé', lastName: 'Gagnon', level: 4.0 },
  { firstName: 'David', lastName: 'Roy', level: 2.5 },
  { firstName: 'Émilie', lastName: 'Côté', level: 3.5 },
  { firstName: 'Farid', lastName: 'Haddad', level: 4.5 },
  { firstName: 'Grace', lastName: 'Li', level: 3.0 },
  { firstName: 'Hugo', lastName: 'Bouchard', level: 2.5 },
  { firstName: 'Isabelle', lastName: 'Fortin', level: 3.5 },
  { firstName: 'Jamal', lastName: 'Okafor', level: 4.0 },
  { firstName: 'Noah', lastName: 'Pelletier', level: 3.0 },
  { firstName: 'Karen', lastName: 'Wong', level: 3.5 },
] as const;
const WONG_FAMILY = [
  { firstName: 'Liam', lastName: 'Wong', relationship: 'partner' as const, birthday: '1984-09-12', level: 4.0, consent: false },
  { firstName: 'Mia', lastName: 'Wong', relationship: 'child' as const, birthday: '2010-06-03', level: 3.0, consent: true },
];

interface Person {
  accountUserId: number;
  householdMemberId: number | null;
  level: number;
}

/**
 * Today's and tomorrow's open play drop-ins (those still to end), generated here as the daily top-up
 * would, with 12 to 14 demo regulars checked in and games under way (minutes old, a few played
 * before), so the court board shows a live session on a fresh start. Relative to `now`.
 */
export async function seedDemoOpenPlay(tx: Tx, zone: string, today: string, now: Date, passwordHash: string): Promise<void> {
  const people = await addRegulars(tx, passwordHash);
  const dates = [today, addDays(today, 1)];
  // The demo's templates run open play (demo-programs.ts); today's and tomorrow's get live sessions.
  const templates = await openPlayTemplates(tx, dates);
  let offset = 0;
  for (const date of dates) {
    for (const template of templates.filter((candidate) => candidate.weekday === weekdayOf(date))) {
      const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
      const startsAt = wallClock(date, minutes(template.startTime!), zone);
      const endsAt = wallClock(date, minutes(template.endTime!), zone);
      if (endsAt <= now) continue;
      // Every court full and a few waiting in line.
      const players = Array.from({ length: Math.min(people.length, template.courts.length * 4 + 4) }, (_, index) => people[(index + offset) % people.length]);
      offset += 5;
      const [session] = await tx
        .insert(programSessions)
        .values({
          programId: template.id,
          date,
          startsAt,
          endsAt,
          courts: template.courts,
          capacity: Math.max(template.capacity, players.length + 4),
          origin: 'template',
        })
        .returning();
      // The courts held as the engine holds them: blocks under the bookings exclusion constraint.
      await tx.insert(bookings).values(
        template.courts.map((court) => ({
          court,
          startsAt,
          endsAt,
          status: 'blocked' as const,
          source: 'program' as const,
          programSessionId: session.id,
          blockReason: template.level ? `${template.title} (${template.level})` : template.title,
        })),
      );
      const places = await tx
        .insert(programRegistrations)
        .values(
          players.map((person) => ({
            sessionId: session.id,
            accountUserId: person.accountUserId,
            householdMemberId: person.householdMemberId,
            person: person.householdMemberId !== null ? `member:${person.householdMemberId}` : `user:${person.accountUserId}`,
            status: 'confirmed' as const,
            priceCents: template.nonMemberPriceCents,
            policy: { cancellationCutoffHours: template.cancellationCutoffHours, refundBeforeCutoff: 'full' as const, refundAfterCutoff: 'none' as const },
            attendance: 'checked_in' as const,
            paidAt: new Date(now.getTime() - 86_400_000),
          })),
        )
        .returning({ id: programRegistrations.id });
      const setup = template.openPlay!;
      await playSession(tx, {
        sessionId: session.id,
        setup,
        courts: template.courts,
        arrivals: places.map((place, index) => ({ id: place.id, band: bandOfLevel(setup.bands, players[index].level) })),
        now,
      });
    }
  }
}

function openPlayTemplates(tx: Tx, dates: string[]) {
  return tx
    .select()
    .from(programs)
    .where(and(eq(programs.kind, 'drop_in'), inArray(programs.weekday, dates.map(weekdayOf)), isNull(programs.archivedAt)))
    .then((rows) => rows.filter((row) => row.openPlay !== null && row.startTime && row.endTime));
}

async function addRegulars(tx: Tx, passwordHash: string): Promise<Person[]> {
  const accounts = await tx
    .insert(users)
    .values(
      REGULARS.map((regular, index) => ({
        email: `${regular.firstName.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.${regular.lastName.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}@example.com`,
        passwordHash,
        firstName: regular.firstName,
        lastName: regular.lastName,
        gender: 'prefer-not-to-say',
        postalCode: 'M5V 2T6',
        birthday: `19${70 + index}-03-1${index % 10}`,
        phoneNumber: `+1416555${String(200 + index).padStart(4, '0')}`,
        roles: [],
        selfRatedLevel: regular.level,
      })),
    )
    .returning({ id: users.id, lastName: users.lastName, level: users.selfRatedLevel });
  const karen = accounts.find((account) => account.lastName === 'Wong')!;
  const family = await tx
    .insert(householdMembers)
    .values(
      WONG_FAMILY.map((member) => ({
        accountUserId: karen.id,
        firstName: member.firstName,
        lastName: member.lastName,
        birthday: member.birthday,
        relationship: member.relationship,
        selfRatedLevel: member.level,
        guardianConsentAt: member.consent ? new Date() : null,
      })),
    )
    .returning({ id: householdMembers.id, level: householdMembers.selfRatedLevel });
  return [
    ...accounts.map((account) => ({ accountUserId: account.id, householdMemberId: null, level: account.level ?? 3 })),
    ...family.map((member) => ({ accountUserId: karen.id, householdMemberId: member.id, level: member.level ?? 3 })),
  ];
}

/**
 * The session's evening so far, through the rotation's own transitions (as the live session runs
 * them): the regulars check in from 40 minutes ago, the courts fill, a few games end, and the games
 * now on started minutes ago. Each game's row is written as the server writes it.
 */
async function playSession(tx: Tx, input: { sessionId: number; setup: OpenPlaySetup; courts: number[]; arrivals: { id: number; band: number }[]; now: Date }) {
  const { sessionId, setup, now } = input;
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  let state: OpenPlayState = emptyState(input.courts);
  let version = 0;
  await tx.insert(openPlaySessions).values({ sessionId, setup, state, version, createdAt: minutesAgo(45), updatedAt: now });
  const apply = async (transition: Transition, at: Date, winner: 'a' | 'b' | null = null) => {
    for (const game of transition.ended) {
      if (game.gameId !== null) await tx.update(openPlayGames).set({ endedAt: at, winner }).where(eq(openPlayGames.id, game.gameId));
    }
    state = transition.state;
    for (const game of transition.started) {
      const [row] = await tx
        .insert(openPlayGames)
        .values({ sessionId, court: game.court, players: game.players, mixedBands: game.mixedBands, manual: game.manual, startedAt: at })
        .returning({ id: openPlayGames.id });
      state = {
        ...state,
        courts: state.courts.map((court) => (court.court === game.court && court.game ? { ...court, game: { ...court.game, id: row.id } } : court)),
      };
    }
    version += 1;
  };
  for (const [index, arrival] of input.arrivals.entries()) {
    const at = minutesAgo(40 - index);
    await apply(join(state, setup, arrival, at.toISOString()), at);
  }
  // Games end one court after another, the latest a few minutes ago.
  const courts = [...input.courts].sort((a, b) => a - b);
  const endings = [...courts, ...courts].map((court, index) => ({ court, ago: 16 - index * 3 }));
  for (const { court, ago } of endings) {
    if (ago < 3 || !state.courts.find((entry) => entry.court === court)?.game) continue;
    const at = minutesAgo(ago);
    const winner = ago % 2 === 0 ? 'a' : 'b';
    await apply(endGame(state, setup, court, { winner }, at.toISOString()), at, winner);
  }
  await tx.update(openPlaySessions).set({ state, version, updatedAt: now }).where(eq(openPlaySessions.sessionId, sessionId));
}
