import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isOrdinaryDay } from '../../server/seed/canadian-holidays';
import { launchBrowser } from './support/browser';
import { createMemberAccount, DEMO_PASSWORD, venueDate } from './support/flows';
import { checkScreen, englishIn, fr, frPattern, visibleEnglish } from './support/french';

// Issue 27, "Done means", in Chromium with a French browser (fr-CA): a French member buys memberships,
// registers for a drop-in, registers a child for a camp, enters a tournament with a partner, cancels
// the drop-in place with a refund and reads the receipts and e-mails; the owner sets up and publishes a
// camp; staff at the desk read the bookings overview, a roster and an order. Every screen is French:
// no English UI word and no English catalogue text (names and content marked lang="en-CA" aside).
// Dates and courts kept apart from the other e2e files: camps 70+ days out on courts 5 and 6, a demo
// drop-in three days out, the demo tournament's open doubles.
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** What the member's walk leaves for the desk to look up. */
const walked: { memberEmail?: string; campSessionId?: number } = {};

/** A browser whose language is French: the app starts in fr-CA, and requests say Accept-Language: fr-CA. */
async function frenchPage(viewport = { width: 1280, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport, locale: 'fr-CA' });
  return { context, page: await context.newPage() };
}

/** The login dialog in French; the account's own language may then take over (the staff's is English). */
async function logInInFrench(page: Page, email: string, password = DEMO_PASSWORD) {
  await page
    .getByRole('button', { name: fr('header.logIn') })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(fr('auth.login.email')).fill(email);
  await dialog.getByLabel(fr('auth.login.password'), { exact: true }).fill(password);
  await dialog.getByRole('button', { name: fr('auth.login.submit') }).click();
  await page.getByRole('button', { name: new RegExp(`^(${fr('header.logOut')}|Log out)$`) }).waitFor();
}

const xsrfOf = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;

/**
 * The demo's staff accounts are saved in English, so logging in shows English: the switch makes the
 * screen French (and saves French on the account); `finally` saves English back, as the other files expect.
 */
