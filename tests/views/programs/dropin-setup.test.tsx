import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffApi } from '../support/admin-support';
import { findDialog } from '../support/find-dialog';
import { renderApp } from '../support/render-app';
import { roster, session, template } from '../../machines/programs/fixtures';

const settings = { numberOfCourts: 4, tuesdayOpeningTimeInMins: 420, tuesdayClosingTimeInMins: 1320 };

describe('/owner/dropin-setup', () => {
  it('lists the templates and sessions, and creates a template with a summary of what it left alone', async () => {
    const api = staffApi('owner');
    api.companySettings.load.mockResolvedValue(settings as never);
    api.programSetup.templates.mockResolvedValue([template]);
    api.programSetup.sessions.mockResolvedValue([session]);
    api.programSetup.createTemplate.mockResolvedValue({
      template: { ...template, id: 8 },
      created: 7,
      updated: 0,
      skipped: [{ date: '2026-12-01', court: 2, reason: 'court_taken', sessionId: null }],
    });
    renderApp({ url: '/owner/dropin-setup', loggedIn: true, api });
    const table = await screen.findByRole('table', { name: 'Drop-in sessions held every week' });
    expect(within(table).getByText('Evening open play')).toBeTruthy();
    expect(screen.getByText('3 of 8 registered')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Roster of Evening open play/ }).getAttribute('href')).toBe('/admin/bookings-overview/sessions/31');

    await userEvent.click(screen.getByRole('button', { name: 'Add a template' }));
    const dialog = await findDialog('New weekly template');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title (English)' }), 'Morning');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Day of the week/ }), '2');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Court 2' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Member price/ }), '8');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Non-member price/ }), '12.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.programSetup.createTemplate).toHaveBeenCalledWith(
      expect.objectContaining({
        title: { en: 'Morning', fr: null },
        weekday: 2,
        courts: [2],
        memberPriceCents: 800,
        nonMemberPriceCents: 1250,
        playersPerCourt: 4,
      }),
    );
    expect(await screen.findByText(/Created 7 sessions/)).toBeTruthy();
    expect(screen.getByText(/court 2: court taken/)).toBeTruthy();
  });
});

describe('/admin/bookings-overview/sessions/:id', () => {
  it('shows the roster and checks a player in', async () => {
    const api = staffApi('admin');
    api.programSetup.roster.mockResolvedValue(roster);
    api.programSetup.markAttendance.mockResolvedValue({ id: 101, attendance: 'checked_in' });
    renderApp({ url: '/admin/bookings-overview/sessions/31', loggedIn: true, api });
    const table = await screen.findByRole('table', { name: 'Registrants' });
    const group = within(table).getByRole('group', { name: 'Attendance of Ada Player' });
    await userEvent.click(within(group).getByRole('button', { name: 'Checked in' }));
    expect(api.programSetup.markAttendance).toHaveBeenCalledWith(101, 'checked_in');
    await waitFor(() => expect(within(group).getByRole('button', { name: 'Checked in' }).getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('button', { name: 'Add a walk-in' })).toBeTruthy();
  });
});
