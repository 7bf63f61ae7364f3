import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { body } from './error-handler.js';

/** The id of the JSON the first render reads instead of asking /api/company-settings and /api/app-alert. */
export const BOOTSTRAP_ELEMENT_ID = 'courtside-bootstrap';

/** How long the page waits for the settings and the alert before it goes without them. */
const BOOTSTRAP_WAIT_MS = 500;

/** The build marks the home route's preloads so that only `/` carries them (see vite.config.ts). */
const HOME_PRELOADS = /<!--home-preloads-->[\s\S]*?<!--\/home-preloads-->\n?/;

// Inside <script> only "</" (and the JS line separators, for old parsers) could end or break the block.
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

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

    // The last page rendered per template: the same settings and alert give the same bytes.
    const rendered = new Map<string, { json: string; html: string }>();
    const render = (template: string, json: string) => {
      const last = rendered.get(template);
      if (last?.json === json) return last.html;
      const script = `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${json}</script>`;
      const html = template.includes('</head>') ? template.replace('</head>', `    ${script}\n  </head>`) : `${script}${template}`;
      rendered.set(template, { json, html });
      return html;
    };

    const read = async () => {
      const [companySettings, alert] = await Promise.all([app.settings.companySettings(), app.alert.current()]);
      return scriptSafeJson({ companySettings, alert: alert ? { ...alert, updatedAt: alert.updatedAt.toISOString() } : null });
    };
    const bootstrapJson = async (request: { log: FastifyInstance['log'] }) => {
      if (!app.hasDecorator('settings') || !app.hasDecorator('alert')) return null;
      let timer: NodeJS.Timeout | undefined;
      // A busy database never holds the page back: past this, the SPA asks the API as it always could.
      const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), BOOTSTRAP_WAIT_MS)));
      try {
        const json = await Promise.race([read(), late]);
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
        return reply.code(404).send(body(404, `No route for ${request.method} ${path}.`));
      }
      if (!hasSpa) {
        return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build:spa` (npm start does it for you).');
      }
      // The reset link's token is in the path: never leak it to another site through Referer.
      if (path.startsWith('/redirect/reset-password/')) reply.header('referrer-policy', 'no-referrer');
      const template = path === '/' ? homeHtml : otherHtml;
      const json = await bootstrapJson(request);
      return reply
        .code(200)
        .type('text/html')
        .header('cache-control', 'no-cache')
        .send(json === null ? template : render(template, json));
    });
  },
  { name: 'spa' },
);
