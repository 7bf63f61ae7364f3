import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';
import { readdirSync } from 'node:fs';

/**
 * The web app's catalogues: one JSON file per language and domain (src/locales/<locale>/<domain>.json,
 * `{ "id": "ICU message" }`), compiled at build time by @lingui/vite-plugin when imported with
 * `?lingui`. Ids are written by hand (no extraction), so `include` is empty; src/i18n/catalogs.ts
 * loads a domain when a screen that needs it opens, in the language on screen only. The domains are
 * the source language's files, as src/i18n/catalogs.ts finds them.
 */
const DOMAINS = readdirSync(new URL('./src/locales/en-CA/', import.meta.url))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));

export default defineConfig({
  sourceLocale: 'en-CA',
  locales: ['en-CA', 'fr-CA'],
  catalogs: DOMAINS.map((domain) => ({ path: `<rootDir>/src/locales/{locale}/${domain}`, include: [] })),
  format: formatter({ style: 'minimal' }),
});
