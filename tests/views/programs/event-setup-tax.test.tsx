import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OwnerProgram } from '@machines/programs/event-shapes';
import { camp } from '../../machines/programs/event-fixtures';
import { staffApi } from '../support/admin-support';
import { findDialog } from '../support/find-dialog';
import { renderApp } from '../support/render-app';

// The program dialog's sales tax field (docs/decisions.md, "Tax category of a program"): taxable by
// default, exempt when the owner says so, with a hint that says when a program may be exempt.

vi.mock('@/lib/rich-text/rich-text-field', () => ({
  RichTextField: ({ label }: { label: string }) => <button type="button">{`Write ${label}`}</button>,
}));

const weekdayHours = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [
    [`${day}OpeningTimeInMins`, 7 * 60],
    [`${day}ClosingTimeInMins`, 22 * 60],
  ]),
);

const { registrationOpens: _o, registrationCloses: _c, ...apiCamp } = camp;

function ownerApi(programs: OwnerProgram[]) {
  const api = staffApi('owner');
  api.companySettings.load.mockResolvedValue({ numberOfCourts: 4, timeZone: 'America/Toronto', ...weekdayHours } as never);
  api.content.coaches.mockResolvedValue([]);
  api.eventSetup.programs.mockResolvedValue(programs);
  return api;
}

const taxField = (dialog: HTMLElement) => within(within(dialog).getByRole('radiogroup', { name: /^Sales tax/ }));

describe('the program dialog’s sales tax', () => {
  it('starts taxable, explains when a program may be exempt, and sends the owner’s choice', async () => {
    const api = ownerApi([]);
    api.eventSetup.createProgram.mockResolvedValue({ ...apiCamp, id: 77, title: { en: 'Junior camp', fr: null }, taxCategory: 'exempt' });
    renderApp({ url: '/owner/event-setup', loggedIn: true, api });
    await userEvent.click(await screen.findByRole('button', { name: 'New program' }));
    const dialog = await findDialog('New program');
    const tax = taxField(dialog);
    expect(tax.getByRole<HTMLInputElement>('radio', { name: 'Taxable: GST/HST as in company settings' }).checked).toBe(true);
    expect(within(dialog).getByText(/Exempt only when your venue is a public sector body .* mainly for children 14 and under/)).toBeTruthy();

    await userEvent.click(tax.getByRole('radio', { name: 'Tax exempt' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title (English)' }), 'Junior camp');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Member price/ }), { target: { value: '160' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Non-member price/ }), { target: { value: '160' } });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Every day of a period' }));
    fireEvent.change(within(dialog).getByLabelText(/^First day/), { target: { value: '2027-07-05' } });
    fireEvent.change(within(dialog).getByLabelText(/^Last day/), { target: { value: '2027-07-06' } });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Court 2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.eventSetup.createProgram).toHaveBeenCalledWith(expect.objectContaining({ title: { en: 'Junior camp', fr: null }, taxCategory: 'exempt' })),
    );
  });

  it('shows a saved program’s category and sends only a change of it', async () => {
    const api = ownerApi([{ ...apiCamp, taxCategory: 'exempt' }]);
    api.eventSetup.updateProgram.mockResolvedValue({ ...apiCamp, taxCategory: 'taxable' });
    renderApp({ url: '/owner/event-setup', loggedIn: true, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Junior summer camp' }));
    const dialog = await findDialog('Edit Junior summer camp');
    const tax = taxField(dialog);
    expect(tax.getByRole<HTMLInputElement>('radio', { name: 'Tax exempt' }).checked).toBe(true);
    await userEvent.click(tax.getByRole('radio', { name: 'Taxable: GST/HST as in company settings' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.eventSetup.updateProgram).toHaveBeenCalledWith(41, { taxCategory: 'taxable' }));
  });
});
