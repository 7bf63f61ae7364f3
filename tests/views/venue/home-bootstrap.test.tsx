import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_SETTINGS, type CompanySettings } from '@machines/settings/company-settings';
import { readBootstrap } from '@/lib/bootstrap';
import { createFakeApi } from '../support/fake-api';
import { renderApp } from '../support/render-app';

const settings: CompanySettings = {
  ...DEFAULT_COMPANY_SETTINGS,
  numberOfCourts: 5,
  defaultOneHourRentalPrice: 3000,
  timeZone: 'America/Toronto',
  mondayOpeningTimeInMins: 480,
  mondayClosingTimeInMins: 1260,
};

describe('first render from the page’s bootstrapped data', () => {
  it('Home draws the hours and prices the page carried without asking the API', async () => {
    const api = createFakeApi();
    renderApp({ api, bootstrap: { companySettings: settings, alert: null } });

    const table = await screen.findByRole('table', { name: 'Opening hours' });
    const monday = within(table).getAllByRole('row')[1];
    expect(monday.textContent).toContain('8:00 a.m. – 9:00 p.m.');
    const prices = screen.getByRole('region', { name: 'Courts and prices' });
    expect(within(prices).getByText('Courts').nextSibling?.textContent).toBe('5');
    expect(screen.queryByLabelText('Loading opening hours')).toBeNull();
    expect(api.companySettings.load).not.toHaveBeenCalled();
    expect(api.alert.load).not.toHaveBeenCalled();
  });

  it('the site alert shows from the page without a request', async () => {
    const api = createFakeApi();
    const alert = {
      id: 1,
      message: 'Courts 3 and 4 closed today',
      severity: 'warning' as const,
      linkUrl: null,
      linkText: null,
      updatedAt: '2026-11-21T10:00:00.000Z',
    };
    renderApp({ api, bootstrap: { companySettings: settings, alert } });

    expect((await screen.findByTestId('site-alert')).textContent).toContain('Courts 3 and 4 closed today');
    expect(api.alert.load).not.toHaveBeenCalled();
  });

  it('each bootstrapped answer serves the first load only: coming back to Home asks the API', async () => {
    const api = createFakeApi();
    api.companySettings.load.mockResolvedValue({ ...settings, numberOfCourts: 7 });
    const { location } = renderApp({ api, bootstrap: { companySettings: settings } });
    await screen.findByRole('table', { name: 'Opening hours' });
    expect(api.companySettings.load).not.toHaveBeenCalled();
    // The alert was not in the page: the app asks for it as before.
    expect(api.alert.load).toHaveBeenCalledTimes(1);

    location.navigate('/partners');
    await screen.findByRole('heading', { level: 1, name: 'Partners' });
    location.navigate('/');
    const prices = await screen.findByRole('region', { name: 'Courts and prices' });
    await within(prices).findByText('7');
    expect(api.companySettings.load).toHaveBeenCalledTimes(1);
  });

  it('reads the JSON the server put in the page, and nothing from a page without it', () => {
    const doc = document.implementation.createHTMLDocument();
    expect(readBootstrap(doc)).toEqual({});
    doc.head.innerHTML = `<script type="application/json" id="courtside-bootstrap">${JSON.stringify({ companySettings: settings, alert: null })}</script>`;
    expect(readBootstrap(doc)).toEqual({ companySettings: settings, alert: null });
    doc.head.innerHTML = '<script type="application/json" id="courtside-bootstrap">{not json</script>';
    expect(readBootstrap(doc)).toEqual({});
  });
});
