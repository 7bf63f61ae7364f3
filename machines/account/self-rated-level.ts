// A player's self-rated level (server: selfRatedLevelField), which open play maps to a level band.

/** 1.0 to 6.0 in half steps, lowest first: the choices a form offers. */
export const SELF_RATED_LEVELS: readonly number[] = Array.from({ length: 11 }, (_, index) => 1 + index / 2);

/** A form's value for a level: "3.5", "4.0"; '' when not rated. */
export const levelValue = (level: number | null | undefined): string => (level === null || level === undefined ? '' : level.toFixed(1));

/** The level a form's value stands for; null for '' (not rated). */
export const levelOf = (value: string): number | null => (value === '' ? null : Number(value));
