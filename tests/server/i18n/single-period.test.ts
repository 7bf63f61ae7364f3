/**
 * Issue 25: "…full refund until December 7, 2026 at 11:18 a.m.." A value that ends with its own
 * period (English times say a.m./p.m.) at the end of a sentence gets no second one, in every server
 * message and language; elsewhere in the sentence it keeps its period.
 */
import { parse, type Token } from '@messageformat/parser';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translator, type ServerMessageId } from '../../../server/lib/server-i18n.js';
import { formatWithSinglePeriod } from '../../../server/lib/single-period.js';
import { LOCALES } from '../../../server/lib/request-locale.js';

const TIME = '11:18 a.m.';

/** The message's arguments: plural ones take a number, the rest a value that ends with a period. */
function sampleValues(message: string): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') values[token.arg] ??= TIME;
      if (token.type === 'select') values[token.arg] ??= TIME; // no case matches: the `other` one
      if (token.type === 'plural' || token.type === 'selectordinal') values[token.arg] = 2;
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') for (const option of token.cases) walk(option.tokens);
    }
  };
  walk(parse(message));
  return values;
}

describe('formatWithSinglePeriod', () => {
  const format = (message: string) => (values: Record<string, unknown> | undefined) =>
    message.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name]));

  it('drops the sentence’s period after a value that ends with one', () => {
    expect(formatWithSinglePeriod(format('A full refund until {until}.'), { until: `December 7, 2026 at ${TIME}` })).toBe(
      'A full refund until December 7, 2026 at 11:18 a.m.',
    );
    expect(formatWithSinglePeriod(format('Held until {time}. Claim it.'), { time: TIME })).toBe('Held until 11:18 a.m. Claim it.');
  });

  it('keeps the value’s period elsewhere, and the sentence’s after any other value', () => {
    expect(formatWithSinglePeriod(format('{when}, on court {court}.'), { when: TIME, court: 3 })).toBe('11:18 a.m., on court 3.');
    expect(formatWithSinglePeriod(format('Still free at {time}?'), { time: TIME })).toBe('Still free at 11:18 a.m.?');
    expect(formatWithSinglePeriod(format('From {start} to {end}.'), { start: TIME, end: '12:00' })).toBe('From 11:18 a.m. to 12:00.');
    expect(formatWithSinglePeriod(format('{a} then {a}.'), { a: TIME })).toBe('11:18 a.m. then 11:18 a.m.');
    expect(formatWithSinglePeriod(format('No values.'), undefined)).toBe('No values.');
  });
});

describe('server messages', () => {
  const catalogueDir = join(process.cwd(), 'server/locales');

  it('an English membership e-mail ends the sentence with the time’s own period', () => {
    expect(translator('en-CA')('mail.membership.ending', { date: `December 7, 2026 at ${TIME}` })).toBe(
      'Your annual membership is valid until December 7, 2026 at 11:18 a.m.',
    );
  });

  for (const locale of LOCALES) {
    it(`${locale}: no message puts a second period after a value ending with one`, () => {
      const t = translator(locale);
      const doubled: string[] = [];
      let checked = 0;
      for (const file of readdirSync(join(catalogueDir, locale)).filter((name) => name.endsWith('.json'))) {
        const messages = JSON.parse(readFileSync(join(catalogueDir, locale, file), 'utf8')) as Record<string, string>;
        for (const [id, message] of Object.entries(messages)) {
          const text = t(id as ServerMessageId, sampleValues(message));
          checked += 1;
          if (text.includes('a.m..')) doubled.push(`${id}: ${text}`);
        }
      }
      expect(checked).toBeGreaterThan(50);
      expect(doubled).toEqual([]);
    });
  }
});
