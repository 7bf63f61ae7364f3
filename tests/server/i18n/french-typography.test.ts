/**
 * French typography as the OQLF writes it (docs/glossary.md), over every fr-CA catalogue (the web
 * app's and the API's) and over what the API sends in French (its messages rendered with sample
 * values from the real formatters, the real e-mails, the text and printable receipts): a no-break
 * space before « : ; ? ! % » and inside « », no point médian, no "09 h" with a leading zero. Each
 * finding names the key (or the mail) and the text, so a failure says what to fix.
 */
import { parse, type Token } from '@messageformat/parser';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../server/lib/money.js';
import { translator, type ServerMessageId } from '../../../server/lib/server-i18n.js';
import { describeInstant, describePeriod } from '../../../server/lib/venue-time.js';
import { describeCalendarDate } from '../../../server/lib/venue-words.js';
import { passwordChangedMail, passwordResetLinkMail, welcomeMail } from '../../../server/modules/auth/auth-mails.js';
import { membershipReminderMail } from '../../../server/modules/account/memberships/membership-mails.js';
import { bookingCancelledMail } from '../../../server/modules/booking/booking-mails.js';
import { receiptTextLines } from '../../../server/modules/checkout/orders/receipt-text.js';
import { receiptPage } from '../../../server/modules/checkout/orders/receipt-page.js';
import type { OrderView } from '../../../server/modules/checkout/orders/order-views.js';

/** The catalogues' no-break space (docs/glossary.md); rendered text may also carry Intl's narrow one. */
const NBSP = '\u00a0';
const NO_BREAK = /[\u00a0\u202f]/;
const SIGNS = /[:;?!%]/;
/** Not prose: paths and addresses ("…/account?showBuyOnLoad=true", "https://…") and clock times ("10:00"). */
const NOT_PROSE = /\S*\/\S*|\d+(:\d\d)+/g;

type Finding = { where: string; kind: string; text: string };

/** The typography findings in one run of prose; `afterValue` when a placeholder comes right before it. */
function check(where: string, text: string, options: { afterValue?: boolean; catalogue?: boolean } = {}): Finding[] {
  const found: Finding[] = [];
  const report = (kind: string) => found.push({ where, kind, text: text.replace(/\u00a0/g, '⍽').replace(/\u202f/g, '⍽') });
  const skipped = new Set<number>();
  for (const match of text.matchAll(NOT_PROSE)) for (let i = match.index; i < match.index + match[0].length; i++) skipped.add(i);
  for (let i = 0; i < text.length; i++) {
    if (skipped.has(i)) continue;
    const char = text[i];
    const before = i > 0 ? text[i - 1] : undefined;
    if (SIGNS.test(char)) {
      if (before === ' ') report(`ordinary space before « ${char} »`);
      else if (before === undefined ? options.afterValue : !/[\s\u00a0\u202f:;?!(]/.test(before)) report(`no space before « ${char} »`);
      else if (options.catalogue && before === '\u202f') report(`U+202F before « ${char} » (the catalogues use U+00A0)`);
    }
    if (char === '»' && (before === undefined ? options.afterValue : !NO_BREAK.test(before))) report('no no-break space before « » »');
    if (char === '«' && i + 1 < text.length && !NO_BREAK.test(text[i + 1])) report('no no-break space after « « »');
  }
  if (/\p{L}·\p{L}/u.test(text)) report('point médian');
  if (/(^|[^\d])0\d[\s\u00a0\u202f]?h([\s\u00a0\u202f]|$)/.test(text)) report('hour with a leading zero');
  return found;
}

/** The literal text of an ICU message, piece by piece, with whether a value comes right before each piece. */
function prose(tokens: Token[], out: { text: string; afterValue: boolean }[] = []) {
  tokens.forEach((token, i) => {
    if (token.type === 'content') out.push({ text: token.value, afterValue: i > 0 });
    if ('cases' in token) for (const option of token.cases) prose(option.tokens, out);
  });
  return out;
}

const catalogueDirs = ['src/locales/fr-CA', 'server/locales/fr-CA'];

describe('the French catalogues', () => {
  for (const dir of catalogueDirs) {
    for (const file of readdirSync(join(process.cwd(), dir)).filter((name) => name.endsWith('.json'))) {
      it(`${dir}/${file}: OQLF typography in every message`, () => {
        const messages = JSON.parse(readFileSync(join(process.cwd(), dir, file), 'utf8')) as Record<string, string>;
        const findings = Object.entries(messages).flatMap(([key, message]) =>
          prose(parse(message)).flatMap((piece) => check(key, piece.text, { afterValue: piece.afterValue, catalogue: true })),
        );
        expect(findings).toEqual([]);
      });
    }
  }

  it('finds what it is meant to find', () => {
    const kinds = (text: string, afterValue = false) => check('sample', text, { afterValue }).map((finding) => finding.kind);
    expect(kinds('Qui joue?')).toEqual(['no space before « ? »']);
    expect(kinds('Niveau : débutant')).toEqual(['ordinary space before « : »']);
    expect(kinds(': la suite', true)).toEqual(['no space before « : »']);
    expect(kinds('Vous êtes inscrit·e')).toEqual(['point médian']);
    expect(kinds('à 09 h 00')).toEqual(['hour with a leading zero']);
    expect(kinds('«Omnium»')).toEqual(['no no-break space after « « »', 'no no-break space before « » »']);
    expect(kinds(`Qui joue${NBSP}? 13${NBSP}% à 10:00, voir https://exemple.ca/a?b=c «${NBSP}Omnium${NBSP}»`)).toEqual([]);
  });
});

// Sample values from the formatters the API writes with, so a rendered message reads as a member would read it.
const STARTS = new Date('2026-03-01T14:30:00Z'); // Sunday 1 March 2026, 9:30 in Toronto
const ENDS = new Date('2026-03-01T16:00:00Z');
const ZONE = 'America/Toronto';
const WORDS: [RegExp, string][] = [
  [/^(when|before)$/, describePeriod(STARTS, ENDS, ZONE, 'fr-CA')],
  [/until|expires|cutoff|at$/i, describeInstant(STARTS, ZONE, 'fr-CA')],
  [/date|from|to|valid/i, describeCalendarDate('2027-03-01', 'fr-CA')],
  [/amount|fee|price|total|refund|paid|subtotal|money/i, formatMoney(6000, 'CAD', 'fr-CA')],
  [/origin|link|url/i, 'http://localhost:3000/account'],
  [/rate|percent/i, `9,975${NBSP}%`],
];
const sampleValue = (name: string) => WORDS.find(([pattern]) => pattern.test(name))?.[1] ?? 'Omnium';

function sampleValues(message: string): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function' || token.type === 'select') values[token.arg] ??= sampleValue(token.arg);
      if (token.type === 'plural' || token.type === 'selectordinal') values[token.arg] = 2;
      if ('cases' in token) for (const option of token.cases) walk(option.tokens);
    }
  };
  walk(parse(message));
  return values;
}

