import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { blockToolbarPlus } from './support/editor-js';
import { launchBrowser, newPage } from './support/browser';
import { logIn } from './support/flows';

// Issue 14 end to end in Chromium: the owner writes a coach's bio in Editor.js (a header, a list and
// a link), uploads a photo and publishes; a visitor reads it on /coaches without downloading the editor.
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A small real PNG, with nothing personal in it. */
const photo = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#2e7d5b' } })
    .png()
    .toBuffer();

/**
 * Turns the empty last block into `tool` through Editor.js's toolbox, as a mouse user does: point at
 * the block (Editor.js shows its toolbar for the block under the pointer, and hides it while one
 * types), then press its + button and pick the tool.
 */
async function convertEmptyBlock(page: Page, editor: Locator, tool: string) {
  // The dialog holds an editor per language: the block and its + button are this editor's.
  const block = editor.locator('.ce-block').last();
  const plus = await blockToolbarPlus(editor, block);
  await plus.click();
  const item = page.locator('.ce-popover--opened .ce-popover-item', { hasText: tool }).first();
  await item.waitFor();
  await item.click();
}

describe('rich content in Chromium', () => {
  it('the owner writes a coach with a header, a list, a link and a photo; a visitor reads it on /coaches without the editor', async () => {
    const name = `Ada Coach ${Date.now()}`;
    const owner = await newPage(browser, baseUrl);
    const visitor = await newPage(browser, baseUrl);
    try {
      const page = owner.page;
      await page.goto('/');
      await logIn(page, 'owner@example.com');
      await page.goto('/owner/event-setup');
      await page.getByRole('tab', { name: 'Coaches' }).click();
      await page.getByRole('button', { name: 'Add a coach' }).click();
      const dialog = page.getByRole('dialog', { name: 'New coach' });
      await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
      await dialog.getByRole('textbox', { name: 'Tagline (English)' }).fill('Resets, drops and doubles positioning');
      await dialog.getByRole('textbox', { name: /^Languages/ }).fill('English, French');
      // The Upload button opens the browser's file chooser (its own input stays hidden).
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('group', { name: 'Photo' }).getByRole('button', { name: 'Upload a picture' }).click();
      await (await chooser).setFiles({ name: 'ada.png', mimeType: 'image/png', buffer: await photo() });
      // If the picture never shows, say what the dialog said instead (an upload refusal, a lost name).
      await dialog
        .getByRole('img', { name })
        .waitFor()
        .catch(async (error: Error) => {
          throw new Error(`${error.message}\nThe dialog read: ${await dialog.innerText().catch(() => '(gone)')}`);
        });

      // Editor.js: the field's group holds the editor (the English bio; the French one sits beside it); its first block takes the caret.
      const bio = dialog.getByRole('group', { name: 'Bio (English)' });
      const firstBlock = bio.locator('.ce-paragraph[contenteditable="true"]').first();
      await firstBlock.waitFor();
      await firstBlock.click();
      await convertEmptyBlock(page, bio, 'Heading');
      await page.keyboard.type('About Ada');
      await page.keyboard.press('Enter');
      await convertEmptyBlock(page, bio, 'Unordered List');
      // Lists here are ordered or unordered only: the toolbox offers no checklist.
      expect(await page.locator('.ce-popover-item').allInnerTexts()).not.toContain('Checklist');
      await page.keyboard.type('Third-shot drops');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Stacking in doubles');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter'); // an empty item ends the list with a paragraph
      await page.keyboard.type('Read more on her club page');
      // Select "her club page" and make it a link through the inline toolbar.
      for (let i = 0; i < 'her club page'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
      const linkButton = page.locator('.ce-inline-toolbar [data-item-name="link"], .ce-inline-toolbar .ce-inline-tool--link').first();
      await linkButton.waitFor();
      await linkButton.click();
      const linkInput = page.locator('.ce-inline-tool-input').first();
      await linkInput.waitFor();
      await linkInput.fill('https://example.org/club');
      await linkInput.press('Enter');

      await dialog.getByRole('checkbox', { name: /^Published/ }).check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('listitem', { name }).getByText('Published', { exact: true }).waitFor();

      // The visitor's page: the bio rendered by the app, and no Editor.js chunk on the wire.
      const scripts: string[] = [];
      visitor.page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await visitor.page.goto('/coaches');
      const card = visitor.page.locator('[aria-labelledby]').filter({ has: visitor.page.getByRole('heading', { level: 2, name, exact: true }) });
      await card.waitFor();
      await card.getByRole('heading', { name: 'About Ada' }).waitFor();
      const items = card.getByRole('listitem');
      await expect.poll(() => items.allInnerTexts()).toEqual(expect.arrayContaining(['Third-shot drops', 'Stacking in doubles']));
      const link = card.getByRole('link', { name: 'her club page' });
      expect(await link.getAttribute('href')).toBe('https://example.org/club');
      const img = card.getByRole('img', { name });
      const src = await img.getAttribute('src');
      expect(src).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
      // The photo is served re-encoded as WebP, cached for good.
      const served = await visitor.page.request.get(src!);
      expect(served.headers()['content-type']).toBe('image/webp');
      expect(served.headers()['cache-control']).toContain('immutable');
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((path) => /editorjs/i.test(path))).toEqual([]);
      const violations = await seriousAxeViolations(visitor.page);
      expect(violations, describeViolations(violations)).toEqual([]);
    } finally {
      await owner.context.close();
      await visitor.context.close();
    }
  });

  it('on a 375 px phone, /coaches and /partners fit the screen', async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 375, height: 740 });
    try {
      for (const path of ['/coaches', '/partners']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.locator('main [aria-labelledby]').first().waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      }
    } finally {
      await context.close();
    }
  });
});
