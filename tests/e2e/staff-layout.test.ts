import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { createMemberAccount, logIn } from './support/flows';

// Issue 25 in Chromium: the staff's bar and pages on a 375 px phone (the bar one compact row, the
// overview, drop-in setup and event setup with nothing wider than the screen and their actions on
// it), and the header in French on one row at 1280 and 1024 px, as high as the English one.
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { width: 375, height: 740 };

/** Nothing wider than the screen, and every control of the page's main part that is shown lies within the screen's width. */
async function fitsTheScreen(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push(`the page is ${document.documentElement.scrollWidth}px wide`);
    for (const control of document.querySelectorAll<HTMLElement>('main button, main a[href], main [role="tab"]')) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      if (box.left < 0 || box.right > window.innerWidth)
        problems.push(`"${control.innerText.trim().slice(0, 40)}" runs from ${Math.round(box.left)} to ${Math.round(box.right)}px`);
    }
    return problems;
  });
}

/** The control is shown and lies within the screen's width (it may be further down the page). */
async function expectOnScreen(page: Page, control: ReturnType<Page['getByRole']>) {
  await control.waitFor();
  const box = (await control.boundingBox())!;
  const width = await page.evaluate(() => window.innerWidth);
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(width);
}

/** No serious or critical axe finding on the page as it stands. */
async function expectAccessible(page: Page, name: string) {
  const violations = await seriousAxeViolations(page);
  expect(violations, `${name}: ${describeViolations(violations)}`).toEqual([]);
}

/** Opens a staff page through the staff bar's menu, as a phone's user would. */
async function openStaffPage(page: Page, name: string) {
  const bar = page.getByTestId('staff-nav');
  await bar.getByRole('button', { name: 'Staff pages' }).click();
  await bar.getByRole('link', { name }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

async function staffBarHeight(page: Page) {
  return (await page.getByTestId('staff-nav').boundingBox())!.height;
}

describe('staff pages on a 375 px phone', () => {
  it('an admin: a one-row staff bar, and the bookings overview as hour cards with their actions on the screen', async () => {
    const { context, page } = await newPage(browser, baseUrl, PHONE);
    try {
      await page.goto('/');
      await logIn(page, 'admin@example.com');
      expect(await staffBarHeight(page)).toBeLessThanOrEqual(64);
      await openStaffPage(page, 'Bookings overview');
      const hours = page.getByRole('list', { name: /hour by hour$/ });
      await hours.waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
      await expectOnScreen(page, page.getByRole('button', { name: 'Book', exact: true }));
      await expectOnScreen(page, hours.getByRole('button', { name: /^Court 1 · / }).first());
      expect(await fitsTheScreen(page)).toEqual([]);
      expect(await staffBarHeight(page)).toBeLessThanOrEqual(64);
    } finally {
      await context.close();
    }
  });

  it('the owner: the bar stays one row, and the overview, drop-in setup and event setup fit with their actions', async () => {
    const { context, page } = await newPage(browser, baseUrl, PHONE);
    try {
      await page.goto('/');
      await logIn(page, 'owner@example.com');
      expect(await staffBarHeight(page)).toBeLessThanOrEqual(64);

      await openStaffPage(page, 'Bookings overview');
      await page.getByRole('list', { name: /hour by hour$/ }).waitFor();
      expect(await fitsTheScreen(page)).toEqual([]);
      await expectAccessible(page, 'Bookings overview');

      await openStaffPage(page, 'Drop-in setup');
      const templates = page.getByRole('table', { name: 'Drop-in sessions held every week' });
      await templates.waitFor();
      await expectOnScreen(page, page.getByRole('button', { name: 'Add a template' }));
      await expectOnScreen(page, templates.getByRole('button', { name: /^Edit / }).first());
      await expectOnScreen(page, templates.getByRole('button', { name: /^Delete / }).first());
      expect(await fitsTheScreen(page)).toEqual([]);
      await expectAccessible(page, 'Drop-in setup');

      await openStaffPage(page, 'Event setup');
      const programs = page.getByRole('table', { name: /newest first/ });
      await programs.waitFor();
      const first = programs.getByRole('row').nth(1);
      for (const action of [/^Edit /, /^Duplicate /, /^Registrations for /]) await expectOnScreen(page, first.getByRole('button', { name: action }));
      expect(await fitsTheScreen(page)).toEqual([]);
      await expectAccessible(page, 'Event setup');
      expect(await staffBarHeight(page)).toBeLessThanOrEqual(64);
    } finally {
      await context.close();
    }
  });
});

describe('the header in French', () => {
  it('stays one row at 1280 and 1024 px, as high as the English one, "Se déconnecter" on one line', async () => {
    const { email, password } = await createMemberAccount(baseUrl, 'header');
    const { context, page } = await newPage(browser, baseUrl, { width: 1280, height: 800 });
    const header = page.locator('header').first();
    /** The header's height and the tops of its entries and buttons: one row when they share a line. */
    const measure = () =>
      header.evaluate((element) => ({
        height: element.getBoundingClientRect().height,
        // Middles more than 8 px apart start another row.
        rows: [...element.querySelectorAll<HTMLElement>('nav li, button')]
          .filter((item) => item.getClientRects().length > 0)
          .map((item) => item.getBoundingClientRect().top + item.getBoundingClientRect().height / 2)
          .sort((a, b) => a - b)
          .filter((middle, i, middles) => i === 0 || middle - middles[i - 1] > 8).length,
      }));
    try {
      await page.goto('/');
      await logIn(page, email, password);
      const english: Record<number, { height: number; logOut: number }> = {};
      for (const width of [1280, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        english[width] = { height: (await measure()).height, logOut: (await page.getByRole('button', { name: 'Log out' }).boundingBox())!.height };
      }

      await page.getByRole('button', { name: 'Français' }).click();
      await page.getByRole('button', { name: 'Se déconnecter' }).waitFor();
      for (const width of [1280, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        const french = await measure();
        expect(french.height, `header at ${width} px`).toBe(english[width].height);
        expect(french.rows, `rows of the header at ${width} px`).toBe(1);
        expect((await page.getByRole('button', { name: 'Se déconnecter' }).boundingBox())!.height, `"Se déconnecter" at ${width} px`).toBe(
          english[width].logOut,
        );
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }

      // The entries that give way at 1024 px are under "Plus".
      await page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: 'Plus' }).click();
      await page.getByRole('link', { name: 'Entraîneurs' }).click();
      await page.getByRole('heading', { level: 1, name: 'Entraîneurs' }).waitFor();
    } finally {
      // This account's language is kept on its profile; it is this test's own, so nothing else sees it.
      await context.close();
    }
  });
});
