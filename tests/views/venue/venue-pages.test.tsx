import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BADMINTON_ASSOCIATION_URL, NEWSLETTER_URL } from '@/lib/constants';
import { renderApp } from '../support/render-app';

describe('venue pages', () => {
  it('Partners links the badminton association and the newsletter', async () => {
    renderApp({ url: '/partners' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Partners' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Visit the badminton association' }).getAttribute('href')).toBe(BADMINTON_ASSOCIATION_URL);
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
