import { createElement, Fragment, type ReactNode } from 'react';
import type { InlineTag } from '@machines/shared';

/** Tags the renderer turns into elements; `strong` and `em` are drawn as `b` and `i`. */
const ELEMENT_OF: Record<string, Exclude<InlineTag, 'br' | 'a'> | undefined> = {
  b: 'b',
  strong: 'b',
  i: 'i',
  em: 'i',
  u: 'u',
  mark: 'mark',
};

/**
 * A link may go to an https address, an e-mail, a phone number or a path on this site (the server's
 * sanitiser allows the same); never `javascript:`, `data:`, `http:` or a protocol-relative `//host`.
 */
function isAllowedHref(href: string): boolean {
  const value = href.trim();
  return /^https:\/\/[^\s/\\]+[^\s]*$/i.test(value) || /^mailto:[^\s]+$/i.test(value) || /^tel:[+\d\s().-]+$/i.test(value) || /^\/(?![/\\])[^\s]*$/.test(value);
}

function toNodes(nodes: NodeListOf<ChildNode>, keyPrefix: string): ReactNode[] {
  const result: ReactNode[] = [];
  nodes.forEach((node, index) => {
    const key = `${keyPrefix}${index}`;
    if (node.nodeType === Node.TEXT_NODE) {
      if (node.textContent) result.push(node.textContent);
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    // Scripts, styles and the like go with their content; any other unknown tag keeps its words.
    if (tag === 'script' || tag === 'style' || tag === 'template' || tag === 'iframe' || tag === 'object' || tag === 'noscript') return;
    const children = toNodes(element.childNodes, `${key}.`);
    if (tag === 'br') {
      result.push(createElement('br', { key }));
    } else if (tag === 'a') {
      const href = element.getAttribute('href');
      result.push(
        href !== null && isAllowedHref(href) ? createElement('a', { key, href: href.trim() }, ...children) : createElement(Fragment, { key }, ...children),
      );
    } else if (ELEMENT_OF[tag]) {
      result.push(createElement(ELEMENT_OF[tag], { key }, ...children));
    } else {
      result.push(createElement(Fragment, { key }, ...children));
    }
  });
  return result;
}

/**
 * Inline HTML from a stored document as React elements from the allow-list (b, i, u, mark, br, and
 * links with an allowed address); everything else becomes its text. Parsed by DOMParser into an
 * inert document, so nothing in it runs or loads.
 */
export function inlineMarkup(html: string): ReactNode[] {
  if (!html) return [];
  if (!/[<&]/.test(html)) return [html];
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  return toNodes(parsed.body.childNodes, 'm');
}
