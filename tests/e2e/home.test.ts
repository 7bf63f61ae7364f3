import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { logIn } from './support/flows';

// Issue 25: the home page shows what is on, on the demo venue (a drop-in every day, programs weeks
// ahead, courts open every day): free court hours, drop-ins with spots today and tomorrow, the next
// programs, each one tap from booking; the pre-rendered page does not move when the section arrives.
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const whatsOn = (page: Page) => page.getByRole('region', { name: 'What’s on' });
const hourLinks = (page: Page) =>
  whatsOn(page)
    .getByRole('region', { name: 'Free courts' })
    .getByRole('link', { name: /^Book a court (today|tomorrow) at / });
const dropInLinks = (page: Page) =>
  whatsOn(page)
    .getByRole('region', { name: 'Drop-ins today and tomorrow' })
    .getByRole('link', { name: /(Register|Registration opens .*)$/ });
const programLinks = (page: Page) =>
  whatsOn(page)
    .getByRole('region', { name: 'Coming up' })
    .getByRole('link', { name: /Details$/ });

describe.each([
  { label: 'desktop', viewport: { width: 1280, height: 800 } },
  { label: 'a small laptop (1024 px)', viewport: { width: 1024, height: 768 } },
  { label: 'phone (375 px)', viewport: { width: 375, height: 740 } },
])('home: what is on, on $label', ({ viewport }) => {
  it('shows a free hour, a drop-in and a program, without moving the pre-rendered page, and nothing serious for axe', async () => {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    try {
      // Hold the answer back, to see the page as it paints first.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/whats-on', async (route) => {
        await held;
        await route.continue();
      });
      // Chromium's layout-shift entries that moved this section or anything after it, summed as
      // Cumulative Layout Shift counts them (the header settling as the web font arrives is not its doing).
      await page.addInitScript(() => {
        const page = window as unknown as { layoutShift: number };
        page.layoutShift = 0;
        const sectionOrAfter = (node: Node | null) => {
          const section = document.getElementById('whats-on-heading')?.closest('section');
          if (!node?.isConnected || !section) return false;
          return section.contains(node) || (section.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] })[]) {
            if (!entry.hadRecentInput && entry.sources.some((source) => sectionOrAfter(source.node))) page.layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/');
      await whatsOn(page).getByLabel('Loading what’s on').first().waitFor();
      const hours = page.getByRole('heading', { level: 2, name: 'Opening hours' });
      const before = await hours.boundingBox();
      release();

      await hourLinks(page).first().waitFor();
      expect(await dropInLinks(page).count()).toBeGreaterThan(0);
      expect(await programLinks(page).count()).toBeGreaterThan(0);
      // The section came in the room the first paint kept for it: nothing on screen moved.
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);
      // On a wide screen the cards sit side by side in their reserved height: what follows stays put too.
      if (viewport.width >= 1200) expect(await hours.boundingBox()).toEqual(before);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const violations = await seriousAxeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('home: what is on, one tap from booking', () => {
  it('a drop-in opens its registration; a free hour opens Book Court on that hour', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    try {
      await page.goto('/');
      await logIn(page, 'member@example.com');
      const dropIn = dropInLinks(page)
        .filter({ hasText: /Register$/ })
        .first();
      await dropIn.waitFor();
      const href = await dropIn.getAttribute('href');
      expect(href).toMatch(/^\/drop-in\?session=\d+$/);
      await dropIn.click();
      await page.waitForURL(`**${href}`);
      const dialog = page.getByRole('dialog', { name: /^Register for / });
      await dialog.waitFor();
      expect(await dialog.getByRole('checkbox').count()).toBeGreaterThan(0);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });

      await page.goto('/');
      const hour = hourLinks(page).first();
      await hour.waitFor();
      const [, when] = /^Book a court (?:today|tomorrow) at (.+): \d+ courts? free$/.exec((await hour.getAttribute('aria-label')) ?? '') ?? [];
      await hour.click();
      await page.waitForURL(/\/bookings\?date=\d{4}-\d{2}-\d{2}&start=\d{2}:\d{2}$/);
      const booking = page.getByRole('group', { name: 'Your booking' });
      await booking.waitFor();
      expect(await booking.innerText()).toContain(`${when} to `);
      await page.getByRole('button', { name: 'Confirm and pay' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('home: a page drawn in another language than the visitor’s stored choice', () => {
  it('is drawn again in the stored language, without a hydration error', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    try {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      // The server draws French (its cookie), the visitor's stored choice is English.
      await context.addCookies([{ name: 'courtside_locale', value: 'fr-CA', url: baseUrl }]);
      await page.addInitScript(() => window.localStorage.setItem('courtside.locale', 'en-CA'));
      const served = await (await page.request.get('/')).text();
      expect(served).toMatch(/<html lang="fr-CA"/);
      await page.goto('/');
      await whatsOn(page).waitFor();
      await hourLinks(page).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-CA');
      expect(errors.filter((message) => /Minified React error #418|hydrat/i.test(message))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
