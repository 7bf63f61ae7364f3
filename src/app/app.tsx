import { FluentProvider } from '@fluentui/react-components';
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
}

export function App({ environment, location }: AppProps) {
  return (
    <FluentProvider theme={courtsideTheme}>
      <Router hook={location?.hook} searchHook={location?.searchHook}>
        <AppActorsProvider environment={environment}>
          <DefaultLayout>
            <AppRouter />
          </DefaultLayout>
        </AppActorsProvider>
      </Router>
    </FluentProvider>
  );
}
