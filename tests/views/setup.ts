import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { ALL_DOMAINS, startLocale } from '@/i18n/catalogs';
import { installJsdomLayout } from './support/jsdom-layout';
import { staticMediaQueryList } from './support/screen-width';

// The first render transforms lazy screens on demand; give findBy* queries room on a 2-core machine.
configure({ asyncUtilTimeout: 5000 });

// Every catalogue in English, as a screen sees it once its route has loaded; French tests switch.
await startLocale('en-CA', ALL_DOMAINS);

// jsdom lacks these browser APIs that Fluent UI and our shell use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) => staticMediaQueryList(query, false);
}
window.scrollTo = () => {}; // jsdom only logs "not implemented"
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Layout facts Fluent's focus manager reads (see support/jsdom-layout.ts), for every view test.
installJsdomLayout();

afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((part) => {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
