import type { ContentLangs } from '@machines/shared';

/**
 * The `lang` of an element showing field `field` of an object a public read served (issue 27): the
 * field's own language when it differs from the object's, else the object's when its main field fell
 * back to the other language, else nothing (the page's language).
 */
export function contentLang<F extends string>(object: ContentLangs<F> | null | undefined, field?: F): string | undefined {
  if (!object) return undefined;
  return (field !== undefined ? object.langs?.[field] : undefined) ?? object.lang;
}
