/** Text the owner types ↔ the integers the API stores (cents, whole numbers, minutes from midnight). */

export const CANADIAN_TIME_ZONES = [
  { zone: 'America/St_Johns', label: "Newfoundland (St. John's)" },
  { zone: 'America/Halifax', label: 'Atlantic (Halifax)' },
  { zone: 'America/Moncton', label: 'Atlantic (Moncton)' },
  { zone: 'America/Toronto', label: 'Eastern (Toronto)' },
  { zone: 'America/Winnipeg', label: 'Central (Winnipeg)' },
  { zone: 'America/Regina', label: 'Saskatchewan (Regina, no daylight time)' },
  { zone: 'America/Edmonton', label: 'Mountain (Edmonton)' },
  { zone: 'America/Vancouver', label: 'Pacific (Vancouver)' },
  { zone: 'America/Whitehorse', label: 'Yukon (Whitehorse)' },
] as const;

export const centsToDollarText = (cents: number) => (cents / 100).toFixed(2);

/** "25", "25.5", "$25.50" → 2550; anything else (negative, three decimals, words) → null. */
export function dollarTextToCents(text: string): number | null {
  const match = /^\s*\$?\s*(\d{1,7})(?:\.(\d{0,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function wholeNumberTextToNumber(text: string): number | null {
  return /^\s*\d{1,4}\s*$/.test(text) ? Number(text) : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "HH:mm" for a time input; the end of the day (1440) shows as 00:00. */
export function minutesToTimeText(minutes: number): string {
  const m = minutes % 1440;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

/** A time input's "HH:mm"; a closing time of 00:00 means midnight at the end of the day (1440). */
export function timeTextToMinutes(text: string, kind: 'opening' | 'closing'): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return null;
  const minutes = hour * 60 + minute;
  return kind === 'closing' && minutes === 0 ? 1440 : minutes;
}

/** When a closed day opens again and it was closed when loaded too. */
export const DEFAULT_OPEN_DAY = { opening: 9 * 60, closing: 21 * 60 };
