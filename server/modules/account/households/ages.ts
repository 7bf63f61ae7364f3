/** Under this age on the venue's today a family member is a minor: adding one needs the guardian's consent. */
export const MINOR_AGE = 18;
/** The youngest age that may sign up for an account of their own (younger people are family members). */
export const SIGNUP_MIN_AGE = 14;

/**
 * Whole years between a birthday and a calendar date (both YYYY-MM-DD), as people count them: the
 * years go up on the birthday itself; someone born on 29 February turns a year older on 1 March in
 * a common year. Plain string arithmetic: calendar dates carry no zone.
 */
export function ageOn(birthday: string, date: string): number {
  const years = Number(date.slice(0, 4)) - Number(birthday.slice(0, 4));
  return date.slice(5) < birthday.slice(5) ? years - 1 : years;
}

/**
 * The same calendar date `years` earlier, as text for string comparison with other dates (a
 * 29 February stays one, which compares correctly even in a common year).
 */
export function yearsBefore(date: string, years: number): string {
  return `${String(Number(date.slice(0, 4)) - years).padStart(4, '0')}${date.slice(4)}`;
}
