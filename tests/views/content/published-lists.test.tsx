import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Coach, Partner } from '@machines/content/content-shapes';
import { createFakeApi } from '../support/fake-api';
import { renderApp } from '../support/render-app';

const COACH: Coach = {
  id: 1,
  name: 'Ada Coach',
  tagline: 'Resets, drops and doubles positioning',
  bio: {
    blocks: [
      { type: 'header', data: { text: 'About Ada', level: 3 } },
      { type: 'paragraph', data: { text: 'Coaching since <b>2015</b>, see <a href="https://example.org">her club</a>.' } },
    ],
  },
  photoUrl: '/api/uploads/00000000-0000-4000-8000-000000000001',
  certifications: ['PCO Level 2'],
  levels: ['Beginner', 'Intermediate'],
  languages: ['English', 'French'],
};
const PARTNER: Partner = {
  id: 1,
  name: 'Racquet Club',
  logoUrl: '/api/uploads/00000000-0000-4000-8000-000000000002',
  url: 'https://racquet.example.org',
  description: { blocks: [{ type: 'paragraph', data: { text: 'Our neighbours for <i>badminton</i>.' } }] },
};

describe('/coaches', () => {
  it('shows each published coach with photo, tagline, rendered bio and labelled lists', async () => {
    const api = createFakeApi();
    api.content.coaches.mockResolvedValue([COACH]);
    renderApp({ url: '/coaches', api });
    const card = await screen.findByRole('heading', { level: 2, name: 'Ada Coach' });
    const list = screen.getByRole('list', { name: 'Our coaches' });
    expect(list.contains(card)).toBe(true);
    expect(within(list).getByRole('img', { name: 'Ada Coach' }).getAttribute('src')).toBe(COACH.photoUrl);
    expect(within(list).getByText('Resets, drops and doubles positioning')).toBeTruthy();
    expect(within(list).getByRole('heading', { level: 3, name: 'About Ada' })).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'her club' }).getAttribute('href')).toBe('https://example.org');
    const levels = within(list).getByRole('list', { name: 'Levels' });
    expect(
      within(levels)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Beginner', 'Intermediate']);
    expect(within(list).getByRole('list', { name: 'Languages' }).textContent).toContain('French');
    expect(within(list).getByRole('list', { name: 'Certifications' }).textContent).toBe('PCO Level 2');
    // The page's lasting content stays below the list.
    expect(screen.getByRole('heading', { level: 2, name: 'How to book a lesson' })).toBeTruthy();
  });

  it('says so when no coach is published', async () => {
    renderApp({ url: '/coaches' });
    expect(await screen.findByText('Coach profiles are coming soon.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Our coaches' })).toBeNull();
  });

  it('a failed load offers a retry that lists the coaches', async () => {
    const api = createFakeApi();
    api.content.coaches.mockRejectedValueOnce({ status: 503, message: 'Service unavailable' }).mockResolvedValueOnce([COACH]);
    renderApp({ url: '/coaches', api });
    expect(await screen.findByText(/This list could not be loaded/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Ada Coach' })).toBeTruthy();
    expect(api.content.coaches).toHaveBeenCalledTimes(2);
  });
});

describe('/partners', () => {
  it('shows each published partner with logo, description and a same-tab website link', async () => {
    const api = createFakeApi();
    api.content.partners.mockResolvedValue([PARTNER]);
    renderApp({ url: '/partners', api });
    expect(await screen.findByRole('heading', { level: 2, name: 'Racquet Club' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Our partners' });
    expect(within(list).getByRole('img', { name: 'Racquet Club' }).getAttribute('src')).toBe(PARTNER.logoUrl);
    expect(within(list).getByText('badminton').tagName).toBe('I');
    const link = within(list).getByRole('link', { name: 'Visit Racquet Club' });
    expect(link.getAttribute('href')).toBe('https://racquet.example.org');
    expect(link.getAttribute('target')).toBeNull();
    expect(link.getAttribute('rel')).toBe('noopener');
  });

  it('says so when no partner is published', async () => {
    renderApp({ url: '/partners' });
    expect(await screen.findByText('Partner profiles are coming soon.')).toBeTruthy();
  });
});
