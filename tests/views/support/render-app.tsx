import { render } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '@/app/app';
import type { AppEnvironment } from '@/lib/actors';
import type { BootstrapData } from '@/lib/bootstrap';
import { createFakeApi, type FakeApi } from './fake-api';

export interface RenderAppOptions {
  /** Path and query to start on, e.g. '/account?showBuyOnLoad'. */
  url?: string;
  loggedIn?: boolean;
  api?: FakeApi;
  /** What the served page would carry (company settings, site alert); none by default. */
  bootstrap?: BootstrapData;
}

/**
 * The whole app (providers, shell, router, machines) in jsdom, with a fake API and an in-memory
 * location, so a view test drives what a visitor would and reads what they would see.
 */
export function renderApp({ url = '/', loggedIn = false, api = createFakeApi(), bootstrap }: RenderAppOptions = {}) {
  const [path, search = ''] = url.split('?');
  const location = memoryLocation({ path, searchPath: search, record: true });
  const environment: AppEnvironment = {
    navigate: (to, options) => location.navigate(to, options),
    currentUrl: () => location.history.at(-1) ?? '/',
    hasLoginCookie: () => loggedIn,
    api,
    bootstrap,
    log: { log: () => {}, error: () => {} },
  };
  const view = render(<App environment={environment} location={{ hook: location.hook, searchHook: location.searchHook }} />);
  return { ...view, api, location, currentPath: () => (location.history.at(-1) ?? '/').split('?')[0] };
}
