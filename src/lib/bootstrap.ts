import type { CompanySettings } from '@machines/settings';
import type { AppAlert } from '@/lib/api/types';

/** Where the server puts what the first render needs (server/plugins/spa.ts writes it). */
const BOOTSTRAP_ELEMENT_ID = 'courtside-bootstrap';

/** What the served page carries, as /api/company-settings and /api/app-alert answered when it was served. */
export interface BootstrapData {
  companySettings?: CompanySettings;
  alert?: AppAlert | null;
}

/** The page's bootstrapped answers; anything unreadable counts as absent (the app then asks the API). */
export function readBootstrap(doc: Document = document): BootstrapData {
  const text = doc.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null ? data : {};
  } catch {
    return {};
  }
}

/**
 * Each bootstrapped answer stands in for the first request only: later loads (a return to Home, a
 * reload after an edit) ask the API, so nothing is shown staler than the page itself.
 */
export interface Bootstrap {
  take<K extends keyof BootstrapData>(key: K): BootstrapData[K] | undefined;
  /**
   * What the page carried, taken or not: for a view's first render only, so that it draws what the
   * server pre-rendered (src/ssr/render-home.tsx) while its machine is still loading.
   */
  initial<K extends keyof BootstrapData>(key: K): BootstrapData[K] | undefined;
}

export function createBootstrap(data: BootstrapData = {}): Bootstrap {
  const left: BootstrapData = { ...data };
  return {
    take(key) {
      const value = left[key];
      delete left[key];
      return value;
    },
    initial: (key) => data[key],
  };
}
