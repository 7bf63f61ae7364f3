import { build } from 'vite';

/** Where the server's render of `/` goes inside a build (a dot folder: the static files never serve it). */
export const SSR_DIR = '.ssr';

/**
 * Builds src/ssr/render-home.tsx for Node into `outDir` (render-home.js). Fluent, Griffel, xstate and
 * the app are bundled (some packages' ESM does not load in Node as published); React and axios stay
 * imports, as Node loads them from node_modules.
 */
export async function buildHomeRenderer(outDir: string) {
  await build({
    logLevel: 'warn',
    ssr: { noExternal: /^(?!(react|react-dom|axios)(\/|$))/ },
    build: { ssr: 'src/ssr/render-home.tsx', outDir, emptyOutDir: true, manifest: false, sourcemap: false, copyPublicDir: false },
  });
}
