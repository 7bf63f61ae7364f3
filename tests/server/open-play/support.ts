import { eq } from 'drizzle-orm';
import { openPlayGames, openPlaySessions, programs, staffActions, users } from '../../../server/db/schema.js';
import type { OpenPlaySetup } from '../../../server/modules/programs/index.js';
import { Agent, createUser } from '../helpers/test-app.js';
import { addTemplate, createProgramsApp, MONDAY_MORNING, resetPrograms, sessionsBetween, type ProgramsTestApp } from '../programs/support.js';

/** Tuesday 3 March 2026, 18:00 in Toronto: the template's session starts (it ends at 20:00). */
export const SESSION_START = '2026-03-03T23:00:00Z';
export const SESSION_END = '2026-03-04T01:00:00Z';

export const DOUBLES: OpenPlaySetup = { rule: 'first_in_line', format: 'doubles', winnersStay: 0, bands: ['2.5-3.0', '3.5', '4.0+'] };

export type OpenPlayTestApp = ProgramsTestApp;

export const createOpenPlayApp = createProgramsApp;

/** Minutes from the session's start (negative: before it). */
export const minutesFromStart = (minutes: number) => new Date(Date.parse(SESSION_START) + minutes * 60_000).toISOString();

/**
 * A clean venue with Tuesday's drop-in run as open play (courts 1 and 2 unless told, 16 places),
 * the clock at the session's start; answers the session's id.
 */
export async function openPlayDay(t: OpenPlayTestApp, setup: OpenPlaySetup | null = DOUBLES, template: Record<string, unknown> = {}): Promise<number> {
  await resetPrograms(t, { alsoEmpty: [openPlayGames, openPlaySessions] });
  await t.database.db.delete(staffActions);
  const { template: created } = await addTemplate(t, { playersPerCourt: 8, ...template });
  await t.database.db.update(programs).set({ openPlay: setup }).where(eq(programs.id, created.id));
  const [session] = await sessionsBetween(t.owner, '2026-03-03', '2026-03-03');
  t.setNow(SESSION_START);
  return session.id;
}

export interface Player {
  agent: Agent;
  userId: number;
  registrationId: number;
  name: string;
}

/** A member with a place bought at the desk (confirmed at once), logged in; `level` their self-rated level. */
export async function addPlayer(t: OpenPlayTestApp, sessionId: number, firstName: string, level: number | null = null): Promise<Player> {
  const user = await createUser(t, { firstName });
  if (level !== null) await t.database.db.update(users).set({ selfRatedLevel: level }).where(eq(users.id, user.id));
  const agent = new Agent(t.app);
  await agent.login(user.email);
  // Places are sold until the start: bought the morning before, whatever the test's clock says.
  const was = t.app.clock.now();
  t.setNow(MONDAY_MORNING);
  const placed = await t.owner.post(`/api/staff/programs/sessions/${sessionId}/registrations`, { kind: 'member', userId: user.id });
  t.setNow(was.toISOString());
  if (placed.statusCode !== 201) throw new Error(`desk registration refused: ${placed.statusCode} ${placed.body}`);
  return {
    agent,
    userId: user.id,
    registrationId: placed.json<{ registrationId: number }>().registrationId,
    name: `${firstName} ${user.lastName.slice(0, 1)}.`,
  };
}

export async function addPlayers(t: OpenPlayTestApp, sessionId: number, count: number, level: number | null = null): Promise<Player[]> {
  const players: Player[] = [];
  for (let i = 0; i < count; i += 1) players.push(await addPlayer(t, sessionId, `P${i + 1}`, level));
  return players;
}

/** The desk checks a place in (or out: 'no_show', null). */
export function markAttendance(t: OpenPlayTestApp, registrationId: number, status: 'checked_in' | 'no_show' | null = 'checked_in') {
  return t.owner.post(`/api/staff/programs/registrations/${registrationId}/attendance`, { status });
}

export async function checkInAll(t: OpenPlayTestApp, players: Player[]) {
  for (const player of players) {
    const response = await markAttendance(t, player.registrationId);
    if (response.statusCode !== 200) throw new Error(`check-in refused: ${response.statusCode} ${response.body}`);
  }
}

export interface View {
  sessionId: number;
  version: number;
  endedAt: string | null;
  courts: { court: number; state: string; game: { id: number; players: { registrationId: number; name: string; band: string }[]; manual: boolean } | null }[];
  line: { registrationId: number; name: string; band: string; position: number; partnerRegistrationId: number | null }[];
  resting: { registrationId: number }[];
  upNext: { players: { registrationId: number }[]; mixedBands: boolean }[];
  gamesPlayed: Record<string, number>;
  mine: number[];
  canUndo: boolean;
}

export async function viewOf(agent: Agent, sessionId: number): Promise<View> {
  const response = await agent.get(`/api/open-play/sessions/${sessionId}`);
  if (response.statusCode !== 200) throw new Error(`view: ${response.statusCode} ${response.body}`);
  return response.json<View>();
}

/** The players' places (registration ids), in order. */
export const registrationIds = (players: Player[]) => players.map((player) => player.registrationId);

/** Game over, tapped on a player's phone (`body`: the score, the winner). */
export const endGame = (player: Player, gameId: number, body: Record<string, unknown> = {}) => player.agent.post(`/api/open-play/games/${gameId}/end`, body);

/** The game on a court (null: none). */
export const gameOn = (view: View, court: number) => view.courts.find((entry) => entry.court === court)?.game ?? null;

export const lineIds = (view: View) => view.line.map((entry) => entry.registrationId);
export const courtIds = (view: View, court: number) => view.courts.find((entry) => entry.court === court)?.game?.players.map((p) => p.registrationId) ?? [];

export async function trail(t: OpenPlayTestApp) {
  return t.database.db.select().from(staffActions).orderBy(staffActions.id);
}
