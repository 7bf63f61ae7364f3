/** The two languages of a Canadian venue. `en-CA` is the source language and the fallback. */
export const LOCALES = ['en-CA', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-CA';

/** Where a visitor's choice is kept (a logged-in member's is on the account). */
export const LOCALE_STORAGE_KEY = 'courtside.locale';
/** The same choice as a cookie, so the server pre-renders `/` in it (server/plugins/spa.ts). */
const LOCALE_COOKIE = 'courtside_locale';

/** Each language's name in itself: what the switcher offers ("Français" on an English screen). */
export const LANGUAGE_NAMES: Record<Locale, string> = { 'en-CA': 'English', 'fr-CA': 'Français' };

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const otherLocale = (locale: Locale): Locale => (locale === 'fr-CA' ? 'en-CA' : 'fr-CA');

/** A first visit follows the browser: any French (`fr`, `fr-FR`, `fr-CA`…) is fr-CA, anything else en-CA. */
function localeFromLanguages(languages: readonly string[]): Locale {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (primary === 'fr') return 'fr-CA';
    if (primary === 'en') return 'en-CA';
  }
  return DEFAULT_LOCALE;
}

/** The stored choice if any, else the browser's languages. */
export function initialLocale(storage: Pick<Storage, 'getItem'> | null, languages: readonly string[]): Locale {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    // Storage can be refused (private mode, blocked cookies): follow the browser.
  }
  return isLocale(stored) ? stored : localeFromLanguages(languages);
}

export function storeLocale(storage: Pick<Storage, 'setItem'> | null, locale: Locale, doc: Pick<Document, 'cookie'> | null = null) {
  try {
    storage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not kept: the next visit follows the browser again.
  }
  if (doc) doc.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}
