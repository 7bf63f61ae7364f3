import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/** What a person can operate: the elements a dialog's layout must keep whole and in reach. */
const CONTROLS = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="combobox"]',
  '[role="switch"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * Where elements of `container` fall outside it: for each (the container's controls, or the
 * `selector` given) that is rendered, first whether it passes the container's left or right edge as
 * laid out (a dialog never scrolls sideways, so that part is cut off), then, once scrolled to
 * vertically, whether it still passes an edge. Also whether the container passes the screen's sides.
 */
async function outsideOf(container: Locator, selector: string): Promise<string[]> {
  return container.evaluate((root, selector) => {
    const problems: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${((element as HTMLElement).innerText || element.getAttribute('aria-label') || (element as HTMLInputElement).value || '').trim().slice(0, 50)}"`;
    const rendered = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.display !== 'none' && style.visibility !== 'hidden' && box.width > 0 && box.height > 0;
    };
    const bounds = root.getBoundingClientRect();
    if (bounds.left < -1 || bounds.right > window.innerWidth + 1)
      problems.push(`the container passes the screen's side (${Math.round(bounds.left)} to ${Math.round(bounds.right)} of ${window.innerWidth})`);
    // Fluent's focus manager (tabster) adds hidden <i tabindex=0 data-tabster-dummy> sentinels: never seen, never operated.
    const elements = [...root.querySelectorAll(selector)].filter((element) => !element.closest('[data-tabster-dummy]') && rendered(element));
    for (const element of elements) {
      const box = element.getBoundingClientRect();
      if (box.left < bounds.left - 1 || box.right > bounds.right + 1) {
        problems.push(
          `${name(element)} passes the side: ${Math.round(box.left)} to ${Math.round(box.right)}, the container ${Math.round(bounds.left)} to ${Math.round(bounds.right)}`,
        );
        continue;
      }
      element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const shown = element.getBoundingClientRect();
      const now = root.getBoundingClientRect();
      if (shown.top < now.top - 1 || shown.bottom > now.bottom + 1 || shown.left < now.left - 1 || shown.right > now.right + 1) {
        problems.push(
          `${name(element)} is not wholly inside once scrolled to: ${Math.round(shown.top)} to ${Math.round(shown.bottom)}, the container ${Math.round(now.top)} to ${Math.round(now.bottom)}`,
        );
      }
    }
    return problems;
  }, selector);
}

/**
 * Every control of a dialog (buttons, links, fields, tabs…) lies inside the dialog's box: none is
 * cut off at a side, and each is wholly inside once scrolled to. `label` names the case in the failure.
 */
export async function expectControlsInside(dialog: Locator, label = 'dialog') {
  expect(await dialog.isVisible(), `${label}: the dialog is shown`).toBe(true);
  expect(await outsideOf(dialog, CONTROLS), `${label}: controls outside the dialog`).toEqual([]);
}

/** `element` (a message, a warning) is shown and lies wholly inside `dialog` once scrolled to. */
export async function expectShownInside(dialog: Locator, element: Locator, label = 'dialog') {
  expect(await element.isVisible(), `${label}: ${String(element)} is shown`).toBe(true);
  const marker = `data-shown-inside-${Math.random().toString(36).slice(2)}`;
  await element.evaluate((node, marker) => node.setAttribute(marker, ''), marker);
  try {
    expect(await outsideOf(dialog, `[${marker}]`), `${label}: ${String(element)} outside the dialog`).toEqual([]);
  } finally {
    await element.evaluate((node, marker) => node.removeAttribute(marker), marker);
  }
}

/**
 * No two controls of `container` cover each other (issue 25: the program dialog's price inputs ran
 * over each other and their messages): for every pair of rendered controls (and of the elements
 * `also` selects, such as fields' messages) where neither holds the other, their boxes share no
 * area. A control and its own label are one thing and not compared.
 */
export async function expectNoControlsOverlap(container: Locator, label = 'dialog', also?: string) {
  const overlaps = await container.evaluate(
    (root, selector) => {
      const name = (element: Element) =>
        `${element.tagName.toLowerCase()} "${((element as HTMLElement).innerText || element.getAttribute('aria-label') || element.id || '').trim().slice(0, 40)}"`;
      const boxes = [...root.querySelectorAll(selector)]
        .filter((element) => !element.closest('[data-tabster-dummy]'))
        .map((element) => ({ element, box: element.getBoundingClientRect(), style: getComputedStyle(element) }))
        .filter(({ box, style }) => style.display !== 'none' && style.visibility !== 'hidden' && box.width > 0 && box.height > 0);
      const found: string[] = [];
      boxes.forEach((a, i) => {
        for (const b of boxes.slice(i + 1)) {
          if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
          // A checkbox's or radio's input lies over its own indicator, inside the same label.
          if (a.element.closest('label') && a.element.closest('label') === b.element.closest('label')) continue;
          const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
          const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
          if (width > 1 && height > 1) found.push(`${name(a.element)} and ${name(b.element)} overlap by ${Math.round(width)}×${Math.round(height)} px`);
        }
      });
      return found;
    },
    also ? `${CONTROLS}, ${also}` : CONTROLS,
  );
  expect(overlaps, `${label}: controls over each other`).toEqual([]);
}
