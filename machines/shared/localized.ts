// The owner's words in both languages (docs/rich-content.md; issue 27, "Content in both languages").

/** The two languages the owner writes in, as a draft and the owner's endpoints key them. */
export type ContentLanguage = 'en' | 'fr';
export const CONTENT_LANGUAGES: readonly ContentLanguage[] = ['en', 'fr'];

/** A translatable field: its English and its French version (the owner may leave either empty). */
export type Localized<T> = Record<ContentLanguage, T>;

/** The language a public read served a field in, when it is not the reader's (`lang` / `langs`). */
export type ContentLocale = 'en-CA' | 'fr-CA';

/** What a public read adds to an object whose fields may have fallen back to the other language. */
export interface ContentLangs<F extends string = string> {
  /** The object's main field fell back to this language. */
  lang?: ContentLocale;
  /** Any other field whose language differs from the object's. */
  langs?: Partial<Record<F, ContentLocale>>;
}

/** A field with nothing in either language. */
export const emptyLocalized = <T>(empty: T): Localized<T> => ({ en: empty, fr: empty });

const isPair = <T>(value: unknown): value is Localized<T | null> => value !== null && typeof value === 'object' && 'en' in value && 'fr' in value;

/**
 * The owner's read of a field as both versions. A plain value (an older answer, before the server
 * spoke both) is the English one, as the server reads a plain value in a body.
 */
export function localizedOf<T>(value: Localized<T | null> | T | null | undefined, empty: T): Localized<T> {
  if (isPair<T>(value)) return { en: value.en ?? empty, fr: value.fr ?? empty };
  return { en: value ?? empty, fr: empty };
}

/** Whether some version has text (a required field needs at least one language). */
export const hasAny = (text: Localized<string>): boolean => text.en.trim() !== '' || text.fr.trim() !== '';

/** The version in the language on screen, else the other one (what the owner's own lists show). */
export function pickLocalized(text: Localized<string | null>, language: ContentLanguage): { value: string; lang: ContentLanguage } {
  const other: ContentLanguage = language === 'en' ? 'fr' : 'en';
  const mine = text[language]?.trim() ?? '';
  return mine !== '' ? { value: text[language] ?? '', lang: language } : { value: text[other] ?? '', lang: other };
}

/** A locale ('fr-CA', 'en') as the content language it reads. */
export const contentLanguageOf = (locale: string): ContentLanguage => (locale.toLowerCase().startsWith('fr') ? 'fr' : 'en');

/** A content language as the locale an element's `lang` names. */
export const contentLocaleOf = (language: ContentLanguage): ContentLocale => (language === 'fr' ? 'fr-CA' : 'en-CA');
