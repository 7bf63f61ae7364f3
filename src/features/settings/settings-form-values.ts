/** Text the owner types ↔ the integers the API stores (cents, whole numbers, minutes from midnight). */
import type { Province } from '@machines/settings';
import type { MessageId } from '@/i18n/translate';
import { currentLocale } from '@/lib/venue-clock';

/** The Canadian zones the owner picks from, each named in the admin catalogue. */
export const CANADIAN_TIME_ZONES: readonly { zone: string; label: MessageId }[] = [
  { zone: 'America/St_Johns', label: 'admin.companySettings.zoneStJohns' },
  { zone: 'America/Halifax', label: 'admin.companySettings.zoneHalifax' },
  { zone: 'America/Moncton', label: 'admin.companySettings.zoneMoncton' },
  { zone: 'America/Toronto', label: 'admin.companySettings.zoneToronto' },
  { zone: 'America/Winnipeg', label: 'admin.companySettings.zoneWinnipeg' },
  { zone: 'America/Regina', label: 'admin.companySettings.zoneRegina' },
  { zone: 'America/Edmonton', label: 'admin.companySettings.zoneEdmonton' },
  { zone: 'America/Vancouver', label: 'admin.companySettings.zoneVancouver' },
  { zone: 'America/Whitehorse', label: 'admin.companySettings.zoneWhitehorse' },
];

/** Each province or territory's name in the admin catalogue. */
export const PROVINCE_NAMES: Record<Province, MessageId> = {
  AB: 'admin.companySettings.provinceAB',
  BC: 'admin.companySettings.provinceBC',
  MB: 'admin.companySettings.provinceMB',
  NB: 'admin.companySettings.provinceNB',
  NL: 'admin.companySettings.provinceNL',
  NS: 'admin.companySettings.provinceNS',
  NT: 'admin.companySettings.provinceNT',
  NU: 'admin.companySettings.provinceNU',
  ON: 'admin.companySettings.provinceON',
  PE: 'admin.companySettings.provincePE',
  QC: 'admin.companySettings.provinceQC',
  SK: 'admin.companySettings.provinceSK',
  YT: 'admin.companySettings.provinceYT',
};

/** An amount as the owner edits it, in the language on screen: "25.00" in English, "25,00" in French (no symbol, no grouping). */
export const centsToDollarText = (cents: number) =>
  new Intl.NumberFormat(currentLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(cents / 100);

/** The dollar sign and which side of the amount it goes in the language on screen ("$25.00", "25,00 $"). */
export function currencySign(): { symbol: string; before: boolean } {
  const parts = new Intl.NumberFormat(currentLocale(), { style: 'currency', currency: 'CAD' }).formatToParts(1);
  const currency = parts.findIndex((part) => part.type === 'currency');
  return { symbol: parts[currency]?.value ?? '$', before: currency < parts.findIndex((part) => part.type === 'integer') };
}

/** "25", "25.5", "25,50", "$25.50", "25,50 $" → 2550; anything else (negative, three decimals, words) → null. */
export function dollarTextToCents(text: string): number | null {
  const match = /^\s*\$?\s*(\d{1,7})(?:[.,](\d{0,2}))?\s*\$?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A weekday's name in the language on screen (0 = Sunday … 6 = Saturday): "Monday", "lundi". */
export function weekdayName(dayNumber: number): string {
  // 4 January 2026 is a Sunday; UTC on both sides so no zone can shift the day.
  return new Intl.DateTimeFormat(currentLocale(), { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 4 + dayNumber));
}

/** The same name starting with a capital, for a heading or a group's label ("Lundi"). */
export function capitalised(text: string): string {
  return text.charAt(0).toLocaleUpperCase(currentLocale()) + text.slice(1);
}

/** "14" → 14 when it is a whole number within the range; anything else (-1, 99999, 1.5, words) → null. */
export function wholeNumberTextToNumber(text: string, range: { min: number; max: number }): number | null {
  if (!/^\s*\d{1,6}\s*$/.test(text)) return null;
  const value = Number(text);
  return value >= range.min && value <= range.max ? value : null;
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
