import { MessageBarTitle } from '@fluentui/react-components';
import type { ReactNode } from 'react';

/**
 * A MessageBar's title followed by a real space. Fluent's MessageBarTitle puts its space in CSS
 * (`::after`), which the text itself does not hold: copied, read by a screen reader's text view or
 * by a test, the title ran into the next sentence ("Not saved.Check the fields marked below.").
 * Lint refuses MessageBarTitle anywhere else.
 */
export function MessageTitle({ children }: { children: ReactNode }) {
  return (
    <>
      <MessageBarTitle>{children}</MessageBarTitle>{' '}
    </>
  );
}
