import type { OpenPlayCourt, OpenPlayGame, OpenPlayPerson, OpenPlayView } from '@machines/open-play';
import { currentLocale } from '@/lib/venue-clock';

/** Team A then team B: the first half of the game's players, then the second. */
export function teamsOf(game: Pick<OpenPlayGame, 'players'>): [OpenPlayPerson[], OpenPlayPerson[]] {
  const half = Math.ceil(game.players.length / 2);
  return [game.players.slice(0, half), game.players.slice(half)];
}

/** "Ana M. and Ben K." (« Ana M. et Ben K. »), in the language given or on screen. */
export function namesText(people: readonly OpenPlayPerson[], locale: string = currentLocale()): string {
  return new Intl.ListFormat(locale, { type: 'conjunction', style: 'long' }).format(people.map((p) => p.name));
}

/** Whole minutes since a game started (0 before the clock's first tick). */
export function minutesSince(startedAt: string, now: string | null): number {
  if (!now) return 0;
  return Math.max(0, Math.floor((Date.parse(now) - Date.parse(startedAt)) / 60_000));
}

/** Where a registration is in the view: on a court, in the line, resting, or gone. */
export type PlayerSpot =
  | { kind: 'court'; court: OpenPlayCourt; game: OpenPlayGame; partners: OpenPlayPerson[]; opponents: OpenPlayPerson[] }
  | { kind: 'line'; position: number; partnerRegistrationId: number | null; upNext: boolean }
  | { kind: 'resting' }
  | { kind: 'gone' };

export function spotOf(view: OpenPlayView, registrationId: number): PlayerSpot {
  for (const court of view.courts) {
    if (!court.game?.players.some((p) => p.registrationId === registrationId)) continue;
    const teams = teamsOf(court.game);
    const [mine, theirs] = teams[0].some((p) => p.registrationId === registrationId) ? teams : [teams[1], teams[0]];
    return { kind: 'court', court, game: court.game, partners: mine.filter((p) => p.registrationId !== registrationId), opponents: theirs };
  }
  const entry = view.line.find((p) => p.registrationId === registrationId);
  if (entry) {
    const upNext = view.upNext[0]?.players.some((p) => p.registrationId === registrationId) ?? false;
    return { kind: 'line', position: entry.position, partnerRegistrationId: entry.partnerRegistrationId, upNext };
  }
  return view.resting.some((p) => p.registrationId === registrationId) ? { kind: 'resting' } : { kind: 'gone' };
}

/** A registration's name as the view knows it ("Ana M."). */
export function nameOf(view: OpenPlayView, registrationId: number): string {
  const everyone = [...view.courts.flatMap((c) => c.game?.players ?? []), ...view.line, ...view.resting];
  return everyone.find((p) => p.registrationId === registrationId)?.name ?? '';
}
