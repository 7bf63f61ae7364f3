import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_URL } from '@/lib/venue-identity';
import { createFakeApi } from '../support/fake-api';
import { renderApp } from '../support/render-app';

describe('venue pages', () => {
  it('Partners lists the partners the owner manages (the badminton association is one of them) and links the newsletter', async () => {
    const api = createFakeApi();
    api.content.partners.mockResolvedValue([
      {
        id: 1,
        name: 'Badminton Canada',
        logoUrl: null,
        url: 'https://www.badmintoncanada.ca',
        description: { blocks: [{ type: 'paragraph', data: { text: 'For badminton clubs, visit the association.' } }] },
      },
    ]);
    renderApp({ url: '/partners', api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Partners' })).toBeTruthy();
    expect(
      (await screen.findByRole('heading', { level: 2, name: 'Badminton Canada' })).closest('[aria-labelledby]')?.querySelector('a')?.getAttribute('href'),
    ).toBe('https://www.badmintoncanada.ca');
    // No fixed badminton card beside the list: what the owner removes is gone from the page.
    expect(screen.queryByRole('link', { name: 'Visit the badminton association' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign up for the newsletter' }).getAttribute('href')).toBe(NEWSLETTER_URL);
    expect(screen.getByRole('heading', { level: 2, name: 'Local clubs and groups' })).toBeTruthy();
  });

  it('Coaches explains how to book a lesson and links to Lessons', async () => {
    const { currentPath } = renderApp({ url: '/coaches' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Coaches' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'How to book a lesson' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'lessons' }));
    expect(currentPath()).toBe('/lessons');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lessons' })).toBeTruthy();
  });

  it('an unknown path shows Page not found with a link Home', async () => {
    const { currentPath } = renderApp({ url: '/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(currentPath()).toBe('/');
  });
});

describe('lesson info', () => {
  it('a non-numeric lesson id shows Lesson not found', async () => {
    renderApp({ url: '/lesson-info/abc' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lesson not found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });
});
