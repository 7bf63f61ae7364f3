import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_SETTINGS, type CompanySettings } from '@machines/settings/company-settings';
import { switchLocale } from '@/i18n/catalogs';
import { staffApi } from '../support/admin-support';
import { createFakeApi, memberProfile } from '../support/fake-api';
import { renderApp } from '../support/render-app';

// Issue 25: the owner's settings say what they refuse and why, in both languages, and never lose a typed value silently.
const settings: CompanySettings = {
  ...DEFAULT_COMPANY_SETTINGS,
  numberOfCourts: 6,
  maxNumberOfOnlineOpenCourtsShown: 4,
  userBookingWindowDays: 14,
  memberBookingWindowDays: 21,
  mondayOpeningTimeInMins: 420,
  mondayClosingTimeInMins: 1320,
};

async function openSettings(locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  if (locale === 'fr-CA') await act(() => switchLocale('fr-CA'));
  const api = createFakeApi();
  api.auth.hasAdminAccess.mockResolvedValue(true);
  api.auth.hasOwnerAccess.mockResolvedValue(true);
  api.users.me.mockResolvedValue({ ...memberProfile, roles: ['owner'], locale });
  api.companySettings.load.mockResolvedValue({ ...settings });
  renderApp({ url: '/owner/settings', loggedIn: true, api });
  await screen.findByRole('form', { name: locale === 'fr-CA' ? 'Paramètres de l’entreprise' : 'Company settings' });
  return api;
}

const setValue = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const saveButton = () =>
  within(screen.getByRole('form', { name: /^(Company settings|Paramètres de l’entreprise)$/ })).getByRole('button', { name: /^(Save|Enregistrer)$/ });

