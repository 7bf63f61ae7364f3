/**
 * Builds the web app so that a running server never loses its files: each build goes into its own
 * folder under .dist-builds/, keeps the previous build's hashed assets (pages already open still
 * load them), and `dist` is then pointed at it by renaming a symlink over it, which is atomic.
 * Nothing is built when the sources are unchanged since the build `dist` points at (`--force` builds anyway).
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'vite';
import { SSR_DIR, buildHomeRenderer } from './support/ssr-build.js';

const root = process.cwd();
const dist = join(root, 'dist');
const buildsDir = join(root, '.dist-builds');
const INPUTS = [
  'src',
  'machines',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
  'scripts/build-spa.ts',
  'scripts/support/ssr-build.ts',
];
const STAMP = '.build-stamp';
const OWN_ASSETS = '.build-assets.json';
const KEEP_BUILDS = 3;

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)));
}

/** One hash over every input file's path and bytes (and the build mode). */
function fingerprint(): string {
  const hash = createHash('sha256');
  hash.update(process.env.NODE_ENV ?? '');
  for (const file of INPUTS.flatMap((input) => files(join(root, input)))) {
    hash.update(relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : null);

const stamp = fingerprint();
if (!process.argv.includes('--force') && read(join(dist, STAMP)) === stamp) {
  console.log('The web app is up to date (dist/); nothing to build.');
  process.exit(0);
}

const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${stamp.slice(0, 8)}`;
const out = join(buildsDir, id);
mkdirSync(buildsDir, { recursive: true });
// The manifest (dist/.vite/manifest.json) maps sources to chunks for `npm run bench:web`.
await build({ build: { outDir: out, emptyOutDir: true, manifest: true } });
// The server's render of `/` (server/plugins/spa.ts pre-renders the home page with it).
await buildHomeRenderer(join(out, SSR_DIR));
const produced = existsSync(join(out, 'assets')) ? readdirSync(join(out, 'assets')) : [];

// The previous build's own assets come along (one generation), so a page loaded before the swap keeps working.
const previousAssets = JSON.parse(read(join(dist, OWN_ASSETS)) ?? '[]') as string[];
for (const name of previousAssets) {
  const from = join(dist, 'assets', name);
  if (existsSync(from) && !existsSync(join(out, 'assets', name))) copyFileSync(from, join(out, 'assets', name));
}
writeFileSync(join(out, OWN_ASSETS), JSON.stringify(produced));
writeFileSync(join(out, STAMP), stamp);

// A real dist/ folder from before builds were swapped in is set aside once, then replaced by the link.
if (existsSync(dist) && !lstatSync(dist).isSymbolicLink()) renameSync(dist, join(buildsDir, `before-${id}`));
const link = join(root, `.dist-link-${process.pid}`);
symlinkSync(relative(root, out), link);
renameSync(link, dist);

for (const old of readdirSync(buildsDir).sort().slice(0, -KEEP_BUILDS)) rmSync(join(buildsDir, old), { recursive: true, force: true });
console.log(`The web app is built into ${relative(root, out)} and dist/ points at it.`);
