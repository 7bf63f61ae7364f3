import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { createMemberAccount, logIn, payAtTestCheckout } from './support/flows';

// Issue 13 end to end in Chromium, on the demo venue (Ontario, HST 13 %, a membership $150.00,
// courts $30.00 an hour or $20.00 for members): a visitor follows "become a member" to
// /account?showBuyOnLoad=true, logs in at the gate, adds a child, buys memberships for both, sees
// both active, books a court at the member price; an admin refunds the child's membership.
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A staff card: the element its level-2 heading labels. */
const card = (page: Page, heading: string): Locator =>
  page
    .locator('[aria-labelledby]')
    .filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) })
    .last();

describe('memberships and family members in Chromium', () => {
  it('visitor → showBuyOnLoad → login → add a child → buy for both → both active → member price; admin refunds the child', async () => {
    const member = await createMemberAccount(baseUrl, 'household');
    const { context, page } = await newPage(browser, baseUrl);
    const staff = await newPage(browser, baseUrl);
    try {
      // The gate: a visitor is asked to log in, then the purchase dialog opens by itself.
      await page.goto('/account?showBuyOnLoad=true');
      const login = page.getByRole('dialog');
      await login.getByLabel('E-mail').fill(member.email);
      await login.getByLabel('Password', { exact: true }).fill(member.password);
      await login.getByRole('button', { name: 'Log in' }).click();
      const purchase = page.getByRole('dialog', { name: 'Buy memberships' });
      await purchase.waitFor();
      expect(await purchase.innerText()).toContain('$150.00');
      await purchase.getByRole('button', { name: 'Close' }).first().click();
      await purchase.waitFor({ state: 'hidden' });
      // The flag did its job: a reload does not open the dialog again.
      expect(new URL(page.url()).search).not.toContain('showBuyOnLoad');

      // A child needs the guardian's word before they can be added.
      await page.getByRole('button', { name: 'Add a family member' }).click();
      const add = page.getByRole('dialog', { name: 'Add a family member' });
      await add.getByLabel('First name').fill('Robin');
      await add.getByLabel('Last name').fill('Household');
      await add.getByLabel('Birthday').fill('2016-05-04');
      await add.getByLabel('Relationship').selectOption({ label: 'Child' });
      await add.getByRole('button', { name: 'Add', exact: true }).click();
      await add
        .getByRole('alert')
        .filter({ hasText: /^Tick this box/ })
        .waitFor();
      await add.getByRole('checkbox', { name: /parent or legal guardian of Robin/ }).check();
      await add.getByRole('button', { name: 'Add', exact: true }).click();
      await add.waitFor({ state: 'hidden' });
      await page.getByRole('list', { name: 'Family members' }).getByText('Robin Household').waitFor();

      // One order, a line each, tax and total shown before paying.
      await page.getByRole('button', { name: 'Buy memberships' }).first().click();
      await purchase.waitFor();
      const who = purchase.getByRole('group', { name: 'Who is it for?' });
      for (const box of await who.getByRole('checkbox').all()) await box.check();
      expect(await purchase.innerText()).toContain('HST 13%');
      await purchase.getByRole('button', { name: 'Confirm and pay $339.00' }).click();
      await payAtTestCheckout(page);
      const bought = await page.locator('main').innerText();
      expect(bought).toContain('Robin Household');
      expect(bought).toContain('$339.00');

      await page.goto('/account');
      const memberships = page.getByRole('list', { name: 'Memberships on this account' });
      await expect.poll(async () => (await memberships.innerText()).match(/Active/g)?.length ?? 0).toBe(2);
      const violations = await seriousAxeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);

      // A member now books at the member price: $20.00 + HST = $22.60 for an hour.
      await page.goto('/bookings');
      await page.getByRole('button', { name: 'Next day' }).click();
      await page.getByRole('button', { name: 'Next day' }).click();
      await page.getByRole('table').first().waitFor();
      await page.getByText('$20.00 per hour + tax').first().waitFor();
      await page.getByRole('button', { name: /^Court 3, 11:00 a\.m\. / }).click();
      await page.getByRole('button', { name: 'Confirm and pay' }).click();
      await page.waitForURL(/\/api\/payments\/local\/checkout\//);
      expect(await page.locator('body').innerText()).toContain('$22.60');
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.waitForURL(/\/redirect\/checkout-success\?session_id=/);

      // Staff: the account's page, refund the child's membership with a reason; the trail says so.
      const me = (await page.evaluate(() => fetch('/api/users/me').then((response) => response.json()))) as { id: number };
      await staff.page.goto('/');
      await logIn(staff.page, 'admin@example.com');
      await staff.page.goto(`/account/${me.id}`);
      const desk = card(staff.page, 'Memberships at the desk');
      await desk.getByRole('button', { name: 'Refund the membership of Robin Household' }).click();
      const refund = staff.page.getByRole('dialog', { name: 'Refund the membership of Robin Household' });
      await refund.getByLabel('Reason').fill('Moved away before the season started');
      await refund.getByRole('button', { name: 'Refund', exact: true }).click();
      await refund.getByText('Refunded $169.50 on the membership of Robin Household. The membership has ended.').waitFor();
      await refund.getByRole('button', { name: 'Close' }).first().click();
      const trail = staff.page.getByRole('list', { name: 'Staff actions on this account, newest first' });
      await trail.getByText('Reason: Moved away before the season started').waitFor();
      const staffViolations = await seriousAxeViolations(staff.page);
      expect(staffViolations, describeViolations(staffViolations)).toEqual([]);

      // The member sees it: one membership left active, the refund under Purchases.
      await page.goto('/account');
      await expect.poll(async () => (await memberships.innerText()).match(/Active/g)?.length ?? 0).toBe(1);
      await expect.poll(async () => page.getByRole('list', { name: 'Purchases' }).innerText()).toMatch(/\$169\.50/);
    } finally {
      await context.close();
      await staff.context.close();
    }
  });

  it('on a 375 px phone, Account’s family and membership sections fit the screen and are reached from the section links', async () => {
    const member = await createMemberAccount(baseUrl, 'phone');
    const { context, page } = await newPage(browser, baseUrl, { width: 375, height: 800 });
    try {
      await page.goto('/');
      await logIn(page, member.email, member.password);
      await page.goto('/account');
      await page.getByRole('navigation', { name: 'Sections of this page' }).getByRole('link', { name: 'Membership' }).click();
      await page.getByRole('button', { name: 'Buy memberships' }).first().waitFor();
      expect(await page.getByRole('button', { name: 'Buy memberships' }).first().isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.getByRole('button', { name: 'Add a family member' }).click();
      const add = page.getByRole('dialog', { name: 'Add a family member' });
      await add.getByLabel('First name').waitFor();
      const box = await add.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    } finally {
      await context.close();
    }
  });
});
