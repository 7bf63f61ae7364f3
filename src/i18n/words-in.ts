import { type Messages, setupI18n } from '@lingui/core';
import type { CatalogDomain } from './catalog-domains';
import { messagesIn } from './catalogs';
import type { Locale } from './locales';
import { formatWithSinglePeriod } from './single-period';
import type { Translate } from './translate';

const words = new Map<string, Promise<Translate>>();

/**
 * Messages in a language beside the one on screen, for a screen that shows both (the court board on
 * the venue's wall): a translator of its own, so the app's language does not change. One promise per
 * language and domains, kept, so React's `use()` can wait for it.
 */
export function wordsIn(locale: Locale, ...domains: CatalogDomain[]): Promise<Translate> {
  const key = `${locale}/${domains.join(',')}`;
  let loading = words.get(key);
  if (!loading) {
    loading = Promise.all(domains.map((domain) => messagesIn(locale, domain))).then((catalogues) => {
      const i18n = setupI18n({ locale, messages: { [locale]: Object.assign({}, ...catalogues) as Messages } });
      return (id, values) => formatWithSinglePeriod((each) => i18n._(id, each), values);
    });
    loading.catch(() => words.delete(key)); // a failed chunk may be asked for again
    words.set(key, loading);
  }
  return loading;
}
