import { i18n, type Messages } from '@lingui/core';
import type { CatalogDomain } from './catalog-domains';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

type Loader = () => Promise<{ messages: Messages }>;

// Written out so the bundler makes one small chunk per language and domain: the first page loads
// `app`, `errors` and `venue` in the language on screen; the other language loads only on switching.
const LOADERS: Record<Locale, Record<CatalogDomain, Loader>> = {
  'en-CA': {
    app: () => import('../locales/en-CA/app.json?lingui'),
    errors: () => import('../locales/en-CA/errors.json?lingui'),
    venue: () => import('../locales/en-CA/venue.json?lingui'),
    auth: () => import('../locales/en-CA/auth.json?lingui'),
    booking: () => import('../locales/en-CA/booking.json?lingui'),
    checkout: () => import('../locales/en-CA/checkout.json?lingui'),
    account: () => import('../locales/en-CA/account.json?lingui'),
    admin: () => import('../locales/en-CA/admin.json?lingui'),
    programs: () => import('../locales/en-CA/programs.json?lingui'),
    programsStaff: () => import('../locales/en-CA/programsStaff.json?lingui'),
  },
  'fr-CA': {
    app: () => import('../locales/fr-CA/app.json?lingui'),
    errors: () => import('../locales/fr-CA/errors.json?lingui'),
    venue: () => import('../locales/fr-CA/venue.json?lingui'),
    auth: () => import('../locales/fr-CA/auth.json?lingui'),
    booking: () => import('../locales/fr-CA/booking.json?lingui'),
    checkout: () => import('../locales/fr-CA/checkout.json?lingui'),
    account: () => import('../locales/fr-CA/account.json?lingui'),
    admin: () => import('../locales/fr-CA/admin.json?lingui'),
    programs: () => import('../locales/fr-CA/programs.json?lingui'),
    programsStaff: () => import('../locales/fr-CA/programsStaff.json?lingui'),
  },
};

export const ALL_DOMAINS = Object.keys(LOADERS[DEFAULT_LOCALE]) as CatalogDomain[];

const loaded = new Map<string, Promise<void>>();
/** The domains screens have needed so far: a switch of language loads each of them in the new one. */
const needed = new Set<CatalogDomain>(['app', 'errors']);

function load(locale: Locale, domain: CatalogDomain): Promise<void> {
  const key = `${locale}/${domain}`;
  let loading = loaded.get(key);
  if (!loading) {
    // A copy: Lingui merges later domains into the first object it is given.
    loading = LOADERS[locale][domain]().then(({ messages }) => i18n.load(locale, { ...messages }));
    loading.catch(() => loaded.delete(key)); // a failed chunk may be asked for again
    loaded.set(key, loading);
  }
  return loading;
}

export const activeLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);

/** Loads `domains` in `locale`, then shows that language (first render, tests). */
export async function startLocale(locale: Locale, domains: readonly CatalogDomain[]) {
  for (const domain of domains) needed.add(domain);
  await Promise.all(domains.map((domain) => load(locale, domain)));
  i18n.activate(locale);
}

/** A screen's messages, in the language on screen (a lazy route awaits this with its chunk). */
export async function needCatalogs(...domains: CatalogDomain[]) {
  for (const domain of domains) needed.add(domain);
  await Promise.all(domains.map((domain) => load(activeLocale(), domain)));
}

/** Every domain needed so far, in `locale`; the screen changes language only once all are in. */
export async function switchLocale(locale: Locale) {
  await Promise.all([...needed].map((domain) => load(locale, domain)));
  i18n.activate(locale);
}
