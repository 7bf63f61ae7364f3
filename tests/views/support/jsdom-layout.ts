/**
 * jsdom has no layout: every offsetParent is null and <body> measures 0×0, so tabster (Fluent's
 * focus manager) finds nothing focusable in a Dialog opened by a click, focuses the surface, never
 * activates its modalizer, and marks the dialog itself aria-hidden. Browsers do not. Give elements
 * the layout facts tabster reads, as a browser would for anything not display:none.
 */
function isRendered(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (getComputedStyle(node).display === 'none') return false;
  }
  return true;
}

export function installJsdomLayout() {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this === document.body || !isRendered(this) ? null : (this.parentElement ?? document.body);
    },
  });
  document.body.getBoundingClientRect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 1280, bottom: 800, width: 1280, height: 800, toJSON: () => ({}) });
}
