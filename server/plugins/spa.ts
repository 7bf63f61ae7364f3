import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { body } from './error-handler.js';

/**
 * Serves the built SPA from one process: hashed assets with a long cache, and index.html for
 * every client route. Anything under /api that matched no route is a JSON 404, never the page.
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
    const indexHtml = hasSpa ? readFileSync(indexFile, 'utf8') : '';

    app.setNotFoundHandler((request, reply) => {
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
      return reply.code(200).type('text/html').header('cache-control', 'no-cache').send(indexHtml);
    });
  },
  { name: 'spa' },
);
