/**
 * Issue 12: both languages say everything. A key in one catalogue and not the other, or a
 * placeholder (`{court}`, a plural's variable, a tag) in one translation and not the other, fails.
 */
import { parse, type Token } from '@messageformat/parser';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_DOMAINS } from '@/i18n/catalogs';
import { LOCALES } from '@/i18n/locales';

/** Every argument a message uses, at any depth (plural and select cases included). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select') {
        names.add(token.arg);
        for (const option of token.cases) walk(option.tokens);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/**
 * The SPA's catalogues (one file per domain: the English files are the list, as src/i18n/catalogs.ts
 * finds them) and the API's own (e-mails, receipts, calendar files, the test checkout page) pass the same checks.
 */
const jsonFiles = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort();
const ROOTS = [
  { name: 'catalogues', dir: join(process.cwd(), 'src/locales'), files: jsonFiles(join(process.cwd(), 'src/locales/en-CA')) },
  {
    name: 'server catalogues',
    dir: join(process.cwd(), 'server/locales'),
    files: jsonFiles(join(process.cwd(), 'server/locales/en-CA')),
  },
];

it('the web app loads every catalogue file, and only those', () => {
  expect([...ALL_DOMAINS].sort()).toEqual(ROOTS[0].files.map((file) => file.replace(/\.json$/, '')));
});

for (const root of ROOTS) {
  describe(root.name, () => {
    const catalog = (locale: string, file: string): Record<string, string> => JSON.parse(readFileSync(join(root.dir, locale, file), 'utf8'));

    it('has one file per domain in every language, and no stray files', () => {
      expect(root.files.length).toBeGreaterThan(0);
      for (const locale of LOCALES) expect(readdirSync(join(root.dir, locale)).sort()).toEqual(root.files);
    });

    for (const file of root.files) {
      it(`${file}: the same keys in en-CA and fr-CA`, () => {
        const [en, fr] = LOCALES.map((locale) => catalog(locale, file));
        expect(Object.keys(fr).sort(), 'keys in en-CA missing from fr-CA, or the reverse').toEqual(Object.keys(en).sort());
      });

      it(`${file}: every message parses, with the same placeholders in both languages, and none is empty`, () => {
        const [en, fr] = LOCALES.map((locale) => catalog(locale, file));
        for (const [key, english] of Object.entries(en)) {
          const french = fr[key];
          if (french === undefined) continue; // reported by the keys test
          expect(english.trim(), `${key} (en-CA) is empty`).not.toBe('');
          expect(french.trim(), `${key} (fr-CA) is empty`).not.toBe('');
          expect(argumentsOf(french), `${key}: placeholders`).toEqual(argumentsOf(english));
        }
      });
    }
  });
}
