import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { RichTextBlock, RichTextDocument } from '@machines/shared';
import { useT } from '@/i18n/translate';
import { inlineMarkup } from './inline-markup';

const useClasses = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    overflowWrap: 'anywhere',
    '& > *': { marginTop: 0, marginBottom: 0 },
  },
  figure: { marginInline: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  caption: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  quote: {
    marginInline: 0,
    paddingInlineStart: tokens.spacingHorizontalL,
    borderInlineStartWidth: tokens.strokeWidthThick,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorBrandStroke1,
  },
  center: { textAlign: 'center' },
  image: { maxWidth: '100%', height: 'auto', borderRadius: tokens.borderRadiusMedium },
  embed: { width: '100%', aspectRatio: '16 / 9', border: 'none' },
  tableWrap: { overflowX: 'auto' },
  table: {
    borderCollapse: 'collapse',
    '& th, & td': {
      border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
      padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
      textAlign: 'start',
      verticalAlign: 'top',
    },
  },
  warning: {
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorStatusWarningBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorStatusWarningBorder1}`,
    '& > p': { marginTop: 0, marginBottom: 0 },
  },
  delimiter: { width: '100%', border: 'none', borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
});

type Classes = ReturnType<typeof useClasses>;

const UPLOAD_URL = /^\/api\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMBED_URL = {
  youtube: /^https:\/\/(www\.)?youtube(-nocookie)?\.com\/embed\/[\w-]+([?#][^\s]*)?$/i,
  vimeo: /^https:\/\/player\.vimeo\.com\/video\/\d+([?#][^\s]*)?$/i,
} as const;
const EMBED_SERVICE_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;
const COUNTER_TYPES = new Set(['numeric', 'upper-roman', 'lower-roman', 'upper-alpha', 'lower-alpha']);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The words of inline HTML without its markup (an image's alt text). */
function plainText(html: string): string {
  if (!html) return '';
  return new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html').body.textContent?.trim() ?? '';
}

interface ListItem {
  content: string;
  meta: Record<string, unknown>;
  items: unknown[];
}

function listItem(value: unknown): ListItem {
  if (typeof value === 'string') return { content: value, meta: {}, items: [] };
  const item = record(value);
  return { content: text(item.content), meta: record(item.meta), items: Array.isArray(item.items) ? item.items : [] };
}

function List({ ordered, meta, items, depth }: { ordered: boolean; meta: Record<string, unknown>; items: unknown[]; depth: number }) {
  if (items.length === 0 || depth > 10) return null;
  const children = items.map((raw, index) => {
    const item = listItem(raw);
    return (
      <li key={index}>
        {inlineMarkup(item.content)}
        <List ordered={ordered} meta={item.meta} items={item.items} depth={depth + 1} />
      </li>
    );
  });
  if (!ordered) return <ul>{children}</ul>;
  const start = typeof meta.start === 'number' && Number.isInteger(meta.start) && meta.start >= 0 ? meta.start : undefined;
  const counter = typeof meta.counterType === 'string' && COUNTER_TYPES.has(meta.counterType) ? meta.counterType : undefined;
  return (
    <ol start={start} style={counter && counter !== 'numeric' ? { listStyleType: counter } : undefined}>
      {children}
    </ol>
  );
}

function Block({ block, classes, embedTitle }: { block: RichTextBlock; classes: Classes; embedTitle: (service: string) => string }): ReactNode {
  const data = record(block.data);
  switch (block.type) {
    case 'paragraph':
      return <p>{inlineMarkup(text(data.text))}</p>;
    case 'header': {
      const level = typeof data.level === 'number' ? Math.min(4, Math.max(2, Math.trunc(data.level))) : 2;
      const Heading = `h${level}` as 'h2' | 'h3' | 'h4';
      return <Heading>{inlineMarkup(text(data.text))}</Heading>;
    }
    case 'list':
      return <List ordered={data.style === 'ordered'} meta={record(data.meta)} items={Array.isArray(data.items) ? data.items : []} depth={1} />;
    case 'quote': {
      const caption = text(data.caption);
      return (
        <figure className={data.alignment === 'center' ? `${classes.figure} ${classes.center}` : classes.figure}>
          <blockquote className={classes.quote}>{inlineMarkup(text(data.text))}</blockquote>
          {caption && <figcaption className={classes.caption}>{inlineMarkup(caption)}</figcaption>}
        </figure>
      );
    }
    case 'delimiter':
      return <hr className={classes.delimiter} />;
    case 'image': {
      const url = text(record(data.file).url);
      if (!UPLOAD_URL.test(url)) return null;
      const caption = text(data.caption);
      return (
        <figure className={classes.figure}>
          <img className={classes.image} src={url} alt={plainText(caption)} loading="lazy" />
          {caption && <figcaption className={classes.caption}>{inlineMarkup(caption)}</figcaption>}
        </figure>
      );
    }
    case 'embed': {
      const service = data.service === 'youtube' || data.service === 'vimeo' ? data.service : null;
      const src = text(data.embed);
      if (!service || !EMBED_URL[service].test(src)) return null;
      const caption = text(data.caption);
      return (
        <figure className={classes.figure}>
          <iframe
            className={classes.embed}
            src={src}
            title={plainText(caption) || embedTitle(EMBED_SERVICE_NAMES[service])}
            loading="lazy"
            allow="encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          />
          {caption && <figcaption className={classes.caption}>{inlineMarkup(caption)}</figcaption>}
        </figure>
      );
    }
    case 'table': {
      const rows = (Array.isArray(data.content) ? data.content : []).map((row) => (Array.isArray(row) ? row.map(text) : []));
      if (rows.length === 0) return null;
      const [head, ...body] = data.withHeadings === true ? rows : [null, ...rows];
      return (
        <div className={classes.tableWrap}>
          <table className={classes.table}>
            {head && (
              <thead>
                <tr>
                  {head.map((cell, index) => (
                    <th key={index} scope="col">
                      {inlineMarkup(cell)}
                    </th>
                  ))}
                </tr>
              </thead>
            )}
            <tbody>
              {(body as string[][]).map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index}>{inlineMarkup(cell)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    case 'warning': {
      const title = text(data.title);
      const message = text(data.message);
      return (
        <div className={classes.warning} role="note">
          {title && (
            <p>
              <strong>{inlineMarkup(title)}</strong>
            </p>
          )}
          {message && <p>{inlineMarkup(message)}</p>}
        </div>
      );
    }
    default:
      return null;
  }
}

/**
 * The one renderer of stored rich text (coach bios, partner descriptions…): every allowed block as
 * React elements, inline markup from the allow-list; never `dangerouslySetInnerHTML`.
 */
export function RichTextView({
  value,
  lang,
}: {
  value: RichTextDocument | null | undefined;
  /** Its language when not the page's (`contentLang`). */ lang?: string;
}) {
  const classes = useClasses();
  const t = useT();
  const blocks = Array.isArray(value?.blocks) ? value.blocks : [];
  if (blocks.length === 0) return null;
  const embedTitle = (service: string) => t('richText.embedTitle', { service });
  return (
    <div className={classes.root} lang={lang}>
      {blocks.map((block, index) => (
        <Block key={`${index}:${block.id ?? ''}`} block={block} classes={classes} embedTitle={embedTitle} />
      ))}
    </div>
  );
}
