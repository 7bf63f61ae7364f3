import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { formatWithSinglePeriod } from './single-period';
import type { Catalogues } from './catalog-domains';

/** Every message id the English catalogues define (catalog-domains.ts and the features' manifests): a typo is a type error. */
export type MessageId = { [Domain in keyof Catalogues]: keyof Catalogues[Domain] & string }[keyof Catalogues];

/** The values a message's placeholders take (`{court}`, `{count, plural, …}`). */
type MessageValues = Record<string, string | number | Date | null | undefined>;

export type Translate = (id: MessageId, values?: MessageValues) => string;

/**
 * The message in the language on screen; the component renders again when the language changes. A
 * value ending with its own period ("11:18 a.m.") ends a sentence with one period, not two.
 */
export function useT(): Translate {
  const { _ } = useLingui();
  return useMemo<Translate>(() => (id, values) => formatWithSinglePeriod((each) => _(id, each), values), [_]);
}

/** Outside React (document title, notices): the language on screen now. */
export const translate: Translate = (id, values) => formatWithSinglePeriod((each) => i18n._(id, each), values);

/** Whether a message with this id is loaded (an error code the app knows how to word). */
export const hasMessage = (id: string) => i18n.messages[id] !== undefined;

/** Outside React: the language on screen now (for a library that takes its own words, such as Editor.js). */
export const currentLocale = (): string => i18n.locale;
