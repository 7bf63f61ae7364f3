import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { createMemberAccount, logIn, payAtTestCheckout } from './support/flows';

// Issue 15 end to end in Chromium, on the demo venue (Ontario, HST 13 %): the owner adds a weekly
// drop-in (court 6, 3 players); the demo member registers herself and her child and pays; another
// member takes the last spot; a third joins the waitlist at position 1, is offered the spot when
// the first cancels one place, and claims it; staff check a player in on the roster.
const baseUrl = inject('baseUrl');
const TITLE = 'Evening drop-in E2E';
const ZONE = 'America/Toronto';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The venue date `days` from today, and its weekday (0 = Sunday), in Toronto. */
function venueDay(days: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return { date: date.toISOString().slice(0, 10), weekday: date.getUTCDay(), name: date.toLocaleDateString('en-CA', { weekday: 'long', timeZone: 'UTC' }) };
}

/** No waitlist offer goes out from 22:00 to 08:00 in the venue's zone (the session is days away). */
const quietHours = () => {
  const hour = Number(new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, hour: 'numeric', hourCycle: 'h23' }).format(new Date()));
  return hour >= 22 || hour < 8;
};

/** The first card of our session on /drop-in (the one two days from now). */
const ourCard = (page: Page): Locator => page.locator(`[aria-label$="· ${TITLE}"]`).first();

async function openDropIn(page: Page) {
  await page.goto('/drop-in');
  await page.getByRole('heading', { level: 1, name: 'Drop In' }).waitFor();
  await ourCard(page).waitFor();
}

