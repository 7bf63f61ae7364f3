import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { contentLanguageOf, type ContentLocale, contentLocaleOf, type Localized, pickLocalized } from '@machines/shared';

type Versions = Localized<string | null> | string | null | undefined;

/**
 * The owner's screens name a program, template or coach by its version in the language on screen,
 * else the other one. A plain value (an older answer) is shown as it is.
 */
export function useLocalizedText(): (text: Versions) => string {
  const pick = useLocalizedVersion();
  return useCallback((text: Versions) => pick(text).value, [pick]);
}

/** The same pick with the language it fell back to (an element's `lang`; undefined when it is the language on screen). */
export function useLocalizedVersion(): (text: Versions) => { value: string; lang?: ContentLocale } {
  const { i18n } = useLingui();
  const language = contentLanguageOf(i18n.locale);
  return useCallback(
    (text: Versions) => {
      if (text === null || text === undefined) return { value: '' };
      if (typeof text === 'string') return { value: text };
      const picked = pickLocalized(text, language);
      return picked.lang === language || picked.value === '' ? { value: picked.value } : { value: picked.value, lang: contentLocaleOf(picked.lang) };
    },
    [language],
  );
}
