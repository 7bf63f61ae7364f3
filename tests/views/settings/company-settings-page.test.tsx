import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_SETTINGS, type CompanySettings } from '@machines/settings/company-settings';
import { createFakeApi, memberProfile } from '../support/fake-api';
import { renderApp } from '../support/render-app';

const settings: CompanySettings = {
  ...DEFAULT_COMPANY_SETTINGS,
  membershipPrice: 15000,
  numberOfCourts: 6,
  maxNumberOfOnlineOpenCourtsShown: 4,
  defaultOneHourRentalPrice: 3200,
  memberOneHourRentalPrice: 2400,
  userBookingWindowDays: 14,
  timeZone: 'America/Toronto',
  mondayOpeningTimeInMins: 420,
  mondayClosingTimeInMins: 1320,
  tuesdayOpeningTimeInMins: 420,
  tuesdayClosingTimeInMins: 1320,
  saturdayOpeningTimeInMins: 480,
  saturdayClosingTimeInMins: 1080,
};

function ownerApi() {
  const api = createFakeApi();
  api.auth.hasAdminAccess.mockResolvedValue(true);
  api.auth.hasOwnerAccess.mockResolvedValue(true);
  api.users.me.mockResolvedValue({ ...memberProfile, roles: ['owner'] });
  api.companySettings.load.mockResolvedValue({ ...settings });
  return api;
}

const day = (name: string) => screen.getByRole('group', { name });

/** A time input takes a whole "HH:mm" value at once, as a browser's picker does. */
const setTime = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

async function openSettings(api = ownerApi()) {
  const view = renderApp({ url: '/owner/settings', loggedIn: true, api });
  await screen.findByRole('form', { name: 'Company settings' });
  return view;
}