describe('drop-in in Chromium', () => {
  it('owner template → member registers self and child → last spot taken → waitlist → offer → claim → check-in', async () => {
    const day = venueDay(2);
    const owner = await newPage(browser, baseUrl);
    const maya = await newPage(browser, baseUrl);
    const second = await newPage(browser, baseUrl, { width: 375, height: 800 });
    const third = await newPage(browser, baseUrl);
    try {
      // The owner adds the weekly template: its sessions are generated at once, 8 weeks ahead.
      await owner.page.goto('/');
      await logIn(owner.page, 'owner@example.com');
      await owner.page.goto('/owner/dropin-setup');
      await owner.page.getByRole('button', { name: 'Add a template' }).click();
      const editor = owner.page.getByRole('dialog', { name: 'New weekly template' });
      await editor.getByLabel('Title (English)').fill(TITLE);
      await editor.getByLabel(/^Level/).fill('Intermediate 3.0–3.5');
      await editor.getByLabel('Day of the week').selectOption({ label: day.name });
      await editor.getByLabel('Starts').fill('17:00');
      await editor.getByLabel('Ends').fill('18:00');
      await editor.getByRole('checkbox', { name: 'Court 6' }).check();
      await editor.getByLabel('Players per court').fill('3');
      await editor.getByLabel(/^Member price/).fill('8');
      await editor.getByLabel('Non-member price ($)').fill('12');
      await editor.getByLabel('Registration opens (days ahead)').fill('7');
      await editor.getByLabel('Full refund until (hours before)').fill('1');
      await editor.getByRole('button', { name: 'Save' }).click();
      await owner.page.getByText(/Saved\. Created 8 sessions/).waitFor();
      await editor.waitFor({ state: 'hidden' });
      // The calendar reads the new sessions again; its buttons are aria-disabled (dimmed) until it has.
      const add = owner.page.getByRole('button', { name: 'Add a template' });
      await expect.poll(async () => add.getAttribute('aria-disabled')).not.toBe('true');
      const violations = await seriousAxeViolations(owner.page);
      expect(violations, describeViolations(violations)).toEqual([]);

      // The demo member (a member; her child Leo is not) registers both: $8 + $12 + HST = $22.60.
      await maya.page.goto('/');
      await logIn(maya.page, 'member@example.com');
      await openDropIn(maya.page);
      expect(await ourCard(maya.page).innerText()).toContain('3 of 3 spots left');
      await ourCard(maya.page).getByRole('button', { name: 'Register' }).click();
      const register = maya.page.getByRole('dialog', { name: `Register for ${TITLE}` });
      await register.getByRole('checkbox', { name: /^Leo Member/ }).check();
      await register.getByRole('button', { name: 'Pay $22.60' }).click();
      await payAtTestCheckout(maya.page);
      await openDropIn(maya.page);
      const mayaCard = await ourCard(maya.page).innerText();
      expect(mayaCard).toContain('You are registered');
      expect(mayaCard).toContain('Registered: Leo Member');
      expect(mayaCard).toContain('1 of 3 spots left');
      const dropInViolations = await seriousAxeViolations(maya.page);
      expect(dropInViolations, describeViolations(dropInViolations)).toEqual([]);

      // Another member, on a phone, takes the last spot at the non-member price ($13.56).
      const taker = await createMemberAccount(baseUrl, 'dropin-second');
      await second.page.goto('/');
      await logIn(second.page, taker.email, taker.password);
      await openDropIn(second.page);
      await ourCard(second.page).getByRole('button', { name: 'Register' }).click();
      await second.page
        .getByRole('dialog', { name: `Register for ${TITLE}` })
        .getByRole('button', { name: 'Pay $13.56' })
        .click();
      await payAtTestCheckout(second.page);
      await openDropIn(second.page);
      expect(await second.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);

      // A third joins the waitlist and sees position 1.
      const waiter = await createMemberAccount(baseUrl, 'dropin-waiter');
      await third.page.goto('/');
      await logIn(third.page, waiter.email, waiter.password);
      await openDropIn(third.page);
      expect(await ourCard(third.page).innerText()).toContain('No spots left');
      await ourCard(third.page).getByRole('button', { name: 'Join waitlist' }).click();
      await third.page
        .getByRole('dialog', { name: `Join the waitlist for ${TITLE}` })
        .getByRole('button', { name: 'Join waitlist' })
        .click();
      await ourCard(third.page).getByText('You are 1st on the waitlist').waitFor();

      // Maya cancels Leo's place (before the cutoff: a full refund).
      await openDropIn(maya.page);
      await ourCard(maya.page).getByRole('button', { name: 'Cancel Leo Member’s registration' }).click();
      const confirm = maya.page.getByRole('dialog', { name: 'Cancel this registration?' });
      expect(await confirm.innerText()).toContain('full refund');
      await confirm.getByRole('button', { name: 'Cancel registration' }).click();
      await confirm.waitFor({ state: 'hidden' });

      await openDropIn(third.page);
      if (quietHours()) {
        // Overnight the spot waits for 08:00: still first in line, no offer yet, nobody can jump the line.
        expect(await ourCard(third.page).innerText()).toContain('You are 1st on the waitlist');
      } else {
        // The offer: held for a while, claimed through the same registration and checkout.
        await ourCard(third.page)
          .getByText(/A spot is held for you until/)
          .waitFor();
        await ourCard(third.page).getByRole('button', { name: 'Claim spot' }).click();
        await third.page
          .getByRole('dialog', { name: `Register for ${TITLE}` })
          .getByRole('button', { name: 'Pay $13.56' })
          .click();
        await payAtTestCheckout(third.page);
        await openDropIn(third.page);
        expect(await ourCard(third.page).innerText()).toContain('You are registered');
      }

      // Staff check Maya in on the roster (the owner is staff too).
      const sessions = (await (await fetch(`${baseUrl}/api/programs/sessions?kind=drop_in&from=${day.date}&to=${day.date}`)).json()) as {
        items: { id: number; title: string }[];
      };
      const session = sessions.items.find((item) => item.title === TITLE)!;
      await owner.page.goto(`/admin/bookings-overview/sessions/${session.id}`);
      const attendance = owner.page.getByRole('group', { name: /^Attendance of Maya Member/ });
      await attendance.getByRole('button', { name: 'Checked in' }).click();
      await expect.poll(async () => attendance.getByRole('button', { name: 'Checked in' }).getAttribute('aria-pressed')).toBe('true');
      const rosterViolations = await seriousAxeViolations(owner.page);
      expect(rosterViolations, describeViolations(rosterViolations)).toEqual([]);
    } finally {
      for (const opened of [owner, maya, second, third]) await opened.context.close();
    }
  });
});