const FRENCH_ORDER = {
  id: '00000000-0000-4000-8000-000000000001',
  number: 1042,
  status: 'paid',
  createdAt: '2026-03-01T17:00:00.000Z',
  timeZone: ZONE,
  lines: [
    {
      id: 1,
      position: 1,
      product: 'court_booking',
      description: 'Terrain 3 · dim. 1er mars 2026 · 9 h 30 – 11 h',
      unitPriceCents: 3000,
      quantity: 2,
      subtotalCents: 6000,
      taxes: [],
      totalCents: 6898,
      status: 'fulfilled',
      taxExempt: false,
      participant: null,
    },
  ],
  subtotalCents: 6000,
  taxes: [
    { name: 'GST', ratePercent: 5, amountCents: 300 },
    { name: 'QST', ratePercent: 9.975, amountCents: 598 },
  ],
  totalCents: 6898,
  payments: [{ id: 1, method: 'card', test: true, amountCents: 6898, createdAt: '2026-03-01T17:00:00.000Z', reference: null }],
  refunds: [
    {
      id: 1,
      lineId: 1,
      amountCents: 1000,
      status: 'succeeded',
      reason: 'Lumières éteintes',
      reasonCode: null,
      method: 'card',
      createdAt: '2026-03-02T15:00:00.000Z',
    },
  ],
  taxRegistrationNumber: '123456789RT0001',
} as unknown as OrderView;

/** The text a reader sees in an HTML page: tags dropped, entities read. */
const pageText = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&nbsp;/g, NBSP)
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

const lines = (where: string, text: string) => text.split('\n').flatMap((line) => check(where, line));

describe('what the API sends in French', () => {
  it('every server message, rendered with sample dates, times and money', () => {
    const t = translator('fr-CA');
    const findings = readdirSync(join(process.cwd(), 'server/locales/fr-CA'))
      .filter((name) => name.endsWith('.json'))
      .flatMap((file) => Object.entries(JSON.parse(readFileSync(join(process.cwd(), 'server/locales/fr-CA', file), 'utf8')) as Record<string, string>))
      .flatMap(([id, message]) => lines(id, t(id as ServerMessageId, sampleValues(message))));
    expect(findings).toEqual([]);
  });

  it('the e-mails, as their builders write them', () => {
    const origin = 'http://localhost:3000';
    const mails = [
      welcomeMail('elise@example.com', 'Élise', origin, 'fr-CA'),
      passwordResetLinkMail('elise@example.com', 'Élise', `${origin}/reset?token=abc`, 'fr-CA'),
      passwordChangedMail('elise@example.com', 'Élise', origin, 'fr-CA'),
      ...(['ends_in_30_days', 'ends_in_7_days', 'lapsed'] as const).flatMap((kind) =>
        [null, 'Léa'].map((member) =>
          membershipReminderMail({ to: 'elise@example.com', firstName: 'Élise', kind, validUntil: '2027-03-01', member, appOrigin: origin, locale: 'fr-CA' }),
        ),
      ),
      ...[true, false].map((byStaff) =>
        bookingCancelledMail({
          to: 'elise@example.com',
          firstName: 'Élise',
          line: { bookingId: 7, court: 3, when: describePeriod(STARTS, ENDS, ZONE, 'fr-CA'), amount: formatMoney(6000, 'CAD', 'fr-CA') },
          refund: byStaff ? formatMoney(6000, 'CAD', 'fr-CA') : null,
          byStaff,
          appOrigin: origin,
          locale: 'fr-CA',
        }),
      ),
    ];
    const findings = mails.flatMap((mail) => [...lines(`${mail.subject} (subject)`, mail.subject), ...lines(mail.subject, mail.text)]);
    expect(findings).toEqual([]);
  });

  it('the receipt, as text in the e-mail and as the printable page', () => {
    const reasons = { text: (reason: string) => reason };
    const findings = [
      ...lines('receipt text', receiptTextLines(FRENCH_ORDER, 'fr-CA').join('\n')),
      ...lines('receipt page', pageText(receiptPage(FRENCH_ORDER, 'fr-CA', reasons))),
    ];
    expect(findings).toEqual([]);
  });
});
