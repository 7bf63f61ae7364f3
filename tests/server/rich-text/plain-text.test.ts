/** richTextToPlainText: what an e-mail shows of a document (no HTML; headers, bullets, quotes, tables as lines). */
import { describe, expect, it } from 'vitest';
import { richTextToPlainText } from '../../../server/lib/rich-text/plain-text.js';
import { validateRichText } from '../../../server/lib/rich-text/validate.js';

describe('richTextToPlainText', () => {
  it('writes each block as lines, separated by a blank line', () => {
    const doc = validateRichText(
      {
        blocks: [
          { type: 'header', data: { text: 'Coach <i>Anne</i>', level: 2 } },
          {
            type: 'paragraph',
            data: {
              text: 'Tom &amp; Jerry<br>play <b>well</b>, see <a href="https://example.com/x">our site</a> or <a href="mailto:a@example.com">a@example.com</a>.',
            },
          },
          {
            type: 'list',
            data: {
              style: 'unordered',
              meta: {},
              items: [
                { content: 'Dinks', meta: {}, items: [{ content: 'Soft', meta: {}, items: [] }] },
                { content: 'Drives', meta: {}, items: [] },
              ],
            },
          },
          { type: 'list', data: { style: 'ordered', items: ['First', 'Second'] } },
          { type: 'quote', data: { text: 'Keep the ball low', caption: 'Anne', alignment: 'left' } },
          { type: 'delimiter', data: {} },
          {
            type: 'table',
            data: {
              withHeadings: true,
              content: [
                ['Day', 'Time'],
                ['Monday', '18:00'],
              ],
            },
          },
          { type: 'warning', data: { title: 'Note', message: 'Bring &lt;water&gt;' } },
          { type: 'embed', data: { service: 'youtube', source: 'https://youtu.be/abc', embed: 'https://www.youtube.com/embed/abc', caption: 'Drill' } },
          { type: 'paragraph', data: { text: '' } },
        ],
      },
      'full',
    );
    expect(richTextToPlainText(doc)).toBe(
      [
        'Coach Anne',
        'Tom & Jerry\nplay well, see our site (https://example.com/x) or a@example.com.',
        '• Dinks\n  • Soft\n• Drives',
        '1. First\n2. Second',
        '“Keep the ball low”\n— Anne',
        '* * *',
        'Day | Time\nMonday | 18:00',
        'Note: Bring <water>',
        'Drill\nhttps://youtu.be/abc',
      ].join('\n\n'),
    );
  });

  it('has no HTML left even from unvalidated input', () => {
    const text = richTextToPlainText({ blocks: [{ type: 'paragraph', data: { text: '<div onclick="x">a<script>b</script></div><img src=x>' } }] });
    expect(text).toBe('a');
  });

  it('an empty document is an empty string', () => {
    expect(richTextToPlainText({ blocks: [] })).toBe('');
  });
});