async function asFrenchStaff(email: string, walk: (page: Page) => Promise<void>) {
  const { context, page } = await frenchPage();
  try {
    await page.goto('/');
    await logInInFrench(page, email);
    await page.waitForFunction(() => document.documentElement.lang === 'en-CA');
    await page.getByRole('button', { name: 'Français' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'fr-CA');
    await page.getByRole('button', { name: 'English' }).first().waitFor();
    await walk(page);
  } finally {
    await page.request.patch('/api/users/me', { headers: { 'x-xsrf-token': await xsrfOf(context) }, data: { locale: 'en-CA' } }).catch(() => undefined);
    await context.close();
  }
}

/** The test checkout (served by the API in the request's language): French, paid, back on Payment received. */
async function payAtFrenchCheckout(page: Page, what: string) {
  await page.waitForURL(/\/api\/payments\/local\/checkout\//);
  expect(await page.evaluate(() => document.documentElement.lang), `${what}: test checkout <html lang>`).toBe('fr-CA');
  expect.soft(await visibleEnglish(page), `${what}: English left on the test checkout`).toEqual([]);
  await page.getByRole('button', { name: /^Payer/ }).click();
  await page.waitForURL(/\/redirect\/checkout-success\?session_id=/);
  await page.getByRole('heading', { level: 1, name: fr('checkout.return.heading.paymentReceived') }).waitFor();
  await checkScreen(page, `${what}: payment received`);
}

/** `count` consecutive ordinary days (no holiday), the first `daysAhead` days from today or later. */
function ordinaryDays(daysAhead: number, count: number): string[] {
  for (let first = daysAhead; ; first += 1) {
    const days = Array.from({ length: count }, (_, index) => venueDate(first + index));
    if (days.every(isOrdinaryDay)) return days;
  }
}

/**
 * A camp for ages 8 to 12, published through the owner's API: titled in both languages (`frenchTitle`),
 * or in English only, as the other e2e files' programs are (a French reader gets it marked lang="en-CA").
 */
async function publishCamp({ frenchTitle, daysAhead, court }: { frenchTitle: boolean; daysAhead: number; court: number }) {
  const stamp = Date.now();
  const owner = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await owner.newPage();
    await page.goto('/');
    const headers = { 'x-xsrf-token': await xsrfOf(owner) };
    const login = await page.request.post('/api/auth/login', { headers, data: { email: 'owner@example.com', password: DEMO_PASSWORD } });
    expect(login.status(), await login.text()).toBe(200);
    const dates = ordinaryDays(daysAhead, 2);
    const english = `Winter day camp ${stamp}`;
    const title = frenchTitle ? `Camp de jour d’hiver ${stamp}` : english;
    const created = await page.request.post('/api/owner/programs', {
      headers: { 'x-xsrf-token': await xsrfOf(owner) },
      data: {
        kind: 'camp',
        title: frenchTitle ? { en: english, fr: title } : { en: english, fr: '' },
        capacity: 10,
        cancellationCutoffHours: 72,
        minAge: 8,
        maxAge: 12,
        memberPriceCents: 10_000,
        nonMemberPriceCents: 12_000,
        published: true,
        sessions: dates.map((date) => ({ date, startTime: '09:00', endTime: '12:00', courts: [court] })),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const sessions = await page.request.get(`/api/programs/sessions?kind=camp&from=${dates[0]}&to=${dates[0]}`);
    const { items } = (await sessions.json()) as { items: { id: number; programId: number }[] };
    return { id, title, sessionId: items.find((item) => item.programId === id)!.id };
  } finally {
    await owner.close();
  }
}

/** A demo drop-in session three days out (registration opens a week ahead; a full refund until 12 hours before) with a spot left. */
async function demoDropIn(): Promise<number> {
  const day = venueDate(3);
  const response = await fetch(`${baseUrl}/api/programs/sessions?kind=drop_in&from=${day}&to=${day}`);
  const { items } = (await response.json()) as { items: { id: number; title: string; spotsLeft: number; status: string }[] };
  const session = items.find((item) => item.spotsLeft > 0 && item.status !== 'cancelled' && !item.title.includes('E2E'));
  expect(session, JSON.stringify(items)).toBeDefined();
  return session!.id;
}

describe('a French walk through the product, in Chromium', () => {
  it(
    'a French member buys memberships, registers for a drop-in, a camp (a child) and a tournament (a partner), cancels with a refund: screens, receipts and e-mails French',
    { timeout: 180_000 },
    async () => {
      const camp = await publishCamp({ frenchTitle: true, daysAhead: 70, court: 5 });
      walked.campSessionId = camp.sessionId;
      const member = await createMemberAccount(baseUrl, 'marcheur', 'un-long-mot-de-passe-1', { firstName: 'Camille', lastName: 'Gagnon', locale: 'fr-CA' });
      const partner = await createMemberAccount(baseUrl, 'partenaire', 'un-long-mot-de-passe-2', { firstName: 'Mathieu', lastName: 'Roy', locale: 'fr-CA' });
      walked.memberEmail = member.email;
      const { context, page } = await frenchPage();
      try {
        await page.goto('/');
        await page.waitForFunction(() => document.documentElement.lang === 'fr-CA');
        await logInInFrench(page, member.email, member.password);
        await checkScreen(page, 'Accueil');

        // Account: a child added through the Family form, with the guardian's word.
        await page.goto('/account');
        await page.getByRole('button', { name: fr('account.family.add') }).click();
        const add = page.getByRole('dialog', { name: fr('account.family.addTitle') });
        await add.getByLabel(new RegExp(`^${fr('account.person.firstName')}`)).fill('Élodie');
        await add.getByLabel(new RegExp(`^${fr('account.person.lastName')}`)).fill('Gagnon');
        await add.getByLabel(fr('account.person.birthday')).fill('2016-03-15');
        await add.getByLabel(fr('account.family.relationshipLabel')).selectOption('child');
        await add.getByRole('checkbox', { name: frPattern('account.family.guardianConsent', { name: 'Élodie' }, false) }).check();
        await checkScreen(page, 'Ajouter un membre de la famille');
        await add.getByRole('button', { name: fr('account.family.addSubmit'), exact: true }).click();
        await add.waitFor({ state: 'hidden' });
        await page
          .getByRole('list', { name: fr('account.family.listLabel') })
          .getByText('Élodie Gagnon')
          .waitFor();
        await checkScreen(page, 'Compte');

        // Memberships for both, one order with HST.
        await page
          .getByRole('button', { name: fr('account.membership.buy') })
          .first()
          .click();
        const purchase = page.getByRole('dialog', { name: fr('account.purchase.title') });
        const who = purchase.getByRole('group', { name: fr('account.purchase.who') });
        await who.getByRole('checkbox').first().waitFor();
        for (const box of await who.getByRole('checkbox').all()) await box.check();
        expect(await purchase.innerText()).toMatch(/TVH\s13\s%/);
        expect(await purchase.innerText()).toMatch(/339,00\s\$/);
        await checkScreen(page, 'Acheter des abonnements');
        await purchase.getByRole('button', { name: frPattern('account.purchase.confirm') }).click();
        await payAtFrenchCheckout(page, 'abonnements');

        // A demo drop-in, three days out: the registration opens from the link, for the member herself.
        await page.goto(`/drop-in?session=${await demoDropIn()}`);
        const dropIn = page.getByRole('dialog', { name: frPattern('programs.dropIn.dialog.register') });
        await dropIn.waitFor();
        await checkScreen(page, 'Inscription au jeu libre');
        await dropIn.getByRole('button', { name: frPattern('programs.dropIn.dialog.pay') }).click();
        await payAtFrenchCheckout(page, 'jeu libre');
        await page.goto('/drop-in');
        await page.getByRole('button', { name: fr('programs.dropIn.cancelRegistrationYou') }).waitFor();
        await checkScreen(page, 'Jeu libre');

        // The camp: the child, at the member price; the member herself is outside its ages.
        await page.goto(`/lesson-info/${camp.id}`);
        await page.getByRole('heading', { level: 1, name: camp.title }).waitFor();
        await checkScreen(page, 'Page du camp');
        await page.getByRole('button', { name: fr('programs.program.register'), exact: true }).click();
        const register = page.getByRole('dialog', { name: frPattern('programs.program.dialog.title') });
        await register.getByRole('checkbox', { name: /^Élodie Gagnon · / }).check();
        expect(await register.getByRole('checkbox', { name: frPattern('programs.program.dialog.outsideAges', { name: 'Camille Gagnon' }) }).isDisabled()).toBe(
          true,
        );
        await checkScreen(page, 'Inscription au camp');
        await register.getByRole('button', { name: frPattern('programs.dropIn.dialog.pay') }).click();
        await payAtFrenchCheckout(page, 'camp');

        // The demo tournament's open doubles, with a partner named by e-mail.
        await page.goto('/tournaments');
        await page.getByRole('heading', { level: 1, name: fr('nav.tournaments') }).waitFor();
        const tournament = page.getByRole('link', { name: /Omnium de printemps/ }).first();
        await tournament.waitFor();
        await checkScreen(page, 'Tournois');
        await tournament.click();
        await page.getByRole('heading', { level: 1, name: /Omnium de printemps/ }).waitFor();
        await checkScreen(page, 'Page du tournoi');
        await page.getByRole('button', { name: fr('programs.program.register'), exact: true }).click();
        const entry = page.getByRole('dialog', { name: frPattern('programs.program.dialog.title') });
        await entry.waitFor();
        const player = entry.getByRole('radio', { name: /^Camille Gagnon$/ });
        if (await player.count()) await player.check();
        await entry.getByRole('radio', { name: /^Open doubles/ }).check();
        await entry.getByRole('radio', { name: fr('programs.tournament.dialog.partnerByEmail') }).check();
        await entry.getByRole('textbox', { name: new RegExp(`^${fr('programs.tournament.dialog.partnerEmail')}`) }).fill(partner.email);
        await checkScreen(page, 'Inscription au tournoi');
        await entry.getByRole('button', { name: frPattern('programs.dropIn.dialog.pay') }).click();
        await payAtFrenchCheckout(page, 'tournoi');

        // The drop-in place cancelled before the cutoff: a full refund.
        await page.goto('/drop-in');
        await page.getByRole('button', { name: fr('programs.dropIn.cancelRegistrationYou') }).click();
        const cancel = page.getByRole('dialog', { name: fr('programs.dropIn.cancel.title') });
        await cancel.getByText(fr('programs.dropIn.cancel.refund')).waitFor();
        await checkScreen(page, 'Annuler une inscription');
        await cancel.getByRole('button', { name: fr('programs.dropIn.cancel.confirm') }).click();
        await cancel.waitFor({ state: 'hidden' });

        // Account: four orders under Purchases, one refunded; each printable receipt French.
        await page.goto('/account');
        const purchases = page.getByRole('list', { name: fr('checkout.purchases.title') });
        await expect
          .poll(async () => purchases.getByRole('link', { name: frPattern('checkout.order.receiptLink') }).count(), {
            message: `receipt links under ${fr('checkout.purchases.title')}`,
            timeout: 15_000,
          })
          .toBe(4)
          .catch(async (error: Error) => {
            throw new Error(`${error.message}\n${await page.locator('main').innerText()}`);
          });
        await checkScreen(page, 'Compte, achats');
        for (const link of await purchases.getByRole('link', { name: frPattern('checkout.order.receiptLink') }).all()) {
          const receipt = await context.newPage();
          try {
            await receipt.goto((await link.getAttribute('href'))!);
            const text = await receipt.locator('body').innerText();
            expect(await receipt.evaluate(() => document.documentElement.lang), `receipt ${text.slice(0, 60)}: <html lang>`).toBe('fr-CA');
            expect(text).toMatch(/TVH\s13\s%/);
            expect(text).toMatch(/\d+,\d{2}\s\$/);
            expect.soft(englishIn(text), `receipt: ${text.slice(0, 80)}`).toEqual([]);
          } finally {
            await receipt.close();
          }
        }

        // Every e-mail to the member (and the partner's invitation) is French.
        for (const to of [member.email, partner.email]) {
          const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
          const mails = (await response.json()) as { subject: string; text: string }[];
          expect(mails.length, to).toBeGreaterThanOrEqual(to === member.email ? 5 : 2);
          for (const mail of mails) expect.soft(englishIn(`${mail.subject}\n${mail.text}`), `e-mail "${mail.subject}"`).toEqual([]);
        }
      } finally {
        await context.close();
      }
    },
  );

  it('the owner sets up a camp in French and publishes it: every screen French', async () => {
    const stamp = Date.now();
    const title = `Camp de relâche ${stamp}`;
    // A camp with an English title only (as the other e2e files write theirs): listed on French screens, marked lang="en-CA".
    const englishOnly = await publishCamp({ frenchTitle: false, daysAhead: 80, court: 4 });
    await asFrenchStaff('owner@example.com', async (page) => {
      await page.goto('/owner/event-setup');
      await page.getByText(englishOnly.title).first().waitFor();
      await page.getByRole('button', { name: fr('programsStaff.events.add') }).waitFor();
      await checkScreen(page, 'Configuration des programmes');

      await page.getByRole('button', { name: fr('programsStaff.events.add') }).click();
      const editor = page.getByRole('dialog', { name: fr('programsStaff.events.editor.newTitle') });
      // The title in French (and in English where the form asks for both versions side by side).
      const titleLabel = fr('programsStaff.field.title');
      const inFrench = editor.getByRole('textbox', { name: frPattern('content.inFrench', { field: titleLabel }) });
      if (await inFrench.count()) {
        await inFrench.fill(title);
        await editor.getByRole('textbox', { name: frPattern('content.inEnglish', { field: titleLabel }) }).fill(`March break camp ${stamp}`);
      } else {
        await editor.getByRole('textbox', { name: new RegExp(`^${titleLabel}`) }).fill(title);
      }
      await editor.getByRole('textbox', { name: new RegExp(`^${fr('programsStaff.events.field.minAge')}`) }).fill('7');
      await editor.getByRole('textbox', { name: new RegExp(`^${fr('programsStaff.events.field.maxAge')}`) }).fill('11');
      await editor.getByRole('textbox', { name: frPattern('programsStaff.field.memberPrice') }).fill('140');
      await editor.getByRole('textbox', { name: frPattern('programsStaff.field.nonMemberPrice') }).fill('170');
      await editor.getByRole('radio', { name: fr('programsStaff.events.schedule.range') }).check();
      const [first, last] = ordinaryDays(75, 2);
      await editor.getByLabel(new RegExp(`^${fr('programsStaff.events.schedule.firstDay')}`)).fill(first);
      await editor.getByLabel(new RegExp(`^${fr('programsStaff.events.schedule.lastDay')}`)).fill(last);
      await editor.getByRole('checkbox', { name: frPattern('programsStaff.field.court', { court: '6' }) }).check();
      await checkScreen(page, 'Nouveau programme');
      await editor.getByRole('button', { name: fr('programsStaff.common.save') }).click();
      // Saved, the dialog closes; refused, it says why (its words in the failure).
      await editor.waitFor({ state: 'hidden', timeout: 15_000 }).catch(async (error: Error) => {
        throw new Error(`${error.message}\n${await editor.innerText()}`);
      });
      await page.getByRole('button', { name: frPattern('programsStaff.events.publishLabel', { title }) }).click();
      await page.getByRole('button', { name: frPattern('programsStaff.events.unpublishLabel', { title }) }).waitFor();
      await checkScreen(page, 'Configuration des programmes, camp publié');

      // The camp as players see it, in French, listed beside the English-only one.
      await page.goto('/camps');
      await page.getByRole('link', { name: englishOnly.title }).waitFor();
      expect(await page.getByRole('link', { name: englishOnly.title }).evaluate((link) => link.closest('[lang]')?.getAttribute('lang'))).toBe('en-CA');
      await checkScreen(page, 'Camps');
      await page.getByRole('link', { name: title }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await checkScreen(page, 'Page publique du camp');
    });
  });

  it('staff at the desk read the bookings overview, a roster and an order in French', async () => {
    await asFrenchStaff('admin@example.com', async (page) => {
      await page.goto('/admin/bookings-overview');
      await page.getByRole('heading', { level: 1, name: fr('booking.overview.title') }).waitFor();
      await page.getByRole('table').first().waitFor();
      await checkScreen(page, 'Aperçu des réservations');

      // The roster of the camp the member's child is registered for (else a demo drop-in's).
      const sessionId = walked.campSessionId ?? (await demoDropIn());
      await page.goto(`/admin/bookings-overview/sessions/${sessionId}`);
      await page.getByRole('heading', { level: 1, name: frPattern('programsStaff.roster.title') }).waitFor();
      await checkScreen(page, 'Liste des participants');

      // Order lookup: the member's orders, one opened with its lines, payments and history.
      await page.goto('/admin/orders');
      await page.getByRole('heading', { level: 1, name: fr('nav.orders') }).waitFor();
      if (walked.memberEmail) await page.getByRole('searchbox').fill(walked.memberEmail);
      const open = page.getByRole('button', { name: frPattern('checkout.orders.openLabel') }).first();
      await open.waitFor();
      await open.click();
      await page
        .getByRole('heading', { name: frPattern('checkout.order.number') })
        .first()
        .waitFor();
      await checkScreen(page, 'Commandes');
    });
  });
});
