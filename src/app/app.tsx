import { FluentProvider } from '@fluentui/react-components';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Router, type BaseLocationHook } from 'wouter';
import { courtsideTheme } from '@/theme/theme';
import { AppActorsProvider } from './app-actors-provider';
import type { AppEnvironment } from '@/lib/actors';
import { AppRouter } from './app-router';
import { DefaultLayout } from './default-layout';

export interface AppProps {
  environment: AppEnvironment;
  /** wouter location hooks; the browser's by default, memoryLocation in tests. */
  location?: { hook: BaseLocationHook; searchHook?: () => string };
  /**
   * Called once the app has taken over the page: the shell and the route's screen, which hydrates
   * inside its own Suspense boundary, perhaps later than the shell (see src/main.tsx).
   */
  onMounted?: () => void;
}

export function App({ environment, location, onMounted }: AppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <FluentProvider theme={courtsideTheme}>
        <Router hook={location?.hook} searchHook={location?.searchHook}>
          <AppActorsProvider environment={environment}>
            <DefaultLayout>
              <AppRouter onRendered={onMounted} />
            </DefaultLayout>
          </AppActorsProvider>
        </Router>
      </FluentProvider>
    </I18nProvider>
  );
}
