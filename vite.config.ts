import { defineConfig } from 'vitest/config';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@machines': fileURLToPath(new URL('./machines', import.meta.url)),
};

// The API listens on PORT (3000); in development Vite proxies /api to it and presents the
// API's configured APP_ORIGIN so the server's Origin check (CSRF defence) accepts the request.
const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';
const appOrigin = process.env.DEV_APP_ORIGIN ?? apiTarget;

// `npm run dev -- --inspect` attaches the Stately inspector (see src/main.tsx).
const inspect = process.env.VITE_INSPECT === 'true';

/** Where the machines live: pure statecharts (no I/O, no React, docs/architecture.md), so importing one runs nothing that matters. */
const MACHINES_DIR = fileURLToPath(new URL('./machines/', import.meta.url));

/** The home screen's own module; its chunk is preloaded from the HTML that `/` is served with. */
const HOME_ROUTE_MODULE = '/src/features/venue/home-page.tsx';
/** Inter as drawn above the fold: body text (400) and headings, brand and buttons (600), Latin only. */
const FIRST_PAGE_FONTS = /inter-latin-(400|600)-normal-[\w-]+\.woff2$/;

/**
 * Adds to the built index.html what the first page would otherwise discover late: the home route's
 * chunk and the chunks only it imports (between markers, so the server keeps them for `/` alone), and
 * the Inter files above the fold (their @font-face already says `font-display: swap`). The stylesheet
 * is inlined.
 */
function firstPagePreloads(): Plugin {
  return {
    name: 'courtside-first-page-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const importsOf = (fileName: string) => {
          const output = bundle[fileName];
          return output?.type === 'chunk' ? output.imports : [];
        };
        const closure = (start: string, seen: Set<string>, found: string[] = []) => {
          if (seen.has(start)) return found;
          seen.add(start);
          found.push(start);
          for (const next of importsOf(start)) closure(next, seen, found);
          return found;
        };
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const entry = chunks.find((chunk) => chunk.isEntry);
        const home = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(HOME_ROUTE_MODULE));
        if (!entry || !home) throw new Error(`first-page preloads: no ${entry ? HOME_ROUTE_MODULE : 'entry'} chunk in the build`);
        const eager = new Set<string>();
        closure(entry.fileName, eager);
        const homeFiles = closure(home.fileName, eager);
        const fonts = Object.keys(bundle).filter((name) => FIRST_PAGE_FONTS.test(name));
        const links = [
          ...fonts.map((name) => `    <link rel="preload" as="font" type="font/woff2" crossorigin href="/${name}">`),
          '    <!--home-preloads-->',
          ...homeFiles.map((name) => `    <link rel="modulepreload" crossorigin href="/${name}">`),
          '    <!--/home-preloads-->',
        ];
        // The app's one stylesheet (Inter's @font-face rules and a few resets, ~9 KB) goes inline: `/`
        // arrives pre-rendered and should paint without waiting for another request.
        const inlined = html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, name: string) => {
          const sheet = bundle[name];
          return sheet?.type === 'asset' ? `<style data-href="/${name}">${String(sheet.source)}</style>` : link;
        });
        return inlined.replace(/\n\s*<\/head>/, `\n${links.join('\n')}\n  </head>`);
      },
    },
  };
}

export default defineConfig({
  // lingui(): catalogues imported with `?lingui` are compiled to code at build time (no parser shipped).
  plugins: [react(), lingui(), firstPagePreloads()],
  define: { 'import.meta.env.VITE_INSPECT': JSON.stringify(inspect ? 'true' : 'false') },
  resolve: { alias },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, headers: { origin: appOrigin } },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      treeshake: {
        // A machine file builds its machine at top level (`setup(…).createMachine(…)`), which the bundler
        // must otherwise keep as a side effect: then a chunk importing one name from a domain's index.ts
        // would carry every machine of the domain. Machines are pure, so an unused one may go.
        moduleSideEffects: (id) => (id.startsWith(MACHINES_DIR) ? false : true),
      },
      output: {
        // One chunk for what `/` draws with beside its own screen (the home screen's Fluent table and
        // text, the settings machine, money and the venue's clock, with the modules they need that the
        // entry does not already hold): left to itself the bundler cut these into about 20 files of
        // 0.2–24 KB, each a request the first page waited for (issue 28). Other screens share it.
        codeSplitting: {
          groups: [
            {
              name: 'first-page',
              test: /[\\/]src[\\/]features[\\/]venue[\\/](opening-hours|home-settings-logic)\.|[\\/]src[\\/]lib[\\/](money|venue-clock)\.|[\\/]src[\\/]i18n[\\/]date-text\.|[\\/]machines[\\/]settings[\\/]|@fluentui[\\/]react-(table|text)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    // Both cores: test files are independent (each has its own PGlite or PostgreSQL database), and
    // Vitest's default on a 2-core machine is one worker, which ran the unit suite file after file.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // Each file builds its own app on its own database, and the server keeps no state in its
          // modules beyond pure memos (zone offsets, formatters), so a worker keeps its loaded
          // modules from file to file instead of loading Fastify, drizzle and PGlite again.
          isolate: false,
          // tests/lint: the server's house rules, through ESLint's API.
          include: ['tests/server/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'machines',
          environment: 'node',
          // Machines are pure definitions and each test starts its own actors: no file can reach another.
          isolate: false,
          include: ['tests/machines/**/*.test.ts'],
          // A model's coverage check walks the machine's whole state graph in one synchronous step (a few
          // seconds for the buying flows on a loaded 2-core runner): how long it takes is no assertion.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'views',
          environment: 'jsdom',
          include: ['tests/views/**/*.test.tsx'],
          setupFiles: ['tests/views/setup.ts'],
          testTimeout: 20_000,
          // Test files are isolated, so each imports Fluent (some 2,500 small modules) anew; bundled
          // once (with React, so there is one copy of it), the views' imports take half the time.
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: [
                  'react',
                  'react-dom',
                  'react-dom/client',
                  'react/jsx-runtime',
                  'react/jsx-dev-runtime',
                  '@fluentui/react-components',
                  '@fluentui/react-icons',
                  '@fluentui/react-datepicker-compat',
                  '@testing-library/dom',
                  '@testing-library/react',
                  '@testing-library/user-event',
                ],
              },
            },
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // One server and one browser for the whole run; files share them in sequence.
          fileParallelism: false,
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
