import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_SETTINGS } from '@machines/settings/company-settings';
import { FACEBOOK_URL, INSTAGRAM_URL, NEWSLETTER_URL } from '@/lib/venue-identity';
import { renderApp } from '../support/render-app';

const footerLinks = async () => within(await screen.findByRole('list', { name: 'Contact and social links' }));

describe('footer links', () => {
  it('come from the company settings the page carries', async () => {
    const companySettings = {
      ...DEFAULT_COMPANY_SETTINGS,
      facebookUrl: 'https://facebook.example/courtside',
      instagramUrl: 'https://instagram.example/courtside',
      badmintonAssociationUrl: 'https://badminton.example',
      newsletterUrl: 'https://news.example/signup',
    };
    renderApp({ url: '/partners', bootstrap: { companySettings, alert: null } });
    const links = await footerLinks();
    expect(links.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe('https://facebook.example/courtside');
    expect(links.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe('https://instagram.example/courtside');
    expect(links.getByRole('link', { name: /newsletter/i }).getAttribute('href')).toBe('https://news.example/signup');
    // The venue's own channels only: the badminton association is a partner the owner manages, on /partners (issue 25).
    expect(links.queryByRole('link', { name: /badminton/i })).toBeNull();
  });

  it('fall back to the constants when the settings carry none', async () => {
    renderApp({ url: '/partners' });
    const links = await footerLinks();
    expect(links.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(FACEBOOK_URL);
    expect(links.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe(INSTAGRAM_URL);
    expect(links.getByRole('link', { name: /newsletter/i }).getAttribute('href')).toBe(NEWSLETTER_URL);
  });
});
