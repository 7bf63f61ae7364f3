/** The parts of the app with their own catalogue (src/locales/<locale>/<domain>.json). */
export const CATALOG_DOMAINS = ['app', 'errors', 'venue', 'auth', 'booking', 'checkout', 'account', 'admin', 'programs', 'programsStaff'] as const;
export type CatalogDomain = (typeof CATALOG_DOMAINS)[number];
