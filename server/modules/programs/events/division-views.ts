import { enrolmentsOfEntry, entryCounts, livePlacesInDivisions } from './enrolments-repository.js';
import { participantNames, publicNameOf, type Reader } from '../shared/index.js';
import type { ProgramRow } from '../schedule/index.js';
import type { RegistrationState } from './program-rules.js';
import { playersPerEntry, type DivisionFormat, type ProgramDivisionRow, type ProgramEnrolmentRow } from './schema.js';
import { divisionsOfPrograms } from './divisions-repository.js';

// What players see of a tournament's divisions: sizes and the public list of entrants.

export interface DivisionView {
  id: number;
  name: string;
  format: DivisionFormat;
  level: string;
  minAge: number | null;
  maxEntries: number;
  feeCents: number;
  entries: number;
  entrants: { names: string[]; complete: boolean }[];
}

/** Each program's divisions with their live entries and entrants (first name, last initial; paid players only). */
export async function divisionViews(db: Reader, programIds: number[], now: Date): Promise<Map<number, DivisionView[]>> {
  const divisions = await divisionsOfPrograms(db, programIds);
  const all = [...divisions.values()].flat();
  const ids = all.map((division) => division.id);
  const [counts, places] = await Promise.all([entryCounts(db, ids, now), livePlacesInDivisions(db, ids, now)]);
  const paid = places.filter((place) => place.status === 'confirmed');
  const names = await participantNames(db, paid);
  const views = new Map<number, DivisionView[]>();
  for (const [programId, rows] of divisions) {
    views.set(
      programId,
      rows.map((division) => ({
        id: division.id,
        name: division.name,
        format: division.format,
        level: division.level,
        minAge: division.minAge,
        maxEntries: division.maxEntries,
        feeCents: division.feeCents,
        entries: counts.get(division.id) ?? 0,
        entrants: entrantsOf(division, paid, names),
      })),
    );
  }
  return views;
}

function entrantsOf(division: ProgramDivisionRow, paid: ProgramEnrolmentRow[], names: Map<ProgramEnrolmentRow, string>) {
  const teams = new Map<number, ProgramEnrolmentRow[]>();
  for (const place of paid) {
    if (place.divisionId !== division.id || place.entryId === null) continue;
    teams.set(place.entryId, [...(teams.get(place.entryId) ?? []), place]);
  }
  return [...teams.values()].map((team) => ({
    names: team.map((place) => publicNameOf(names.get(place) ?? '—')),
    complete: team.length >= playersPerEntry(division.format),
  }));
}

/** A tournament is full when every division is; otherwise what the program's own rules say. */
export function tournamentAware(state: RegistrationState, program: ProgramRow, divisions: DivisionView[]): RegistrationState {
  if (program.kind !== 'tournament' || (state !== 'open' && state !== 'full')) return state;
  return divisions.length > 0 && divisions.every((division) => division.entries >= division.maxEntries) ? 'full' : 'open';
}

/** For each of the caller's places: the division, the partner (first name, last initial) and whether the team is complete. */
export async function teamsOf(db: Reader, rows: ProgramEnrolmentRow[], now: Date) {
  const teams = new Map<number, { divisionId: number | null; divisionName: string | null; partnerName: string | null; entryComplete: boolean }>();
  const divisions = [...(await divisionsOfPrograms(db, [...new Set(rows.map((row) => row.programId))])).values()].flat();
  for (const row of rows) {
    if (row.entryId === null || row.divisionId === null) {
      teams.set(row.id, { divisionId: null, divisionName: null, partnerName: null, entryComplete: true });
      continue;
    }
    const places = await enrolmentsOfEntry(db, row.entryId, now);
    const partner = places.find((place) => place.id !== row.id);
    const partnerName = partner ? publicNameOf((await participantNames(db, [partner])).get(partner) ?? '—') : null;
    const division = divisions.find((candidate) => candidate.id === row.divisionId);
    const needed = division ? playersPerEntry(division.format) : 1;
    teams.set(row.id, {
      divisionId: row.divisionId,
      divisionName: division?.name ?? null,
      partnerName,
      entryComplete: places.length >= needed && places.every((place) => place.status === 'confirmed'),
    });
  }
  return teams;
}
