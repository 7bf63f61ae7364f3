import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { DEMO_PASSWORD, latestMail, logIn, logOut, uniqueEmail } from './support/flows';
import { startServer, type RunningServer } from './support/server';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('auth flows in Chromium', () => {
  it('signs up, is logged in automatically, and logs out', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    try {
      const email = uniqueEmail('signup');
      await page.goto('/?showCreateAccountOnLoad');
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('E-mail').fill(email);
      await dialog.getByLabel('Password', { exact: true }).fill('a-long-password-1');
      await dialog.getByLabel('First name').fill('Robin');
      await dialog.getByLabel('Last name').fill('Tremblay');
      await dialog.getByLabel('Gender').selectOption('non-binary');
      await dialog.getByLabel('Postal code').fill('H2X 1Y4');
      await dialog.getByLabel('Birthday').fill('1992-03-14');
      await dialog.getByLabel('Phone number').fill('514-555-0199');
      await dialog.getByRole('button', { name: 'Create account' }).click();
      await page.getByRole('button', { name: 'Log out' }).waitFor();
      expect(await dialog.isVisible()).toBe(false);
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === 'PB_loggedIn')?.value).toBe('true');
      expect(cookies.find((c) => c.name === 'access_token')?.httpOnly).toBe(true);
      await logOut(page);
      expect((await context.cookies()).find((c) => c.name === 'PB_loggedIn')).toBeUndefined();
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await context.close();
    }
  });

  it('says "Failed Login" for a wrong password', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    try {
      await page.goto('/');
      await page.getByRole('button', { name: 'Log in' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('E-mail').fill('member@example.com');
      await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await page.getByText('Failed Login').first().waitFor();
      expect(await page.getByRole('button', { name: 'Log out' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('resets a forgotten password from the e-mailed link, then logs in with it', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    try {
      // A fresh account, so the demo member keeps its password for the other tests.
      const email = uniqueEmail('forgot');
      const signup = await page.request.get(`${baseUrl}/api/company-settings`);
      expect(signup.ok()).toBe(true);
      const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
      const created = await page.request.post(`${baseUrl}/api/auth/signup`, {
        headers: { 'x-xsrf-token': xsrf },
        data: { email, password: 'first-password-1', firstName: 'Sam', lastName: 'Forgetful', gender: 'female', postalCode: 'V6B 1A1', birthday: '1985-07-01', phoneNumber: '604-555-0111' },
      });
      expect(created.status()).toBe(201);

      await page.goto('/');
      await page.getByRole('button', { name: 'Log in' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('tab', { name: 'Forgot password' }).click();
      await dialog.getByLabel('E-mail').fill(email);
      await dialog.getByRole('button', { name: /send/i }).click();
      await dialog.getByText(/If an account exists/i).waitFor();

      const mail = await latestMail(baseUrl, email);
      const link = mail.links.find((l) => l.includes('/redirect/reset-password/'))!;
      expect(link.startsWith(`${baseUrl}/redirect/reset-password/`)).toBe(true);
      await page.goto(link);
      await page.getByLabel('New password', { exact: true }).fill('second-password-2');
      await page.getByLabel('Confirm new password').fill('second-password-2');
      await page.getByRole('button', { name: /save|set|change/i }).click();
      await page.getByText(/password has been changed|password is changed|new password is set/i).first().waitFor();

      await page.goto('/');
      await logIn(page, email, 'second-password-2');
    } finally {
      await context.close();
    }
  });
});

describe('silent refresh', () => {
  let shortLived: RunningServer;
  beforeAll(async () => {
    shortLived = await startServer({ ACCESS_TOKEN_TTL_SECONDS: '5' });
  });
  afterAll(() => shortLived?.stop());

  it('refreshes an expired access token mid-session without the member noticing', async () => {
    const { context, page } = await newPage(browser, shortLived.url);
    try {
      await page.goto('/');
      await logIn(page, 'member@example.com', DEMO_PASSWORD);
      await page.waitForTimeout(6500); // the 5 s access token has expired
      const refreshes: number[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('/api/auth/refresh')) refreshes.push(response.status());
      });
      await page.getByRole('link', { name: 'Account' }).first().click();
      await page.getByText('member@example.com').first().waitFor();
      expect(refreshes).toEqual([201]);
      expect(await page.getByRole('button', { name: 'Log out' }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
