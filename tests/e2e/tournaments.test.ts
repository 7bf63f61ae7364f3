import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { createMemberAccount, latestMail, logIn, payAtTestCheckout, venueDate } from './support/flows';

// Issue 16's tournament end to end in Chromium, on the demo venue (Ontario, HST 13 %): the owner
// creates and publishes a tournament with a doubles division; a member enters it naming a partner by
// e-mail and pays; the partner opens the e-mailed link as a visitor, logs in, accepts and pays; the
// division lists the complete team on /tournaments.
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('tournaments in Chromium', () => {
  it('the owner publishes a doubles tournament; a member enters with a partner by e-mail, who accepts from the link and pays', async () => {
    const title = `Winter doubles open ${Date.now()}`;
    const inviter = await createMemberAccount(baseUrl, 'Inviter');
    const partner = await createMemberAccount(baseUrl, 'Partner');

    // The owner: a tournament with one doubles division, on one date.
    const owner = await newPage(browser, baseUrl);
    try {
      const page = owner.page;
      await page.goto('/');
      await logIn(page, 'owner@example.com');
      await page.goto('/owner/event-setup');
      await page.getByRole('button', { name: 'New program' }).click();
      const editor = page.getByRole('dialog', { name: 'New program' });
      await editor.getByRole('combobox', { name: /^Kind/ }).selectOption('tournament');
      await editor.getByRole('textbox', { name: 'Title (English)' }).fill(title);
      const division = editor.getByRole('group', { name: 'Division 1' });
      await division.getByRole('textbox', { name: /^Division name/ }).fill('Open doubles 3.5');
      await division.getByRole('combobox', { name: /^Format/ }).selectOption('doubles');
      await division.getByRole('textbox', { name: /^Maximum entries/ }).fill('8');
      await division.getByRole('textbox', { name: /^Entry fee per player/ }).fill('40');
      await editor.getByRole('radio', { name: 'One date' }).check();
      await editor.getByRole('textbox', { name: 'Date', exact: true }).fill(venueDate(61));
      await editor.getByLabel(/^Starts/).fill('09:00');
      await editor.getByLabel(/^Ends/).fill('15:00');
      await editor.getByRole('checkbox', { name: 'Court 2' }).check();
      await editor.getByRole('button', { name: 'Save' }).click();
      await editor.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: `Publish ${title}` }).click();
      await page.getByRole('button', { name: `Unpublish ${title}` }).waitFor();
    } finally {
      await owner.context.close();
    }

    // The member, on a phone: finds it on /tournaments, enters naming the partner by e-mail, pays their own fee.
    const member = await newPage(browser, baseUrl, { width: 375, height: 800 });
    try {
      const page = member.page;
      await page.goto('/');
      await logIn(page, inviter.email, inviter.password);
      await page.goto('/tournaments');
      await page.getByRole('link', { name: title }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      const register = page.getByRole('dialog', { name: `Register for ${title}` });
      await register.waitFor();
      await register.getByRole('radio', { name: /^Open doubles 3\.5/ }).check();
      await register.getByRole('radio', { name: 'Someone else, by e-mail' }).check();
      await register.getByRole('textbox', { name: /^Partner’s e-mail/ }).fill(partner.email);
      const violations = await seriousAxeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(376);
      await register.getByRole('button', { name: 'Pay $45.20' }).click();
      await payAtTestCheckout(page);
    } finally {
      await member.context.close();
    }

    // The partner: the e-mailed link, as a visitor; logging in continues the acceptance to the checkout.
    const mail = await latestMail(baseUrl, partner.email);
    expect(mail.subject).toContain(`invited you to play Open doubles 3.5 at ${title}`);
    const link = mail.links.find((href) => href.includes('/tournaments/invitations/'));
    expect(link).toBeDefined();
    const guest = await newPage(browser, baseUrl);
    try {
      const page = guest.page;
      await page.goto(new URL(link!).pathname);
      await page.getByRole('heading', { level: 1, name: 'Tournament invitation' }).waitFor();
      await page.getByText(`Casey I. invited you to play Open doubles 3.5`).waitFor();
      const violations = await seriousAxeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.getByRole('button', { name: 'Accept and pay $45.20' }).click();
      const login = page.getByRole('dialog');
      await login.getByLabel('E-mail').fill(partner.email);
      await login.getByLabel('Password', { exact: true }).fill(partner.password);
      await login.getByRole('button', { name: 'Log in' }).click();
      await payAtTestCheckout(page);

      // Both have paid: the team is listed, complete, on /tournaments.
      await page.goto('/tournaments');
      await page.getByRole('link', { name: title }).waitFor();
      await page.getByText('Casey I. / Casey P.').waitFor();
      expect(await page.getByText('Casey I. (partner to confirm)').count()).toBe(0);
    } finally {
      await guest.context.close();
    }
  });
});
