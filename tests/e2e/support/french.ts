import { parse, type Token } from '@messageformat/parser';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { describeViolations, seriousAxeViolations } from './axe';

// The French screens' checks (issue 27): a screen in French shows no English UI word and no text of
// an English catalogue message (client or server), is clean under axe and fits a 375 px screen.
// Selectors come from the fr-CA catalogues (fr, frPattern), so tests follow the wording.

type Catalogue = Record<string, string>;

function readCatalogues(dir: string): Catalogue {
  const path = join(process.cwd(), dir);
  return Object.assign({}, ...readdirSync(path).map((file) => JSON.parse(readFileSync(join(path, file), 'utf8')) as Catalogue)) as Catalogue;
}

const french: Catalogue = readCatalogues('src/locales/fr-CA');
const frenchServer: Catalogue = readCatalogues('server/locales/fr-CA');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A French message with no placeholders, as the screen shows it. */
export const fr = (id: string) => {
  const message = french[id];
  if (message === undefined) throw new Error(`no fr-CA message ${id}`);
  return message;
};

/** A French server message (e-mails, the receipt, the test checkout). */
export const frServer = (id: string) => {
  const message = frenchServer[id];
  if (message === undefined) throw new Error(`no fr-CA server message ${id}`);
  return message;
};

/** A French message as a pattern: each placeholder (and plural or select) matches any text, or the value given; any space matches any space. */
export const frPattern = (id: string, values: Record<string, string> = {}, anchored = true, message = fr(id)) => {
  let source = '';
  for (let i = 0; i < message.length;) {
    if (message[i] === '{') {
      let depth = 0;
      let j = i;
      for (; j < message.length; j += 1) {
        if (message[j] === '{') depth += 1;
        if (message[j] === '}' && --depth === 0) break;
      }
      const name = /^\{\s*(\w+)/.exec(message.slice(i))?.[1] ?? '';
      source += values[name] !== undefined ? escapeRegExp(values[name]) : '.+?';
      i = j + 1;
    } else {
      source += /\s/.test(message[i]) ? '\\s' : escapeRegExp(message[i]);
      i += 1;
    }
  }
  return new RegExp(anchored ? `^${source}` : source);
};

/** Words of the English interface; none may show on a French screen (names aside). */
// Letters on either side (é, è…) end a word too: the u flag and look-arounds, not \b (which would see "Pay" in "Payée").
export const ENGLISH_UI_WORDS =
  /(?<!\p{L})(the|and|your|you|book|booking|bookings|court|courts|cancel|cancelled|pay|payment|paid|log in|log out|sign up|account|hours?|today|tomorrow|next day|previous day|order|receipt|refund|members?|please|choose|free|home|lessons|events|coaches|partners|tournaments|drop in|close|loading|save|settings|price|tax)(?!\p{L})/iu;

/** Dates and times written in English: "Fri Feb 5", "November 23, 2026", "9:00 a.m." (case kept: French writes "nov." and "mar."). */
export const ENGLISH_DATES =
  /(?<!\p{L})((Mon|Tue|Wed|Thu|Fri|Sat|Sun)(day)?,? (?=\p{Lu}|\d)|(January|February|March|April|June|July|August|September|October|November|December|(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?) \d|\d (a\.m\.|p\.m\.))/u;

/** The static text of an ICU message: the parts between its placeholders, the cases of a plural or select included. */
function staticParts(message: string): string[] {
  const parts: string[] = [];
  const walk = (tokens: Token[]) => {
    let text = '';
    for (const token of tokens) {
      if (token.type === 'content') {
        text += token.value;
        continue;
      }
      parts.push(text);
      text = '';
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') for (const option of token.cases) walk(option.tokens);
    }
    parts.push(text);
  };
  try {
    walk(parse(message));
  } catch {
    parts.push(...message.split(/\{[^}]*\}/));
  }
  // Markup (<0>…</0>, <b>) splits the text as a placeholder does.
  return parts.flatMap((part) => part.split(/<\/?\w+\s*\/?>/));
}

const NAMES = /Courtside( Pickleball)?/g;

/**
 * The English catalogues' text fragments that say something only English would: each static part of a
 * client or server message, trimmed of its punctuation, of two words or more or one word of 8+ letters,
 * and not found in the French catalogues (a cognate or a name, like "Description" or "Pickleball", is
 * no sign of English).
 */
export function englishFragments(): string[] {
  const frenchText = [...Object.values(french), ...Object.values(frenchServer)].join('\n').toLowerCase();
  const fragments = new Set<string>();
  for (const [dir, frenchOf] of [
    ['src/locales/en-CA', french],
    ['server/locales/en-CA', frenchServer],
  ] as const) {
    for (const [id, message] of Object.entries(readCatalogues(dir))) {
      const sameId = (frenchOf[id] ?? '').toLowerCase();
      for (const part of staticParts(message)) {
        const fragment = part
          .replace(NAMES, ' ')
          .replace(/\s+/g, ' ')
          .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
        const words = fragment.match(/\p{L}+/gu) ?? [];
        if (!(words.length >= 2 || (words.length === 1 && words[0].length >= 8))) continue;
        const lower = fragment.toLowerCase();
        if (sameId.includes(lower) || frenchText.includes(lower)) continue;
        fragments.add(fragment);
      }
    }
  }
  // Longest first, so the report names the whole sentence rather than a piece of it.
  return [...fragments].sort((a, b) => b.length - a.length);
}

let englishPattern: RegExp | undefined;
/** Every English catalogue fragment `text` holds (whole words, any spacing, any case). */
export function englishCatalogueText(text: string): string[] {
  englishPattern ??= new RegExp(
    `(?<![\\p{L}\\p{N}])(${englishFragments()
      .map((fragment) => escapeRegExp(fragment).replace(/ /g, '\\s+'))
      .join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  return [...text.matchAll(englishPattern)].map((match) => match[1]);
}

/** People the demo and the e2e tests create; names are not the interface. */
const PEOPLE =
  /\b(Olivia Owner|Adam Admin|Maya Member|Leo Member|Sophie Tremblay|Marcus Lee|Casey( [A-Z][\w-]*| \p{Ll}[\w-]*)?( [A-Z]\.)?|Maya Camper|Noah Camper|Robin Household)\b/gu;

/**
 * The owner's words in fields that have one version only: a program's or drop-in's level and a
 * tournament division's name (issue 27 gives titles, descriptions, coaches, partners, the alert and
 * policies an English and a French version, not these). The demo seeds them in English, and so do the
 * other e2e files; they are the venue's words, not the interface's.
 */
const ONE_LANGUAGE_CONTENT =
  /(Beginner 2\.0–2\.5(, no experience needed)?|Intermediate 3\.0–3\.5|Advanced 4\.0\+|All levels|Beginner|Singles 3\.0–3\.5|Open doubles( 3\.5)?|Mixed doubles 50\+)/g;

/** A text without what is not the interface's words: e-mail addresses, links, names of people, the venue's name and one-language content. */
export const withoutNames = (text: string) =>
  text
    .replace(/\S+@\S+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(PEOPLE, ' ')
    .replace(NAMES, ' ')
    .replace(ONE_LANGUAGE_CONTENT, ' ');

/** English in a text (a document, an e-mail): each line with an English UI word, and each English catalogue fragment. */
export function englishIn(text: string): string[] {
  const cleaned = withoutNames(text);
  const lines = cleaned
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => ENGLISH_UI_WORDS.test(line) || ENGLISH_DATES.test(line));
  return [...lines, ...englishCatalogueText(cleaned).map((fragment) => `catalogue text: "${fragment}"`)];
}

/**
 * English on the page's French interface: its visible text and the aria-label, placeholder and title of
 * its visible elements. Content marked lang="en-…" (the venue's words where they have no French version)
 * is the contract for English on a French screen, and is left out.
 */
export async function visibleEnglish(page: Page): Promise<string[]> {
  const { text, attributes } = await page.evaluate(() => {
    const english = [...document.body.querySelectorAll<HTMLElement>('[lang]')].filter((element) => /^en\b/i.test(element.lang));
    const display = english.map((element) => element.style.getPropertyValue('display'));
    const priority = english.map((element) => element.style.getPropertyPriority('display'));
    // Hidden for the length of this synchronous read (no paint, no render in between), then restored.
    for (const element of english) element.style.setProperty('display', 'none', 'important');
    try {
      const found: string[] = [];
      for (const element of document.body.querySelectorAll<HTMLElement>('[aria-label], [placeholder], [title]')) {
        if (!element.checkVisibility()) continue;
        for (const name of ['aria-label', 'placeholder', 'title']) {
          const value = element.getAttribute(name);
          if (value) found.push(value);
        }
      }
      return { text: document.body.innerText, attributes: found };
    } finally {
      english.forEach((element, index) => {
        if (display[index]) element.style.setProperty('display', display[index], priority[index]);
        else element.style.removeProperty('display');
      });
    }
  });
  const words = withoutNames(text)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => ENGLISH_UI_WORDS.test(line) || ENGLISH_DATES.test(line));
  const fragments = englishCatalogueText(withoutNames(`${text}\n${attributes.join('\n')}`)).map((fragment) => `catalogue text: "${fragment}"`);
  return [...words, ...fragments];
}

/** At 375 px: nothing wider than the screen, and no label cut short with an ellipsis. */
export async function overflowAt375(page: Page): Promise<string[]> {
  const before = page.viewportSize() ?? { width: 1280, height: 900 };
  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForTimeout(300);
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) found.push(`page is ${document.documentElement.scrollWidth}px wide`);
    for (const element of document.querySelectorAll<HTMLElement>('button, a, label, h1, h2, h3, [role="tab"], [role="columnheader"], legend, th')) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none' || element.offsetParent === null) continue;
      const cut = style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1;
      // Inside a horizontally scrolling region (the court grid) an element may pass the screen's edge.
      let scrolls = false;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (/(auto|scroll)/.test(getComputedStyle(parent).overflowX)) scrolls = true;
      }
      const past = !scrolls && element.getBoundingClientRect().right > window.innerWidth + 1;
      if (cut || past) found.push(`${element.tagName.toLowerCase()} "${element.innerText.trim().slice(0, 60)}" ${cut ? 'is cut' : 'passes the screen edge'}`);
    }
    return found;
  });
  await page.setViewportSize(before);
  return problems;
}

/**
 * A French screen: <html lang="fr-CA">, no English left, clean under axe, fits 375 px. Soft checks: a
 * walk goes on past a finding, so one run lists every screen's.
 */
/** French times as the OQLF writes them: "9 h", "9 h 30" — never "09 h" nor "9 h 00" (Intl's fr-CA). */
const FRENCH_TIME_SLIPS = /(?<!\d)0\d[\s\u00a0\u202f]h(?!\p{L})|\d[\s\u00a0\u202f]h[\s\u00a0\u202f]00(?!\d)/u;

/** Lines of the page's visible text with a French time written as Intl writes it. */
export async function frenchTimeSlips(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return text.split('\n').filter((line) => FRENCH_TIME_SLIPS.test(line));
}

export async function checkScreen(page: Page, name: string) {
  // A part still loading (aria-busy) shows dimmed controls and no words yet: read the screen once it has come.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
  expect(await page.evaluate(() => document.documentElement.lang), `${name}: <html lang>`).toBe('fr-CA');
  expect.soft(await visibleEnglish(page), `${name}: English left on a French screen`).toEqual([]);
  expect.soft(await frenchTimeSlips(page), `${name}: times written 09 h 00`).toEqual([]);
  const violations = await seriousAxeViolations(page);
  expect.soft(violations, `${name}: ${describeViolations(violations)}`).toEqual([]);
  expect.soft(await overflowAt375(page), `${name} at 375 px`).toEqual([]);
}
