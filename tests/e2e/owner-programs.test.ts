import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { blockToolbarPlus } from './support/editor-js';
import { launchBrowser, newPage } from './support/browser';
import { logIn } from './support/flows';
import { expectControlsInside, expectNoControlsOverlap } from './support/layout';

// Issue 25, "owners lose work", end to end in Chromium on the demo venue: the owner edits the demo
// lesson series (it has a coach), saves, unpublishes and publishes it again while the public
// Lessons page follows; the New program dialog keeps its draft through Escape in the description
// editor's block menu and asks before a second Escape throws it away; and at 1280 and 375 px no
// control of the program dialog is cut off or lies over another.
const baseUrl = inject('baseUrl');
const SERIES = 'Beginner lesson series';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function ownerOnEventSetup(viewport?: { width: number; height: number }) {
  const opened = await newPage(browser, baseUrl, viewport);
  await opened.page.goto('/');
  await logIn(opened.page, 'owner@example.com');
  await opened.page.goto('/owner/event-setup');
  await opened.page.getByRole('heading', { level: 1, name: 'Event setup' }).waitFor();
  return opened;
}

/** The description field's editor, loaded (its first block takes the caret). */
async function descriptionEditor(dialog: Locator) {
  const description = dialog.getByRole('group', { name: /^Description \(English\)/ });
  await description.locator('.ce-paragraph[contenteditable="true"]').first().waitFor();
  return description;
}

/** Whether the public Lessons page lists the series, as a visitor sees it. */
async function listedOnLessons(page: Page) {
  // Read afresh, once the programs have come (no request for half a second).
  await page.goto('/lessons', { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'Lessons' }).waitFor();
  await page.getByText('Loading programs…').waitFor({ state: 'hidden' });
  return page.getByRole('link', { name: SERIES }).isVisible();
}

describe('the owner’s programs in Chromium', () => {
  it('edits the lesson series with its coach, saves, unpublishes and publishes it again; the Lessons page follows', async () => {
    const owner = await ownerOnEventSetup();
    const visitor = await newPage(browser, baseUrl);
    try {
      const { page } = owner;
      expect(await listedOnLessons(visitor.page)).toBe(true);

      // Opened and closed untouched: no question, it just closes (Editor.js's own save of the same words is no change).
      await page.getByRole('button', { name: `Edit ${SERIES}` }).click();
      let dialog = page.getByRole('dialog', { name: `Edit ${SERIES}` });
      await descriptionEditor(dialog);
      await expect.poll(() => dialog.getByRole('combobox', { name: /^Coach/ }).inputValue()).not.toBe('');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await page.getByRole('alertdialog').count()).toBe(0);

      await page.getByRole('button', { name: `Edit ${SERIES}` }).click();
      dialog = page.getByRole('dialog', { name: `Edit ${SERIES}` });
      await descriptionEditor(dialog);
      const level = dialog.getByRole('textbox', { name: /^Level/ });
      await level.fill('Beginner 2.0–2.5, no experience needed');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText(`${SERIES} is saved.`).waitFor();

      await page.getByRole('button', { name: `Unpublish ${SERIES}` }).click();
      await page.getByRole('button', { name: `Publish ${SERIES}` }).waitFor();
      expect(await listedOnLessons(visitor.page)).toBe(false);

      await page.getByRole('button', { name: `Publish ${SERIES}` }).click();
      await page.getByRole('button', { name: `Unpublish ${SERIES}` }).waitFor();
      expect(await listedOnLessons(visitor.page)).toBe(true);
      await visitor.page.getByRole('link', { name: SERIES }).click();
      await visitor.page.getByRole('heading', { level: 1, name: SERIES }).waitFor();
      await visitor.page.getByText('Beginner 2.0–2.5, no experience needed').first().waitFor();
    } finally {
      await owner.context.close();
      await visitor.context.close();
    }
  });

  it('New program: Escape in the description’s block menu closes only the menu; the next Escape asks, and Keep editing keeps the draft', async () => {
    const { context, page } = await ownerOnEventSetup();
    try {
      await page.getByRole('button', { name: 'New program' }).click();
      const dialog = page.getByRole('dialog', { name: 'New program' });
      const title = dialog.getByRole('textbox', { name: 'Title (English)' });
      await title.fill('Autumn drills camp');
      const description = await descriptionEditor(dialog);
      const paragraph = description.locator('.ce-paragraph[contenteditable="true"]').first();
      await paragraph.click();
      // Editor.js's block menu: the toolbox behind its + button (Tab opens it in an empty block as well).
      await (await blockToolbarPlus(description, paragraph)).click();
      const menu = description.locator('.ce-popover--opened .ce-popover__container');
      await menu.waitFor();

      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      expect(await dialog.isVisible()).toBe(true);
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      expect(await title.inputValue()).toBe('Autumn drills camp');

      await page.keyboard.press('Escape');
      const ask = page.getByRole('alertdialog', { name: 'Discard your changes?' });
      await ask.waitFor();
      const violations = await seriousAxeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      // Keep editing comes first and has the focus: the safe answer is one Enter away.
      expect(await ask.getByRole('button', { name: 'Keep editing' }).evaluate((button) => button === document.activeElement)).toBe(true);
      await ask.getByRole('button', { name: 'Keep editing' }).click();
      await ask.waitFor({ state: 'hidden' });
      await dialog.waitFor({ timeout: 5000 });
      expect(await title.inputValue()).toBe('Autumn drills camp');

      // The inline toolbar (select the words typed) closes on Escape the same way.
      const block = description.locator('.ce-paragraph[contenteditable="true"]').first();
      await block.click();
      await page.keyboard.type('Three mornings of drills');
      await block.selectText();
      const inline = description.locator('.ce-inline-toolbar .ce-popover--opened .ce-popover__container');
      await inline.waitFor();
      await page.keyboard.press('Escape');
      await inline.waitFor({ state: 'detached' });
      expect(await dialog.isVisible()).toBe(true);
      expect(await page.getByRole('alertdialog').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    it(`at ${viewport.width}×${viewport.height} no control of the program dialog is cut off or lies over another, messages shown`, async () => {
      const { context, page } = await ownerOnEventSetup(viewport);
      try {
        await page.getByRole('button', { name: 'New program' }).click();
        const dialog = page.getByRole('dialog', { name: 'New program' });
        await descriptionEditor(dialog);
        const label = `New program at ${viewport.width}`;
        await expectControlsInside(dialog, label);
        await expectNoControlsOverlap(dialog, label, '.fui-Field__validationMessage');
        // With every message showing (Save on an empty form), the fields and messages still keep apart.
        await dialog.getByRole('textbox', { name: /^Capacity/ }).fill('-1');
        await dialog.getByRole('textbox', { name: /^Max.*age/i }).fill('999');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await dialog.getByText('Enter a whole number from 1 to 500.').waitFor();
        await dialog.getByText('Enter a whole number from 0 to 120.').waitFor();
        await expectControlsInside(dialog, `${label}, with messages`);
        await expectNoControlsOverlap(dialog, `${label}, with messages`, '.fui-Field__validationMessage');
        const violations = await seriousAxeViolations(page);
        expect(violations, describeViolations(violations)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
