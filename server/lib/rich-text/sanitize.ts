import sanitizeHtml from 'sanitize-html';

/** The inline markup a preset's text may carry (`br` always: Editor.js writes it for line breaks). */
export type InlineTag = 'b' | 'i' | 'a' | 'u' | 'mark' | 'br';

/**
 * A link may go to an https address, an e-mail, a phone number or a path on this site; never
 * `javascript:`, `data:`, `http:`, a protocol-relative `//host` or a page-relative path.
 */
function isAllowedHref(href: string): boolean {
  const value = href.trim();
  return /^https:\/\/[^\s/\\]+[^\s]*$/i.test(value) || /^mailto:[^\s]+$/i.test(value) || /^tel:[+\d\s().-]+$/i.test(value) || /^\/(?![/\\])[^\s]*$/.test(value);
}

const cache = new Map<string, sanitizeHtml.IOptions>();

function optionsFor(tags: readonly InlineTag[]): sanitizeHtml.IOptions {
  const key = [...tags].sort().join(',');
  const known = cache.get(key);
  if (known) return known;
  const options: sanitizeHtml.IOptions = {
    allowedTags: [...tags],
    allowedAttributes: tags.includes('a') ? { a: ['href'] } : {},
    allowedSchemes: ['https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      strong: 'b',
      em: 'i',
      // A link whose address is not allowed becomes a bare <a> (unwrapped below): renaming it to an
      // unknown tag made sanitize-html close the next element with that name.
      a: (_tagName, attribs): sanitizeHtml.Tag =>
        typeof attribs.href === 'string' && isAllowedHref(attribs.href)
          ? { tagName: 'a', attribs: { href: attribs.href.trim() } }
          : { tagName: 'a', attribs: {} },
    },
  };
  cache.set(key, options);
  return options;
}

/**
 * Inline HTML from the editor, cut down to the allow-list: scripts and styles go with their content,
 * other tags are unwrapped (their text stays), attributes other than a link's `href` are dropped,
 * and text is re-escaped so `&amp;` and `&lt;` stay entities.
 */
export function sanitizeInline(html: string, tags: readonly InlineTag[]): string {
  // Links cannot nest, so each bare <a> closes at the next </a>: its words stay, the link goes.
  return sanitizeHtml(html, optionsFor(tags)).replace(/<a>([\s\S]*?)<\/a>/g, '$1');
}
