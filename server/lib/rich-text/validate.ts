import { z } from 'zod';
import { HttpError } from '../http-error.js';
import type { RichTextBlock, RichTextDocument, RichTextPreset } from './document.js';
import { sanitizeInline, type InlineTag } from './sanitize.js';

type RichTextBlockType = 'paragraph' | 'header' | 'list' | 'quote' | 'delimiter' | 'image' | 'embed' | 'table' | 'warning';

interface RichTextTools {
  /** The Editor.js tools (block types) the preset offers. */
  blocks: readonly RichTextBlockType[];
  headerLevels: readonly number[];
  nestedLists: boolean;
  /** Inline markup kept in text; the rest is stripped. */
  inline: readonly InlineTag[];
}

const minimal: RichTextTools = {
  blocks: ['paragraph', 'header', 'list'],
  headerLevels: [2, 3],
  nestedLists: false,
  inline: ['b', 'i', 'a', 'br'],
};
const essential: RichTextTools = {
  blocks: [...minimal.blocks, 'quote', 'delimiter'],
  headerLevels: [2, 3, 4],
  nestedLists: true,
  inline: [...minimal.inline, 'u', 'mark'],
};

/** The tools of each preset: the SPA's editor config (machines/shared/rich-text.ts) mirrors this table. */
export const RICH_TEXT_TOOLS: Record<RichTextPreset, RichTextTools> = {
  minimal,
  essential,
  full: { ...essential, blocks: [...essential.blocks, 'image', 'embed', 'table', 'warning'] },
};

const ALL_TYPES = new Set<string>(RICH_TEXT_TOOLS.full.blocks);
const MAX_BLOCKS = 200;
const MAX_BYTES = 100 * 1024;

type RichTextRefusal = 'unknown_type' | 'not_in_preset' | 'header_level' | 'embed_service' | 'image_url' | 'too_many_blocks' | 'too_large' | 'bad_data';

const REASONS: Record<RichTextRefusal, string> = {
  unknown_type: 'is of a kind the editor does not have',
  not_in_preset: 'uses a tool this field does not allow',
  header_level: 'is a heading of a level this field does not allow',
  embed_service: 'embeds something other than YouTube or Vimeo',
  image_url: 'shows an image that was not uploaded here',
  too_many_blocks: `goes past the limit of ${MAX_BLOCKS} blocks`,
  too_large: 'makes the text larger than 100 KB',
  bad_data: 'is not in the form the editor writes',
};

/** 400 `rich_text_invalid` naming the block (1-based; 0 for the document itself). */
function richTextInvalid(block: number, reason: RichTextRefusal, field?: string): HttpError {
  const message = block > 0 ? `Block ${block} of the text ${REASONS[reason]}.` : `The text ${REASONS[reason]}.`;
  return new HttpError(400, message, field ? { [field]: message } : undefined).coded('rich_text_invalid', { block, reason });
}

class Refused extends Error {
  constructor(readonly reason: RichTextRefusal) {
    super(reason);
  }
}

const text = z.string().max(MAX_BYTES);
const flag = z.boolean().default(false);
const UPLOAD_URL = /^\/api\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// Unknown keys are dropped, so what is stored is exactly what the renderer reads.
const shapes = {
  paragraph: z.object({ text }),
  header: z.object({ text, level: z.number().int() }),
  quote: z.object({ text, caption: text.default(''), alignment: z.enum(['left', 'center']).default('left') }),
  delimiter: z.object({}),
  image: z.object({
    file: z.object({ url: z.string(), width: z.number().int().positive().optional(), height: z.number().int().positive().optional() }),
    caption: text.default(''),
    withBorder: flag,
    stretched: flag,
    withBackground: flag,
  }),
  embed: z.object({
    service: z.string(),
    source: z.string().max(2000),
    embed: z.string().max(2000),
    width: z.number().int().positive().max(10_000).optional(),
    height: z.number().int().positive().max(10_000).optional(),
    caption: text.default(''),
  }),
  table: z.object({ withHeadings: flag, stretched: flag, content: z.array(z.array(text).max(50)).max(500) }),
  warning: z.object({ title: text.default(''), message: text.default('') }),
} as const;

const counterType = z.enum(['numeric', 'upper-roman', 'lower-roman', 'upper-alpha', 'lower-alpha']);
const itemMeta = z.object({ start: z.number().int().min(0).max(1_000_000).optional(), counterType: counterType.optional() });
interface ListItem {
  content: string;
  meta: z.infer<typeof itemMeta>;
  items: ListItem[];
}
const listItem: z.ZodType<ListItem> = z.lazy(() => z.object({ content: text, meta: itemMeta.default({}), items: z.array(listItem).max(500).default([]) }));
// Editor.js list 2.x writes items as objects; the 1.x list (and older documents) as strings.
const listShape = z.object({
  style: z.enum(['ordered', 'unordered']),
  meta: itemMeta.optional(),
  items: z
    .array(
      z.union([
        z
          .string()
          .max(MAX_BYTES)
          .transform((content): ListItem => ({ content, meta: {}, items: [] })),
        listItem,
      ]),
    )
    .max(500),
});

