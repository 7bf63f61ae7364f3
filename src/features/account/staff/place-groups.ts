import type { AccountPlaces, AccountPlacesScope, AccountProgramPlace, AccountSessionPlace, AccountWaitlistLine } from '@machines/account';

export type PlaceEntry =
  { kind: 'session'; place: AccountSessionPlace } | { kind: 'waitlist'; place: AccountWaitlistLine } | { kind: 'program'; place: AccountProgramPlace };

export interface PersonPlaces {
  key: string;
  name: string;
  entries: PlaceEntry[];
}

/**
 * The household's places person by person, the account holder first, then each family member in the
 * order their first place comes; each person's drop-in places, waitlist lines and program places in
 * one list by date (soonest first upcoming, latest first past).
 */
export function placesByPerson(places: AccountPlaces, scope: AccountPlacesScope): PersonPlaces[] {
  const entries: PlaceEntry[] = [
    ...places.registrations.map((place) => ({ kind: 'session' as const, place })),
    ...places.waitlist.map((place) => ({ kind: 'waitlist' as const, place })),
    ...places.enrolments.map((place) => ({ kind: 'program' as const, place })),
  ];
  const direction = scope === 'past' ? -1 : 1;
  entries.sort((a, b) => direction * a.place.startsAt.localeCompare(b.place.startsAt));
  const people = new Map<string, PersonPlaces>();
  for (const entry of entries) {
    const key = String(entry.place.participantId);
    const person = people.get(key) ?? { key, name: entry.place.participantName, entries: [] };
    person.entries.push(entry);
    people.set(key, person);
  }
  return [...people.values()].sort((a, b) => Number(b.key === 'self') - Number(a.key === 'self'));
}
