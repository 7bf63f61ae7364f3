import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'demo-pass-2026';

/** Opens the login modal from the header and logs in, as a person would. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByRole('button', { name: 'Log in' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Log out' }).waitFor();
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Log in' }).first().waitFor();
}

/** The newest message the dev outbox holds for an address, with its links. */
export async function latestMail(baseUrl: string, to: string) {
  const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const messages = (await response.json()) as { subject: string; text: string; links: string[] }[];
  expect(messages.length).toBeGreaterThan(0);
  return messages[0];
}

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * A new member account made through the API (faster than the form, which auth.test.ts covers); the
 * account's language is the request's (`locale`, English unless told).
 */
export async function createMemberAccount(
  baseUrl: string,
  label: string,
  password = 'a-long-password-1',
  { firstName = 'Casey', lastName = label, locale = 'en-CA' }: { firstName?: string; lastName?: string; locale?: 'en-CA' | 'fr-CA' } = {},
) {
  const email = uniqueEmail(label);
  const first = await fetch(`${baseUrl}/api/company-settings`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')![1];
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': locale, 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
    body: JSON.stringify({
      email,
      password,
      firstName,
      lastName,
      gender: 'prefer-not-to-say',
      postalCode: 'K1A 0B1',
      birthday: '1990-02-02',
      phoneNumber: '613-555-0142',
    }),
  });
  expect(response.status).toBe(201);
  return { email, password };
}

/** Pays at the local test checkout and waits for the return page. */
export async function payAtTestCheckout(page: Page) {
  await page.waitForURL(/\/api\/payments\/local\/checkout\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/redirect\/checkout-success\?session_id=/);
  await page.getByRole('heading', { level: 1, name: 'Payment received' }).waitFor();
}

/** The venue date `days` from today in Toronto, as YYYY-MM-DD. */
export function venueDate(days: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
