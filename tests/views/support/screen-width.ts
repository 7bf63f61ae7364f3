import { vi } from 'vitest';

/** Whether a simple media query ("(max-width: 719px)", "(min-width: 960px)", both joined by "and") holds at this width. */
function holds(query: string, width: number): boolean {
  const parts = [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)];
  return parts.length > 0 && parts.every(([, edge, px]) => (edge === 'min' ? width >= Number(px) : width <= Number(px)));
}

/**
 * jsdom has no screen: its matchMedia (tests/views/setup.ts) matches nothing. This answers width
 * queries as a window `width` px wide would, for screens that render a different structure on a
 * phone (useMediaQuery). CSS media queries are another matter: jsdom applies none of them, so
 * styles always read as the narrow (mobile-first) base. Undo with `vi.restoreAllMocks()`.
 */
export function pretendScreenWidth(width: number) {
  return vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => staticMediaQueryList(query, holds(query, width)));
}

/** A media query list that answers `matches` and never changes (jsdom has none of its own). */
export function staticMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList;
}
