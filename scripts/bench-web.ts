/**
 * `npm run bench:web`: how light the first page is and how soon it paints. Builds the web app
 * (scripts/build-spa.ts), prints what `/` loads before it can draw (gzip, per file) and each lazy
 * chunk's own size, then runs Lighthouse (mobile profile, simulated throttling) three times on `/`
 * served by the real server on an embedded database, and three times on a floor page (React, one
 * Fluent button and a line of text, built here and served statically), and prints the medians side
 * by side with the goals (LCP, FCP, Total Blocking Time and Time to Interactive, the last two as
 * ratios to the floor's), with the long tasks, script time per file and main-thread work of the
 * median run. A bench, not a test: never part of `npm test`.
 *
 * CHROME_PATH picks the browser (default /usr/bin/chromium); BENCH_WEB_RUNS the runs per page (3).
 */
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import Fastify from 'fastify';
import lighthouse from 'lighthouse';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { freePort } from './support/free-port.js';

const root = process.cwd();
const dist = join(root, 'dist');
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const HOME_ROUTE_MODULE = 'src/features/venue/home-page.tsx';

// TBT and TTI against the floor page measured in the same run (issue 28): the machine's load cancels out.
const GOALS = { firstPageKb: 180, routeChunkKb: 60, tbtRatio: 1.5, ttiRatio: 1.3 };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// ---------------------------------------------------------------------------------------------
// 1. Build, and weigh what `/` loads.

console.log('Building the web app (scripts/build-spa.ts)…');
// A dist/ from before builds wrote their manifest is rebuilt.
const force = existsSync(join(dist, '.vite', 'manifest.json')) ? [] : ['--force'];
const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-spa.ts', ...force], { cwd: root, encoding: 'utf8' });
if (built.status !== 0) {
  console.error(built.stdout, built.stderr);
  process.exit(built.status ?? 1);
}
console.log(built.stdout.trim().split('\n').at(-1));

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const gzipOf = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** A chunk and every chunk it imports statically: what loads before its module runs. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(next, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey || !manifest[HOME_ROUTE_MODULE]) throw new Error('The build manifest names no entry or no home route chunk.');
const eager = closure(entryKey);
const firstPage = closure(HOME_ROUTE_MODULE, new Set(eager));
// The words the first page is drawn with (src/main.tsx awaits them before hydrating): English's here.
const FIRST_PAGE_CATALOGUES = ['app', 'errors', 'venue'].map((domain) => `src/locales/en-CA/${domain}.json?lingui`);
for (const key of FIRST_PAGE_CATALOGUES) {
  if (!manifest[key]) throw new Error(`The build manifest has no ${key}.`);
  closure(key, firstPage);
}
const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');

console.log("\n/ initial JS (entry, its modulepreloads, the home route chunk and what only it imports, the first page's catalogues), gzip:");
let firstPageBytes = 0;
for (const key of firstPage) {
  const { file } = manifest[key];
  const bytes = gzipOf(file);
  firstPageBytes += bytes;
  const role =
    key === entryKey
      ? 'entry'
      : key === HOME_ROUTE_MODULE
        ? 'home route'
        : FIRST_PAGE_CATALOGUES.includes(key)
          ? 'words'
          : eager.has(key)
            ? 'shared'
            : 'home only';
  const inHtml = role === 'words' || indexHtml.includes(`/${file}"`) ? '' : '  (not referenced from index.html!)';
  console.log(`  ${kb(bytes).padStart(9)}  ${role.padEnd(10)}  ${file}${inHtml}`);
}
const firstPagePass = firstPageBytes <= GOALS.firstPageKb * 1024;
console.log(`  ${kb(firstPageBytes).padStart(9)}  total`);

// The goal is per route (a page, the drawer, the login modal: our code under src/); a library chunk
// (Editor.js and its tools, loaded only when the owner opens an editor) or a catalogue is listed
// beside them for information.
console.log('\nLazy chunks, each its own file (gzip); the 60 KB goal is for route chunks:');
let routesPass = true;
const isRouteChunk = (key: string) => key.startsWith('src/') && !key.startsWith('src/locales/');
const lazyChunks = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry)
  .map(([key, chunk]) => ({ key, bytes: gzipOf(chunk.file), route: isRouteChunk(key) }))
  .sort((a, b) => b.bytes - a.bytes);
for (const { key, bytes, route } of lazyChunks) {
  const pass = !route || bytes <= GOALS.routeChunkKb * 1024;
  routesPass &&= pass;
  console.log(`  ${kb(bytes).padStart(9)}  ${key}${route ? '' : '  (library or words, loaded on use)'}${pass ? '' : '  FAIL'}`);
}
const largestRoute = lazyChunks.find((chunk) => chunk.route);