describe('owner company settings', () => {
  it('sends a member without owner access home with a notice, without loading the settings form', async () => {
    const api = createFakeApi();
    api.auth.hasOwnerAccess.mockResolvedValue(false);
    const { currentPath } = renderApp({ url: '/owner/settings', loggedIn: true, api });

    expect(await screen.findByText('You do not have access to that page.')).toBeTruthy();
    expect(currentPath()).toBe('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Courtside Pickleball' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Company settings' })).toBeNull();
    expect(api.companySettings.save).not.toHaveBeenCalled();
  });

  it('shows the loaded values: prices in dollars, counts, zone and each day', async () => {
    await openSettings();
    expect(screen.getByLabelText<HTMLInputElement>('Court rental per hour').value).toBe('32.00');
    expect(screen.getByLabelText<HTMLInputElement>('Member court rental per hour').value).toBe('24.00');
    expect(screen.getByLabelText<HTMLInputElement>('Membership price').value).toBe('150.00');
    expect(screen.getByLabelText<HTMLInputElement>('Number of courts').value).toBe('6');
    expect(screen.getByLabelText<HTMLInputElement>('Courts offered online').value).toBe('4');
    expect(screen.getByLabelText<HTMLInputElement>('Booking window (days)').value).toBe('14');
    expect(screen.getByLabelText<HTMLSelectElement>('Time zone').value).toBe('America/Toronto');
    expect(screen.getByLabelText<HTMLInputElement>('Monday opening time').value).toBe('07:00');
    expect(screen.getByLabelText<HTMLInputElement>('Monday closing time').value).toBe('22:00');
    expect(within(day('Sunday')).getByRole<HTMLInputElement>('checkbox', { name: 'Closed' }).checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Sunday opening time').disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('saves only the changed fields, a price in cents and a closing time in minutes, and confirms', async () => {
    const api = ownerApi();
    await openSettings(api);

    const price = screen.getByLabelText('Court rental per hour');
    await userEvent.clear(price);
    await userEvent.type(price, '35.5');
    setTime(screen.getByLabelText('Tuesday closing time'), '21:30');
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Company settings saved.')).toBeTruthy();
    expect(api.companySettings.save).toHaveBeenCalledTimes(1);
    expect(api.companySettings.save).toHaveBeenCalledWith({ defaultOneHourRentalPrice: 3550, tuesdayClosingTimeInMins: 1290 });
    expect(screen.queryByText('You have unsaved changes.')).toBeNull();
  });

  it('closes a day (both times 0) and reads a closing time of 00:00 as midnight', async () => {
    const api = ownerApi();
    await openSettings(api);

    await userEvent.click(within(day('Monday')).getByRole('checkbox', { name: 'Closed' }));
    setTime(screen.getByLabelText('Saturday closing time'), '00:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Company settings saved.')).toBeTruthy();
    expect(api.companySettings.save).toHaveBeenCalledWith({
      mondayOpeningTimeInMins: 0,
      mondayClosingTimeInMins: 0,
      saturdayClosingTimeInMins: 1440,
    });
  });

  it("shows the server's 400 field message at that field and keeps the draft", async () => {
    const api = ownerApi();
    api.companySettings.save.mockRejectedValueOnce({
      status: 400,
      message: 'Check the highlighted fields.',
      fields: { mondayClosingTimeInMins: 'Closing must be after opening (set both equal to close for the day).' },
    });
    await openSettings(api);

    // A time the form takes (the server has the last word): the form checks the order itself now.
    const mondayCloses = screen.getByLabelText('Monday closing time');
    setTime(mondayCloses, '21:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const message = await within(day('Monday')).findByText('Closing must be after opening (set both equal to close for the day).');
    expect(message).toBeTruthy();
    expect(within(day('Tuesday')).queryByText(/Closing must be after opening/)).toBeNull();
    expect(mondayCloses.getAttribute('aria-invalid')).toBe('true');
    expect((mondayCloses as HTMLInputElement).value).toBe('21:00');
    expect(screen.getByText('Check the fields marked below.')).toBeTruthy();
    expect(screen.queryByText('Company settings saved.')).toBeNull();
  });

  it('holds the save while a price is not an amount, and Cancel restores the saved values', async () => {
    const api = ownerApi();
    await openSettings(api);

    const membership = screen.getByLabelText('Membership price');
    await userEvent.clear(membership);
    await userEvent.type(membership, 'twelve');
    expect(screen.getByText('Enter an amount in dollars, such as 25.00.')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Number of courts'));
    await userEvent.type(screen.getByLabelText('Number of courts'), '8');
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-disabled')).toBe('true');

    await userEvent.click(within(screen.getByRole('form', { name: 'Company settings' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText<HTMLInputElement>('Membership price').value).toBe('150.00');
    expect(screen.getByLabelText<HTMLInputElement>('Number of courts').value).toBe('6');
    expect(screen.queryByText('Enter an amount in dollars, such as 25.00.')).toBeNull();
    expect(api.companySettings.save).not.toHaveBeenCalled();
  });

  it('changes the time zone from the list of Canadian zones', async () => {
    const api = ownerApi();
    await openSettings(api);
    await userEvent.selectOptions(screen.getByLabelText('Time zone'), 'America/Regina');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company settings saved.')).toBeTruthy();
    expect(api.companySettings.save).toHaveBeenCalledWith({ timeZone: 'America/Regina' });
  });

  it('shows the sales tax group: the province by name and an empty GST/HST number, explained', async () => {
    await openSettings();
    const province = screen.getByLabelText<HTMLSelectElement>('Province or territory');
    expect(province.value).toBe('ON');
    expect(within(province).getByRole('option', { name: 'Ontario' })).toBeTruthy();
    expect(within(province).getAllByRole('option')).toHaveLength(13);
    const number = screen.getByLabelText<HTMLInputElement>('GST/HST registration number');
    expect(number.value).toBe('');
    expect(screen.getByText(/^Leave empty if the venue is a small supplier and charges no tax\./)).toBeTruthy();
    expect(screen.getByText(/^No tax is charged: the venue is a small supplier\./)).toBeTruthy();
    expect(screen.queryByText(/^Prices are before tax/)).toBeNull();
  });

  it('holds the save while the GST/HST number is not one, then saves it as the server stores it with the province', async () => {
    const api = ownerApi();
    await openSettings(api);

    const number = screen.getByLabelText('GST/HST registration number');
    await userEvent.type(number, '12345678RT1');
    expect(screen.getByText('Use 9 digits, RT and 4 digits, such as 123456789RT0001, or leave it empty.')).toBeTruthy();
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-disabled')).toBe('true');

    await userEvent.clear(number);
    await userEvent.type(number, '123456789 rt 0001');
    expect(screen.queryByText(/^Use 9 digits/)).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Province or territory'), 'Quebec');
    // Tax applies from now on: prices are read as before tax.
    expect(screen.getByText('Prices are before tax: sales tax is added at checkout.')).toBeTruthy();
    expect(screen.getByText(/^Tax applies: prices are before tax/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company settings saved.')).toBeTruthy();
    expect(api.companySettings.save).toHaveBeenCalledWith({ province: 'QC', taxRegistrationNumber: '123456789RT0001' });
    expect((number as HTMLInputElement).value).toBe('123456789 rt 0001');
  });

  it('an owner can empty the GST/HST number again (small supplier)', async () => {
    const api = ownerApi();
    api.companySettings.load.mockResolvedValue({ ...settings, province: 'NS', taxRegistrationNumber: '123456789RT0001' });
    await openSettings(api);
    expect(screen.getByLabelText<HTMLSelectElement>('Province or territory').value).toBe('NS');
    expect(screen.getByText('Prices are before tax: sales tax is added at checkout.')).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('GST/HST registration number'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company settings saved.')).toBeTruthy();
    expect(api.companySettings.save).toHaveBeenCalledWith({ taxRegistrationNumber: '' });
    expect(screen.queryByText(/^Prices are before tax/)).toBeNull();
  });

  it("shows the server's message for the GST/HST number at that field", async () => {
    const api = ownerApi();
    api.companySettings.save.mockRejectedValueOnce({
      status: 400,
      message: 'Please correct the highlighted fields.',
      fields: { taxRegistrationNumber: 'Use the GST/HST number as 9 digits, RT and 4 digits (123456789RT0001), or leave it empty.' },
    });
    await openSettings(api);
    const number = screen.getByLabelText('GST/HST registration number');
    await userEvent.type(number, '000000000RT0000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use the GST/HST number as 9 digits, RT and 4 digits (123456789RT0001), or leave it empty.')).toBeTruthy();
    expect(number.getAttribute('aria-invalid')).toBe('true');
  });
});
