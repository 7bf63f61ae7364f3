import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The first screen's catalogues: src/main.tsx awaits the same before it hydrates `/`. */
const FIRST_PAGE_DOMAINS = ['app', 'errors', 'venue'];

/**
 * What a hydrated `/` asks for next: What's on's chunk (its data comes early too, see
 * public/after-first-paint.js). Fetched beside the entry, it no longer waits a round trip.
 */
const AFTER_HYDRATION_MODULES = ['src/features/venue/whats-on/whats-on-section.tsx'];

/** The home page's one read after hydrating (public, the same for everyone): asked for beside the scripts. */
export const WHATS_ON_READ = '/api/whats-on';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

interface FirstPagePreloads {
  /** Per page language, lower-cased as a data- attribute's name is: its first-screen catalogue files. */
  words: Record<string, string[]>;
  /** The chunks hydration asks for next, minus what the page preloads already. */
  later: string[];
}

/**
 * Reads the build's manifest (dist/.vite/manifest.json, scripts/build-spa.ts) for the files `/`
 * imports dynamically at start-up; `already` holds the URLs the page loads anyway. A build without
 * a manifest (tests' stand-ins) preloads nothing more.
 */
export function firstPagePreloads(distDir: string, already: ReadonlySet<string>): FirstPagePreloads {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return { words: {}, later: [] };
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const urls = (key: string, found: Set<string>) => {
    const chunk = manifest[key];
    const url = chunk ? `/${chunk.file}` : undefined;
    if (!url || found.has(url)) return;
    found.add(url);
    for (const next of chunk.imports ?? []) urls(next, found);
  };
  const wanted = (keys: string[]) => {
    const found = new Set<string>();
    for (const key of keys) urls(key, found);
    return [...found].filter((url) => !already.has(url) && url.endsWith('.js'));
  };
  const locales = new Set(Object.keys(manifest).flatMap((key) => /^src\/locales\/([^/]+)\//.exec(key)?.[1] ?? []));
  const words = Object.fromEntries(
    [...locales].map((locale) => [locale.toLowerCase(), wanted(FIRST_PAGE_DOMAINS.map((domain) => `src/locales/${locale}/${domain}.json?lingui`))]),
  );
  return { words, later: wanted(AFTER_HYDRATION_MODULES) };
}
