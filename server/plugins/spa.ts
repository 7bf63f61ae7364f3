import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { pageLocale, type Locale } from '../lib/request-locale.js';
import { body, headerLocale } from './error-handler.js';
import { publicAlert } from '../modules/settings/alert/index.js';
import { WHATS_ON_READ, firstPagePreloads } from './first-page-preloads.js';

/** The id of the JSON the first render reads instead of asking /api/company-settings and /api/app-alert. */
export const BOOTSTRAP_ELEMENT_ID = 'courtside-bootstrap';

/** How long the page waits for the settings and the alert before it goes without them. */
const BOOTSTRAP_WAIT_MS = 500;

/** The server's render of `/`, built beside the page (scripts/support/ssr-build.ts; a dot folder is never served). */
const HOME_RENDERER = join('.ssr', 'render-home.js');

/** What src/ssr/render-home.tsx exports. */
interface HomeRenderer {
  renderHome(data: unknown, loggedIn: boolean, locale: Locale): Promise<{ styles: string; html: string } | null>;
  hasLoginCookie(cookieHeader: string): boolean;
}

/** The built page says `<html lang="en-CA">`; a French page says fr-CA before any script runs. */
const withLang = (html: string, locale: Locale) => (locale === 'en-CA' ? html : html.replace('<html lang="en-CA">', `<html lang="${locale}">`));

/** A pre-rendered `/` says which day is today: it is drawn again at least this often. */
const SHELL_MAX_AGE_MS = 15 * 60_000;

/** Where the pre-rendered `/` goes: the empty root the build writes (index.html). */
const ROOT_ELEMENT = '<div id="root"></div>';

type Shell = { key: string; styles: string; html: string } | null;

/** The build marks the home route's preloads so that only `/` carries them (see vite.config.ts). */
const HOME_PRELOADS = /<!--home-preloads-->[\s\S]*?<!--\/home-preloads-->\n?/;

// Inside <script> only "</" (and the JS line separators, for old parsers) could end or break the block.
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The pre-rendered `/` paints before any script runs, so its scripts wait for that paint: the entry
 * module and the modulepreloads become data on one small classic script (public/after-first-paint.js),
 * which adds them after the first frame, with the stylesheet that declares Inter: the text paints at
 * once in the fallback face and Inter swaps in (`font-display: swap`).
 */
function afterFirstPaint(html: string, distDir: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?/.exec(html);
  if (!entry) return html;
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
  const sheet = /<style data-href="([^"]+\.css)">/.exec(html)?.[1];
  // The start-up's dynamic imports too (the words, then What's on's chunk), and What's on's data:
  // no round trip waits on another (issue 28).
  const { words, later } = firstPagePreloads(distDir, new Set([entry[1], ...preloads]));
  const more = [
    ...Object.entries(words).map(([locale, files]) => ` data-words-${locale}="${files.join(' ')}"`),
    later.length ? ` data-later="${later.join(' ')}"` : '',
    ` data-whats-on="${WHATS_ON_READ}"`,
  ];
  const loader = `<script defer src="/after-first-paint.js" data-entry="${entry[1]}" data-preloads="${preloads.join(' ')}"${more.join('')}${sheet ? ` data-fonts="${sheet}"` : ''}></script>\n`;
  const page = html
    .replace(entry[0], () => loader)
    .replace(/ *<link rel="(modulepreload|preload" as="font)"[^>]*>\n?/g, '')
    .replace(/ *<!--\/?home-preloads-->\n?/g, '');
  // The loader adds the stylesheet back (resets again, and Inter's faces); inline stay the resets.
  return sheet ? page.replace(/@font-face\{[^}]*\}/g, '') : page;
}

/**
 * Serves the built SPA from one process: hashed assets with a long cache, and index.html for
 * every client route. Anything under /api that matched no route is a JSON 404, never the page.
 *
 * The page carries the company settings and the site alert as they are now, so the first render
 * needs no API round trip. They are read per request (two primary-key reads) rather than cached
 * in this process: another instance may change them, and the page must never show stale hours.
 */
