import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_SETTINGS, type CompanySettings } from '@machines/settings/company-settings';
import { createFakeApi } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { findDialog } from '../support/find-dialog';

const settings: CompanySettings = {
  ...DEFAULT_COMPANY_SETTINGS,
  membershipPrice: 15000,
  numberOfCourts: 6,
  maxNumberOfOnlineOpenCourtsShown: 4,
  defaultOneHourRentalPrice: 3200,
  memberOneHourRentalPrice: 2450,
  userBookingWindowDays: 14,
  timeZone: 'America/Toronto',
  mondayOpeningTimeInMins: 420,
  mondayClosingTimeInMins: 1320,
  tuesdayOpeningTimeInMins: 420,
  tuesdayClosingTimeInMins: 1320,
  wednesdayOpeningTimeInMins: 420,
  wednesdayClosingTimeInMins: 1320,
  thursdayOpeningTimeInMins: 420,
  thursdayClosingTimeInMins: 1320,
  fridayOpeningTimeInMins: 420,
  fridayClosingTimeInMins: 1440,
  saturdayOpeningTimeInMins: 510,
  saturdayClosingTimeInMins: 1050,
  sundayOpeningTimeInMins: 600,
  sundayClosingTimeInMins: 600,
};

function hoursRows() {
  const table = screen.getByRole('table', { name: 'Opening hours' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace('Today', '').trim()),
    );
}

describe('home page', () => {
  it('shows the venue, the opening hours Monday to Sunday (Closed when opening equals closing) and CAD prices', async () => {
    const api = createFakeApi();
    api.companySettings.load.mockResolvedValue(settings);
    renderApp({ api });

    expect(await screen.findByRole('heading', { level: 1, name: 'Courtside Pickleball' })).toBeTruthy();
    await screen.findByRole('table', { name: 'Opening hours' });
    expect(hoursRows()).toEqual([
      ['Monday', '7:00 a.m. – 10:00 p.m.'],
      ['Tuesday', '7:00 a.m. – 10:00 p.m.'],
      ['Wednesday', '7:00 a.m. – 10:00 p.m.'],
      ['Thursday', '7:00 a.m. – 10:00 p.m.'],
      ['Friday', '7:00 a.m. – midnight'],
      ['Saturday', '8:30 a.m. – 5:30 p.m.'],
      ['Sunday', 'Closed'],
    ]);

    const prices = screen.getByRole('region', { name: 'Courts and prices' });
    expect(within(prices).getByText('Court rental, per hour').nextSibling?.textContent).toBe('$32.00');
    expect(within(prices).getByText('Member court rental, per hour').nextSibling?.textContent).toBe('$24.50');
    expect(within(prices).getByText('Membership').nextSibling?.textContent).toBe('$150.00');
    expect(within(prices).getByText('Courts').nextSibling?.textContent).toBe('6');
    expect(api.companySettings.load).toHaveBeenCalledTimes(1);
    expect(api.companySettings.save).not.toHaveBeenCalled();
  });

  it('shows a loading placeholder instead of zeros until the settings arrive', async () => {
    const api = createFakeApi();
    let answer!: (value: CompanySettings) => void;
    api.companySettings.load.mockReturnValue(new Promise<CompanySettings>((resolve) => (answer = resolve)));
    renderApp({ api });

    expect(await screen.findByLabelText('Loading opening hours')).toBeTruthy();
    expect(screen.queryByText('$0.00')).toBeNull();
    expect(screen.queryByRole('table', { name: 'Opening hours' })).toBeNull();

    answer(settings);
    expect(await screen.findByRole('table', { name: 'Opening hours' })).toBeTruthy();
    expect(screen.queryByLabelText('Loading opening hours')).toBeNull();
  });

  it('says so and offers a retry when the settings cannot be loaded', async () => {
    const api = createFakeApi();
    api.companySettings.load.mockRejectedValueOnce({ status: 500, message: 'Internal Server Error' });
    api.companySettings.load.mockResolvedValueOnce(settings);
    renderApp({ api });

    expect(await screen.findByText('Opening hours and prices could not be loaded right now.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Opening hours' })).toBeTruthy();
    expect(api.companySettings.load).toHaveBeenCalledTimes(2);
  });

  it('links to booking, drop-in and lessons', async () => {
    const { currentPath } = renderApp();
    await userEvent.click(await screen.findByRole('link', { name: 'Book a court' }));
    expect(currentPath()).toBe('/bookings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Book Court' })).toBeTruthy();
  });

  it('links Drop in and Lessons to their pages', async () => {
    renderApp();
    expect((await screen.findByRole('link', { name: 'Drop in' })).getAttribute('href')).toBe('/drop-in');
    expect(screen.getByRole('link', { name: 'Lessons' }).getAttribute('href')).toBe('/lessons');
  });

  it('offers a visitor Create account, which opens the login modal on the signup tab', async () => {
    renderApp();
    await userEvent.click(await screen.findByRole('button', { name: 'Create account' }));
    const dialog = await findDialog('Create account');
    expect(within(dialog).getByRole('tab', { selected: true }).textContent).toMatch(/create account|sign up/i);
  });

  it('does not offer Create account to a logged-in member', async () => {
    renderApp({ loggedIn: true });
    await screen.findByRole('link', { name: 'Book a court' });
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
  });
});
