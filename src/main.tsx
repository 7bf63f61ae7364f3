import { RendererProvider, createDOMRenderer } from '@fluentui/react-components';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import '@/theme/fonts';
import '@/theme/global.css';
import { App } from '@/app/app';
import type { AppEnvironment } from '@/lib/actors';
import { readBootstrap } from '@/lib/bootstrap';
import { startLocale } from '@/i18n/catalogs';
import { initialLocale, isLocale } from '@/i18n/locales';

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

declare global {
  interface Window {
    /** Set by public/after-first-paint.js on a pre-rendered `/`: replays the buttons pressed before hydration. */
    courtsideHydrated?: () => void;
  }
}
const hydrated = () => window.courtsideHydrated?.();

async function start() {
  const environment: AppEnvironment = {
    navigate: (to, options) => navigate(to, options),
    currentUrl: () => `${window.location.pathname}${window.location.search}`,
    bootstrap: readBootstrap(),
  };
  // `npm run dev:spa -- --inspect` (VITE_INSPECT): every live actor in the Stately inspector.
  if (import.meta.env.DEV && import.meta.env.VITE_INSPECT === 'true') {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    environment.inspect = createBrowserInspector().inspect;
  }
  // The first screen's words, before it renders: the visitor's language (stored choice, else the
  // browser's); a pre-rendered page hydrates in the language the server drew it in (<html lang>: the
  // choice's cookie, else Accept-Language), and the app moves to the stored choice if they differ.
  const container = document.getElementById('root')!;
  const preferred = initialLocale(safeLocalStorage(), navigator.languages ?? [navigator.language]);
  const served = document.documentElement.lang;
  // A page drawn in another language than the visitor's choice (a stored choice whose cookie is
  // gone) is drawn again in theirs: switching language while React hydrates it would not match.
  const hydrating = container.firstElementChild !== null && isLocale(served) && served === preferred;
  const locale = preferred;
  document.documentElement.lang = locale;
  await startLocale(locale, ['app', 'errors', 'venue']);
  // Griffel's renderer picks up the server's <style> elements, so no rule is inserted twice.
  const renderer = createDOMRenderer();
  // `/` comes pre-rendered (src/ssr/render-home.tsx, same tree): hydrate it rather than draw it again.
  // The Router answers the location while hydrating, as the server's did. No StrictMode: it would
  // stop the app's long-lived actors on its rehearsal unmount.
  if (hydrating) {
    const { pathname, search } = window.location;
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole shell (issue 28: one long task of ~0.5 s on a phone); the page is
    // already drawn, and a tap before it is done is replayed by public/after-first-paint.js.
    startTransition(() => {
      hydrateRoot(
        container,
        <RendererProvider renderer={renderer}>
          <Router ssrPath={pathname} ssrSearch={search}>
            <App environment={environment} onMounted={hydrated} />
          </Router>
        </RendererProvider>,
      );
    });
  } else {
    createRoot(container).render(
      <RendererProvider renderer={renderer}>
        {/* Drawn anew: the listener that held early taps is removed (their buttons are gone), Inter comes. */}
        <App environment={environment} onMounted={hydrated} />
      </RendererProvider>,
    );
  }
}

void start();
