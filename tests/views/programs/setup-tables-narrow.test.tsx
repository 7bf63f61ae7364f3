/**
 * Issue 25: the owner's drop-in setup and event setup tables on a phone. They are stacking tables
 * (src/lib/stacking-table.ts): mobile first, so the card layout is their base style, and jsdom, which
 * applies no media query, renders exactly what a 375 px screen gets: the header row hidden to the eye
 * (kept for screen readers), each row a card naming each value, with its actions inside the card and
 * no box that scrolls sideways.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { camp, enrolments } from '../../machines/programs/event-fixtures';
import { session, template } from '../../machines/programs/fixtures';
import { staffApi } from '../support/admin-support';
import { renderApp } from '../support/render-app';

vi.mock('@/lib/rich-text/rich-text-field', () => ({ RichTextField: () => null }));

const { registrationOpens: _o, registrationCloses: _c, ...apiCamp } = camp;

/** The table's header row is there for screen readers but takes no room: a clipped 1 px box. */
function expectHeaderOnlyForScreenReaders(table: HTMLElement) {
  const header = within(table).getAllByRole('rowgroup')[0];
  const style = getComputedStyle(header);
  expect([style.position, style.width, style.height, style.overflow]).toEqual(['absolute', '1px', '1px', 'hidden']);
}

/** A card: one value under another (a grid, not a row of columns), each value after its column's name. */
function expectCard(row: HTMLElement, labels: string[]) {
  expect(getComputedStyle(row).display).toBe('grid');
  for (const label of labels) {
    const shown = within(row).getByText(label);
    expect(shown.getAttribute('aria-hidden')).toBe('true'); // the column header already names it for screen readers
    expect(getComputedStyle(shown).display).not.toBe('none');
  }
}

describe('owner setup tables on a phone', () => {
  it('drop-in setup: each weekly template is a card with its values named and Edit and Delete inside it', async () => {
    const api = staffApi('owner');
    api.companySettings.load.mockResolvedValue({ numberOfCourts: 4 } as never);
    api.programSetup.templates.mockResolvedValue([template]);
    api.programSetup.sessions.mockResolvedValue([session]);
    renderApp({ url: '/owner/dropin-setup', loggedIn: true, api });
    const table = await screen.findByRole('table', { name: 'Drop-in sessions held every week' });
    expect(screen.queryByRole('region', { name: 'Weekly templates' })).toBeNull();
    expectHeaderOnlyForScreenReaders(table);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toContain('Courts × players');
    const row = within(table).getByRole('row', { name: /Evening open play/ });
    expectCard(row, ['Time', 'Title', 'Level', 'Courts', 'Prices', 'Registration opens', 'Full refund until']);
    expect(within(row).getByRole('rowheader').textContent).toBe('Tuesday');
    expect(within(row).getByText('Evening open play')).toBeTruthy();
    expect(within(row).getByRole('button', { name: /^Edit Evening open play/ })).toBeTruthy();
    expect(within(row).getByRole('button', { name: /^Delete Evening open play/ })).toBeTruthy();
  });

  it('event setup: each program is a card with its kind, dates, registrations and status named, and all its actions', async () => {
    const api = staffApi('owner');
    api.companySettings.load.mockResolvedValue({ numberOfCourts: 4, timeZone: 'America/Toronto' } as never);
    api.eventSetup.programs.mockResolvedValue([apiCamp]);
    api.eventSetup.registrations.mockResolvedValue(enrolments);
    renderApp({ url: '/owner/event-setup', loggedIn: true, api });
    const table = await screen.findByRole('table', { name: /newest first/ });
    expectHeaderOnlyForScreenReaders(table);
    const row = within(table).getByRole('row', { name: /Junior summer camp/ });
    expectCard(row, ['Kind', 'Dates', 'Registered', 'Status']);
    expect(within(row).getByText('Camp')).toBeTruthy();
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Edit', 'Duplicate', 'Publish', 'Registrations', 'Cancel program']);

    await userEvent.click(within(row).getByRole('button', { name: 'Registrations for Junior summer camp' }));
    const people = await screen.findByRole('table', { name: 'People registered for Junior summer camp' });
    expectHeaderOnlyForScreenReaders(people);
    const sam = within(people).getByRole('row', { name: /Sam Player/ });
    expectCard(sam, ['Age', 'Account', 'Status', 'Paid', 'Member', 'Price']);
    expect(within(sam).getByRole('link', { name: 'pat@example.com' })).toBeTruthy();
    expect(within(sam).getByRole('button', { name: 'Cancel the registration of Sam Player' })).toBeTruthy();
  });
});
