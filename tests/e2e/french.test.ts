import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { uniqueEmail } from './support/flows';
import { checkScreen, englishIn, fr, frPattern, frServer, visibleEnglish } from './support/french';

// Issue 12 in Chromium: a visitor switches to French on Home, signs up, books a court the day after
// tomorrow (beyond the cancellation cutoff at any hour), pays at the test checkout and cancels with a
// refund. Every screen on the way is French (no English UI word left), clean under axe, and fits a
// 375 px wide screen; the e-mails in the outbox are French. Names come from the fr-CA catalogues, so
// the test follows the wording instead of repeating it.
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the whole visit in French, in Chromium', () => {
  it('switches to French on Home, signs up, books, pays and cancels: every screen and e-mail in French', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    try {
      await page.goto('/');
      await page.getByRole('button', { name: 'Français' }).click();
      await page.waitForFunction(() => document.documentElement.lang === 'fr-CA');
      await page.getByRole('button', { name: 'English' }).first().waitFor();
      await checkScreen(page, 'Home');

      // Sign up in the login dialog, in French.
      const email = uniqueEmail('francais');
      await page
        .getByRole('button', { name: fr('header.logIn') })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('tab', { name: fr('auth.loginModal.tab.signup') }).click();
      await dialog.getByLabel(fr('auth.signup.email')).fill(email);
      await dialog.getByLabel(fr('auth.signup.password'), { exact: true }).fill('un-long-mot-de-passe-1');
      await dialog.getByLabel(fr('account.person.firstName'), { exact: true }).fill('Camille');
      await dialog.getByLabel(fr('account.person.lastName'), { exact: true }).fill('Gagnon');
      await dialog.getByLabel(fr('account.person.gender')).selectOption('prefer-not-to-say');
      await dialog.getByLabel(fr('account.person.postalCode')).fill('H2X 1Y4');
      await dialog.getByLabel(fr('account.person.birthday')).fill('1991-06-24');
      await dialog.getByLabel(fr('account.person.phoneNumber')).fill('514-555-0142');
      await dialog.getByRole('button', { name: fr('auth.signup.submit') }).click();
      await page.getByRole('button', { name: fr('header.logOut') }).waitFor();

      // Book Court, the day after tomorrow at 11 h on court 1 (booking.test.ts takes court 2 at 10 a.m. that day).
      await page.goto('/bookings');
      for (let day = 0; day < 2; day += 1) await page.getByRole('button', { name: fr('booking.common.nextDay') }).click();
      await page.getByRole('table').first().waitFor();
      await checkScreen(page, 'Book Court');
      await page
        .getByRole('button', { name: new RegExp(`^${fr('booking.common.courtNumber').replace('{court}', '1')},\\s0?11\\sh(\\s00)?(?!\\s?[1-9])`) })
        .click();
      await page.getByRole('button', { name: fr('booking.bookCourt.confirmAndPay') }).click();

      // The test checkout, served by the API in the request's language.
      await page.waitForURL(/\/api\/payments\/local\/checkout\//);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-CA');
      expect(await visibleEnglish(page), 'test checkout: English left').toEqual([]);
      await page.getByRole('button', { name: /^Payer/ }).click();

      await page.waitForURL(/\/redirect\/checkout-success\?session_id=/);
      await page.getByRole('heading', { level: 1, name: fr('checkout.return.heading.paymentReceived') }).waitFor();
      await checkScreen(page, 'Payment received');

      // Account: the booking, cancelled with a full refund.
      await page.goto('/account');
      const cancel = page.getByRole('button', { name: frPattern('booking.mine.cancelLabel') });
      await cancel.first().waitFor();
      await checkScreen(page, 'Account');
      await cancel.first().click();
      const cancelDialog = page.getByRole('dialog');
      await cancelDialog.getByText(frPattern('booking.cancel.fullRefund', {}, false)).waitFor();
      expect(await cancelDialog.innerText()).toMatch(/\d+,\d{2}\s\$/);
      await cancelDialog.getByRole('button', { name: fr('booking.common.cancelBooking') }).click();
      await cancelDialog.getByRole('heading', { name: fr('booking.cancel.doneTitle') }).waitFor();
      expect(await visibleEnglish(page), 'cancellation: English left').toEqual([]);

      // Every e-mail this account received is French, the receipt among them.
      const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const mails = (await response.json()) as { subject: string; text: string }[];
      expect(mails.length).toBeGreaterThanOrEqual(2);
      // The order's confirmation is its receipt (server/locales/fr-CA/mail.json).
      const receiptSubject = frPattern('mail.order.subject', {}, false, frServer('mail.order.subject'));
      expect(
        mails.map((mail) => mail.subject).some((subject) => receiptSubject.test(subject)),
        mails.map((mail) => mail.subject).join(' | '),
      ).toBe(true);
      for (const mail of mails) expect(englishIn(`${mail.subject}\n${mail.text}`), `e-mail "${mail.subject}"`).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
