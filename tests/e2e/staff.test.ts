import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { createMemberAccount, logIn, logOut } from './support/flows';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('staff access in Chromium', () => {
  it('denies a member the admin and owner pages, sending them Home with a message', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    try {
      await page.goto('/');
      await logIn(page, 'member@example.com');
      for (const url of ['/admin/users', '/owner/settings']) {
        await page.goto(url);
        await page.getByText('You do not have access to that page.').first().waitFor();
        await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      }
    } finally {
      await context.close();
    }
  });

  it('lets an admin into the users page', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    try {
      await page.goto('/');
      await logIn(page, 'admin@example.com');
      await page.goto('/admin/users');
      await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
      await page.getByText('member@example.com').first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('lets an owner change the hours, and Home shows the new hours', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    try {
      await page.goto('/');
      await logIn(page, 'owner@example.com');
      await page.goto('/owner/settings');
      await page.getByRole('heading', { level: 1, name: 'Company settings' }).waitFor();
      await page.getByLabel('Monday closing time').fill('21:30');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText(/saved/i).first().waitFor();
      await page.goto('/');
      await page.getByText('9:30 p.m.').first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows an alert published by staff to a visitor', async () => {
    const staff = await newPage(browser, baseUrl);
    const visitor = await newPage(browser, baseUrl);
    try {
      await staff.page.goto('/');
      await logIn(staff.page, 'admin@example.com');
      await staff.page.goto('/admin/users');
      await staff.page.getByRole('tab', { name: 'Site alert' }).click();
      await staff.page.getByLabel('Message (English)').fill('Courts 5 and 6 are closed for resurfacing on Sunday.');
      // The demo seeds an alert, so the form updates it (Publish when there is none).
      await staff.page.getByRole('button', { name: /^(publish|update)$/i }).click();
      await staff.page.getByTestId('site-alert').waitFor();

      await visitor.page.goto('/');
      await visitor.page.getByText('Courts 5 and 6 are closed for resurfacing on Sunday.').waitFor();
    } finally {
      await staff.context.close();
      await visitor.context.close();
    }
  });

  it('lets an owner change the cancellation cutoff, and a new booking’s cancel terms show it', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    const setCutoff = async (hours: string) => {
      await page.goto('/owner/settings');
      await page.getByLabel('Cancellation cutoff (hours)').fill(hours);
      await page.getByRole('button', { name: 'Save booking rules' }).click();
      await page.getByText('Booking rules saved.').first().waitFor();
    };
    try {
      await page.goto('/');
      await logIn(page, 'owner@example.com');
      await setCutoff('2');
      await logOut(page);

      const member = await createMemberAccount(baseUrl, 'cutoff');
      await logIn(page, member.email, member.password);
      await page.goto('/bookings');
      await page.getByRole('button', { name: 'Next day' }).click();
      await page.getByRole('button', { name: /^Court 1, 5:00 p\.m\. / }).click();
      await page.getByRole('button', { name: 'Confirm and pay' }).click();
      await page.waitForURL(/\/api\/payments\/local\/checkout\//);
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.waitForURL(/\/redirect\/checkout-success\?session_id=/);

      await page.goto('/account');
      await page.getByRole('button', { name: /^Cancel: Court 1, / }).click();
      // Two hours before a 5 p.m. start: the owner's new rule, kept with the booking.
      await page
        .getByRole('dialog')
        .getByText(/Free cancellation ends at 3:00 p\.m\. on /)
        .waitFor();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Keep|Close/ })
        .first()
        .click();
      await logOut(page);
    } finally {
      await logIn(page, 'owner@example.com').catch(() => undefined);
      await setCutoff('24').catch(() => undefined);
      await context.close();
    }
  });
});
