import { setupI18n, type I18n } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readdirSync, readFileSync } from 'node:fs';
import type checkoutMessages from '../locales/en-CA/checkout.json';
import type errorMessages from '../locales/en-CA/errors.json';
import type mailMessages from '../locales/en-CA/mail.json';
import type openPlayMessages from '../locales/en-CA/open-play.json';
import type receiptMessages from '../locales/en-CA/receipt.json';
import { LOCALES, type Locale } from './request-locale.js';
import { formatWithSinglePeriod } from './single-period.js';

/**
 * The API's own words (e-mails, receipts, calendar files, the test checkout page, error messages, reports) in both
 * languages: Lingui catalogues in server/locales/<locale>/<name>.json, flat `{ id: ICU message }`,
 * compiled once when the instances are made (Lingui recompiles a string message on every call), one
 * i18n instance per language made once.
 */
/** Every server message id, from the English catalogues: an unknown id is a type error. */
export type ServerMessageId =
  keyof typeof mailMessages | keyof typeof receiptMessages | keyof typeof checkoutMessages | keyof typeof errorMessages | keyof typeof openPlayMessages;
type MessageValues = Record<string, string | number>;
export type Translate = (id: ServerMessageId, values?: MessageValues) => string;

const root = new URL('../locales/', import.meta.url);

function loadCatalogues(locale: Locale): Record<string, CompiledMessage> {
  const dir = new URL(`${locale}/`, root);
  const messages: Record<string, string> = {};
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    Object.assign(messages, JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, string>);
  }
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, compileMessage(message)]));
}

let instances: Map<Locale, I18n> | null = null;

function instance(locale: Locale): I18n {
  instances ??= new Map(
    LOCALES.map((each) => {
      const i18n = setupI18n();
      i18n.setMessagesCompiler(compileMessage); // only for a fallback to an id, as before
      i18n.loadAndActivate({ locale: each, messages: loadCatalogues(each) });
      return [each, i18n] as const;
    }),
  );
  return instances.get(locale)!;
}

/** Whether the server catalogues have this id (an error or field code the API can word). */
export function hasServerMessage(id: string, locale: Locale = 'en-CA'): boolean {
  return instance(locale).messages[id] !== undefined;
}

/**
 * A function that says a server message in one language, e.g. `translator('fr-CA')('mail.welcome.subject', { venue })`.
 * A value ending with its own period ("11:18 a.m.") ends a sentence with one period, not two.
 */
export function translator(locale: Locale): Translate {
  const i18n = instance(locale);
  return (id, values) => formatWithSinglePeriod((each) => i18n._(id, each), values);
}
