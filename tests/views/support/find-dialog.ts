import { act, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The open dialog titled `name`, checked to be exposed to assistive technology.
 *
 * jsdom only: when a click opens the first Fluent dialog in a fresh window, the dialog takes focus
 * before Tabster (Fluent's focus manager) has registered its modalizer, so Tabster marks the dialog
 * itself aria-hidden. Chromium does not do this (checked with Playwright on the same screens). Any
 * focus move inside the dialog, as the next Tab press would make, lets Tabster activate it; the
 * assertion then checks the dialog really is exposed, so a genuine aria-hidden dialog still fails.
 */
export async function findDialog(name: string): Promise<HTMLElement> {
  const dialog = await waitFor(() => {
    const match = screen
      .getAllByRole('dialog', { hidden: true })
      .find((element) => document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent === name);
    if (!match) throw new Error(`No dialog titled "${name}"`);
    return match;
  });
  if (dialog.getAttribute('aria-hidden') === 'true') {
    act(() => dialog.querySelector<HTMLElement>('button, a[href], input, textarea, select')?.focus());
  }
  await waitFor(() => expect(dialog.getAttribute('aria-hidden')).toBeNull());
  return screen.getByRole('dialog', { name });
}
