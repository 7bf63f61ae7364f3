/** The languages the product speaks; en-CA is the default and the fallback. */
export const LOCALES = ['en-CA', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];

/** The web app keeps a visitor's choice in this cookie too (src/i18n/locales.ts), for the served page. */
const LOCALE_COOKIE = /(?:^|;\s*)courtside_locale=(en-CA|fr-CA)(?:;|$)/;

const isLocale = (value: unknown): value is Locale => value === 'en-CA' || value === 'fr-CA';

/**
 * The language an Accept-Language header asks for: the first of its languages (by q, then order)
 * that is French or English; French of any region is fr-CA. Anything else is en-CA.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return 'en-CA';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q[1]) : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'fr' || tag.startsWith('fr-')) return 'fr-CA';
    if (tag === 'en' || tag.startsWith('en-')) return 'en-CA';
  }
  return 'en-CA';
}

/** A page's language: the visitor's saved choice (cookie), else what the browser asks for. */
export function pageLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  const chosen = LOCALE_COOKIE.exec(cookieHeader ?? '')?.[1];
  return isLocale(chosen) ? chosen : localeFromAcceptLanguage(acceptLanguage);
}
