import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Points at `block` until Editor.js shows its toolbar, as a mouse user does, and answers the + button.
 * Editor.js shows the toolbar for the block under the pointer (on mousemove) and hides it while one
 * types, so a click that lands where the pointer already is may leave it hidden: each try moves the
 * pointer onto the block again.
 */
export async function blockToolbarPlus(editor: Locator, block: Locator): Promise<Locator> {
  const plus = editor.locator('.ce-toolbar__plus');
  await expect
    .poll(
      async () => {
        await editor.page().mouse.move(0, 0);
        await block.hover({ position: { x: 24, y: 8 } });
        return plus.isVisible();
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return plus;
}