export default fp(
  async function spaPlugin(app: FastifyInstance, opts: { distDir: string }) {
    const indexFile = join(opts.distDir, 'index.html');
    const hasSpa = existsSync(indexFile);
    if (hasSpa) {
      await app.register(fastifyStatic, {
        root: opts.distDir,
        wildcard: false,
        index: false,
        setHeaders(res, path) {
          const immutable = path.includes(`${join(opts.distDir, 'assets')}`);
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    const homeHtml = hasSpa ? readFileSync(indexFile, 'utf8') : '';
    const otherHtml = homeHtml.replace(HOME_PRELOADS, '');
    const shellHtml = hasSpa ? afterFirstPaint(homeHtml, opts.distDir) : '';
    const rendererFile = join(opts.distDir, HOME_RENDERER);
    // Loaded beside the start-up, not in its way (`/` waits for it); if it fails, `/` is served as other pages.
    const homeRenderer: Promise<HomeRenderer | null> =
      hasSpa && existsSync(rendererFile)
        ? import(pathToFileURL(rendererFile).href).then(
            (module: HomeRenderer) => module,
            (error: unknown) => {
              app.log.warn({ err: error }, `${HOME_RENDERER} did not load: / is served without pre-rendering`);
              return null;
            },
          )
        : Promise.resolve(null);

    // The last page rendered per template: the same settings, alert and shell give the same bytes.
    const rendered = new Map<string, { key: string; html: string }>();
    const render = (template: string, json: string, shell: Shell) => {
      const key = `${json}\n${shell?.key ?? ''}`;
      const last = rendered.get(template);
      if (last?.key === key) return last.html;
      const script = `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${json}</script>`;
      const head = shell ? `    ${script}\n    ${shell.styles}\n  </head>` : `    ${script}\n  </head>`;
      let html = template.includes('</head>') ? template.replace('</head>', () => head) : `${script}${template}`;
      if (shell) html = html.replace(ROOT_ELEMENT, () => `<div id="root">${shell.html}</div>`);
      rendered.set(template, { key, html });
      return html;
    };

    /**
     * `/` pre-rendered (src/ssr/render-home.tsx) from the page's own settings and alert, as a visitor
     * or as a logged-in member sees it before the browser knows more: the first paint needs no
     * JavaScript, and the client hydrates it. Kept per settings, alert and login (and redrawn each
     * quarter hour for "Today"); a render that fails leaves the page to the client as before.
     */
    const shells = new Map<string, { at: number; shell: Promise<Shell> }>();
    const homeShell = async (json: string, cookieHeader: string, locale: Locale, log: FastifyInstance['log']): Promise<Shell> => {
      const renderer = await homeRenderer;
      if (!renderer) return null;
      const loggedIn = renderer.hasLoginCookie(cookieHeader);
      const key = `${loggedIn ? 'member' : 'visitor'}\n${locale}\n${json}`;
      const cached = shells.get(key);
      if (cached && Date.now() - cached.at < SHELL_MAX_AGE_MS) return cached.shell;
      const shell = renderer.renderHome(JSON.parse(json), loggedIn, locale).then(
        (parts) => (parts ? { key: `${key}\n${Date.now()}`, ...parts } : null),
        (error: unknown) => {
          log.warn({ err: error }, '/ served without its pre-rendered shell');
          shells.delete(key);
          return null;
        },
      );
      if (shells.size >= 8) shells.clear(); // a handful of live combinations; old ones are dropped
      shells.set(key, { at: Date.now(), shell });
      return shell;
    };

    // A not-found handler is no route, so @fastify/compress (which hooks each route) never sees the
    // page; a pre-rendered `/` is ~75 KB. The few live pages are compressed once each.
    const compressedPages = new Map<string, Partial<Record<'br' | 'gzip', Buffer>>>();
    const compressed = (html: string, encoding: 'br' | 'gzip') => {
      let entry = compressedPages.get(html);
      if (!entry) {
        if (compressedPages.size >= 8) compressedPages.clear();
        compressedPages.set(html, (entry = {}));
      }
      return (entry[encoding] ??=
        encoding === 'br' ? brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(html, { level: 9 }));
    };

    // The alert in the page's language, as GET /api/app-alert answers the app in it.
    const read = async (locale: Locale) => {
      const [companySettings, alert] = await Promise.all([app.settings.companySettings(), app.alert.current()]);
      return scriptSafeJson({ companySettings, alert: alert ? publicAlert(alert, locale) : null });
    };
    const bootstrapJson = async (request: { log: FastifyInstance['log'] }, locale: Locale) => {
      if (!app.hasDecorator('settings') || !app.hasDecorator('alert')) return null;
      let timer: NodeJS.Timeout | undefined;
      // A busy database never holds the page back: past this, the SPA asks the API as it always could.
      const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), BOOTSTRAP_WAIT_MS)));
      try {
        const json = await Promise.race([read(locale), late]);
        if (json === null) request.log.warn('page served without bootstrapped settings: the database was slow');
        return json;
      } catch (error) {
        request.log.warn({ err: error }, 'page served without bootstrapped settings');
        return null;
      } finally {
        clearTimeout(timer);
      }
    };

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0];
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api') && !/\.[a-z0-9]+$/i.test(path);
      if (!wantsPage) {
        return reply.code(404).send(body(404, `No route for ${request.method} ${path}.`, undefined, 'no_route', undefined, headerLocale(request)));
      }
      if (!hasSpa) {
        return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build:spa` (npm start does it for you).');
      }
      // The reset link's token is in the path: never leak it to another site through Referer.
      if (path.startsWith('/redirect/reset-password/')) reply.header('referrer-policy', 'no-referrer');
      // The page's language: the visitor's saved choice, else the browser's (the app then follows an account's).
      const locale = pageLocale(request.headers.cookie, request.headers['accept-language']);
      const template = path === '/' ? homeHtml : otherHtml;
      const json = await bootstrapJson(request, locale);
      const shell = json !== null && path === '/' ? await homeShell(json, request.headers.cookie ?? '', locale, request.log) : null;
      const html = withLang(json === null ? template : render(shell ? shellHtml : template, json, shell), locale);
      reply.code(200).type('text/html').header('cache-control', 'no-cache').header('vary', 'accept-encoding, accept-language, cookie');
      const encoding = /\bbr\b/.test(request.headers['accept-encoding'] ?? '')
        ? 'br'
        : /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
          ? 'gzip'
          : null;
      return encoding ? reply.header('content-encoding', encoding).send(compressed(html, encoding)) : reply.send(html);
    });
  },
  { name: 'spa' },
);
