import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppActorsContext, type AppActors } from '@/lib/actors';
import { createFakeApi, type FakeApi } from '../support/fake-api';

/** A component below the shell: the language, the theme and the app's API (fake). */
export function renderWithApp(ui: ReactNode, api: FakeApi = createFakeApi(), options: { strict?: boolean } = {}) {
  const wrap = (node: ReactNode) => (
    <I18nProvider i18n={i18n}>
      <FluentProvider theme={webLightTheme}>
        <AppActorsContext.Provider value={{ api } as unknown as AppActors}>{node}</AppActorsContext.Provider>
      </FluentProvider>
    </I18nProvider>
  );
  return { ...render(ui, { wrapper: ({ children }) => wrap(children), reactStrictMode: options.strict }), api };
}
