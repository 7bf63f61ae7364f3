import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { logIn } from './support/flows';

// Each of the spec's 19 routes (and the staff's Orders and Takings), visited by an owner (so guarded screens render), at desktop and
// phone widths: its own lazy chunk loads, it has a heading, and axe finds nothing serious.
const ROUTES: { url: string; chunk: string }[] = [
  { url: '/', chunk: 'home-page' },
  { url: '/account', chunk: 'account-page' },
  { url: '/account/3', chunk: 'account-page' },
  { url: '/bookings', chunk: 'book-court-page' },
  { url: '/camps', chunk: 'camps-page' },
  { url: '/tournaments', chunk: 'tournaments-page' },
  // An unknown token: the invitation page's own not-found screen.
  { url: '/tournaments/invitations/no-such-token', chunk: 'invitation-page' },
  { url: '/drop-in', chunk: 'drop-in-page' },
  { url: '/lessons', chunk: 'lessons-page' },
  { url: '/events', chunk: 'events-page' },
  { url: '/partners', chunk: 'partners-page' },
  { url: '/coaches', chunk: 'coaches-page' },
  { url: '/lesson-info/7', chunk: 'lesson-info-page' },
  { url: '/admin/users', chunk: 'admin-users-page' },
  { url: '/admin/bookings-overview', chunk: 'bookings-overview-page' },
  { url: '/admin/orders', chunk: 'orders-page' },
  { url: '/admin/takings', chunk: 'takings-page' },
  { url: '/owner/settings', chunk: 'company-settings-page' },
  { url: '/owner/dropin-setup', chunk: 'dropin-setup-page' },
  { url: '/owner/event-setup', chunk: 'event-setup-page' },
  { url: '/redirect/checkout-success?session_id=test', chunk: 'checkout-success-page' },
  { url: '/redirect/checkout-cancel?session_id=test', chunk: 'checkout-cancel-page' },
];

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// One test per route and width (each with its own time limit), in one logged-in tab per width.
describe.each([
  { label: 'desktop', viewport: { width: 1280, height: 900 } },
  { label: 'phone (375 px)', viewport: { width: 375, height: 740 } },
])('every route on $label', ({ viewport }) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await newPage(browser, baseUrl, viewport));
    // No cache, so a route that shares a chunk with an earlier one still shows its request.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto('/');
    if (viewport.width < 960) {
      await page.getByRole('button', { name: 'Open menu' }).waitFor();
    }
    await logIn(page, 'owner@example.com');
  });
  afterAll(() => context?.close());

  it.each(ROUTES)('$url loads its own chunk, shows a heading and has no serious axe violations', async (route) => {
    const chunkRequests: string[] = [];
    const onRequest = (request: Request) => {
      if (request.url().includes('/assets/')) chunkRequests.push(request.url());
    };
    page.on('request', onRequest);
    try {
      await page.goto(route.url);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
    } finally {
      page.off('request', onRequest);
    }
    expect(
      chunkRequests.some((url) => url.includes(`/assets/${route.chunk}-`)),
      `chunk ${route.chunk} was not loaded (${chunkRequests.length} asset requests)`,
    ).toBe(true);
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${overflow}px wider than the ${viewport.width}px screen`).toBeLessThanOrEqual(1);
  });
});

it('a visitor reaching the reset page with a bad link gets the login modal on Home', async () => {
  const { context, page } = await newPage(browser, baseUrl);
  try {
    await page.goto('/redirect/reset-password/1/not-a-real-token');
    await page.getByRole('dialog').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  } finally {
    await context.close();
  }
});
