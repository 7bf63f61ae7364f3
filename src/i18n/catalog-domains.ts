import type account from '../locales/en-CA/account.json';
import type admin from '../locales/en-CA/admin.json';
import type app from '../locales/en-CA/app.json';
import type checkout from '../locales/en-CA/checkout.json';
import type errors from '../locales/en-CA/errors.json';
import type programsStaff from '../locales/en-CA/programsStaff.json';
import type venue from '../locales/en-CA/venue.json';

/**
 * The parts of the app with their own catalogue (src/locales/<locale>/<domain>.json), by the English
 * file's type, so that every message id is checked. Listed here: the words the shell and src/lib use,
 * and those several features share. A domain only one feature words from is added by that feature's
 * manifest.ts, by declaration merging:
 *
 *     declare module '@/i18n/catalog-domains' {
 *       interface Catalogues { leagues: typeof leagues }
 *     }
 *
 * Which files exist (and so load) is read from src/locales itself (src/i18n/catalogs.ts).
 */
export interface Catalogues {
  app: typeof app;
  errors: typeof errors;
  /** The staff screens' shared words (users, settings, orders, content, program setup). */
  admin: typeof admin;
  /** src/lib's person fields word from it, beside the account screens. */
  account: typeof account;
  /** src/lib's order summary words from it, beside the checkout screens. */
  checkout: typeof checkout;
  /** The venue's pages, and the programs pages framed like them. */
  venue: typeof venue;
  /** The staff's program words, on the bookings overview too. */
  programsStaff: typeof programsStaff;
}

export type CatalogDomain = keyof Catalogues;
