import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { createMemberAccount, logIn, logOut, payAtTestCheckout, venueDate } from './support/flows';

// Issue 16 end to end in Chromium, on the demo venue (Ontario, HST 13 %): the owner writes a camp with
// a rich description and publishes it, and a visitor reads it on /camps; a parent arriving at the demo
// camp's page with ?showRegisterOnLoad=true logs in, the registration opens by itself, and they
// register two children in one checkout; both show on Account.
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The demo camp's id, as a visitor finds it. */
async function demoCampId(): Promise<number> {
  const response = await fetch(`${baseUrl}/api/programs?kind=camp`);
  const { items } = (await response.json()) as { items: { id: number; title: string }[] };
  const camp = items.find((item) => item.title === 'Junior spring camp');
  expect(camp).toBeDefined();
  return camp!.id;
}

/** Adds a child through the API with the logged-in browser's cookies (the Family form has its own e2e). */
async function addChild(context: BrowserContext, page: Page, firstName: string, birthday: string) {
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
  const response = await page.request.post('/api/household/members', {
    headers: { 'x-xsrf-token': xsrf },
    data: { firstName, lastName: 'Camper', birthday, relationship: 'child', guardianConsent: true },
  });
  expect(response.status(), await response.text()).toBe(201);
}

describe('camps, lessons and events in Chromium', () => {
  it('the owner writes a camp with a rich description and publishes it; a visitor finds it on /camps and reads it', async () => {
    const title = `Summer skills camp ${Date.now()}`;
    const owner = await newPage(browser, baseUrl);
    const visitor = await newPage(browser, baseUrl, { width: 375, height: 800 });
    try {
      const page = owner.page;
      await page.goto('/');
      await logIn(page, 'owner@example.com');
      await page.goto('/owner/event-setup');
      await page.getByRole('button', { name: 'New program' }).click();
      const editor = page.getByRole('dialog', { name: 'New program' });
      await editor.getByRole('textbox', { name: 'Title (English)' }).fill(title);
      // Editor.js (the full preset): the field's group holds the editor; its first block takes the caret.
      const description = editor.getByRole('group', { name: /^Description \(English\)/ });
      const firstBlock = description.locator('.ce-paragraph[contenteditable="true"]').first();
      await firstBlock.waitFor();
      await firstBlock.click();
      await page.keyboard.type('Three mornings of ');
      await page.keyboard.press('Control+b');
      await page.keyboard.type('drills and games');
      await page.keyboard.press('Control+b');
      await page.keyboard.type(' for young players.');
      await editor.getByRole('textbox', { name: /^Min.*age/i }).fill('9');
      await editor.getByRole('textbox', { name: /^Max.*age/i }).fill('13');
      await editor.getByRole('textbox', { name: /^Member price/ }).fill('150');
      await editor.getByRole('textbox', { name: /^Non-member price/ }).fill('180');
      await editor.getByRole('radio', { name: 'Every day of a period' }).check();
      await editor.getByLabel(/^First day/).fill(venueDate(50));
      await editor.getByLabel(/^Last day/).fill(venueDate(52));
      await editor.getByRole('checkbox', { name: 'Court 3' }).check();
      await editor.getByText('3 dates').waitFor();
      await editor.getByRole('button', { name: 'Save' }).click();
      await editor.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: `Publish ${title}` }).click();
      await page.getByRole('button', { name: `Unpublish ${title}` }).waitFor();

      // A visitor on a phone: the camp is listed with its ages, and its page shows the description, bold kept.
      await visitor.page.goto('/camps');
      const link = visitor.page.getByRole('link', { name: title });
      await link.waitFor();
      await link.click();
      await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor();
      await visitor.page.locator('b, strong').filter({ hasText: 'drills and games' }).first().waitFor();
      expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(376);
      const violations = await seriousAxeViolations(visitor.page);
      expect(violations, describeViolations(violations)).toEqual([]);
    } finally {
      await owner.context.close();
      await visitor.context.close();
    }
  });

  it('a visitor follows a camp link with showRegisterOnLoad, logs in, and registers two children in one checkout', async () => {
    const parent = await createMemberAccount(baseUrl, 'parent');
    const campId = await demoCampId();
    const { context, page } = await newPage(browser, baseUrl);
    try {
      await page.goto('/');
      await logIn(page, parent.email, parent.password);
      await addChild(context, page, 'Maya', '2016-02-03');
      await addChild(context, page, 'Noah', '2017-06-07');
      await logOut(page);

      // A visitor: the page asks for a login first, then opens the registration by itself.
      await page.goto(`/lesson-info/${campId}?showRegisterOnLoad=true`);
      // The login dialog is modal: once it has focus, the page behind it (the camp's heading too) is
      // aria-hidden, so the heading is looked for among hidden elements, after the dialog is up.
      const login = page.getByRole('dialog');
      await login.waitFor();
      await page.getByRole('heading', { level: 1, name: 'Junior spring camp', includeHidden: true }).waitFor();
      await login.getByLabel('E-mail').fill(parent.email);
      await login.getByLabel('Password', { exact: true }).fill(parent.password);
      await login.getByRole('button', { name: 'Log in' }).click();
      const register = page.getByRole('dialog', { name: 'Register for Junior spring camp' });
      await register.waitFor();
      expect(new URL(page.url()).search).not.toContain('showRegisterOnLoad');
      expect(await seriousAxeViolations(page), 'registration dialog').toEqual([]);

      // Two children, each at the early-bird price, one order with HST; the parent is outside the camp's ages.
      expect(await register.getByRole('checkbox', { name: /^Casey parent · Ages 8–12 only$/ }).isDisabled()).toBe(true);
      await register.getByRole('checkbox', { name: /^Maya Camper · \$160\.00 \(early bird\)$/ }).check();
      await register.getByRole('checkbox', { name: /^Noah Camper · \$160\.00 \(early bird\)$/ }).check();
      await register.getByRole('button', { name: 'Pay $361.60' }).click();
      await payAtTestCheckout(page);

      await page.goto('/account');
      const mine = page.getByRole('list', { name: 'My programs' });
      await mine.getByRole('link', { name: 'Junior spring camp · Maya Camper' }).waitFor();
      await mine.getByRole('link', { name: 'Junior spring camp · Noah Camper' }).waitFor();
      const violations = await seriousAxeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);

      // The camp's page counts them and offers to cancel each place.
      await mine.getByRole('link', { name: 'Junior spring camp · Maya Camper' }).click();
      await page.getByRole('heading', { level: 1, name: 'Junior spring camp' }).waitFor();
      await page.getByText('10 of 12 spots left').first().waitFor();
    } finally {
      await context.close();
    }
  });
});