const HOSTS = {
  youtube: {
    embed: /^https:\/\/(www\.)?youtube(-nocookie)?\.com\/embed\/[\w-]+([?#][^\s]*)?$/i,
    source: ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'youtube-nocookie.com', 'www.youtube-nocookie.com'],
  },
  vimeo: { embed: /^https:\/\/player\.vimeo\.com\/video\/\d+([?#][^\s]*)?$/i, source: ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'] },
} as const;

function httpsHost(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && !parsed.username && !parsed.password ? parsed.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}

function parse<T>(schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new Refused('bad_data');
  return result.data;
}

function listDepth(items: ListItem[]): number {
  return items.length === 0 ? 0 : 1 + Math.max(...items.map((item) => listDepth(item.items)));
}

function cleanList(items: ListItem[], clean: (html: string) => string): ListItem[] {
  return items.map((item) => ({ content: clean(item.content), meta: item.meta, items: cleanList(item.items, clean) }));
}

function cleanBlock(type: RichTextBlockType, data: unknown, tools: RichTextTools): Record<string, unknown> {
  const clean = (html: string) => sanitizeInline(html, tools.inline);
  switch (type) {
    case 'paragraph':
      return { text: clean(parse(shapes.paragraph, data).text) };
    case 'header': {
      const header = parse(shapes.header, data);
      if (!tools.headerLevels.includes(header.level)) throw new Refused('header_level');
      return { text: clean(header.text), level: header.level };
    }
    case 'list': {
      const list = parse(listShape, data);
      const items = list.items;
      if (listDepth(items) > 1 && !tools.nestedLists) throw new Refused('not_in_preset');
      if (listDepth(items) > 10) throw new Refused('bad_data');
      return { style: list.style, meta: list.meta ?? {}, items: cleanList(items, clean) };
    }
    case 'quote': {
      const quote = parse(shapes.quote, data);
      return { text: clean(quote.text), caption: clean(quote.caption), alignment: quote.alignment };
    }
    case 'delimiter':
      return parse(shapes.delimiter, data);
    case 'image': {
      const image = parse(shapes.image, data);
      if (!UPLOAD_URL.test(image.file.url)) throw new Refused('image_url');
      return { ...image, caption: clean(image.caption) };
    }
    case 'embed': {
      const embed = parse(shapes.embed, data);
      if (embed.service !== 'youtube' && embed.service !== 'vimeo') throw new Refused('embed_service');
      const hosts = HOSTS[embed.service];
      const sourceHost = httpsHost(embed.source);
      if (!hosts.embed.test(embed.embed) || !sourceHost || !(hosts.source as readonly string[]).includes(sourceHost)) throw new Refused('embed_service');
      return { ...embed, caption: clean(embed.caption) };
    }
    case 'table': {
      const table = parse(shapes.table, data);
      return { ...table, content: table.content.map((row) => row.map(clean)) };
    }
    case 'warning': {
      const warning = parse(shapes.warning, data);
      return { title: clean(warning.title), message: clean(warning.message) };
    }
  }
}

const documentShape = z.object({
  time: z.number().int().nonnegative().optional(),
  blocks: z.array(z.unknown()),
  version: z.string().max(40).optional(),
});
const blockShape = z.object({ id: z.string().max(64).optional(), type: z.string().max(64), data: z.record(z.string(), z.unknown()) });

/** The 1-based index of the block at which the document's JSON passes the size limit. */
function blockPastLimit(blocks: unknown[]): number {
  let size = 0;
  for (const [index, block] of blocks.entries()) {
    size += Buffer.byteLength(JSON.stringify(block) ?? '') + 1;
    if (size > MAX_BYTES) return index + 1;
  }
  return Math.max(blocks.length, 1);
}

/**
 * Checks an Editor.js document against a field's preset and returns it cleaned: only known keys,
 * inline HTML through the allow-list. Throws 400 `rich_text_invalid` `{ block, reason }`; pass the
 * field's name to have the message under `fields` too.
 */
export function validateRichText(value: unknown, preset: RichTextPreset, field?: string): RichTextDocument {
  const tools = RICH_TEXT_TOOLS[preset];
  const document = documentShape.safeParse(value);
  if (!document.success) throw richTextInvalid(0, 'bad_data', field);
  const { blocks } = document.data;
  if (blocks.length > MAX_BLOCKS) throw richTextInvalid(MAX_BLOCKS + 1, 'too_many_blocks', field);
  if (Buffer.byteLength(JSON.stringify(value)) > MAX_BYTES) throw richTextInvalid(blockPastLimit(blocks), 'too_large', field);

  const cleaned: RichTextBlock[] = blocks.map((raw, index) => {
    const block = blockShape.safeParse(raw);
    if (!block.success) throw richTextInvalid(index + 1, 'bad_data', field);
    const { id, type, data } = block.data;
    if (!ALL_TYPES.has(type)) throw richTextInvalid(index + 1, 'unknown_type', field);
    if (!(tools.blocks as readonly string[]).includes(type)) throw richTextInvalid(index + 1, 'not_in_preset', field);
    try {
      const cleanData = cleanBlock(type as RichTextBlockType, data, tools);
      return id === undefined ? { type, data: cleanData } : { id, type, data: cleanData };
    } catch (error) {
      if (error instanceof Refused) throw richTextInvalid(index + 1, error.reason, field);
      throw error;
    }
  });

  const { time, version } = document.data;
  return { ...(time === undefined ? {} : { time }), blocks: cleaned, ...(version === undefined ? {} : { version }) };
}
