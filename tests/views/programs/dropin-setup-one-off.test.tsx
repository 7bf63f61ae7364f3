/**
 * Issue 25: "'Drop-in · Intermediate 3.0–3.5' is listed twice in the one-off session's program list".
 * The demo has two weekly templates with that title and level (Tuesday and Thursday evenings): each
 * choice says its weekly time, and its courts where even that is the same.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DropInTemplate } from '@machines/programs/program-shapes';
import { staffApi } from '../support/admin-support';
import { findDialog } from '../support/find-dialog';
import { renderApp } from '../support/render-app';
import { template } from '../../machines/programs/fixtures';

const settings = { numberOfCourts: 6, tuesdayOpeningTimeInMins: 420, tuesdayClosingTimeInMins: 1320 };
const intermediate = (id: number, weekday: number, courts = [1, 2, 3]): DropInTemplate => ({
  ...template,
  id,
  title: { en: 'Drop-in', fr: null },
  level: 'Intermediate 3.0–3.5',
  weekday,
  courts,
});

describe('/owner/dropin-setup: add a one-off session', () => {
  it('lists each weekly template once, told apart by its day and time (and courts when those are the same)', async () => {
    const api = staffApi('owner');
    api.companySettings.load.mockResolvedValue(settings as never);
    api.programSetup.templates.mockResolvedValue([
      intermediate(1, 2),
      intermediate(2, 4),
      intermediate(3, 4, [5, 6]),
      { ...template, id: 4, title: { en: 'Weekend open play', fr: null }, level: 'All levels', weekday: 6, startTime: '09:00', endTime: '11:00' },
    ]);
    api.programSetup.sessions.mockResolvedValue([]);
    renderApp({ url: '/owner/dropin-setup', loggedIn: true, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a one-off session' }));
    const dialog = within(await findDialog('Add a one-off session'));
    const options = within(dialog.getByRole('combobox', { name: /Program/ }))
      .getAllByRole('option')
      .map((option) => option.textContent?.replace(/\s/g, ' '));
    expect(options).toEqual([
      'Choose a program',
      'Drop-in · Intermediate 3.0–3.5 · Tuesday, 6:00 p.m. – 8:00 p.m.',
      'Drop-in · Intermediate 3.0–3.5 · Thursday, 6:00 p.m. – 8:00 p.m. · courts 1, 2, 3',
      'Drop-in · Intermediate 3.0–3.5 · Thursday, 6:00 p.m. – 8:00 p.m. · courts 5, 6',
      'Weekend open play · All levels · Saturday, 9:00 a.m. – 11:00 a.m.',
    ]);
    expect(new Set(options).size).toBe(options.length);
  });
});
