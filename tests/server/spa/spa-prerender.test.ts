import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSR_DIR, buildHomeRenderer } from '../../../scripts/support/ssr-build.js';
import { agentFor, createTestApp, type Agent, type TestApp } from '../helpers/test-app.js';

// The built index.html's shape: an empty root that the server fills for `/`.
const INDEX_HTML = `<!doctype html>
<html lang="en-CA">
  <head>
    <title>Courtside Pickleball</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

// What the start-up imports dynamically, as the build's manifest names it (server/plugins/first-page-preloads.ts).
const words = (locale: string, suffix: string) =>
  Object.fromEntries(['app', 'errors', 'venue'].map((domain) => [`src/locales/${locale}/${domain}.json?lingui`, { file: `assets/${domain}-${suffix}.js` }]));
const MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true },
  ...words('en-CA', 'en'),
  ...words('fr-CA', 'fr'),
  'src/locales/en-CA/admin.json?lingui': { file: 'assets/admin-en.js' },
  'src/features/venue/whats-on/whats-on-section.tsx': { file: 'assets/whats-on.js', imports: ['index.html', '_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
};

let t: TestApp;
let distDir: string;
let owner: Agent;
let admin: Agent;
let member: Agent;
beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'courtside-prerender-'));
  // The server's render imports React from node_modules, as it does inside the project.
  symlinkSync(join(process.cwd(), 'node_modules'), join(distDir, 'node_modules'), 'dir');
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  mkdirSync(join(distDir, '.vite'));
  writeFileSync(join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await buildHomeRenderer(join(distDir, SSR_DIR)); // the real build of src/ssr/render-home.tsx
  t = await createTestApp({ distDir });
  ({ agent: owner } = await agentFor(t, ['owner']));
  ({ agent: admin } = await agentFor(t, ['admin']));
  ({ agent: member } = await agentFor(t));
  // A real Vite build: beside the other test worker (and, in the PostgreSQL phase, the e2e build) on a
  // 2-core machine it can take several minutes; one CI run on a slow day passed 360 s.
}, 900_000);
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

const page = async (url = '/') => (await t.app.inject({ method: 'GET', url })).body;
/** What the server put inside #root. */
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';

describe('`/` comes pre-rendered: the home page is in the HTML before any script runs', () => {
  it('the layout and the home view, with the prices and hours from the company settings', async () => {
    expect(
      (await owner.patch('/api/company-settings', { membershipPrice: 12345, mondayOpeningTimeInMins: 405, mondayClosingTimeInMins: 1200 })).statusCode,
    ).toBe(200);
    const html = await page('/');
    const root = rootOf(html);
    expect(root).toMatch(/<h1[^>]*>Courtside Pickleball<\/h1>/);
    expect(root).toContain('Indoor pickleball for every level.');
    expect(root).toContain('Book a court');
    expect(root).toContain('$123.45'); // membership, from the settings just saved
    expect(root).toContain('6:45 a.m.'); // Monday's opening
    expect(root).toContain('Log in');
    expect(root).toContain('Create account');
    // Fluent's and Griffel's styles come with it, in <head>, so it paints styled.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('data-make-styles-bucket');
  });

  it('with what is on held in place: its heading and cards, loading, for the browser to fill after the first paint', async () => {
    const root = rootOf(await page('/'));
    expect(root).toMatch(/<h2[^>]*id="whats-on-heading"[^>]*>What’s on<\/h2>/);
    for (const heading of ['Free courts', 'Drop-ins today and tomorrow', 'Coming up']) expect(root).toMatch(new RegExp(`<h3[^>]*>${heading}</h3>`));
    expect(root.match(/aria-label="Loading what’s on"/g)).toHaveLength(3);
  });

  it('with the site alert the page carries', async () => {
    expect((await admin.post('/api/app-alert', { message: 'Courts 3 and 4 closed today', severity: 'warning' })).statusCode).toBeLessThan(300);
    const root = rootOf(await page('/'));
    expect(root).toContain('data-testid="site-alert"');
    expect(root).toContain('Courts 3 and 4 closed today');
    expect((await admin.delete('/api/app-alert/1')).statusCode).toBeLessThan(300);
    expect(rootOf(await page('/'))).not.toContain('site-alert');
  });

  it('as a logged-in member sees it before the browser knows more: Log out, no Create account', async () => {
    const root = rootOf((await member.get('/')).body);
    expect(root).toMatch(/<h1[^>]*>Courtside Pickleball<\/h1>/);
    expect(root).toContain('Log out');
    expect(root).not.toContain('Create account');
  });

  it('in French for a visitor whose browser asks for it (Accept-Language) or who chose it (cookie): <html lang="fr-CA">, French words, Intl money and times', async () => {
    expect(
      (await owner.patch('/api/company-settings', { membershipPrice: 12345, mondayOpeningTimeInMins: 405, mondayClosingTimeInMins: 1200 })).statusCode,
    ).toBe(200);
    const fromBrowser = (await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' } })).body;
    const fromCookie = (await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'en-CA', cookie: 'courtside_locale=fr-CA' } })).body;
    for (const html of [fromBrowser, fromCookie]) {
      expect(html).toContain('<html lang="fr-CA">');
      const root = rootOf(html);
      expect(root).toMatch(/<h1[^>]*>Courtside Pickleball<\/h1>/); // the venue's name is not translated
      expect(root).toContain('Du pickleball intérieur pour tous les niveaux.');
      expect(root).toContain('Réserver un terrain');
      expect(root).toContain('Heures d’ouverture');
      expect(root).toContain('Lundi');
      expect(root).toContain('6\u00a0h\u00a045'); // Monday's opening, in French as the OQLF writes times
      expect(root).toContain('20\u00a0h');
      expect(root).not.toContain('20 h 00');
      expect(root).toContain('123,45\u00a0$'); // the membership
      expect(root).toContain('Se connecter');
      expect(root).toContain('Créer un compte');
      expect(root).toContain('>English<'); // the switcher offers the other language
      expect(root).not.toContain('Indoor pickleball');
    }
    // A French render does not leak into the next English one (renders share the server's i18n).
    const english = await page('/');
    expect(english).toContain('<html lang="en-CA">');
    expect(rootOf(english)).toContain('Indoor pickleball for every level.');
    expect(rootOf(english)).toContain('$123.45');
    expect(rootOf(english)).toContain('>Français<');
  });

  it('a French member sees Se déconnecter, no Créer un compte', async () => {
    const root = rootOf((await member.get('/', { headers: { 'accept-language': 'fr' } })).body);
    expect(root).toContain('Se déconnecter');
    expect(root).not.toContain('Créer un compte');
  });

  it('its scripts wait for the first paint: one small loader names the entry instead of the module tag', async () => {
    const html = await page('/');
    expect(html).toMatch(/<script defer src="\/after-first-paint.js" data-entry="\/assets\/index.js"/);
    expect(html).not.toContain('<script type="module"');
    // Issue 28: and what the start-up asks for next comes beside the entry: the first screen's words
    // (the page's language's, chosen by the loader), What's on's chunk and its data.
    expect(html).toContain(' data-words-en-ca="/assets/app-en.js /assets/errors-en.js /assets/venue-en.js"');
    expect(html).toContain(' data-words-fr-ca="/assets/app-fr.js /assets/errors-fr.js /assets/venue-fr.js"');
    expect(html).toContain(' data-later="/assets/whats-on.js /assets/shared.js"');
    expect(html).toContain(' data-whats-on="/api/whats-on"');
    // Every other route loads its scripts as built: it has nothing to show before them.
    expect(await page('/bookings')).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
  });

  it('and no other route is pre-rendered', async () => {
    for (const url of ['/bookings', '/account', '/owner/settings']) {
      const html = await page(url);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('<h1');
      expect(html).not.toContain('data-make-styles-bucket');
    }
  });
});
