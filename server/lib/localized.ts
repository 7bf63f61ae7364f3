import { z } from 'zod';
import { LOCALES, type Locale } from './request-locale.js';
import type { RichTextDocument } from './rich-text/document.js';

/*
 * The owner's words in both languages (docs/decisions.md, "The owner's content in both languages").
 * The owner sends and reads each translatable field as { en, fr }; a plain value still reads as
 * English. Visitors get one value in their language, or the other language's when theirs is empty,
 * and the object says so: `lang` when its main field fell back, `langs[field]` for any other field
 * whose language differs from the object's. Storage keeps the English column and a nullable `*_fr`.
 */

/** One field in both languages; null (or '') is an empty version. */
interface Localized<T> {
  en: T | null;
  fr: T | null;
}

const localeOf = { en: 'en-CA', fr: 'fr-CA' } as const satisfies Record<keyof Localized<unknown>, Locale>;

const isPair = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && ('en' in value || 'fr' in value);

/** What a required document column holds when only the other language's version is given. */
export const EMPTY_DOCUMENT: RichTextDocument = { blocks: [] };

/** True for an empty version: null, '' or a document without blocks. */
function isEmptyVersion(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (typeof value === 'object' && Array.isArray((value as { blocks?: unknown }).blocks)) return (value as RichTextDocument).blocks.length === 0;
  return false;
}

/**
 * The owner's body field: `{ en, fr }` (each the `version` schema, null or left out), or a plain
 * value read as `{ en: value, fr: null }` (its refusals then name the field itself, as before). With
 * `required`, at least one version must be given (400 on the field itself with that message). The
 * output is always the pair, an empty version ('' or a document without blocks) read as null.
 */
export function localizedField<T extends z.ZodType>(version: T, options: { required?: string } = {}) {
  const pair = z.strictObject({ en: version.nullable().optional(), fr: version.nullable().optional() });
  // A union answers the issues of the one option the value has the type of (a too-long plain title
  // names `title`, a too-long French one `title.fr`).
  const both = z
    .union([pair, version])
    .transform((value) => (isPair(value) ? value : { en: value, fr: null }) as { en?: unknown; fr?: unknown })
    .transform((value) => ({ en: isEmptyVersion(value.en) ? null : value.en, fr: isEmptyVersion(value.fr) ? null : value.fr }) as Localized<z.output<T>>);
  const required = options.required;
  if (!required) return both;
  return both.superRefine((value, ctx) => {
    if (value.en === null && value.fr === null) ctx.addIssue({ code: 'custom', path: [], message: required });
  });
}

/** How the owner reads a field: both versions, empty ones as null. */
export function bothVersions<T>(en: T | null, fr: T | null): Localized<T> {
  return { en: isEmptyVersion(en) ? null : en, fr: isEmptyVersion(fr) ? null : fr };
}

/** The owner's read of a plain-text field. */
export const localizedTextSchema = z.object({ en: z.string().nullable(), fr: z.string().nullable() });

/** The language a version is served in, on public objects. */
const langSchema = z.enum(LOCALES);
/** `lang` and `langs` on a public object (see the file's comment); both left out when nothing fell back. */
export const langFields = {
  lang: langSchema.optional(),
  langs: z.record(z.string(), langSchema).optional(),
};

/**
 * The version a reader gets: theirs, else the other one when theirs is empty; when both are empty,
 * the English one as stored ('' or null). `lang` is the language of what is served.
 */
function pickVersion<T>(pair: { en: T; fr: T | null }, locale: Locale): { value: T; lang: Locale; empty: boolean } {
  const [mine, other] = locale === 'fr-CA' ? (['fr', 'en'] as const) : (['en', 'fr'] as const);
  if (!isEmptyVersion(pair[mine])) return { value: pair[mine] as T, lang: localeOf[mine], empty: false };
  if (!isEmptyVersion(pair[other])) return { value: pair[other] as T, lang: localeOf[other], empty: false };
  return { value: pair.en, lang: locale, empty: true };
}

/** The version for a reader, the value alone (e-mails, order lines, labels). */
export const inLocale = <T>(pair: { en: T; fr: T | null }, locale: Locale): T => pickVersion(pair, locale).value;

type Versions = Record<string, { en: unknown; fr: unknown }>;
type Served<F extends Versions> = { [K in keyof F]: F[K]['en'] | NonNullable<F[K]['fr']> };

/**
 * A public object's translatable fields in the reader's language, with `lang` when the main field
 * fell back and `langs` for the other fields whose language differs from the object's. Spread it.
 */
export function localize<F extends Versions>(
  locale: Locale,
  main: keyof F,
  fields: F,
): Served<F> & { lang?: Locale; langs?: Partial<Record<keyof F & string, Locale>> } {
  const picked: Record<string, ReturnType<typeof pickVersion<unknown>>> = Object.fromEntries(
    Object.entries(fields).map(([name, pair]) => [name, pickVersion(pair, locale)]),
  );
  const mainPick = picked[main as string];
  const lang = mainPick && !mainPick.empty && mainPick.lang !== locale ? mainPick.lang : undefined;
  const objectLang = lang ?? locale;
  const langs = Object.entries(picked)
    .filter(([name, pick]) => name !== main && !pick.empty && pick.lang !== objectLang)
    .map(([name, pick]): [string, Locale] => [name, pick.lang]);
  return {
    ...(Object.fromEntries(Object.entries(picked).map(([name, pick]) => [name, pick.value])) as Served<F>),
    ...(lang ? { lang } : {}),
    ...(langs.length > 0 ? { langs: Object.fromEntries(langs) as Partial<Record<keyof F & string, Locale>> } : {}),
  };
}
