import { i18n, type Messages } from '@lingui/core';
import type { CatalogDomain } from './catalog-domains';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

type Loader = () => Promise<{ messages: Messages }>;

// Every catalogue file, each its own small chunk per language and domain: the first page loads `app`,
// `errors` and `venue` in the language on screen; the other language loads only on switching. A new
// domain is a new pair of files (its type comes from catalog-domains.ts or a feature's manifest).
const FILES = import.meta.glob<{ messages: Messages }>('../locales/*/*.json', { query: '?lingui' });

const LOADERS = new Map<string, Loader>();
for (const [path, loader] of Object.entries(FILES)) {
  const [, locale, domain] = /\/locales\/([^/]+)\/([^/?]+)\.json/.exec(path) ?? [];
  if (locale && domain) LOADERS.set(`${locale}/${domain}`, loader);
}

/** Every domain with a catalogue (the source language's files); the view tests load them all. */
export const ALL_DOMAINS = [...LOADERS.keys()].flatMap((key) =>
  key.startsWith(`${DEFAULT_LOCALE}/`) ? [key.slice(DEFAULT_LOCALE.length + 1) as CatalogDomain] : [],
);

const loaded = new Map<string, Promise<void>>();
/** The domains screens have needed so far: a switch of language loads each of them in the new one. */
const needed = new Set<CatalogDomain>(['app', 'errors']);

function load(locale: Locale, domain: CatalogDomain): Promise<void> {
  const key = `${locale}/${domain}`;
  let loading = loaded.get(key);
  if (!loading) {
    const loader = LOADERS.get(key);
    if (!loader) return Promise.reject(new Error(`No catalogue src/locales/${key}.json`));
    // A copy: Lingui merges later domains into the first object it is given.
    loading = loader().then(({ messages }) => i18n.load(locale, { ...messages }));
    loading.catch(() => loaded.delete(key)); // a failed chunk may be asked for again
    loaded.set(key, loading);
  }
  return loading;
}

/** One domain's messages in `locale`, without showing that language (the court board words both). */
export async function messagesIn(locale: Locale, domain: CatalogDomain): Promise<Messages> {
  const loader = LOADERS.get(`${locale}/${domain}`);
  if (!loader) throw new Error(`No catalogue src/locales/${locale}/${domain}.json`);
  return (await loader()).messages;
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
