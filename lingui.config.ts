import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';
import { CATALOG_DOMAINS } from './src/i18n/catalog-domains';

/**
 * The web app's catalogues: one JSON file per language and domain (src/locales/<locale>/<domain>.json,
 * `{ "id": "ICU message" }`), compiled at build time by @lingui/vite-plugin when imported with
 * `?lingui`. Ids are written by hand (no extraction), so `include` is empty; src/i18n/catalogs.ts
 * loads a domain when a screen that needs it opens, in the language on screen only.
 */
export default defineConfig({
  sourceLocale: 'en-CA',
  locales: ['en-CA', 'fr-CA'],
  catalogs: CATALOG_DOMAINS.map((domain) => ({ path: `<rootDir>/src/locales/{locale}/${domain}`, include: [] })),
  format: formatter({ style: 'minimal' }),
});
