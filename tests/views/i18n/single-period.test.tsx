/**
 * Issue 25: "…full refund until December 7, 2026 at 11:18 a.m.." English times end with their own
 * period (a.m./p.m.); a message that ends a sentence right after such a value shows one period, in
 * every message of every web catalogue, through `translate` and through the `t` views get.
 */
import { parse, type Token } from '@messageformat/parser';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { act, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_DOMAINS, switchLocale } from '@/i18n/catalogs';
import { LOCALES } from '@/i18n/locales';
import { translate, useT, type MessageId } from '@/i18n/translate';
import { formatInstant } from '@/lib/venue-time';

const TIME = '11:18 a.m.';

/** The message's arguments: plural ones take a number, the rest a value that ends with a period. */
function sampleValues(message: string): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function' || token.type === 'select') values[token.arg] ??= TIME;
      if (token.type === 'plural' || token.type === 'selectordinal') values[token.arg] = 2;
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') for (const option of token.cases) walk(option.tokens);
    }
  };
  walk(parse(message));
  return values;
}

afterEach(async () => {
  await act(() => switchLocale('en-CA'));
});

describe('a value ending with a period at the end of a sentence', () => {
  it('the membership’s cooling-off line ends with the time’s own period', () => {
    const until = formatInstant('2026-12-07T16:18:00Z', 'America/Toronto');
    expect(until).toMatch(/11:18\sa\.m\.$/);
    expect(translate('account.membership.coolingOff', { until })).toBe(`You can cancel it for a full refund until ${until}`);
  });

  it('views get the same from useT', () => {
    function Line() {
      const t = useT();
      return <p>{t('programs.mine.offer', { name: 'Drop-in', time: TIME })}</p>;
    }
    render(
      <I18nProvider i18n={i18n}>
        <Line />
      </I18nProvider>,
    );
    expect(screen.getByText('Drop-in: a spot is held until 11:18 a.m. Claim it on the Drop In page.')).toBeTruthy();
  });

  for (const locale of LOCALES) {
    it(`${locale}: no web message puts a second period after it`, async () => {
      await act(() => switchLocale(locale));
      expect(ALL_DOMAINS.length).toBeGreaterThan(0);
      const doubled: string[] = [];
      for (const domain of ALL_DOMAINS) {
        const messages = JSON.parse(readFileSync(join(process.cwd(), 'src/locales', locale, `${domain}.json`), 'utf8')) as Record<string, string>;
        for (const [id, message] of Object.entries(messages)) {
          const text = translate(id as MessageId, sampleValues(message));
          if (text.includes('a.m..')) doubled.push(`${id}: ${text}`);
        }
      }
      expect(doubled).toEqual([]);
    });
  }
});
