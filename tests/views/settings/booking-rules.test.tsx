import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_SETTINGS } from '@machines/settings/company-settings';
import { createFakeApi, memberProfile } from '../support/fake-api';
import { renderApp } from '../support/render-app';

function ownerApi() {
  const api = createFakeApi();
  api.auth.hasAdminAccess.mockResolvedValue(true);
  api.auth.hasOwnerAccess.mockResolvedValue(true);
  api.users.me.mockResolvedValue({ ...memberProfile, roles: ['owner'] });
  api.companySettings.load.mockResolvedValue({ ...DEFAULT_COMPANY_SETTINGS, numberOfCourts: 6 });
  return api;
}

async function openRules(api = ownerApi()) {
  renderApp({ url: '/owner/settings', loggedIn: true, api });
  return within(await screen.findByRole('form', { name: 'Booking rules' }));
}

const input = (form: ReturnType<typeof within>, label: string) => form.getByLabelText(label) as HTMLInputElement;
/** The message or hint Fluent wires to a field (aria-describedby). */
const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('owner booking rules', () => {
  it('shows the four rules from the API, each with what it means', async () => {
    const form = await openRules();
    expect(input(form, 'Longest booking (hours)').value).toBe('3');
    expect(input(form, 'Upcoming bookings per member').value).toBe('4');
    expect(input(form, 'Cancellation cutoff (hours)').value).toBe('24');
    expect(input(form, 'Checkout hold (minutes)').value).toBe('15');
    expect(
      form.getByText('Members can cancel for a full refund up to this many hours before the start. Existing bookings keep the cutoff they were made with.'),
    ).toBeTruthy();
    expect(form.getByText('The most hours a member can book a court for at once.')).toBeTruthy();
    expect(form.getByText('How many upcoming court bookings a member can hold at the same time.')).toBeTruthy();
    expect(form.getByText(/^How long a court is held while a member pays/).textContent).not.toMatch(/Members get/);
    expect(form.getByRole('button', { name: 'Save booking rules' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('says the hold members really get when the payment provider needs longer', async () => {
    const api = ownerApi();
    api.bookings.rules.mockResolvedValue({
      maxBookingHours: 3,
      maxUpcomingBookingsPerMember: 4,
      cancellationCutoffHours: 24,
      checkoutHoldMinutes: 15,
      effectiveCheckoutHoldMinutes: 31,
      updatedAt: '2026-11-01T00:00:00.000Z',
    });
    const form = await openRules(api);
    expect(describedBy(input(form, 'Checkout hold (minutes)'))).toMatch('Members get 31 minutes for now: the payment provider needs at least that long.');
  });

  it('changes the cancellation cutoff: sends only that rule, shows the answer and a notice', async () => {
    const api = ownerApi();
    const form = await openRules(api);
    await userEvent.clear(input(form, 'Cancellation cutoff (hours)'));
    await userEvent.type(input(form, 'Cancellation cutoff (hours)'), '48');
    expect(form.getByText('The booking rules have unsaved changes.')).toBeTruthy();
    await userEvent.click(form.getByRole('button', { name: 'Save booking rules' }));

    expect(await screen.findByText('Booking rules saved.')).toBeTruthy();
    expect(api.bookings.saveRules).toHaveBeenCalledExactlyOnceWith({ cancellationCutoffHours: 48 });
    expect(input(form, 'Cancellation cutoff (hours)').value).toBe('48');
    expect(form.queryByText('The booking rules have unsaved changes.')).toBeNull();
    // The company settings were not touched.
    expect(api.companySettings.save).not.toHaveBeenCalled();
  });

  it('checks each field as the API does, with the message beside the field, and will not save', async () => {
    const api = ownerApi();
    const form = await openRules(api);
    const cases: [string, string, string][] = [
      ['Longest booking (hours)', '25', 'At most 24 hours.'],
      ['Upcoming bookings per member', '0', 'At least 1 booking.'],
      ['Cancellation cutoff (hours)', '1.5', 'Use a whole number of hours.'],
      ['Checkout hold (minutes)', '4', 'At least 5 minutes.'],
    ];
    for (const [label, text, message] of cases) {
      await userEvent.clear(input(form, label));
      await userEvent.type(input(form, label), text);
      expect(describedBy(input(form, label))).toContain(message);
      expect(input(form, label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(form.getByRole('button', { name: 'Save booking rules' }).getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(form.getByRole('button', { name: 'Save booking rules' }));
    expect(api.bookings.saveRules).not.toHaveBeenCalled();

    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    expect(input(form, 'Longest booking (hours)').value).toBe('3');
    expect(form.queryByText('At most 24 hours.')).toBeNull();
  });

  it("shows the server's 400 fields at the field and keeps the draft", async () => {
    const api = ownerApi();
    api.bookings.saveRules.mockRejectedValue({
      status: 400,
      message: 'Please correct the highlighted fields.',
      fields: { checkoutHoldMinutes: 'The payment provider needs at least 31 minutes.' },
    });
    const form = await openRules(api);
    await userEvent.clear(input(form, 'Checkout hold (minutes)'));
    await userEvent.type(input(form, 'Checkout hold (minutes)'), '20');
    await userEvent.click(form.getByRole('button', { name: 'Save booking rules' }));

    expect(await form.findByText('Booking rules not saved.')).toBeTruthy();
    expect(form.getByText('Check the fields marked below.')).toBeTruthy();
    expect(describedBy(input(form, 'Checkout hold (minutes)'))).toContain('The payment provider needs at least 31 minutes.');
    expect(input(form, 'Checkout hold (minutes)').value).toBe('20');
    // Editing the field clears the server's message.
    await userEvent.type(input(form, 'Checkout hold (minutes)'), '0');
    await waitFor(() => expect(form.queryByText('The payment provider needs at least 31 minutes.')).toBeNull());
  });

  it('offers to try again when the rules cannot be loaded', async () => {
    const api = ownerApi();
    api.bookings.rules.mockRejectedValueOnce({ status: 500, message: 'Server exploded' });
    renderApp({ url: '/owner/settings', loggedIn: true, api });
    expect(await screen.findByText('The booking rules could not be loaded.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Booking rules' })).toBeTruthy();
  });
});
