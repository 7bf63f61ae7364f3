import type { RichTextDocument } from './document.js';
import { sanitizeInline } from './sanitize.js';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Inline HTML as plain words: a link keeps its address in brackets, a line break is a new line. */
function inlineToPlainText(html: string): string {
  const kept = sanitizeInline(html, ['a', 'br']);
  const linked = kept.replace(/<a href="([^"]*)">([\s\S]*?)<\/a>/g, (_match, href: string, words: string) => {
    const address = decodeEntities(href).replace(/^mailto:/i, '');
    const label = words.replace(/<[^>]*>/g, '');
    return decodeEntities(label).trim() === address ? label : `${label} (${href})`;
  });
  return decodeEntities(linked.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, ''))
    .replace(/\u00a0/g, ' ')
    .trim();
}

interface PlainListItem {
  content: string;
  items?: PlainListItem[];
}

function listLines(items: unknown[], ordered: boolean, depth: number): string[] {
  return items.flatMap((raw, index) => {
    const item: PlainListItem = typeof raw === 'string' ? { content: raw } : (raw as PlainListItem);
    const marker = ordered ? `${index + 1}.` : '•';
    const line = `${'  '.repeat(depth)}${marker} ${inlineToPlainText(item.content ?? '')}`;
    return [line, ...listLines(item.items ?? [], ordered, depth + 1)];
  });
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function blockText(type: string, data: Record<string, unknown>): string {
  switch (type) {
    case 'paragraph':
      return inlineToPlainText(str(data.text));
    case 'header':
      return inlineToPlainText(str(data.text));
    case 'list':
      return listLines(Array.isArray(data.items) ? data.items : [], data.style === 'ordered', 0).join('\n');
    case 'quote': {
      const caption = inlineToPlainText(str(data.caption));
      const words = inlineToPlainText(str(data.text));
      return [words ? `“${words}”` : '', caption ? `— ${caption}` : ''].filter(Boolean).join('\n');
    }
    case 'delimiter':
      return '* * *';
    case 'image':
      return inlineToPlainText(str(data.caption));
    case 'embed': {
      const caption = inlineToPlainText(str(data.caption));
      return [caption, str(data.source)].filter(Boolean).join('\n');
    }
    case 'table':
      return (Array.isArray(data.content) ? (data.content as unknown[][]) : [])
        .map((row) => row.map((cell) => inlineToPlainText(str(cell))).join(' | '))
        .join('\n');
    case 'warning':
      return [inlineToPlainText(str(data.title)), inlineToPlainText(str(data.message))].filter(Boolean).join(': ');
    default:
      return '';
  }
}

/** A validated document as plain text for e-mails: one paragraph per block, no HTML. */
export function richTextToPlainText(doc: RichTextDocument): string {
  return doc.blocks
    .map((block) => blockText(block.type, block.data))
    .filter((text) => text.trim() !== '')
    .join('\n\n');
}
