import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { createMemberAccount } from './support/flows';

// The order path end to end in Chromium, on the demo venue (Ontario, HST 13%): a visitor picks a
// slot, logs in at the gate and keeps the choice, pays at the test checkout, finds the order with
// its tax under Purchases, opens the printable receipt, cancels and sees the refund.
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('buying through an order in Chromium', () => {
  it('visitor → login gate → same choice → pay → Purchases with tax → receipt → cancel → refund', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    try {
      const member = await createMemberAccount(baseUrl, 'orderer');
      await page.goto('/bookings');
      // The day after tomorrow: more than the 24-hour cancellation cutoff away at any time of day.
      await page.getByRole('button', { name: 'Next day' }).click();
      await page.getByRole('button', { name: 'Next day' }).click();
      await page.getByRole('table').first().waitFor();
      await page
        .getByText(/\+ tax/)
        .first()
        .waitFor();
      await page.getByRole('button', { name: /^Court 4, 2:00 p\.m\. / }).click();
      await page.getByRole('button', { name: 'Confirm and pay' }).click();

      // The gate: the login modal opens over the page; the choice waits behind it.
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('E-mail').fill(member.email);
      await dialog.getByLabel('Password', { exact: true }).fill(member.password);
      await dialog.getByRole('button', { name: 'Log in' }).click();

      await page.waitForURL(/\/api\/payments\/local\/checkout\//);
      await page.getByText('Court 4 · ', { exact: false }).first().waitFor();
      expect(await page.getByText('HST 13%').count()).toBeGreaterThan(0);
      expect(await page.locator('body').innerText()).toContain('$33.90');
      await page.getByRole('button', { name: /^Pay / }).click();

      await page.waitForURL(/\/redirect\/checkout-success\?session_id=/);
      await page.getByRole('heading', { level: 1, name: 'Payment received' }).waitFor();
      const success = await page.locator('main').innerText();
      expect(success).toMatch(/Court 4 · .* · 2:00–3:00 p\.m\./);
      expect(success).toContain('HST 13%');
      expect(success).toContain('$33.90');
      expect(success).toMatch(/Eastern|EST|EDT|America\/Toronto/);
      expect(success).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-|lpi_|lcs_/);

      await page.goto('/account');
      const purchases = page.getByRole('list', { name: 'Purchases' });
      const order = purchases.getByRole('listitem').first();
      await order.getByRole('heading', { level: 3, name: /^Order \d+$/ }).waitFor();
      expect(await order.innerText()).toContain('HST 13%');
      expect(await order.innerText()).toContain('$33.90');
      const violations = await seriousAxeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);

      const receiptHref = await order.getByRole('link', { name: /^Receipt: Order \d+/ }).getAttribute('href');
      const receipt = await context.newPage();
      await receipt.goto(receiptHref!);
      const receiptText = await receipt.locator('body').innerText();
      expect(receiptText).toMatch(/Receipt for order \d+/);
      expect(receiptText).toContain('HST 13%');
      expect(receiptText).toContain('GST/HST registration number: 123456789RT0001');
      await receipt.close();

      const cancel = page.getByRole('button', { name: /^Cancel: Court 4, / });
      await cancel.click();
      const cancelDialog = page.getByRole('dialog');
      await cancelDialog.getByText('Cancelling now gives a full refund of $33.90.').waitFor();
      await cancelDialog.getByRole('button', { name: 'Cancel booking' }).click();
      await cancelDialog.getByText('Your booking is cancelled. A refund of $33.90 is on its way.').waitFor();
      await cancelDialog.getByRole('button', { name: 'Close' }).first().click();

      await expect.poll(async () => purchases.getByRole('listitem').first().innerText()).toMatch(/Refunded[\s\S]*\$33\.90/);
    } finally {
      await context.close();
    }
  });
});
