import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOTSTRAP_ELEMENT_ID } from '../../../server/plugins/spa.js';
import { agentFor, createTestApp, type Agent, type TestApp } from '../helpers/test-app.js';

// A built index.html as the build writes it: the home route's preloads between markers.
const INDEX_HTML = `<!doctype html>
<html lang="en-CA">
  <head>
    <title>Courtside Pickleball</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <!--home-preloads-->
    <link rel="modulepreload" crossorigin href="/assets/home-page.js">
    <!--/home-preloads-->
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let t: TestApp;
let distDir: string;
let admin: Agent;
let owner: Agent;
beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'courtside-spa-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  t = await createTestApp({ distDir });
  ({ agent: admin } = await agentFor(t, ['admin']));
  ({ agent: owner } = await agentFor(t, ['owner']));
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

const page = (url = '/') => t.app.inject({ method: 'GET', url });
const api = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

/** The JSON the page carries, parsed as the SPA parses it. */
function bootstrapOf(html: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html);
  if (!match) throw new Error('no bootstrap script in the page');
  return JSON.parse(match[1]);
}

describe('the served page carries the company settings and the site alert', () => {
  it('as /api/company-settings answers them, and no alert while there is none', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const data = bootstrapOf(response.body) as Record<string, unknown>;
    expect(data.companySettings).toEqual(JSON.parse(await api('/api/company-settings')));
    expect(data.alert).toBeNull();
    // Inside <head>, before it closes, and the page itself is intact.
    expect(response.body.indexOf(BOOTSTRAP_ELEMENT_ID)).toBeLessThan(response.body.indexOf('</head>'));
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('shows a change at once: the next page carries the new settings and the published alert', async () => {
    expect((await owner.patch('/api/company-settings', { membershipPrice: 17500 })).statusCode).toBe(200);
    const published = await admin.post('/api/app-alert', { message: 'Courts 3 and 4 closed </script><script>alert(1)</script>', severity: 'warning' });
    expect(published.statusCode).toBeLessThan(300);

    const response = await page('/bookings');
    const data = bootstrapOf(response.body) as { companySettings: Record<string, unknown>; alert: Record<string, unknown> };
    expect(data.companySettings).toMatchObject({ membershipPrice: 17500 });
    expect(data.alert).toEqual(JSON.parse(await api('/api/app-alert')));
    // Text that looks like markup cannot end the data block.
    expect(response.body.match(/<\/script>/g)).toHaveLength(2);
  });

  it('keeps the home route preloads for / only', async () => {
    expect((await page('/')).body).toContain('href="/assets/home-page.js"');
    const other = (await page('/account')).body;
    expect(other).not.toContain('home-page.js');
    expect(other).not.toContain('home-preloads');
    expect(other).toContain('/assets/index.js');
  });
});
