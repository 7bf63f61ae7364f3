import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import '@/theme/fonts';
import '@/theme/global.css';
import { App } from '@/app/app';
import type { AppEnvironment } from '@/lib/actors';
import { readBootstrap } from '@/lib/bootstrap';

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
  // No StrictMode: it would stop the app's long-lived actors on its rehearsal unmount.
  createRoot(document.getElementById('root')!).render(<App environment={environment} />);
}

void start();