// ---------------------------------------------------------------------------------------------
// 2. The floor page: the least a React + Fluent page can be, built and served the same way.

const work = mkdtempSync(join(tmpdir(), 'courtside-bench-web-'));
const cleanups: (() => Promise<void> | void)[] = [() => rmSync(work, { recursive: true, force: true })];
const cleanUp = async () => {
  for (const step of cleanups.reverse()) await step();
};
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

try {
  const floorSrc = join(work, 'floor');
  mkdirSync(floorSrc);
  symlinkSync(join(root, 'node_modules'), join(floorSrc, 'node_modules'), 'dir');
  writeFileSync(
    join(floorSrc, 'index.html'),
    `<!doctype html>
<html lang="en-CA">
  <head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Floor</title></head>
  <body><div id="root"></div><script type="module" src="/main.tsx"></script></body>
</html>
`,
  );
  writeFileSync(
    join(floorSrc, 'main.tsx'),
    `import { createRoot } from 'react-dom/client';
import { Button, FluentProvider, Text, webLightTheme } from '@fluentui/react-components';

createRoot(document.getElementById('root')!).render(
  <FluentProvider theme={webLightTheme}>
    <Text as="h1" size={800} weight="semibold">Courtside Pickleball</Text>
    <p><Text>Indoor pickleball for every level. Book a court with friends, drop in to meet other players, or learn the game with one of our coaches.</Text></p>
    <Button appearance="primary" size="large">Book a court</Button>
  </FluentProvider>,
);
`,
  );
  const floorDist = join(work, 'floor-dist');
  await build({ root: floorSrc, configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir: floorDist, emptyOutDir: true } });
  const floorJs = readdirSync(join(floorDist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .reduce((sum, name) => sum + gzipSync(readFileSync(join(floorDist, 'assets', name)), { level: 9 }).length, 0);
  console.log(`\nThe floor page (React, FluentProvider, a Button and Text): ${kb(floorJs)} of JS, gzip.`);

  const floorServer = Fastify();
  await floorServer.register(fastifyCompress);
  await floorServer.register(fastifyStatic, { root: floorDist });
  const floorPort = await freePort();
  await floorServer.listen({ port: floorPort, host: '127.0.0.1' });
  cleanups.push(() => floorServer.close());

  // -------------------------------------------------------------------------------------------
  // 3. The real server on a fresh embedded database (with the demo data), as `npm start` runs it.

  const appPort = await freePort();
  const appUrl = `http://127.0.0.1:${appPort}`;
  const dataDir = join(work, 'data');
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_ORIGIN: appUrl,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  cleanups.push(async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ok = await fetch(`${appUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('the server did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  // -------------------------------------------------------------------------------------------
  // 4. Lighthouse, alternating the two pages so that both see the same machine load.

  if (!existsSync(CHROME_PATH)) throw new Error(`No browser at ${CHROME_PATH} (set CHROME_PATH).`);
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  cleanups.push(() => chrome.kill());

  /** One long task, one script's main-thread time, or one kind of main-thread work, as Lighthouse lists them. */
  type Row = { label: string; ms: number; detail?: string };
  type Metrics = { lcp: number; fcp: number; tbt: number; tti: number; lcpElement: string; longTasks: Row[]; scripts: Row[]; work: Row[] };
  type Item = Record<string, unknown>;
  const itemsOf = (audit: { details?: unknown } | undefined): Item[] => (audit?.details as { items?: Item[] } | undefined)?.items ?? [];
  // Our own files by their path on the server; another origin's (or the page itself) as Lighthouse names them.
  const shortUrl = (url: unknown) => (typeof url === 'string' ? url.replace(/^https?:\/\/127\.0\.0\.1:\d+/, '') || '/' : String(url));
  async function measure(url: string): Promise<Metrics> {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    // The element Lighthouse took for the largest paint: a table of tables, the node in the first row.
    const element = JSON.stringify(audits['largest-contentful-paint-element']?.details ?? {}).match(/"nodeLabel":"((?:[^"\\]|\\.)*)"/)?.[1] ?? '?';
    return {
      lcp: value('largest-contentful-paint'),
      fcp: value('first-contentful-paint'),
      tbt: value('total-blocking-time'),
      tti: value('interactive'),
      lcpElement: element.slice(0, 60),
      // What ran: each long task (start, which script), each script's time, each kind of work (simulated, as TBT is).
      longTasks: itemsOf(audits['long-tasks']).map((item) => ({
        label: shortUrl(item.url),
        ms: Number(item.duration),
        detail: `at ${Number(item.startTime).toFixed(0)} ms`,
      })),
      scripts: itemsOf(audits['bootup-time']).map((item) => ({
        label: shortUrl(item.url),
        ms: Number(item.total),
        detail: `script ${Number(item.scripting).toFixed(0)} ms, parse+compile ${Number(item.scriptParseCompile).toFixed(0)} ms`,
      })),
      work: itemsOf(audits['mainthread-work-breakdown']).map((item) => ({ label: String(item.groupLabel ?? item.group), ms: Number(item.duration) })),
    };
  }

  const pages = { '/': `${appUrl}/`, floor: `http://127.0.0.1:${floorPort}/` };
  const runs: Record<keyof typeof pages, Metrics[]> = { '/': [], floor: [] };
  console.log(`\nLighthouse (mobile, simulated throttling), ${RUNS} runs per page…`);
  // One warm-up load each: the first run after a build pays for compiling the server's routes.
  await fetch(pages['/']);
  await fetch(pages.floor);
  for (let run = 1; run <= RUNS; run += 1) {
    for (const page of Object.keys(pages) as (keyof typeof pages)[]) {
      const metrics = await measure(pages[page]);
      runs[page].push(metrics);
      console.log(
        `  run ${run} ${page.padEnd(5)}  LCP ${metrics.lcp.toFixed(0)} ms  FCP ${metrics.fcp.toFixed(0)} ms  TBT ${metrics.tbt.toFixed(0)} ms  TTI ${metrics.tti.toFixed(0)} ms  (LCP element: ${metrics.lcpElement})`,
      );
    }
  }
  const medians = (page: keyof typeof pages) => ({
    lcp: median(runs[page].map((m) => m.lcp)),
    fcp: median(runs[page].map((m) => m.fcp)),
    tbt: median(runs[page].map((m) => m.tbt)),
    tti: median(runs[page].map((m) => m.tti)),
  });
  const home = medians('/');
  const floor = medians('floor');
  const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(9);
  console.log('\nMedians           /      floor');
  console.log(`  LCP      ${ms(home.lcp)}  ${ms(floor.lcp)}`);
  console.log(`  FCP      ${ms(home.fcp)}  ${ms(floor.fcp)}`);
  console.log(`  TBT      ${ms(home.tbt)}  ${ms(floor.tbt)}`);
  console.log(`  TTI      ${ms(home.tti)}  ${ms(floor.tti)}`);

  // What ran on the main thread, from the run whose TBT is the median: the list to shorten.
  const rows = (title: string, list: Row[], top: number) => {
    console.log(`    ${title}`);
    for (const row of [...list].sort((a, b) => b.ms - a.ms).slice(0, top)) {
      console.log(`      ${ms(row.ms)}  ${row.label}${row.detail ? `  (${row.detail})` : ''}`);
    }
  };
  for (const page of Object.keys(pages) as (keyof typeof pages)[]) {
    const medianRun = runs[page].find((m) => m.tbt === median(runs[page].map((r) => r.tbt)))!;
    console.log(`\nMain thread on ${page} (the median-TBT run; Lighthouse's simulated times):`);
    rows('long tasks (≥ 50 ms), longest first', medianRun.longTasks, 10);
    rows('script time per file', medianRun.scripts, 8);
    rows('work by kind', medianRun.work, 8);
  }

  const lcpPass = home.lcp <= floor.lcp;
  const tbtPass = home.tbt <= GOALS.tbtRatio * floor.tbt;
  const ttiPass = home.tti <= GOALS.ttiRatio * floor.tti;
  console.log('\nGoals');
  console.log(`  ${verdict(firstPagePass)}  / initial JS ${kb(firstPageBytes)} ≤ ${GOALS.firstPageKb} KB gzip`);
  console.log(
    `  ${verdict(routesPass)}  every route chunk ≤ ${GOALS.routeChunkKb} KB gzip (largest ${kb(largestRoute?.bytes ?? 0)}, ${largestRoute?.key ?? '-'})`,
  );
  console.log(`  ${verdict(lcpPass)}  LCP on / ${home.lcp.toFixed(0)} ms ≤ the floor page's ${floor.lcp.toFixed(0)} ms`);
  console.log(
    `  ${verdict(tbtPass)}  TBT on / ${home.tbt.toFixed(0)} ms ≤ ${GOALS.tbtRatio} × the floor page's ${floor.tbt.toFixed(0)} ms (${(home.tbt / floor.tbt).toFixed(2)} ×)`,
  );
  console.log(
    `  ${verdict(ttiPass)}  TTI on / ${home.tti.toFixed(0)} ms ≤ ${GOALS.ttiRatio} × the floor page's ${floor.tti.toFixed(0)} ms (${(home.tti / floor.tti).toFixed(2)} ×)`,
  );
  console.log(`\n(built into ${relative(root, dist)}; floor page and server data in a temp dir, removed)`);
} finally {
  await cleanUp();
}