describe('company settings checks', () => {
  afterEach(() => switchLocale('en-CA'));

  it('a count outside its range says the range, not just "a whole number", and holds the save', async () => {
    const api = await openSettings();
    const window = screen.getByLabelText('Booking window (days)');
    setValue(window, '99999');
    expect(screen.getByText('Enter a whole number from 1 to 365.')).toBeTruthy();
    expect(window.getAttribute('aria-invalid')).toBe('true');
    setValue(screen.getByLabelText('Number of courts'), '-1');
    expect(screen.getByText('Enter a whole number from 1 to 50.')).toBeTruthy();
    // The courts offered online go up to the venue's courts.
    setValue(screen.getByLabelText('Courts offered online'), '7');
    expect(screen.getByText('Enter a whole number from 0 to 6.')).toBeTruthy();
    expect(saveButton().getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(saveButton());
    expect(api.companySettings.save).not.toHaveBeenCalled();

    setValue(window, '365');
    setValue(screen.getByLabelText('Number of courts'), '8');
    setValue(screen.getByLabelText('Courts offered online'), '6');
    await userEvent.click(saveButton());
    expect(await screen.findByText('Company settings saved.')).toBeTruthy();
    expect(api.companySettings.save).toHaveBeenCalledWith({ userBookingWindowDays: 365, numberOfCourts: 8, maxNumberOfOnlineOpenCourtsShown: 6 });
  });

  it('an opening equal to the closing is refused at the field; Closed stays unticked and both times stay as typed', async () => {
    const api = await openSettings();
    const monday = screen.getByRole('group', { name: 'Monday' });
    const opening = within(monday).getByLabelText<HTMLInputElement>('Monday opening time');
    const closing = within(monday).getByLabelText<HTMLInputElement>('Monday closing time');
    setValue(opening, '22:00');
    expect(within(monday).getByText('The day would open and close at the same time. Choose another time, or tick Closed to close the day.')).toBeTruthy();
    expect(within(monday).getByRole<HTMLInputElement>('checkbox', { name: 'Closed' }).checked).toBe(false);
    expect(opening.value).toBe('22:00');
    expect(closing.value).toBe('22:00');
    expect(opening.disabled).toBe(false);
    expect(closing.getAttribute('aria-invalid')).toBe('true');
    expect(saveButton().getAttribute('aria-disabled')).toBe('true');

    // A closing time after it makes the pair good: both go.
    setValue(closing, '23:30');
    expect(within(monday).queryByText(/same time/)).toBeNull();
    await userEvent.click(saveButton());
    expect(await screen.findByText('Company settings saved.')).toBeTruthy();
    expect(api.companySettings.save).toHaveBeenCalledWith({ mondayOpeningTimeInMins: 1320, mondayClosingTimeInMins: 1410 });
  });

  it('a closing before the opening is refused at the closing time', async () => {
    await openSettings();
    setValue(screen.getByLabelText('Monday closing time'), '06:00');
    expect(screen.getByText('Choose a closing time after the opening time.')).toBeTruthy();
    expect(saveButton().getAttribute('aria-disabled')).toBe('true');
  });

  it('a refused save reads as two sentences ("Not saved. Check the fields marked below.")', async () => {
    const api = await openSettings();
    api.companySettings.save.mockRejectedValueOnce({
      status: 400,
      message: 'Check the fields',
      code: 'invalid_field',
      fields: { userBookingWindowDays: 'At most 365 days.' },
    });
    setValue(screen.getByLabelText('Booking window (days)'), '30');
    await userEvent.click(saveButton());
    const banner = (await screen.findByText('Not saved.')).closest('.fui-MessageBarBody')!;
    expect(banner.textContent).toBe('Not saved. Check the fields marked below.');
  });

  it('in French: the range, the same-time rule and the banner', async () => {
    const api = await openSettings('fr-CA');
    setValue(screen.getByLabelText('Période de réservation (jours)'), '400');
    expect(screen.getByText('Entrez un nombre entier de 1 à 365.')).toBeTruthy();
    setValue(screen.getByLabelText('Période de réservation (jours)'), '30');
    setValue(screen.getByLabelText('Ouverture du lundi'), '22:00');
    expect(
      screen.getByText('La journée ouvrirait et fermerait à la même heure. Choisissez une autre heure, ou cochez Fermé pour fermer la journée.'),
    ).toBeTruthy();
    setValue(screen.getByLabelText('Ouverture du lundi'), '07:00');
    api.companySettings.save.mockRejectedValueOnce({ status: 400, message: 'Check', code: 'invalid_field', fields: { userBookingWindowDays: 'x' } });
    await userEvent.click(saveButton());
    const banner = (await screen.findByText('Non enregistré.')).closest('.fui-MessageBarBody')!;
    expect(banner.textContent).toMatch(/^Non enregistré\. \S/);
  });
});

describe('site alert length', () => {
  async function openSiteAlert(api = staffApi()) {
    renderApp({ url: '/admin/users', loggedIn: true, api });
    await userEvent.click(await screen.findByRole('tab', { name: 'Site alert' }));
    await screen.findByRole('form', { name: 'Site alert' });
    return api;
  }

  it('counts the characters, announces the limit politely, and refuses (never cuts) a message that is too long', async () => {
    const api = await openSiteAlert();
    const message = screen.getByLabelText<HTMLTextAreaElement>(/^Message \(English\)/);
    expect(message.maxLength).toBe(-1);
    // Each language's version has its own count.
    expect(screen.getAllByText('0 / 500 characters')).toHaveLength(2);
    // The count is the field's description, read with it.
    expect(message.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(message.getAttribute('aria-describedby')!.split(' ')[0])?.textContent).toContain('0 / 500 characters');

    setValue(message, 'x'.repeat(460));
    expect(screen.getByText('460 / 500 characters')).toBeTruthy();
    const live = document.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toBe('40 characters left.');

    setValue(message, 'x'.repeat(523));
    expect(message.value).toHaveLength(523);
    expect(screen.getByText('Shorten the message to 500 characters or fewer: it has 523.')).toBeTruthy();
    expect(live.textContent).toBe('23 characters too many.');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(api.alert.create).not.toHaveBeenCalled();

    setValue(message, 'x'.repeat(500));
    expect(screen.queryByText(/^Shorten the message/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(api.alert.create).toHaveBeenCalledWith(expect.objectContaining({ message: { en: 'x'.repeat(500), fr: null } }));
  });

  it('a refusal reads as two sentences ("The site alert was not changed. Please correct …")', async () => {
    const api = staffApi();
    api.alert.create.mockRejectedValueOnce({
      status: 400,
      message: 'Please correct the highlighted fields.',
      code: 'invalid_field',
      fields: { linkUrl: 'Use a link.' },
    });
    await openSiteAlert(api);
    setValue(screen.getByLabelText(/^Message \(English\)/), 'New hours');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const banner = (await screen.findByText('The site alert was not changed.')).closest('.fui-MessageBarBody')!;
    expect(banner.textContent).toBe('The site alert was not changed. Please correct the highlighted fields.');
  });
});
