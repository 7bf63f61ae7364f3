/**
 * validateRichText(value, preset): each tool is allowed in its preset and refused outside it, header
 * levels per preset, nested lists only from essential, embeds only from YouTube and Vimeo, images
 * only from our uploads, at most 200 blocks and 100 KB; every refusal is 400 `rich_text_invalid`
 * naming the block (1-based) and the reason. The cleaned document keeps only known keys.
 */
import { describe, expect, it } from 'vitest';
import type { RichTextBlock, RichTextPreset } from '../../../server/lib/rich-text/document.js';
import { HttpError } from '../../../server/lib/http-error.js';
import { RICH_TEXT_TOOLS, validateRichText } from '../../../server/lib/rich-text/validate.js';

const UPLOAD = '/api/uploads/3f1c2a4e-8b7d-4c1a-9e2f-0a1b2c3d4e5f';
const doc = (...blocks: RichTextBlock[]) => ({ time: 1_700_000_000_000, blocks, version: '2.31.0' });

function refusal(value: unknown, preset: RichTextPreset, field?: string): HttpError {
  try {
    validateRichText(value, preset, field);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

function expectRefused(value: unknown, preset: RichTextPreset, block: number, reason: string) {
  const error = refusal(value, preset);
  expect(error.statusCode).toBe(400);
  expect(error.code).toBe('rich_text_invalid');
  expect(error.params).toEqual({ block, reason });
}

/** One valid block of each tool, and the first preset that allows it. */
const SAMPLES: { block: RichTextBlock; from: RichTextPreset }[] = [
  { block: { type: 'paragraph', data: { text: 'Hello <b>there</b>' } }, from: 'minimal' },
  { block: { type: 'header', data: { text: 'Schedule', level: 2 } }, from: 'minimal' },
  { block: { type: 'list', data: { style: 'ordered', meta: { counterType: 'numeric' }, items: [{ content: 'One', meta: {}, items: [] }] } }, from: 'minimal' },
  { block: { type: 'list', data: { style: 'unordered', items: ['Old style item'] } }, from: 'minimal' },
  { block: { type: 'header', data: { text: 'Detail', level: 4 } }, from: 'essential' },
  { block: { type: 'quote', data: { text: 'Play more', caption: 'A coach', alignment: 'left' } }, from: 'essential' },
  { block: { type: 'delimiter', data: {} }, from: 'essential' },
  {
    block: {
      type: 'list',
      data: { style: 'unordered', meta: {}, items: [{ content: 'Outer', meta: {}, items: [{ content: 'Inner', meta: {}, items: [] }] }] },
    },
    from: 'essential',
  },
  { block: { type: 'image', data: { file: { url: UPLOAD }, caption: 'Court 1', withBorder: false, stretched: true, withBackground: false } }, from: 'full' },
  {
    block: {
      type: 'embed',
      data: {
        service: 'youtube',
        source: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
        width: 580,
        height: 320,
        caption: '',
      },
    },
    from: 'full',
  },
  {
    block: {
      type: 'embed',
      data: {
        service: 'vimeo',
        source: 'https://vimeo.com/76979871',
        embed: 'https://player.vimeo.com/video/76979871?title=0&byline=0',
        width: 580,
        height: 320,
        caption: 'Drill',
      },
    },
    from: 'full',
  },
  {
    block: {
      type: 'table',
      data: {
        withHeadings: true,
        content: [
          ['Day', 'Time'],
          ['Monday', '18:00'],
        ],
      },
    },
    from: 'full',
  },
  { block: { type: 'warning', data: { title: 'Note', message: 'Bring water.' } }, from: 'full' },
];
const ORDER: RichTextPreset[] = ['minimal', 'essential', 'full'];

describe('each tool in its preset', () => {
  for (const { block, from } of SAMPLES) {
    for (const preset of ORDER) {
      const allowed = ORDER.indexOf(preset) >= ORDER.indexOf(from);
      const label = `${block.type} ${JSON.stringify(block.data).slice(0, 60)} in ${preset}`;
      it(`${label} is ${allowed ? 'allowed' : 'refused'}`, () => {
        const value = doc({ type: 'paragraph', data: { text: 'First' } }, block);
        if (allowed) {
          expect(validateRichText(value, preset).blocks[1].type).toBe(block.type);
        } else {
          const reason = block.type === 'header' ? 'header_level' : 'not_in_preset';
          expectRefused(value, preset, 2, reason);
        }
      });
    }
  }

  it('the table says the same as the issue', () => {
    expect(RICH_TEXT_TOOLS.minimal.blocks).toEqual(['paragraph', 'header', 'list']);
    expect(RICH_TEXT_TOOLS.essential.blocks).toEqual(['paragraph', 'header', 'list', 'quote', 'delimiter']);
    expect(RICH_TEXT_TOOLS.full.blocks).toEqual(['paragraph', 'header', 'list', 'quote', 'delimiter', 'image', 'embed', 'table', 'warning']);
    expect(RICH_TEXT_TOOLS.minimal.headerLevels).toEqual([2, 3]);
    expect(RICH_TEXT_TOOLS.full.headerLevels).toEqual([2, 3, 4]);
  });
});

describe('header levels', () => {
  for (const level of [1, 5, 6]) {
    it(`level ${level} is refused even in full`, () => {
      expectRefused(doc({ type: 'header', data: { text: 'Big', level } }), 'full', 1, 'header_level');
    });
  }
  it('level 3 passes in minimal, 4 does not', () => {
    expect(validateRichText(doc({ type: 'header', data: { text: 'Sub', level: 3 } }), 'minimal').blocks[0].data).toEqual({ text: 'Sub', level: 3 });
    expectRefused(doc({ type: 'header', data: { text: 'Sub', level: 4 } }), 'minimal', 1, 'header_level');
  });
});

describe('embeds, images, unknown tools', () => {
  const embed = (data: Record<string, unknown>) =>
    doc({
      type: 'embed',
      data: {
        service: 'youtube',
        source: 'https://youtu.be/dQw4w9WgXcQ',
        embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
        width: 580,
        height: 320,
        caption: '',
        ...data,
      },
    });

  it('another service is refused', () => {
    expectRefused(
      embed({ service: 'twitter', source: 'https://twitter.com/x/status/1', embed: 'https://twitframe.com/show?url=x' }),
      'full',
      1,
      'embed_service',
    );
    expectRefused(embed({ service: 'instagram' }), 'full', 1, 'embed_service');
  });
  it('a YouTube embed pointing at another host is refused', () => {
    expectRefused(embed({ embed: 'https://evil.example/embed/dQw4w9WgXcQ' }), 'full', 1, 'embed_service');
    expectRefused(embed({ embed: 'javascript:alert(1)' }), 'full', 1, 'embed_service');
    expectRefused(embed({ embed: 'http://www.youtube.com/embed/dQw4w9WgXcQ' }), 'full', 1, 'embed_service');
    expectRefused(embed({ source: 'https://evil.example/watch?v=1' }), 'full', 1, 'embed_service');
  });
  it('an image not from our uploads is refused', () => {
    for (const url of [
      'https://evil.example/a.png',
      '/api/uploads/not-a-uuid',
      'data:image/png;base64,AAAA',
      `https://courtside.example${UPLOAD}`,
      `${UPLOAD}/../../users`,
    ]) {
      expectRefused(doc({ type: 'image', data: { file: { url }, caption: '' } }), 'full', 1, 'image_url');
    }
  });
  it('an unknown type is refused, naming the block', () => {
    expectRefused(
      doc({ type: 'paragraph', data: { text: 'a' } }, { type: 'paragraph', data: { text: 'b' } }, { type: 'raw', data: { html: '<script></script>' } }),
      'full',
      3,
      'unknown_type',
    );
    expectRefused(doc({ type: 'checklist', data: { items: [] } }), 'full', 1, 'unknown_type');
  });
  it('a checklist style is not a list this editor writes', () => {
    expectRefused(doc({ type: 'list', data: { style: 'checklist', items: [{ content: 'x', meta: { checked: true }, items: [] }] } }), 'full', 1, 'bad_data');
  });
});

describe('sizes', () => {
  const paragraphs = (n: number, text = 'x') => doc(...Array.from({ length: n }, () => ({ type: 'paragraph', data: { text } })));
  it('200 blocks pass, 201 are refused', () => {
    expect(validateRichText(paragraphs(200), 'minimal').blocks).toHaveLength(200);
    expectRefused(paragraphs(201), 'minimal', 201, 'too_many_blocks');
  });
  it('more than 100 KB of JSON is refused, naming the block that passes the limit', () => {
    const text = 'a'.repeat(30 * 1024);
    expectRefused(paragraphs(4, text), 'minimal', 4, 'too_large');
    expect(validateRichText(paragraphs(3, text), 'minimal').blocks).toHaveLength(3);
  });
});

describe('bad data', () => {
  it.each([
    ['not an object', 'hello', 0],
    ['no blocks', { time: 1 }, 0],
    ['blocks not an array', { blocks: {} }, 0],
    ['a block without data', { blocks: [{ type: 'paragraph' }] }, 1],
    ['a paragraph without text', doc({ type: 'paragraph', data: {} }), 1],
    ['a header level as a string', doc({ type: 'header', data: { text: 'x', level: '2' } }), 1],
    ['a list item that is a number', doc({ type: 'list', data: { style: 'ordered', items: [1] } }), 1],
    ['a table row that is not an array', doc({ type: 'table', data: { withHeadings: false, content: ['a'] } }), 1],
    ['a quote alignment', doc({ type: 'quote', data: { text: 'x', caption: '', alignment: 'justify' } }), 1],
  ])('%s', (_name, value, block) => {
    const error = refusal(value, 'full');
    expect(error.params).toEqual({ block, reason: 'bad_data' });
  });

  it('puts the message under the field when given one', () => {
    const error = refusal(doc({ type: 'raw', data: {} }), 'minimal', 'bio');
    expect(error.fields).toEqual({ bio: expect.stringContaining('Block 1') });
  });
});

describe('the cleaned document', () => {
  it('keeps only the keys the renderer reads and fills the defaults', () => {
    const value = {
      time: 5,
      version: '2.31.0',
      extra: 'dropped',
      blocks: [
        { id: 'abc', type: 'paragraph', data: { text: 'Hi', onclick: 'x' }, tunes: { x: 1 } },
        { type: 'image', data: { file: { url: UPLOAD, secret: 'x' } } },
        { type: 'list', data: { style: 'ordered', items: ['a', 'b'] } },
      ],
    };
    expect(validateRichText(value, 'full')).toEqual({
      time: 5,
      version: '2.31.0',
      blocks: [
        { id: 'abc', type: 'paragraph', data: { text: 'Hi' } },
        { type: 'image', data: { file: { url: UPLOAD }, caption: '', withBorder: false, stretched: false, withBackground: false } },
        {
          type: 'list',
          data: {
            style: 'ordered',
            meta: {},
            items: [
              { content: 'a', meta: {}, items: [] },
              { content: 'b', meta: {}, items: [] },
            ],
          },
        },
      ],
    });
  });

  it('an empty document is valid', () => {
    expect(validateRichText({ blocks: [] }, 'minimal')).toEqual({ blocks: [] });
  });

  it('sanitises every text field of every tool', () => {
    const bad = 'ok<script>alert(1)</script><img src=x onerror=alert(1)>';
    const cleaned = validateRichText(
      doc(
        { type: 'paragraph', data: { text: bad } },
        { type: 'header', data: { text: bad, level: 2 } },
        { type: 'list', data: { style: 'unordered', items: [{ content: bad, meta: {}, items: [{ content: bad, meta: {}, items: [] }] }] } },
        { type: 'quote', data: { text: bad, caption: bad, alignment: 'center' } },
        { type: 'image', data: { file: { url: UPLOAD }, caption: bad } },
        { type: 'embed', data: { service: 'vimeo', source: 'https://vimeo.com/1', embed: 'https://player.vimeo.com/video/1', caption: bad } },
        { type: 'table', data: { withHeadings: false, content: [[bad, bad]] } },
        { type: 'warning', data: { title: bad, message: bad } },
      ),
      'full',
    );
    const json = JSON.stringify(cleaned);
    expect(json).not.toMatch(/script|onerror|<img/);
    expect(json.match(/"ok"/g)?.length).toBe(12);
  });
});
