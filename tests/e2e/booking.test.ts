import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { createMemberAccount, logIn } from './support/flows';

// Court booking with the local test checkout, in Chromium: pay, see it in Account, cancel with a
// refund; a cancelled checkout frees the court; a held court never shows as free to anyone else.
// Each test uses its own hour tomorrow (the pay-and-cancel test the day after, beyond the cancellation
// cutoff at any time of day); the live availability test takes court 3 at 3 p.m. tomorrow.
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const cell = (page: Page, court: number, hour: string) => page.getByRole('button', { name: new RegExp(`^Court ${court}, ${hour.replace(/\./g, '\\.')} `) });

/** Book Court `daysAhead` days from today (tomorrow by default). */
async function openDay(page: Page, daysAhead = 1) {
  await page.goto('/bookings');
  for (let day = 0; day < daysAhead; day += 1) await page.getByRole('button', { name: 'Next day' }).click();
  await page.getByRole('table').first().waitFor();
}

async function holdCourt(page: Page, court: number, hour: string, daysAhead = 1) {
  await openDay(page, daysAhead);
  await cell(page, court, hour).click();
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await page.waitForURL(/\/api\/payments\/local\/checkout\//);
  await page
    .getByText(/test mode/i)
    .first()
    .waitFor();
}

describe('booking a court in Chromium', () => {
  it('books, pays at the test checkout, finds the booking in Account and cancels it with a refund', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    try {
      const member = await createMemberAccount(baseUrl, 'booker');
      await page.goto('/');
      await logIn(page, member.email, member.password);
      // The day after tomorrow: more than the 24-hour cancellation cutoff away at any time of day.
      await holdCourt(page, 2, '10:00 a.m.', 2);
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.waitForURL(/\/redirect\/checkout-success\?session_id=/);
      await page.getByRole('heading', { level: 1, name: 'Payment received' }).waitFor();
      await page.getByRole('heading', { level: 2, name: /^Order \d+$/ }).waitFor();

      await page.goto('/account');
      const cancel = page.getByRole('button', { name: /^Cancel: Court 2, / });
      await cancel.waitFor();
      await cancel.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Cancelling now gives a full refund of $33.90.').waitFor();
      await dialog.getByRole('button', { name: 'Cancel booking' }).click();
      await dialog.getByText('Your booking is cancelled. A refund of $33.90 is on its way.').waitFor();
    } finally {
      await context.close();
    }
  });

  it('live: a court someone books disappears from another browser showing the same day, without a reload', async () => {
    const booker = await newPage(browser, baseUrl);
    const watcher = await newPage(browser, baseUrl);
    try {
      const member = await createMemberAccount(baseUrl, 'live');
      await watcher.page.goto('/');
      await openDay(watcher.page);
      const watched = cell(watcher.page, 3, '3:00 p.m.');
      expect((await watched.getAttribute('aria-label')) ?? '').toMatch(/, available$/);
      let reloaded = false;
      watcher.page.on('framenavigated', (frame) => {
        if (frame === watcher.page.mainFrame()) reloaded = true;
      });

      await booker.page.goto('/');
      await logIn(booker.page, member.email, member.password);
      await holdCourt(booker.page, 3, '3:00 p.m.');

      await expect.poll(async () => (await watched.getAttribute('aria-label')) ?? '', { timeout: 5_000, interval: 100 }).toMatch(/, unavailable$/);
      expect(await watched.isDisabled()).toBe(true);
      expect(reloaded).toBe(false);
    } finally {
      await booker.context.close();
      await watcher.context.close();
    }
  });

  it('frees the court when the checkout is cancelled, for the next member to book', async () => {
    const first = await newPage(browser, baseUrl);
    const second = await newPage(browser, baseUrl);
    try {
      const a = await createMemberAccount(baseUrl, 'canceller');
      const b = await createMemberAccount(baseUrl, 'next');
      await first.page.goto('/');
      await logIn(first.page, a.email, a.password);
      await holdCourt(first.page, 3, '11:00 a.m.');
      await first.page.getByRole('button', { name: 'Cancel' }).click();
      await first.page.waitForURL(/\/redirect\/checkout-cancel\?session_id=/);
      await first.page.getByRole('heading', { level: 1, name: 'Payment cancelled' }).waitFor();

      await second.page.goto('/');
      await logIn(second.page, b.email, b.password);
      await openDay(second.page);
      await expect.poll(async () => (await cell(second.page, 3, '11:00 a.m.').getAttribute('aria-label')) ?? '').toMatch(/available$/);
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });

  it('never shows a court held by someone at checkout as free to another member', async () => {
    const first = await newPage(browser, baseUrl);
    const second = await newPage(browser, baseUrl);
    try {
      const a = await createMemberAccount(baseUrl, 'holder');
      const b = await createMemberAccount(baseUrl, 'watcher');
      await first.page.goto('/');
      await logIn(first.page, a.email, a.password);
      await holdCourt(first.page, 1, '12:00 p.m.');

      await second.page.goto('/');
      await logIn(second.page, b.email, b.password);
      await openDay(second.page);
      const label = (await cell(second.page, 1, '12:00 p.m.').getAttribute('aria-label')) ?? '';
      expect(label).toMatch(/unavailable$/);
      expect(await cell(second.page, 1, '12:00 p.m.').isDisabled()).toBe(true);
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });

  it('on a 375 px phone, once a slot is chosen, Confirm and pay is on screen without scrolling', async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 375, height: 667 });
    try {
      const member = await createMemberAccount(baseUrl, 'phone');
      await page.goto('/');
      await logIn(page, member.email, member.password);
      // A phone gets the list of hours with their free courts, not the table.
      await page.goto('/bookings');
      await page.getByRole('button', { name: 'Next day' }).click();
      await page.getByRole('button', { name: /^Book court 1 from 3:00 p\.m\. / }).click();
      const bar = page.getByRole('region', { name: 'Booking summary' });
      await bar.waitFor();
      const confirm = page.getByRole('button', { name: 'Confirm and pay' });
      expect(await confirm.count()).toBe(1);
      const box = (await confirm.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(667);
      // Nothing lies over it: the point at its centre is the button itself.
      const onTop = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(onTop).toBe('Confirm and pay');
      // The booking panel itself is still below the screen: the sticky bar is what brings the button up.
      expect((await page.getByRole('group', { name: 'Your booking' }).boundingBox())!.y).toBeGreaterThan(667);
      await bar.getByText(/Total \$/).waitFor();
      await confirm.click();
      await page.waitForURL(/\/api\/payments\/local\/checkout\//);
    } finally {
      await context.close();
    }
  });

  it('a member releases a held booking from Account and the court is free for another member at once', async () => {
    const first = await newPage(browser, baseUrl);
    const second = await newPage(browser, baseUrl);
    try {
      const a = await createMemberAccount(baseUrl, 'releaser');
      const b = await createMemberAccount(baseUrl, 'taker');
      await first.page.goto('/');
      await logIn(first.page, a.email, a.password);
      await holdCourt(first.page, 2, '4:00 p.m.');

      await first.page.goto('/account');
      const release = first.page.getByRole('button', { name: /^Release: Court 2, / });
      await release.waitFor();
      await release.click();
      const dialog = first.page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Release booking' }).click();
      await dialog.waitFor({ state: 'detached' });
      await first.page.getByRole('button', { name: /^Release: Court 2, / }).waitFor({ state: 'detached' });

      await second.page.goto('/');
      await logIn(second.page, b.email, b.password);
      await openDay(second.page);
      expect((await cell(second.page, 2, '4:00 p.m.').getAttribute('aria-label')) ?? '').toMatch(/available$/);
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });
});
