/**
 * The server's render of `/` (built by scripts/build-spa.ts into dist/.ssr/, loaded by
 * server/plugins/spa.ts): the real <App/> at `/`, given the settings and the alert the page
 * carries and whether the visitor's login cookie is set: exactly what the browser's first render
 * draws from the same page, so src/main.tsx hydrates it. No request is made here: the first loads
 * answer from the bootstrapped data, and anything else (the viewer) waits for the browser.
 */
import { RendererProvider, createDOMRenderer, renderToStyleElements } from '@fluentui/react-components';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from '@/app/app';
import type { AppEnvironment } from '@/lib/actors';
import type { Api } from '@/lib/api/api';
import type { BootstrapData } from '@/lib/bootstrap';
import { hasLoginCookie } from '@/lib/cookies';
import { i18n } from '@lingui/core';
import { startLocale } from '@/i18n/catalogs';
import type { Locale } from '@/i18n/locales';

/** The catalogues the first page draws from (src/main.tsx loads the same before hydrating). */
const FIRST_PAGE_DOMAINS = ['app', 'errors', 'venue'] as const;

export { hasLoginCookie };

/** The page's pre-rendered parts: Griffel's <style> elements for <head>, and the markup for #root. */
export interface HomeShell {
  styles: string;
  html: string;
}

// Any API call on the server (the viewer's, when logged in) stays pending: the browser makes it.
const pending = () => new Promise<never>(() => {});
const idleApi: Api = new Proxy({} as Api, { get: () => new Proxy({}, { get: () => pending }) });

function tree(data: BootstrapData, loggedIn: boolean, renderer = createDOMRenderer()) {
  const environment: AppEnvironment = {
    navigate: () => {},
    currentUrl: () => '/',
    hasLoginCookie: () => loggedIn,
    bootstrap: data,
    api: idleApi,
  };
  return (
    <RendererProvider renderer={renderer}>
      {/* The browser's location hooks, answering `/` here (src/main.tsx hydrates under the same Router). */}
      <Router ssrPath="/" ssrSearch="">
        <App environment={environment} />
      </Router>
    </RendererProvider>
  );
}

// The home route is a lazy chunk: one prerender (which waits for it) loads it for every later render.
let routesLoaded: Promise<void> | undefined;
async function loadRoutes() {
  const { prelude } = await prerenderToNodeStream(tree({}, false));
  for await (const _chunk of prelude) {
    // drained and dropped
  }
}

/** `/` as HTML, or null if some part of it could not render here (the browser then renders it all). */
export async function renderHome(data: BootstrapData, loggedIn: boolean, locale: Locale = 'en-CA'): Promise<HomeShell | null> {
  await startLocale(locale, FIRST_PAGE_DOMAINS);
  await (routesLoaded ??= loadRoutes().catch((error: unknown) => {
    routesLoaded = undefined; // tried again by the next page
    throw error;
  }));
  const renderer = createDOMRenderer();
  // Renders for other languages may have activated theirs while this one waited: this render's, now.
  i18n.activate(locale);
  const html = renderToString(tree(data, loggedIn, renderer));
  // A boundary that still suspended is left to the client (`<!--$!-->`): no half page is served.
  if (html.includes('<!--$!')) return null;
  return { styles: renderToStaticMarkup(<>{renderToStyleElements(renderer)}</>), html };
}
